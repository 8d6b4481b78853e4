/** What clients see of reports and schedules (spec/components/schemas/reports/). */
import type { ReportSchedule, SavedReport } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { World } from '../world.ts';
import { timezoneName } from './catalog.ts';

export function customerDetails(world: World, owIds: readonly number[]): Api.CustomerDetail[] {
  return owIds.map((owId) => {
    // A report's customer ids are organizations of its world: resolveCustomers takes them from the organization
    // tree, no operation removes one, and a restored world is checked for it (world-snapshot.ts).
    const org = world.organizations.find((o) => o.owId === owId)!;
    return {
      owId: org.owId,
      owID: org.owId,
      organizationName: org.organizationName,
      organizationLogo: org.organizationLogo,
      // The seed names the field, not its values: spec/DECISIONS.md R19 records the mock's.
      statusId: org.status === 'Active' ? 1 : 2,
      status: org.status,
      supportEmail: world.supportEmail,
      timezone: timezoneName(org.timezoneId),
      // The seed names the field, not its values: spec/DECISIONS.md R19 records the mock's.
      organizationType: org.parentOwId === null ? 'workspace' : 'customer',
    };
  });
}

/** The schedule as a report shows it: runningTotalEnabled 0/1, as the seed's Report table has it. */
export function schedulingEventDetails(report: SavedReport): Api.ReportSchedulingEventDetails | null {
  const s = report.schedule;
  if (!s) return null;
  return { eventId: s.eventId, ...scheduleFields(s), runningTotalEnabled: s.runningTotalEnabled ? 1 : 0 };
}

/** The schedule as the schedule operations answer it: runningTotalEnabled boolean, as their body has it. */
export function scheduledData(report: SavedReport, schedule: ReportSchedule): Api.ScheduledData {
  return { reportId: report.id, eventId: schedule.eventId, ...scheduleFields(schedule), runningTotalEnabled: schedule.runningTotalEnabled };
}

function scheduleFields(s: ReportSchedule) {
  return {
    deliveryFrequency: s.deliveryFrequency,
    fileType: s.fileType,
    subscriberEmails: [...s.subscriberEmails],
    eventEndDate: s.eventEndDate,
    deliveryDay: s.deliveryDay,
    earliestCampaignStartDate: s.earliestCampaignStartDate,
  };
}

export function reportView(world: World, report: SavedReport): Api.Report {
  return {
    id: report.id,
    reportName: report.reportName,
    customerIds: [...report.customerIds],
    customerDetails: customerDetails(world, report.customerIds),
    startDate: report.startDate,
    endDate: report.endDate,
    dimensions: report.dimensions,
    columns: [...report.columns],
    requestType: report.requestType,
    reportAggregated: report.reportAggregated,
    timezoneId: report.timezoneId,
    timezoneName: report.timezoneName,
    createdDate: report.createdAt,
    modifyDate: report.modifiedAt,
    reportSchedulingEventDetails: schedulingEventDetails(report),
  };
}
