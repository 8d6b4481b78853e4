import type { VldReport, VldReportRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { errorsOf, type Session } from '../support/client.ts';
import {
  VldStatus,
  allVldReports,
  campaignId,
  compute as computeOn,
  create as createOn,
  createProcessing,
  createReport,
  day,
  idleWindow,
  idsOf,
  orNull,
  reportId,
  vldItem,
  vldList,
} from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

const compute = (api: Api, as: Session, body: VldReportRequest) => computeOn(api, as, body);
const create = (api: Api, as: Session, body: VldReportRequest) => createOn(api, as, body);

/** Five days of the running political campaign. */
const shortWindow = async (api: Api): Promise<VldReportRequest> => ({
  campaignId: await campaignId(api, 'runningPolitical'),
  vldStartDate: day(-8),
  vldEndDate: day(-3),
});
/** The whole life of the expired political campaign: more than Acme's balance. */
const wholeExpired = async (api: Api): Promise<VldReportRequest> => ({
  campaignId: await campaignId(api, 'expiredPolitical'),
  vldStartDate: day(-150),
  vldEndDate: day(-100),
});

/** What the list holds, compared before and after a call that must store nothing. */
async function stored(api: Api, as: Session) {
  const reports = await allVldReports(api, as);
  return { count: reports.length, ids: idsOf(reports) };
}

describe('computeVldReport', () => {
  it('assesses the cost of a window and stores nothing', async ({ owner, api }) => {
    const window = await shortWindow(api);
    const before = await stored(api, owner);
    const result = await compute(api, owner, window);
    expect(result).toMatchObject({ vldReportCreated: false, vldId: null, campaignStatus: 'running', fundsAvailable: expect.any(Boolean), ...window });
    expect(result.vldChargeableImps).toBeGreaterThan(0);
    expect(await stored(api, owner)).toEqual(before);
    expect(await compute(api, owner, window)).toEqual(result);
  });

  it('costs the impressions at the rate per thousand, charging whole thousands', async ({ owner, api }) => {
    const window = await shortWindow(api);
    const r = await compute(api, owner, window);
    expect(r.vldChargedImps).toBe(Math.floor(r.vldChargeableImps / 1000) * 1000);
    expect(r.vldChargeableCost).toBeCloseTo((r.vldChargeableImps / 1000) * r.effectiveVldRate, 2);
    expect(r.vldChargedCost).toBeCloseTo((r.vldChargedImps / 1000) * r.effectiveVldRate, 2);
    const longer = await compute(api, owner, { ...window, vldStartDate: day(-15) });
    expect(longer.vldChargeableImps).toBeGreaterThan(r.vldChargeableImps);
  });

  it('says fundsAvailable false when the cost exceeds the balance', async ({ owner, api }) => {
    expect(await compute(api, owner, await wholeExpired(api))).toMatchObject({ vldReportCreated: false, fundsAvailable: false });
  });

  it('refuses a window that does not end after it starts', async ({ api, owner }) => {
    const window = await shortWindow(api);
    const body = { ...window, vldEndDate: window.vldStartDate };
    expectErrors(
      [await api.refuses('computeVldReport', { as: owner, body }, 422)],
      [{ error: messages.vldWindowOrder, field: 'vldEndDate' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a window outside the campaign life, naming the side', async ({ api, owner }) => {
    const window = await shortWindow(api);
    expectErrors(
      [await api.refuses('computeVldReport', { as: owner, body: { ...window, vldStartDate: day(-22) } }, 422)],
      [{ error: messages.vldWindowOutsideCampaign, field: 'vldStartDate' }],
      'computeVldReport',
      422,
    );
    expectErrors(
      [await api.refuses('computeVldReport', { as: owner, body: { ...window, vldEndDate: day(62) } }, 422)],
      [{ error: messages.vldWindowOutsideCampaign, field: 'vldEndDate' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a missing or mistyped field with 400', async ({ api, owner }) => {
    const window = await shortWindow(api);
    const [missing] = await api.refusals('computeVldReport', { as: owner, body: { campaignId: window.campaignId, vldStartDate: day(-8) } }, 400);
    expectErrorField(missing, 'vldEndDate', 'computeVldReport', 400);
    const [typed] = await api.refusals('computeVldReport', { as: owner, body: { ...window, campaignId: String(window.campaignId) } }, 400);
    expectErrorField(typed, 'campaignId', 'computeVldReport', 400);
  });
});

interface Priced {
  window: VldReportRequest;
  /** The charged cost the documented rule gives for the window's impressions. */
  cost: number;
}

/** Days the paused political campaign delivered on before it was paused. */
const DELIVERED_DAYS = Array.from({ length: 30 }, (_, n) => -35 + n);

/** A window over the (UTC) days of `first` to `last` from the epoch, both included: it ends within the last one. */
const daysWindow = (first: number, last: number) => ({ vldStartDate: day(first), vldEndDate: day(last) + 1 });

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Every window of consecutive delivered days that costs something, cheapest first, priced from each day's impressions. */
async function pricedWindows(api: Api, as: Session, campaign: number): Promise<Priced[]> {
  const days: Array<{ day: number; imps: number; rate: number }> = [];
  for (const d of DELIVERED_DAYS) {
    const assessed = await compute(api, as, { campaignId: campaign, ...daysWindow(d, d) });
    days.push({ day: d, imps: Number(assessed.vldChargeableImps), rate: Number(assessed.effectiveVldRate) });
  }
  const windows: Priced[] = [];
  days.forEach((first, i) => {
    let imps = 0;
    for (const last of days.slice(i)) {
      imps += last.imps;
      const window = { campaignId: campaign, ...daysWindow(first.day, last.day) };
      windows.push({ window, cost: cents(Math.floor(imps / 1000) * first.rate) });
    }
  });
  return windows.filter((w) => w.cost > 0).sort((a, b) => a.cost - b.cost);
}

/** The dearest window the balance covers and the cheapest one it does not (either may be missing), by bisection. */
async function balanceEdge(api: Api, as: Session, windows: Priced[]): Promise<{ covered?: Priced; refused?: Priced }> {
  let covered = -1;
  let refused = windows.length;
  while (refused - covered > 1) {
    const middle = (covered + refused) >> 1;
    if ((await compute(api, as, windows[middle]!.window)).fundsAvailable) covered = middle;
    else refused = middle;
  }
  return { covered: windows[covered], refused: windows[refused] };
}

/**
 * A listed report that may be regenerated for free: not processing, of a campaign
 * with days that cost nothing, the newest first (the profile's ready report last).
 */
async function regenerable(api: Api, as: Session): Promise<{ report: VldReport; window: VldReportRequest } | undefined> {
  const running = await campaignId(api, 'runningPolitical');
  const paused = await campaignId(api, 'pausedPolitical');
  const free: Record<number, Array<[number, number]>> = {
    [running]: [
      [50, 52],
      [53, 55],
    ],
    [paused]: [
      [-5, -3],
      [-4, -2],
    ],
  };
  const report = (await allVldReports(api, as))
    .filter((r) => Number(r.vldStatusId) !== VldStatus.processing && free[Number(r.campaignId)])
    .sort((a, b) => Number(b.vldId) - Number(a.vldId))[0];
  if (!report) return undefined;
  // A window the report does not have yet.
  const [from, to] = free[Number(report.campaignId)]!.find(([from]) => day(from) !== Number(report.vldStartDate))!;
  return { report, window: { campaignId: Number(report.campaignId), vldStartDate: day(from), vldEndDate: day(to), vldId: Number(report.vldId) } };
}

describe('createVldReport', () => {
  it('creates a processing report with the assessed cost; the list grows', async ({ api, owner }) => {
    const window = await idleWindow(api);
    const assessed = await compute(api, owner, window);
    const before = await vldList(api, owner);
    const { result, vldId } = await createReport(api, owner, window);
    expect(result).toEqual({ ...assessed, vldReportCreated: true, vldId: orNull(vldId) });
    const after = await vldList(api, owner);
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    expect(after.vldReportDataList[0]).toMatchObject({ vldId, vldStatusId: VldStatus.processing, ...window, vldChargedCost: assessed.vldChargedCost });
  });

  it('creates nothing when funds are not available', async ({ api, owner }) => {
    const before = await vldList(api, owner);
    expect(await create(api, owner, await wholeExpired(api))).toMatchObject({ vldReportCreated: false, vldId: null, fundsAvailable: false });
    expect((await vldList(api, owner)).totalRecords).toBe(before.totalRecords);
  });

  it('draws the charged cost of a created report from the balance: a window covered before is refused after', async ({ api, owner }) => {
    const windows = await pricedWindows(api, owner, await campaignId(api, 'pausedPolitical'));
    const { covered, refused } = await balanceEdge(api, owner, windows);
    if (!covered) {
      // What is left of the balance covers no window: creating is refused and stores nothing.
      const before = await stored(api, owner);
      expect(await create(api, owner, windows[0]!.window)).toMatchObject({ vldReportCreated: false, vldId: null, fundsAvailable: false });
      expect(await stored(api, owner)).toEqual(before);
      return;
    }
    // The balance lies between the two edges: spending at least their gap takes it below the covered window.
    const gap = refused ? refused.cost - covered.cost : 0;
    const spend = windows.find((w) => w.cost >= gap && w.cost <= covered.cost) ?? covered;
    const assessed = await compute(api, owner, spend.window);
    expect(assessed).toMatchObject({ fundsAvailable: true, vldChargedCost: spend.cost });
    const { result, vldId } = await createReport(api, owner, spend.window);
    expect(result).toEqual({ ...assessed, vldReportCreated: true, vldId: orNull(vldId) });
    expect(await vldItem(api, owner, vldId)).toMatchObject({ vldStatusId: VldStatus.processing, vldChargedCost: assessed.vldChargedCost });
    if (refused && spend.cost >= gap) expect((await compute(api, owner, covered.window)).fundsAvailable).toBe(false);
  });

  it('gives each created report an id of its own', async ({ api, owner }) => {
    const first = await createReport(api, owner, await idleWindow(api));
    const second = await createReport(api, owner, await idleWindow(api, -4, -2));
    expect(second.vldId).not.toBe(first.vldId);
    const listed = idsOf(await allVldReports(api, owner));
    expect(listed).toContain(first.vldId);
    expect(listed).toContain(second.vldId);
    expect(new Set(listed).size, 'no id is listed twice').toBe(listed.length);
  });

  mockOnly(
    'draws exactly the charged cost of a created report: what the rest of the balance covers stays covered',
    'the balance and its draw are spec/DECISIONS.md VLD5',
    async ({ api, owner }) => {
      const windows = await pricedWindows(api, owner, await campaignId(api, 'pausedPolitical'));
      const { covered } = await balanceEdge(api, owner, windows);
      const spend = windows[0]!;
      // The balance is at least covered.cost: after drawing spend.cost, any window costing at most the difference is still covered.
      const left = covered ? cents(covered.cost - spend.cost) : -1;
      const still = windows.filter((w) => w.cost <= left).at(-1);
      expect(still, 'a window the rest of the balance covers').toBeDefined();
      const { result } = await createReport(api, owner, spend.window);
      expect(result.vldChargedCost).toBe(spend.cost);
      expect((await compute(api, owner, still!.window)).fundsAvailable).toBe(true);
    },
  );

  it('regenerates a report that is not processing with a new window (vldId): same id, processing again', async ({ api, owner }) => {
    const found = await regenerable(api, owner);
    if (!found) {
      // Right after a burst of runs every such report is still processing: regenerating one is refused.
      const vldId = await createProcessing(api, owner);
      expectErrors(
        [await api.refuses('createVldReport', { as: owner, body: { ...(await idleWindow(api)), vldId } }, 422)],
        [{ error: messages.vldReportProcessing, field: 'vldId' }],
        'createVldReport',
        422,
      );
      return;
    }
    const before = await vldList(api, owner);
    expect(await create(api, owner, found.window)).toMatchObject({ vldReportCreated: true, vldId: orNull(Number(found.report.vldId)) });
    expect((await vldList(api, owner)).totalRecords).toBe(before.totalRecords);
    const { vldStartDate, vldEndDate } = found.window;
    expect(await vldItem(api, owner, Number(found.report.vldId))).toMatchObject({ vldStatusId: VldStatus.processing, vldStartDate, vldEndDate });
  });

  it('refuses to regenerate a report of another campaign', async ({ api, owner }) => {
    const body = { ...(await idleWindow(api)), vldId: await reportId(api, 'readyExpired') };
    expectErrors(
      [await api.refuses('createVldReport', { as: owner, body }, 422)],
      [{ error: messages.vldReportOtherCampaign, field: 'vldId' }],
      'createVldReport',
      422,
    );
  });

  it('refuses to regenerate a report that is still processing', async ({ api, owner }) => {
    const vldId = await createProcessing(api, owner);
    const body = { ...(await idleWindow(api, -4, -2)), vldId };
    expectErrors(
      [await api.refuses('createVldReport', { as: owner, body }, 422)],
      [{ error: messages.vldReportProcessing, field: 'vldId' }],
      'createVldReport',
      422,
    );
  });

  it('answers 404 when the report to regenerate is deleted, unknown or not visible', async ({ api, owner }) => {
    const campaign = await campaignId(api, 'expiredPolitical');
    for (const vldId of [await reportId(api, 'failedDeleted'), 999_999]) {
      const body = { campaignId: campaign, vldStartDate: day(-145), vldEndDate: day(-135), vldId };
      expectErrors(
        [await api.refuses('createVldReport', { as: owner, body }, 404)],
        [{ error: messages.vldReportNotFound, field: 'vldId' }],
        'createVldReport',
        404,
      );
    }
  });

  it('refuses a campaign of another workspace with 404 and stores nothing', async ({ api, owner, other }) => {
    const before = await vldList(api, owner);
    const response = await api.expect('createVldReport', { as: other, body: await shortWindow(api) }, 404);
    expect(errorsOf(response)[0]?.error).toBe(messages.vldCampaignNotFound);
    expect((await vldList(api, owner)).totalRecords).toBe(before.totalRecords);
  });
});
