import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { Campaigns, CreativeType, DAY, Org, Reports, cents, dayStart, contosoPausedCampaign, definition, dims, execute, executeAll, foreignCampaigns, nowOf, sum, type Row } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current);
});

async function refused(body: Record<string, unknown>, status: number, as: Session = owner) {
  const response = expectContract(await call(suite.current, 'executeReport', { as, body }), 'executeReport', status);
  return errorsOf(response)[0]!;
}

const campaignIds = (rows: Row[]) => [...new Set(rows.map((r) => r.campaignId))];

describe('executeReport: rows and totals', () => {
  it('answers one row per campaign with the requested columns and a total', async () => {
    const result = await executeAll(suite.current, owner, definition(now));
    expect(result.totalRecords).toBeGreaterThan(3);
    for (const row of result.data) {
      expect(Object.keys(row).sort()).toEqual(['campaignId', 'campaignName', 'impressions', 'clicks', 'CTR', 'spent', 'mediaSpent', 'dataCost', 'eCPM', 'eCPC'].sort());
      expect(row.impressions).toBeGreaterThan(0);
    }
    expect(new Set(result.data.map((r) => r.campaignId)).size).toBe(result.data.length);
  });

  it('totals every row, not just the page: counts and money are sums, ratios come from the sums', async () => {
    const all = await executeAll(suite.current, owner, definition(now));
    const page = await execute(suite.current, owner, { ...definition(now), noOfEntries: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.total).toEqual(all.total);
    const { total } = all;
    expect(total.impressions).toBe(sum(all.data, 'impressions'));
    expect(total.clicks).toBe(sum(all.data, 'clicks'));
    for (const money of ['spent', 'mediaSpent', 'dataCost']) expect(cents(Number(total[money]))).toBe(all.data.reduce((a, r) => a + cents(Number(r[money])), 0));
    expect(total.CTR).toBeCloseTo(Number(total.clicks) / Number(total.impressions), 6);
    expect(total.eCPM).toBeCloseTo((Number(total.spent) / Number(total.impressions)) * 1000, 3);
    expect(total.eCPC).toBeCloseTo(Number(total.spent) / Number(total.clicks), 3);
  });

  it('gives every row CTR = clicks / impressions and eCPM = spent / impressions x 1000', async () => {
    const { data } = await executeAll(suite.current, owner, definition(now));
    for (const row of data) {
      expect(row.CTR).toBeCloseTo(Number(row.clicks) / Number(row.impressions), 6);
      expect(row.eCPM).toBeCloseTo((Number(row.spent) / Number(row.impressions)) * 1000, 3);
    }
  });

  it('defaults to page 1 of 50 rows sorted by +impressions', async () => {
    const body = definition(now, { dimensions: dims('campaign', 'device_type'), columns: ['campaignId', 'deviceType', 'impressions'] });
    const all = await executeAll(suite.current, owner, body);
    expect(all.totalRecords).toBeGreaterThan(50);
    const page = await execute(suite.current, owner, body);
    expect(page.data).toHaveLength(50);
    const impressions = page.data.map((r) => Number(r.impressions));
    expect(impressions).toEqual([...impressions].sort((a, b) => a - b));
    expect(page.data).toEqual(all.data.slice(0, 50));
    const second = await execute(suite.current, owner, { ...body, pageNo: 2, noOfEntries: 10 });
    expect(second.data).toEqual(all.data.slice(10, 20));
  });

  it('sorts by any row field or metric, + or -', async () => {
    const { data } = await executeAll(suite.current, owner, { ...definition(now), sortBy: '-spent' });
    const spent = data.map((r) => Number(r.spent));
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const byName = (await executeAll(suite.current, owner, { ...definition(now), sortBy: '+campaignName' })).data.map((r) => String(r.campaignName));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('refuses an unknown sortBy field', async () => {
    const error = await refused({ ...definition(now), sortBy: '+nonsense' }, 422);
    expect(error).toMatchObject({ error: messages.invalidSortBy, field: 'sortBy' });
  });

  it('keeps the rows whose texts match searchField', async () => {
    const { data } = await executeAll(suite.current, owner, { ...definition(now), searchField: 'clean parks' });
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(String(row.campaignName).toLowerCase()).toContain('clean parks');
  });

  it('splits delivery across the values of a non-campaign dimension, adding up to the campaign totals', async () => {
    const byCampaign = await executeAll(suite.current, owner, definition(now));
    const byDevice = await executeAll(suite.current, owner, definition(now, { dimensions: dims('device_type'), columns: ['deviceType', 'impressions', 'clicks', 'spent'] }));
    expect(byDevice.data.map((r) => r.deviceType).sort()).toEqual(['Connected TV', 'Desktop', 'Mobile', 'Tablet']);
    for (const row of byDevice.data) expect(typeof row.deviceTypeId).toBe('number');
    expect(byDevice.total.impressions).toBe(byCampaign.total.impressions);
    expect(byDevice.total.spent).toBe(byCampaign.total.spent);
  });

  it.each([
    ['gender', 'gender'],
    ['os', 'os'],
    ['income_group', 'incomeGroup'],
    ['zip5', 'zip5'],
    ['creative', 'creativeName'],
    ['ioName', 'ioName'],
  ])('reports by the %s dimension', async (key, field) => {
    const result = await executeAll(suite.current, owner, definition(now, { dimensions: dims(key), columns: [field, 'impressions', 'spent'] }));
    expect(result.data.length).toBeGreaterThan(1);
    for (const row of result.data) expect(row[field]).toEqual(expect.any(String));
    expect(result.total.impressions).toBe(sum(result.data, 'impressions'));
  });

  it('keeps only the dimension values named in `value`', async () => {
    const { data } = await executeAll(suite.current, owner, definition(now, { dimensions: dims({ filter: 'device_type', value: [1, 2] }), columns: ['deviceType', 'impressions'] }));
    expect(data.map((r) => r.deviceTypeId).sort()).toEqual([1, 2]);
    const one = await executeAll(suite.current, owner, definition(now, { dimensions: dims({ filter: 'campaign', value: [Campaigns.running] }) }));
    expect(campaignIds(one.data)).toEqual([Campaigns.running]);
  });

  it('gives daily rows a date, one per day and campaign, adding up to the aggregated rows', async () => {
    const body = definition(now, {}, 7);
    const aggregated = await executeAll(suite.current, owner, body);
    const daily = await executeAll(suite.current, owner, { ...body, requestType: 1 });
    const days = [...new Set(daily.data.map((r) => r.date))].sort();
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(new Date(dayStart(now) - DAY).toISOString().slice(0, 10));
    for (const row of aggregated.data) {
      expect(row).not.toHaveProperty('date');
      const ofCampaign = daily.data.filter((r) => r.campaignId === row.campaignId);
      expect(sum(ofCampaign, 'impressions')).toBe(row.impressions);
    }
    expect(daily.total.impressions).toBe(aggregated.total.impressions);
  });

  it('reports nothing after the clock\'s now', async () => {
    const body = { ...definition(now), endDate: dayStart(now) + 20 * DAY, requestType: 1 };
    const { data } = await executeAll(suite.current, owner, body);
    const today = new Date(dayStart(now)).toISOString().slice(0, 10);
    expect(data.every((r) => String(r.date) < today)).toBe(true);
  });

  it('fills the campaign columns the seed lists', async () => {
    const columns = ['campaignId', 'campaignName', 'status', 'campaignType', 'campaignTimezone', 'startTime', 'endTime', 'maxBid', 'budgetDay', 'budgetTotal', 'budgetPacing', 'impressions', 'VCR', 'eCPCV', 'bidImpressions', 'startCount', 'completeCount'];
    const { data } = await executeAll(suite.current, owner, definition(now, { columns, dimensions: dims({ filter: 'campaign', value: [Campaigns.running] }) }));
    expect(data[0]).toMatchObject({ campaignId: Campaigns.running, status: 'running', campaignType: 'Standard', campaignTimezone: 'America/New_York', budgetDay: 250 });
    expect(data[0]!.budgetPacing).toBeGreaterThan(0);
    expect(data[0]!.budgetPacing).toBeLessThanOrEqual(100);
  });
});

describe('executeReport: filters and customers', () => {
  it('filters by campaign id', async () => {
    const { data } = await executeAll(suite.current, owner, { ...definition(now), filters: JSON.stringify({ campaignId: `${Campaigns.running},${Campaigns.paused}` }) });
    expect(campaignIds(data).sort()).toEqual([Campaigns.running, Campaigns.paused].sort());
  });

  it('filters by creative type', async () => {
    const all = await executeAll(suite.current, owner, definition(now));
    const { data } = await executeAll(suite.current, owner, { ...definition(now), filters: JSON.stringify({ creativeTypeId: [CreativeType.html] }) });
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThan(all.data.length);
    expect(campaignIds(data)).toContain(Campaigns.running);
    expect(campaignIds(data)).not.toContain(Campaigns.runningPolitical);
  });

  it('filters by campaign status', async () => {
    const body = definition(now, { columns: ['campaignId', 'status', 'impressions'] }, 60);
    const { data } = await executeAll(suite.current, owner, { ...body, filters: JSON.stringify({ campaignStatus: 'paused,expired' }) });
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r.status))).toEqual(new Set(['paused', 'expired']));
  });

  it('refuses malformed filters (400) and an unknown campaign status (422)', async () => {
    expect(await refused({ ...definition(now), filters: '{not json' }, 400)).toMatchObject({ error: messages.reportFiltersInvalid, field: 'filters' });
    expect(await refused({ ...definition(now), filters: JSON.stringify({ campaignStatus: 'sleeping' }) }, 422)).toMatchObject({ error: messages.reportCampaignStatusUnknown, field: 'filters' });
  });

  it('covers only the named customers', async () => {
    const { data } = await executeAll(suite.current, owner, definition(now, { customerIds: [Org.acme] }));
    expect(campaignIds(data)).not.toContain(Campaigns.otherWorkspaceRunning);
  });

  it('defaults to every customer the caller may access, never another workspace\'s', async () => {
    const body = definition(now);
    delete body.customerIds;
    const { data } = await executeAll(suite.current, owner, body);
    expect(campaignIds(data)).toContain(Campaigns.running);
    expect(campaignIds(data)).not.toContain(Campaigns.otherWorkspaceRunning);
  });

  it('shows another workspace only its own campaigns, and refuses it Acme\'s customers', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const body = definition(now, { customerIds: [Org.initech] });
    const { data } = await executeAll(suite.current, other, body);
    expect(campaignIds(data).every((id) => foreignCampaigns.includes(Number(id)))).toBe(true);
    expect(campaignIds(data)).toContain(Campaigns.otherWorkspaceRunning);
    const error = await refused(definition(now, { customerIds: [Org.acme] }), 422, other);
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
    expect(await refused({ id: Reports.weeklyCampaigns }, 404, other)).toMatchObject({ error: messages.reportNotFound });
  });

  it('refuses customers the caller may not access', async () => {
    const error = await refused(definition(now, { customerIds: [Org.acme, Org.initech] }), 422);
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
  });

  it('needs a running campaign among the customers: having campaigns is not enough', async () => {
    // Contoso Health owns a paused campaign and nothing else.
    const error = await refused(definition(now, { customerIds: [Org.contoso] }), 422);
    expect(error).toMatchObject({ error: messages.reportNoActiveCampaign, field: 'customerIds' });
    expect(await refused(definition(now, { customerIds: [Org.northwind] }), 422)).toMatchObject({ error: messages.reportNoActiveCampaign });
    // A saved report of customers that run nothing cannot run either.
    expect(await refused({ id: Reports.northwindGender }, 422)).toMatchObject({ error: messages.reportNoActiveCampaign });
  });

  it('runs with one running campaign among the customers and reports their other campaigns too', async () => {
    const result = await executeAll(suite.current, owner, definition(now, { customerIds: [Org.acme, Org.contoso] }));
    expect(campaignIds(result.data)).toContain(contosoPausedCampaign);
  });
});

describe('executeReport: period', () => {
  const window = (days: number, dimensions: string, columns: string[]) => ({
    ...definition(now, { dimensions, columns }),
    startDate: dayStart(now) - days * DAY,
    endDate: dayStart(now) - 1,
  });

  it('accepts three months (92 days) and refuses 93 without the campaign dimension', async () => {
    await executeAll(suite.current, owner, window(92, dims('gender'), ['gender', 'impressions']));
    const error = await refused(window(93, dims('gender'), ['gender', 'impressions']), 422);
    expect(error).toMatchObject({ error: messages.reportWindowThreeMonths, field: 'endDate' });
  });

  it('accepts one year (366 days) with the campaign dimension and refuses 367', async () => {
    await executeAll(suite.current, owner, window(366, dims('campaign', 'gender'), ['campaignId', 'gender', 'impressions']));
    const error = await refused(window(367, dims('campaign'), ['campaignId', 'impressions']), 422);
    expect(error).toMatchObject({ error: messages.reportWindowOneYear, field: 'endDate' });
  });

  it('counts UTC days whatever the timezone (spec/DECISIONS.md R4)', async () => {
    const body = definition(now, {}, 7);
    const newYork = await executeAll(suite.current, owner, { ...body, requestType: 1 });
    const losAngeles = await executeAll(suite.current, owner, { ...body, requestType: 1, timezoneId: 32, timezoneName: 'America/Los_Angeles' });
    expect(losAngeles).toEqual(newYork);
  });

  it('refuses an endDate that is not after startDate', async () => {
    const error = await refused({ ...definition(now), endDate: dayStart(now) - 40 * DAY }, 422);
    expect(error).toMatchObject({ error: messages.reportEndBeforeStart, field: 'endDate' });
  });
});

describe('executeReport: definitions', () => {
  it('runs a saved report by id', async () => {
    const result = await executeAll(suite.current, owner, { id: Reports.weeklyCampaigns });
    expect(result.totalRecords).toBeGreaterThan(0);
    expect(Object.keys(result.data[0]!)).toEqual(expect.arrayContaining(['campaignId', 'campaignName', 'status', 'budgetDay', 'impressions', 'eCPM']));
  });

  it('lets fields sent beside the id override the saved ones', async () => {
    const result = await executeAll(suite.current, owner, { id: Reports.weeklyCampaigns, columns: ['campaignId', 'clicks'] });
    expect(Object.keys(result.data[0]!).sort()).toEqual(['campaignId', 'campaignName', 'clicks']);
  });

  it('answers 404 for an unknown report id and for another workspace\'s report', async () => {
    expect(await refused({ id: 99999 }, 404)).toMatchObject({ error: messages.reportNotFound, field: 'id' });
    expect(await refused({ id: Reports.otherWorkspace }, 404)).toMatchObject({ error: messages.reportNotFound });
  });

  it.each(['dimensions', 'columns', 'startDate', 'endDate', 'requestType'])('needs %s when no id is given', async (field) => {
    const body = definition(now);
    delete body[field];
    expect(await refused(body, 400)).toMatchObject({ error: messages.reportFieldRequired, field });
  });

  it('refuses malformed dimensions (400) and an unknown dimension key (422)', async () => {
    expect(await refused(definition(now, { dimensions: 'campaign' }), 400)).toMatchObject({ error: messages.reportDimensionsInvalid, field: 'dimensions' });
    expect(await refused(definition(now, { dimensions: dims('campaign', 'campaign') }), 400)).toMatchObject({ error: messages.reportDimensionsInvalid });
    expect(await refused(definition(now, { dimensions: dims('planet') }), 422)).toMatchObject({ error: messages.reportDimensionUnknown, field: 'dimensions' });
  });

  it('refuses unknown columns and columns of a dimension the report does not use', async () => {
    expect(await refused(definition(now, { columns: ['campaignId', 'happiness'] }), 422)).toMatchObject({ error: messages.reportColumnUnknown, field: 'columns[1]' });
    expect(await refused(definition(now, { columns: ['gender', 'impressions'] }), 422)).toMatchObject({ error: messages.reportColumnNeedsDimension, field: 'columns[0]' });
  });

  it('refuses noOfEntries above 1000', async () => {
    const error = await refused({ ...definition(now), noOfEntries: 1001 }, 422);
    expect(error.field).toBe('noOfEntries');
  });
});
