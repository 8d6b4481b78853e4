/** The delivery calendar: 08:00 UTC, on the schedule's day, strictly after the last delivery. */
import { describe, expect, it } from 'vitest';
import { DeliveryFrequency, type ReportSchedule } from './model.ts';
import { dueDelivery, nextDeliveryTime } from './schedule.ts';

const schedule = (overrides: Partial<ReportSchedule>): ReportSchedule => ({
  eventId: 1,
  deliveryFrequency: DeliveryFrequency.daily,
  fileType: 1,
  subscriberEmails: ['a@example.com'],
  eventEndDate: null,
  deliveryDay: 'Daily',
  runningTotalEnabled: false,
  earliestCampaignStartDate: null,
  deliverAfter: 0,
  origin: 'http://127.0.0.1:4010',
  ...overrides,
});

const iso = (ms: number) => new Date(ms).toISOString();

describe('nextDeliveryTime', () => {
  it('is the next 08:00 UTC for Daily and Once', () => {
    expect(iso(nextDeliveryTime(schedule({}), Date.UTC(2026, 0, 5, 7)))).toBe('2026-01-05T08:00:00.000Z');
    expect(iso(nextDeliveryTime(schedule({}), Date.UTC(2026, 0, 5, 8)))).toBe('2026-01-06T08:00:00.000Z');
  });

  it('is the next named weekday for Weekly', () => {
    const weekly = schedule({ deliveryFrequency: DeliveryFrequency.weekly, deliveryDay: 'Monday' });
    expect(iso(nextDeliveryTime(weekly, Date.UTC(2026, 0, 5, 9)))).toBe('2026-01-12T08:00:00.000Z');
  });

  it('is the First, the Last or the numbered day for Monthly, across the year end; day 29 is 28 February in a common year', () => {
    const monthly = (deliveryDay: string) => schedule({ deliveryFrequency: DeliveryFrequency.monthly, deliveryDay });
    expect(iso(nextDeliveryTime(monthly('First'), Date.UTC(2025, 11, 20)))).toBe('2026-01-01T08:00:00.000Z');
    expect(iso(nextDeliveryTime(monthly('Last'), Date.UTC(2026, 1, 1)))).toBe('2026-02-28T08:00:00.000Z');
    expect(iso(nextDeliveryTime(monthly('29'), Date.UTC(2026, 0, 30)))).toBe('2026-02-28T08:00:00.000Z');
  });
});

describe('dueDelivery', () => {
  it('is nothing before the time, after eventEndDate, once a Once schedule delivered, or without subscribers', () => {
    const now = Date.UTC(2026, 0, 6, 9);
    expect(dueDelivery(schedule({ deliverAfter: Date.UTC(2026, 0, 6, 8) }), now)).toBeNull();
    expect(dueDelivery(schedule({ deliverAfter: Date.UTC(2026, 0, 5, 9), eventEndDate: Date.UTC(2026, 0, 6) }), now)).toBeNull();
    expect(dueDelivery(schedule({ deliveryFrequency: DeliveryFrequency.once, deliverAfter: null }), now)).toBeNull();
    expect(dueDelivery(schedule({ subscriberEmails: [] }), now)).toBeNull();
    expect(dueDelivery(schedule({ deliverAfter: Date.UTC(2026, 0, 5, 9) }), now)).toBe(Date.UTC(2026, 0, 6, 8));
  });
});
