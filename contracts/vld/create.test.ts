import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { CampaignId, VldReportId, day, vldItem, vldList } from './helpers.ts';

const suite = useTarget();

interface Window {
  campaignId: number;
  vldStartDate: number;
  vldEndDate: number;
  vldId?: number;
}

const compute = async (as: Session, body: Window) => (await callOk(suite.current, 'computeVldReport', { as, body })).body.data;
const create = async (as: Session, body: Window) => (await callOk(suite.current, 'createVldReport', { as, body })).body.data;

/** Five days of the running political campaign: well within Acme's balance. */
const shortWindow: Window = { campaignId: CampaignId.runningPolitical, vldStartDate: day(-8), vldEndDate: day(-3) };
/** The whole life of the expired political campaign: more than Acme's balance. */
const wholeExpired: Window = { campaignId: CampaignId.expiredPolitical, vldStartDate: day(-150), vldEndDate: day(-100) };

describe('computeVldReport', () => {
  it('assesses the cost of a window and stores nothing', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = await vldList(suite.current, owner);
    const result = await compute(owner, shortWindow);
    expect(result).toMatchObject({ vldReportCreated: false, vldId: null, campaignStatus: 'running', fundsAvailable: true, ...shortWindow });
    expect(result.vldChargeableImps).toBeGreaterThan(0);
    expect(await vldList(suite.current, owner)).toEqual(before);
    expect(await compute(owner, shortWindow)).toEqual(result);
  });

  it('costs the impressions at the rate per thousand, charging whole thousands', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const r = await compute(owner, shortWindow);
    expect(r.vldChargedImps).toBe(Math.floor(r.vldChargeableImps / 1000) * 1000);
    expect(r.vldChargeableCost).toBeCloseTo((r.vldChargeableImps / 1000) * r.effectiveVldRate, 2);
    expect(r.vldChargedCost).toBeCloseTo((r.vldChargedImps / 1000) * r.effectiveVldRate, 2);
    const longer = await compute(owner, { ...shortWindow, vldStartDate: day(-15) });
    expect(longer.vldChargeableImps).toBeGreaterThan(r.vldChargeableImps);
  });

  it('says fundsAvailable false when the cost exceeds the balance', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(await compute(owner, wholeExpired)).toMatchObject({ vldReportCreated: false, fundsAvailable: false });
  });

  it('refuses a window that does not end after it starts', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { ...shortWindow, vldEndDate: shortWindow.vldStartDate };
    const response = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body }), 'computeVldReport', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.vldWindowOrder, field: 'vldEndDate' });
  });

  it('refuses a window outside the campaign life, naming the side', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const early = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body: { ...shortWindow, vldStartDate: day(-22) } }), 'computeVldReport', 422);
    expect(errorsOf(early)[0]).toEqual({ error: messages.vldWindowOutsideCampaign, field: 'vldStartDate' });
    const late = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body: { ...shortWindow, vldEndDate: day(62) } }), 'computeVldReport', 422);
    expect(errorsOf(late)[0]).toEqual({ error: messages.vldWindowOutsideCampaign, field: 'vldEndDate' });
  });

  it('refuses a missing or mistyped field with 400', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const missing = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body: { campaignId: 9004, vldStartDate: day(-8) } }), 'computeVldReport', 400);
    expect(errorsOf(missing)[0]?.field).toBe('vldEndDate');
    const typed = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body: { ...shortWindow, campaignId: '9004' } }), 'computeVldReport', 400);
    expect(errorsOf(typed)[0]?.field).toBe('campaignId');
  });
});

describe('createVldReport', () => {
  it('creates a processing report with the assessed cost; the list grows', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const assessed = await compute(owner, shortWindow);
    const before = await vldList(suite.current, owner);
    const created = await create(owner, shortWindow);
    expect(created).toEqual({ ...assessed, vldReportCreated: true, vldId: expect.any(Number) });
    const after = await vldList(suite.current, owner);
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    expect(after.vldReportDataList[0]).toMatchObject({ vldId: created.vldId, vldStatusId: 1, ...shortWindow, vldChargedCost: assessed.vldChargedCost });
  });

  it('creates nothing when funds are not available', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = await vldList(suite.current, owner);
    expect(await create(owner, wholeExpired)).toMatchObject({ vldReportCreated: false, vldId: null, fundsAvailable: false });
    expect(await vldList(suite.current, owner)).toEqual(before);
  });

  it('draws each created report from the balance until funds run out', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const window = { campaignId: CampaignId.pausedPolitical, vldStartDate: day(-30), vldEndDate: day(-15) };
    const cost = (await compute(owner, window)).vldChargedCost;
    // Acme's balance is 500: one such report fits, two do not.
    expect(cost).toBeGreaterThan(250);
    expect(cost).toBeLessThan(500);
    expect(await create(owner, window)).toMatchObject({ vldReportCreated: true, fundsAvailable: true });
    expect(await compute(owner, window)).toMatchObject({ fundsAvailable: false });
    expect(await create(owner, window)).toMatchObject({ vldReportCreated: false, fundsAvailable: false });
  });

  it('regenerates a failed report with a new window (vldId)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: CampaignId.expiredPolitical, vldStartDate: day(-145), vldEndDate: day(-135), vldId: VldReportId.failed };
    const before = await vldList(suite.current, owner);
    expect(await create(owner, body)).toMatchObject({ vldReportCreated: true, vldId: VldReportId.failed });
    const after = await vldList(suite.current, owner);
    expect(after.totalRecords).toBe(before.totalRecords);
    expect(await vldItem(suite.current, owner, VldReportId.failed)).toMatchObject({ vldStatusId: 1, vldStartDate: body.vldStartDate, vldEndDate: body.vldEndDate });
  });

  it('refuses to regenerate a report of another campaign', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: CampaignId.expiredPolitical, vldStartDate: day(-145), vldEndDate: day(-135), vldId: VldReportId.ready };
    const response = expectContract(await call(suite.current, 'createVldReport', { as: owner, body }), 'createVldReport', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportOtherCampaign, field: 'vldId' });
  });

  it('refuses to regenerate a report that is still processing', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: CampaignId.pausedPolitical, vldStartDate: day(-40), vldEndDate: day(-35), vldId: VldReportId.processing };
    const response = expectContract(await call(suite.current, 'createVldReport', { as: owner, body }), 'createVldReport', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportProcessing, field: 'vldId' });
  });

  it('answers 404 when the report to regenerate is deleted, unknown or not visible', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const vldId of [VldReportId.failedDeleted, 999_999]) {
      const body = { campaignId: CampaignId.expiredPolitical, vldStartDate: day(-145), vldEndDate: day(-135), vldId };
      const response = expectContract(await call(suite.current, 'createVldReport', { as: owner, body }), 'createVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFound, field: 'vldId' });
    }
  });

  it('refuses a campaign of another workspace with 404 and stores nothing', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const response = expectContract(await call(suite.current, 'createVldReport', { as: other, body: shortWindow }), 'createVldReport', 404);
    expect(errorsOf(response)[0]?.error).toBe(messages.vldCampaignNotFound);
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await vldList(suite.current, owner)).totalRecords).toBe(4);
  });
});
