/** Breaches of VLD reports: creating, listing and deleting them. */
import type { Handler } from '../core/toolkit/context.ts';
import { requireCaller } from '../core/toolkit/context.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { costOf, createReport, failedRules, fundsCover, vldResult, windowProblem } from '../domains/vld/index.ts';
import { campaignFor } from '../domains/workspace.ts';
import { rewriteAnswer, wrapHandler, type Breach } from './breach.ts';

interface VldBody {
  campaignId: number;
  vldStartDate: number;
  vldEndDate: number;
}

/** Creates the report when the campaign's only failed rule is the Matched Audience one. */
const creatingWithoutMatchedAudience =
  (real: Handler): Handler =>
  async (ctx) => {
    try {
      return await real(ctx);
    } catch (error) {
      const caller = requireCaller(ctx);
      const { world } = ctx.state;
      const body = ctx.body as VldBody;
      const campaign = campaignFor(world, caller, body.campaignId);
      const onlyAudience = campaign && failedRules(world, campaign, ctx.now).join() === 'vldNoMatchedAudience';
      if (!(error instanceof ApiError) || !campaign || !onlyAudience || windowProblem(campaign, body.vldStartDate, body.vldEndDate)) throw error;
      const cost = costOf(world, campaign, body.vldStartDate, body.vldEndDate, ctx.now);
      if (!fundsCover(world, campaign.owId, cost)) return vldResult(campaign, body.vldStartDate, body.vldEndDate, cost, false, null);
      const report = createReport(world, caller, campaign, { start: body.vldStartDate, end: body.vldEndDate }, cost, ctx.now);
      return vldResult(campaign, body.vldStartDate, body.vldEndDate, cost, true, report);
    }
  };

export const vldBreaches: Breach[] = [
  {
    id: 'vld.create-without-matched-audience',
    domain: 'vld',
    caughtIn: 'vld/eligibility.test.ts',
    kind: 'rule not enforced',
    does: 'creates (and charges) a VLD report for a campaign without a Matched Audience, though the assessment refuses it',
    plant: (site) => wrapHandler(site, 'createVldReport', creatingWithoutMatchedAudience),
  },
  {
    id: 'vld.list-cost-as-string',
    domain: 'vld',
    caughtIn: 'vld/list.test.ts',
    kind: 'wrong type',
    deviation: true,
    does: 'answers vldChargedCost of every listed VLD report as a string of the amount',
    plant: (site) =>
      rewriteAnswer(site, 'listVldReports', (answer) => {
        if (answer.status !== 200) return;
        for (const item of answer.body.data.vldReportDataList) item.vldChargedCost = String(item.vldChargedCost);
      }),
  },
  {
    id: 'vld.deleted-report-still-listed',
    domain: 'vld',
    caughtIn: 'vld/download-delete.test.ts',
    kind: 'readable after delete',
    does: 'answers a VLD report delete with success but leaves the report undeleted, still listed',
    plant: (site) =>
      wrapHandler(site, 'deleteVldReport', (real) => async (ctx) => {
        const answer = await real(ctx);
        const report = ctx.state.world.vldReports.find((r) => r.vldId === (ctx.query as { vldId: number }).vldId);
        if (report) report.isDeleted = false;
        return answer;
      }),
  },
];
