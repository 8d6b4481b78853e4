import { messages } from '../support/texts.ts';
import { cleanup, uniqueName } from '../support/arrange.ts';
import { expectContract, type Session } from '../support/client.ts';
import { orgId } from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { Dashboard, DashboardData, DashboardRequest } from '../../spec/generated/types.ts';

useTarget();

/** A dashboard id no target hands out. */
const UNKNOWN_DASHBOARD_ID = 987_654_321;

async function dashboards(api: Api, as: Session, owId?: number): Promise<Dashboard[]> {
  return (await api.ok('listDashboards', { as, owId })).body.items;
}

const idsOf = (items: Dashboard[]) => items.map((d) => Number(d.id));

const view = {
  tableLevel: { label: 'Campaigns', value: 'campaigns' },
  status: { label: 'Running', value: 'running' },
  graph1: { value: 'clicks', label: 'Clicks' },
  freeze: { columns: 2, rows: 0 },
  filteredCampaignsIds: [9003, 9004],
  lastModified: 1767600000000,
  sortingColumns: [{ label: 'Impressions', value: 'impressions', alwaysEnabled: null, draggableGroup: null, active: true }],
  // A field the contract does not name: kept as sent too.
  columnWidths: { campaignName: 240, impressions: 96 },
};

/**
 * The saved view is the one sent: every field answered is the field sent (the
 * contract's fields are optional in an answer, some nullable), and a field it
 * does not name comes back whole.
 */
function expectSavedView(answered: DashboardData, sent: typeof view = view): void {
  expect(sentPart(answered, sent)).toEqual(answered);
  expect('columnWidths' in answered ? answered.columnWidths : undefined).toEqual(sent.columnWidths);
}

/** The part of `sent` that `answered` has, shaped like it (a field the contract makes nullable may come as null). */
function sentPart(answered: unknown, sent: unknown): unknown {
  if (answered === null) return null;
  if (Array.isArray(answered) && Array.isArray(sent)) return answered.map((item, i) => sentPart(item, sent[i]));
  if (answered && typeof answered === 'object' && sent && typeof sent === 'object' && !Array.isArray(sent)) {
    return Object.fromEntries(Object.keys(answered).map((k) => [k, sentPart((answered as Record<string, unknown>)[k], (sent as Record<string, unknown>)[k])]));
  }
  return sent;
}

/**
 * Saves a dashboard as `as` (in `owId`) and deletes it when the test ends. Sent as
 * malformed: the default view carries a field the documents do not name (`columnWidths`).
 */
async function createOwn(api: Api, as: Session, body: DashboardRequest = { label: uniqueName('Dashboard'), data: view }, owId?: number): Promise<Dashboard> {
  const created = expectContract(await api.callMalformed('createDashboard', { as, owId, body }), 'createDashboard', 200).body as Dashboard;
  cleanup(() => api.call('deleteDashboard', { as, owId, params: { dashboardId: created.id } }));
  return created;
}

describe('listDashboards', () => {
  it("lists the caller's own dashboards only, per user and per workspace", async ({ owner, member, other, ids, api }) => {
    const [ownerOwn, memberOwn, otherOwn] = [await createOwn(api, owner), await createOwn(api, member), await createOwn(api, other)];
    const lists = [idsOf(await dashboards(api, owner)), idsOf(await dashboards(api, member)), idsOf(await dashboards(api, other))];
    const own = [ownerOwn.id, memberOwn.id, otherOwn.id];
    lists.forEach((ids, i) => {
      expect(ids).toContain(own[i]);
      expect(ids.filter((id) => own.includes(id) && id !== own[i])).toEqual([]);
    });
    expect(lists[0]).not.toContain(await ids.of('dashboards', 'memberRunning'));
    expect(lists[0]).not.toContain(await ids.of('dashboards', 'otherWorkspace'));
    // The owner acting in a customer workspace has other dashboards there.
    const customer = await orgId(api, 'customer');
    const inCustomer = await createOwn(api, owner, { label: uniqueName('Customer view') }, customer);
    const customerIds = idsOf(await dashboards(api, owner, customer));
    expect(customerIds).toContain(inCustomer.id);
    expect(customerIds).not.toContain(ownerOwn.id);
    expect(idsOf(await dashboards(api, owner))).not.toContain(inCustomer.id);
  });

  it('lists the oldest first', async ({ api, owner }) => {
    const first = await createOwn(api, owner);
    const second = await createOwn(api, owner);
    const items = await dashboards(api, owner);
    expect(idsOf(items).indexOf(first.id)).toBeLessThan(idsOf(items).indexOf(second.id));
    const created = items.map((d) => Number(d.created));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('gives value equal to id and the saved view', async ({ api, owner }) => {
    const created = await createOwn(api, owner);
    const listed = (await dashboards(api, owner)).find((d) => d.id === created.id)!;
    expect(listed).toMatchObject({ id: created.id, value: created.id, label: created.label });
    expectSavedView(listed.data);
  });

  it('lists each named dashboard of the profile to its own user alone, value equal to id', async ({ api, owner, member, other, ids }) => {
    const byUser: Array<[Session, number[]]> = [
      [owner, [await ids.of('dashboards', 'ownerOverview'), await ids.of('dashboards', 'ownerPolitical')]],
      [member, [await ids.of('dashboards', 'memberRunning')]],
      [other, [await ids.of('dashboards', 'otherWorkspace')]],
    ];
    const named = byUser.flatMap(([, own]) => own);
    for (const [as, own] of byUser) {
      const items = await dashboards(api, as);
      expect(idsOf(items)).toEqual(expect.arrayContaining(own));
      const othersOwn = idsOf(items).filter((id) => named.includes(id) && !own.includes(id));
      expect(othersOwn, "another user's dashboards").toEqual([]);
      // value repeats the id, where the answer carries both (a listed field left out is a deviation).
      for (const item of items) if (item.value != null && item.id != null) expect(item.value, `dashboard ${item.id}`).toBe(item.id);
    }
  });

  it('refuses a workspace the caller is not in', async ({ api, owner }) => {
    await api.refuses('listDashboards', { as: owner, owId: await orgId(api, 'otherWorkspace') }, 403, { error: messages.workspaceForbidden });
  });
});

describe('createDashboard', () => {
  mockOnly(
    'gives the first dashboard saved in the default world id 400, and the next 401',
    'ids the mock hands out in its default world',
    async ({ api, owner, member }) => {
      const first = await createOwn(api, owner);
      const second = await createOwn(api, member);
      expect([first.id, second.id]).toEqual([400, 401]);
    },
  );

  it('saves a dashboard and answers it with its id; the list grows', async ({ owner, member, api }) => {
    const before = await dashboards(api, owner);
    const label = uniqueName('Video only');
    const created = await createOwn(api, owner, { label, data: view });
    expect(created).toMatchObject({ label });
    expectSavedView(created.data);
    expect(created.value).toBe(created.id);
    expect(Number.isNaN(Date.parse(created.modifiedDate))).toBe(false);
    const after = await dashboards(api, owner);
    expect(after).toHaveLength(before.length + 1);
    const listed = after.find((d) => d.id === created.id)!;
    expect(listed).toMatchObject({ id: created.id, value: created.id, label, created: created.created, modifiedDate: created.modifiedDate });
    expectSavedView(listed.data);
    expect(idsOf(await dashboards(api, member))).not.toContain(created.id);
  });

  it('trims the label and refuses a blank one (bare 422)', async ({ api, owner }) => {
    const label = uniqueName('Spaced');
    expect((await createOwn(api, owner, { label: `  ${label}  ` })).label).toBe(label);
    const before = (await dashboards(api, owner)).length;
    expectErrors(
      await api.refusals('createDashboard', { as: owner, body: { label: '   ', data: view } }, 422),
      [{ error: messages.blankText, field: 'label' }],
      'createDashboard',
      422,
    );
    expect(await dashboards(api, owner)).toHaveLength(before);
  });

  it('refuses a missing or mistyped label with a bare 400', async ({ api, owner }) => {
    const missing = await api.refusals('createDashboard', { as: owner, body: { data: view } }, 400);
    expectErrorField(missing[0], 'label', 'createDashboard', 400);
    const typed = await api.refusals('createDashboard', { as: owner, body: { label: 5 } }, 400);
    expectErrorField(typed[0], 'label', 'createDashboard', 400);
  });
});

describe('updateDashboard', () => {
  it('saves over a dashboard of the caller', async ({ api, owner }) => {
    const created = await createOwn(api, owner, { label: uniqueName('Before') });
    const label = uniqueName('Renamed');
    // The view carries a field the documents do not name (columnWidths).
    const response = await api.callMalformed('updateDashboard', { as: owner, params: { dashboardId: created.id }, body: { label, data: view } });
    const updated = expectContract(response, 'updateDashboard', 200).body as Dashboard;
    expect(updated).toMatchObject({ id: created.id, label });
    expectSavedView(updated.data);
    const listed = (await dashboards(api, owner)).find((d) => d.id === created.id)!;
    expect(listed).toMatchObject({ id: created.id, label, modifiedDate: updated.modifiedDate });
    expectSavedView(listed.data);
  });

  it("answers 404 for an unknown dashboard, another user's and another workspace's; nothing changes", async ({ api, owner, member, other, ids }) => {
    const label = uniqueName('Untouched');
    const own = await createOwn(api, owner, { label });
    const foreign = await ids.of('dashboards', 'otherWorkspace');
    for (const [as, dashboardId] of [
      [owner, UNKNOWN_DASHBOARD_ID],
      [member, own.id],
      [other, own.id],
      [owner, foreign],
    ] as const) {
      expectErrors(
        await api.refusals('updateDashboard', { as, params: { dashboardId }, body: { label: 'Taken' } }, 404),
        [{ error: messages.dashboardNotFound, field: 'dashboardId' }],
        'updateDashboard',
        404,
      );
    }
    expect((await dashboards(api, owner)).find((d) => d.id === own.id)?.label).toBe(label);
  });

  it('refuses a blank label and keeps the dashboard', async ({ api, owner }) => {
    const label = uniqueName('Kept');
    const own = await createOwn(api, owner, { label });
    expectErrors(
      [await api.refuses('updateDashboard', { as: owner, params: { dashboardId: own.id }, body: { label: ' ' } }, 422)],
      [{ error: messages.blankText, field: 'label' }],
      'updateDashboard',
      422,
    );
    expect((await dashboards(api, owner)).find((d) => d.id === own.id)?.label).toBe(label);
  });
});

describe('deleteDashboard', () => {
  it('deletes a dashboard of the caller, and only it; a second delete is 404', async ({ api, owner }) => {
    const own = await createOwn(api, owner);
    const kept = await createOwn(api, owner);
    const before = idsOf(await dashboards(api, owner));
    const response = await api.ok('deleteDashboard', { as: owner, params: { dashboardId: own.id } });
    expect(response.body).toEqual({ message: 'Dashboard deleted successfully.' });
    expect(idsOf(await dashboards(api, owner))).toEqual(before.filter((id) => id !== own.id));
    expect(before).toContain(kept.id);
    expectErrors(
      [await api.refuses('deleteDashboard', { as: owner, params: { dashboardId: own.id } }, 404)],
      [{ error: messages.dashboardNotFound, field: 'dashboardId' }],
      'deleteDashboard',
      404,
    );
  });

  it("answers 404 for another user's or another workspace's dashboard, which stays", async ({ api, owner, member, other }) => {
    const own = await createOwn(api, owner);
    for (const as of [member, other]) {
      expectErrors(
        [await api.refuses('deleteDashboard', { as, params: { dashboardId: own.id } }, 404)],
        [{ error: messages.dashboardNotFound, field: 'dashboardId' }],
        'deleteDashboard',
        404,
      );
    }
    expect(idsOf(await dashboards(api, owner))).toContain(own.id);
  });
});
