/** What clients see of VLD reports: list items, cost answers and the report file. */
import type { Campaign } from '../campaigns/model.ts';
import type { VldReport } from './model.ts';
import type { World } from '../world.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Table } from '../../core/toolkit/documents.ts';
import { dailySeries, splitDelivery } from '../delivery.ts';
import { VldStatusId } from './model.ts';
import { costOf, fundsCover, isEligible, type VldCost } from './rules.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function campaignOf(world: World, report: VldReport): Campaign {
  const campaign = world.campaigns.find((c) => c.campaignId === report.campaignId);
  // Stryker disable next-line StringLiteral: equivalent: every report names a campaign of the world (a loaded world has its references checked, world-snapshot.ts, and no operation removes campaigns or moves a report to another), so this never throws
  if (!campaign) throw new Error(`VLD report ${report.vldId} names campaign ${report.campaignId}, which is not in the world`);
  return campaign;
}

/** The report's cost, as of when it was requested. */
export const reportCost = (world: World, report: VldReport) =>
  costOf(world, campaignOf(world, report), report.vldStartDate, report.vldEndDate, report.vldCreatedOn);

export function vldName(campaign: Campaign, report: VldReport): string {
  return `${campaign.name} (${isoDay(report.vldStartDate)} to ${isoDay(report.vldEndDate)})`;
}

export function vldListItem(world: World, report: VldReport, now: number): Api.VldReport {
  const campaign = campaignOf(world, report);
  const io = world.insertionOrders.find((i) => i.ioId === campaign.ioId)!;
  const cost = reportCost(world, report);
  const eligible = isEligible(world, campaign, now);
  return {
    vldId: report.vldId,
    vldStatusId: report.vldStatusId,
    vldName: vldName(campaign, report),
    ioId: io.ioId,
    ioName: io.ioName,
    ioTypeId: io.ioBudgetTypeId,
    isCampaignEligible: eligible,
    vldCreatedOn: report.vldCreatedOn,
    vldStartDate: report.vldStartDate,
    vldEndDate: report.vldEndDate,
    startDate: report.vldStartDate,
    endDate: report.vldEndDate,
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    campaignStatus: campaign.status,
    creativeTypeId: campaign.creativeTypeId,
    campaignVldTimezoneId: campaign.timezoneId,
    vldReportCreatable: eligible && report.vldStatusId !== VldStatusId.processing,
    ...cost,
    fundsAvailable: fundsCover(world, report.owId, cost),
  };
}

export function vldResult(
  campaign: Campaign,
  start: number,
  end: number,
  cost: VldCost,
  fundsAvailable: boolean,
  report: VldReport | null,
): Api.VldReportResult {
  return {
    vldReportCreated: report !== null,
    vldId: report?.vldId ?? null,
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    campaignStatus: campaign.status as Api.VldReportResult['campaignStatus'],
    vldStartDate: start,
    vldEndDate: end,
    ...cost,
    fundsAvailable,
  };
}

export const VLD_FILE_COLUMNS = ['Date', 'State', 'Impressions', 'Voters Reached', 'Clicks'];

/** One row per delivered day and targeted state; the impressions add up to the report's chargeable impressions. */
export function vldTable(world: World, report: VldReport): Table {
  const campaign = campaignOf(world, report);
  const states = campaign.targetedStates;
  const rows = dailySeries(world.seed, campaign, report.vldStartDate, report.vldEndDate, report.vldCreatedOn)
    .filter((d) => d.delivery.impressions > 0)
    .flatMap(({ day, delivery }) => {
      // Stryker disable next-line StringLiteral: no document fixes this: the seeds give no per-state figures; any split of a day that adds up to its delivery is as valid (VLD9 fixes only the sum)
      const byState = splitDelivery(world.seed, `vld-${report.vldId}-${day}`, delivery, states);
      return states.map((state) => {
        const part = byState.get(state)!;
        return [isoDay(day), state, part.impressions, part.reach, part.clicks];
      });
    });
  // Stryker disable next-line StringLiteral: no document fixes this: the seeds name no file title or sheet name
  return { title: `VLD report ${report.vldId}`, columns: VLD_FILE_COLUMNS, rows };
}
