/** Shared pieces of the report suites: ids of the default world, dates, and report calls. */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import { mockNow } from '../support/admin.ts';
import { callOk, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';

export const DAY = 86_400_000;

/** Organizations and records of the default world (GET /__mock/fixtures notableIds). */
export const Org = { acme: 1001, northwind: 1002, northwindOutlet: 1003, contoso: 1004, initech: 3001 } as const;
export const Reports = { weeklyCampaigns: 12001, dailyDevices: 12002, northwindGender: 12003, creativeMix: 12004, monthlyZipCodes: 12005, customerOwned: 12006, otherWorkspace: 12101 } as const;
export const Campaigns = { running: 9003, runningPolitical: 9004, paused: 9007, expired: 9009, otherWorkspaceRunning: 9101, otherWorkspaceExpired: 9102 } as const;
/** Contoso Health's only campaign: paused, so 1004 has campaigns but none running. */
export const contosoPausedCampaign = 9501;
export const CreativeType = { image: 11, html: 13, video: 14, native: 15, audio: 17 } as const;

/** The target's "now": the mock clock, or the wall clock of a real server. */
export async function nowOf(target: Target): Promise<number> {
  return target.isMock ? mockNow(target) : Date.now();
}

export const dayStart = (ms: number) => Math.floor(ms / DAY) * DAY;

export const dims = (...filters: Array<string | { filter: string; value?: Array<number | string> }>) =>
  JSON.stringify(filters.map((f) => (typeof f === 'string' ? { filter: f } : f)));

export const METRICS = ['impressions', 'clicks', 'CTR', 'spent', 'mediaSpent', 'dataCost', 'eCPM', 'eCPC'];

export type Row = Record<string, string | number | null>;

export interface Execution {
  total: Row;
  data: Row[];
  totalRecords: number;
}

/** A valid definition over the last `days` days (ending yesterday), aggregated by campaign. */
export function definition(now: number, overrides: Record<string, unknown> = {}, days = 30): Record<string, unknown> {
  const end = dayStart(now) - 1;
  return {
    dimensions: dims('campaign'),
    columns: ['campaignId', 'campaignName', ...METRICS],
    customerIds: [Org.acme],
    startDate: dayStart(now) - days * DAY,
    endDate: end,
    requestType: 2,
    timezoneId: 29,
    timezoneName: 'America/New_York',
    ...overrides,
  };
}

export async function execute(target: Target, as: Session, body: Record<string, unknown>): Promise<Execution> {
  return (await callOk(target, 'executeReport', { as, body })).body.data as Execution;
}

/** Every row of an execution (one page of up to 1000). */
export async function executeAll(target: Target, as: Session, body: Record<string, unknown>): Promise<Execution> {
  const result = await execute(target, as, { ...body, noOfEntries: 1000 });
  expect(result.data.length).toBe(result.totalRecords);
  return result;
}

export async function addReport(target: Target, as: Session, body: Record<string, unknown>): Promise<number> {
  const response: Response = await callOk(target, 'addReport', { as, body });
  return response.body.data as number;
}

export const sum = (rows: Row[], field: string) => rows.reduce((a, r) => a + Number(r[field] ?? 0), 0);
export const cents = (dollars: number) => Math.round(dollars * 100);

/** The campaigns of the other workspace (3001). */
export const foreignCampaigns: readonly number[] = [Campaigns.otherWorkspaceRunning, Campaigns.otherWorkspaceExpired];
