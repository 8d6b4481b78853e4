/**
 * E-mail schedules of reports: the seed's field rules (checked on the merged
 * result of a create or an edit) and the delivery calendar. Deliveries happen at
 * 08:00 UTC (spec/DECISIONS.md R15).
 */
import { DeliveryFrequency, type ReportSchedule, type SavedReport } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { reportMessages } from './messages.ts';
import { DAY_MS, dayStart } from '../delivery.ts';
import { parseDimensions, usesCampaignDimension, withSentFields } from './rules.ts';

export const DELIVERY_HOUR_UTC = 8;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The fields a client sends to create or edit a schedule (runningTotalEnabled as boolean or 0/1). */
export type ScheduleFields = Api.ReportScheduleFields;

type Merged = Required<Pick<ScheduleFields, 'subscriberEmails' | 'fileType' | 'deliveryFrequency'>> & ScheduleFields;

/**
 * The schedule a create (existing null) or an edit makes, checked as a whole
 * before anything is stored. Deliveries restart from `now`.
 */
export function scheduleFrom(
  report: SavedReport,
  fields: ScheduleFields,
  existing: ReportSchedule | null,
  ids: { eventId: number; now: number; origin: string },
): ReportSchedule {
  const merged = withSentFields(existing, fields) as Merged;
  const once = merged.deliveryFrequency === DeliveryFrequency.once;
  const runningTotal = merged.runningTotalEnabled === true || merged.runningTotalEnabled === 1;
  const schedule: ReportSchedule = {
    eventId: existing?.eventId ?? ids.eventId,
    deliveryFrequency: merged.deliveryFrequency,
    fileType: merged.fileType,
    subscriberEmails: dedupe(merged.subscriberEmails),
    deliveryDay: once ? (merged.deliveryDay ?? null) : deliveryDayOf(merged),
    eventEndDate: once ? (merged.eventEndDate ?? null) : eventEndDateOf(merged, ids.now),
    runningTotalEnabled: runningTotal,
    earliestCampaignStartDate: merged.earliestCampaignStartDate ?? null,
    deliverAfter: ids.now,
    origin: ids.origin,
  };
  if (runningTotal) checkRunningTotal(report, schedule.earliestCampaignStartDate);
  return schedule;
}

function dedupe(emails: string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
}

/** Weekly: a weekday name; Monthly: First, Last or 1..29; Daily: any text (the seed names none). */
function deliveryDayOf(merged: Merged): string {
  const day = merged.deliveryDay?.trim();
  if (!day) throw unprocessable(reportMessages.deliveryDayRequired, 'deliveryDay');
  if (merged.deliveryFrequency === DeliveryFrequency.weekly) {
    const weekday = WEEKDAYS.find((w) => w.toLowerCase() === day.toLowerCase());
    if (!weekday) throw unprocessable(reportMessages.deliveryDayWeekday, 'deliveryDay');
    return weekday;
  }
  if (merged.deliveryFrequency === DeliveryFrequency.monthly) {
    if (/^first$/i.test(day)) return 'First';
    if (/^last$/i.test(day)) return 'Last';
    if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 29) throw unprocessable(reportMessages.deliveryDayMonthly, 'deliveryDay');
    return String(Number(day));
  }
  return day;
}

function eventEndDateOf(merged: Merged, now: number): number {
  if (merged.eventEndDate === undefined || merged.eventEndDate === null) throw unprocessable(reportMessages.eventEndDateRequired, 'eventEndDate');
  if (merged.eventEndDate <= now) throw unprocessable(reportMessages.eventEndDatePast, 'eventEndDate');
  return merged.eventEndDate;
}

function checkRunningTotal(report: SavedReport, earliest: number | null): void {
  if (!usesCampaignDimension(parseDimensions(report.dimensions))) throw unprocessable(reportMessages.runningTotalNeedsCampaign, 'runningTotalEnabled');
  if (earliest === null) throw unprocessable(reportMessages.earliestCampaignStartDateRequired, 'earliestCampaignStartDate');
  if (earliest >= report.endDate) throw unprocessable(reportMessages.earliestCampaignStartDateAfterEnd, 'earliestCampaignStartDate');
}

// ---- Calendar ---------------------------------------------------------------------

const HOUR = 3_600_000;
const deliveryTime = (day: number) => day + DELIVERY_HOUR_UTC * HOUR;

/** The first delivery time strictly after `after`, whatever the end date says. */
export function nextDeliveryTime(schedule: ReportSchedule, after: number): number {
  // Stryker disable next-line StringLiteral: equivalent: a monthly schedule always has its deliveryDay (deliveryDayOf refuses one without), so the fallback is never read
  if (schedule.deliveryFrequency === DeliveryFrequency.monthly) return nextMonthly(schedule.deliveryDay ?? 'First', after);
  // Stryker disable next-line StringLiteral: equivalent: a weekly schedule always has its deliveryDay (deliveryDayOf refuses one without), so the fallback is never read
  const weekday = schedule.deliveryFrequency === DeliveryFrequency.weekly ? WEEKDAYS.indexOf(schedule.deliveryDay ?? '') : -1;
  for (let day = dayStart(after); ; day += DAY_MS) {
    if (deliveryTime(day) > after && (weekday < 0 || new Date(day).getUTCDay() === weekday)) return deliveryTime(day);
  }
}

function nextMonthly(deliveryDay: string, after: number): number {
  const start = new Date(after);
  for (let m = 0; ; m += 1) {
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + m;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    // Day 29 falls on 28 February in common years (spec/DECISIONS.md R13).
    const day = deliveryDay === 'First' ? 1 : deliveryDay === 'Last' ? lastDay : Math.min(Number(deliveryDay), lastDay);
    const at = Date.UTC(year, month, day, DELIVERY_HOUR_UTC);
    if (at > after) return at;
  }
}

/** The delivery due at or before `now`, or null (none due, Once done, or past eventEndDate). */
export function dueDelivery(schedule: ReportSchedule, now: number): number | null {
  if (schedule.deliverAfter === null || schedule.subscriberEmails.length === 0) return null;
  const at = nextDeliveryTime(schedule, schedule.deliverAfter);
  if (at > now) return null;
  if (schedule.deliveryFrequency !== DeliveryFrequency.once && schedule.eventEndDate !== null && at > schedule.eventEndDate) return null;
  return at;
}
