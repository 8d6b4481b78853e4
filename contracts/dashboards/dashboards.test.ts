import { describe, expect, it } from 'vitest';
import { DashboardId } from '../../fixtures/dashboards.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();

interface DashboardItem {
  id: number;
  value: number;
  label: string;
  data: Record<string, unknown>;
  created: number;
  modifiedDate: string;
}

async function dashboards(as: Session, owId?: number): Promise<DashboardItem[]> {
  return (await callOk(suite.current, 'listDashboards', { as, owId })).body.items;
}

const view = {
  tableLevel: { label: 'Campaigns', value: 'campaigns' },
  status: { label: 'Running', value: 'running' },
  graph1: { value: 'clicks', label: 'Clicks' },
  freeze: { columns: 2, rows: 0 },
  filteredCampaignsIds: [9003, 9004],
  lastModified: 1767600000000,
  sortingColumns: [{ label: 'Impressions', value: 'impressions', alwaysEnabled: null, draggableGroup: null, active: true }],
};

describe('listDashboards', () => {
  it("lists the caller's own dashboards only, per user and per workspace", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = await login(suite.current, 'activeMember');
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await dashboards(owner)).map((d) => d.id)).toEqual([DashboardId.ownerOverview, DashboardId.ownerPolitical]);
    expect((await dashboards(member)).map((d) => d.id)).toEqual([DashboardId.memberRunning]);
    expect((await dashboards(other)).map((d) => d.id)).toEqual([DashboardId.otherWorkspace]);
    // The owner acting in a customer workspace has no dashboards there.
    expect(await dashboards(owner, 1002)).toEqual([]);
  });

  it('gives value equal to id and the saved view', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const [first] = await dashboards(owner);
    expect(first).toMatchObject({ id: DashboardId.ownerOverview, value: DashboardId.ownerOverview, label: 'All campaigns overview' });
    expect(first!.data).toMatchObject({ tableLevel: { value: 'campaigns' }, status: { value: 'all' } });
  });
});

describe('createDashboard', () => {
  it('saves a dashboard and answers it with its id; the list grows', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'createDashboard', { as: owner, body: { label: 'Video only', data: view } });
    const created = response.body as DashboardItem;
    expect(created).toMatchObject({ label: 'Video only', data: view });
    expect(created.value).toBe(created.id);
    expect(Number.isNaN(Date.parse(created.modifiedDate))).toBe(false);
    expect(await dashboards(owner)).toContainEqual(created);
    const member = await login(suite.current, 'activeMember');
    expect((await dashboards(member)).map((d) => d.id)).not.toContain(created.id);
  });

  it('trims the label and refuses a blank one (bare 422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await callOk(suite.current, 'createDashboard', { as: owner, body: { label: '  Spaced  ' } })).body.label).toBe('Spaced');
    const response = expectContract(await call(suite.current, 'createDashboard', { as: owner, body: { label: '   ', data: view } }), 'createDashboard', 422);
    expect(response.body).toEqual({ error: messages.blankText, field: 'label' });
    expect(await dashboards(owner)).toHaveLength(3);
  });

  it('refuses a missing or mistyped label with a bare 400', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const missing = expectContract(await call(suite.current, 'createDashboard', { as: owner, body: { data: view } }), 'createDashboard', 400);
    expect(errorsOf(missing)[0]?.field).toBe('label');
    const typed = expectContract(await call(suite.current, 'createDashboard', { as: owner, body: { label: 5 } }), 'createDashboard', 400);
    expect(errorsOf(typed)[0]?.field).toBe('label');
  });
});

describe('updateDashboard', () => {
  it('saves over a dashboard of the caller', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'updateDashboard', { as: owner, params: { dashboardId: DashboardId.ownerPolitical }, body: { label: 'Renamed', data: view } });
    expect(response.body).toMatchObject({ id: DashboardId.ownerPolitical, label: 'Renamed', data: view });
    expect((await dashboards(owner)).find((d) => d.id === DashboardId.ownerPolitical)).toEqual(response.body);
  });

  it("answers 404 for an unknown dashboard, another user's and another workspace's; nothing changes", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = await login(suite.current, 'activeMember');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, dashboardId] of [[owner, 999_999], [member, DashboardId.ownerOverview], [other, DashboardId.ownerOverview], [owner, DashboardId.otherWorkspace]] as const) {
      const response = expectContract(await call(suite.current, 'updateDashboard', { as, params: { dashboardId }, body: { label: 'Taken' } }), 'updateDashboard', 404);
      expect(response.body).toEqual({ error: messages.dashboardNotFound, field: 'dashboardId' });
    }
    expect((await dashboards(owner))[0]?.label).toBe('All campaigns overview');
  });

  it('refuses a blank label and keeps the dashboard', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'updateDashboard', { as: owner, params: { dashboardId: DashboardId.ownerOverview }, body: { label: ' ' } }), 'updateDashboard', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: 'label' });
    expect((await dashboards(owner))[0]?.label).toBe('All campaigns overview');
  });
});

describe('deleteDashboard', () => {
  it('deletes a dashboard of the caller; a second delete is 404', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'deleteDashboard', { as: owner, params: { dashboardId: DashboardId.ownerPolitical } });
    expect(response.body).toEqual({ message: 'Dashboard deleted successfully.' });
    expect((await dashboards(owner)).map((d) => d.id)).toEqual([DashboardId.ownerOverview]);
    expectContract(await call(suite.current, 'deleteDashboard', { as: owner, params: { dashboardId: DashboardId.ownerPolitical } }), 'deleteDashboard', 404);
  });

  it("answers 404 for another user's or another workspace's dashboard, which stays", async () => {
    const member = await login(suite.current, 'activeMember');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const as of [member, other]) {
      const response = expectContract(await call(suite.current, 'deleteDashboard', { as, params: { dashboardId: DashboardId.ownerOverview } }), 'deleteDashboard', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.dashboardNotFound, field: 'dashboardId' });
    }
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await dashboards(owner)).map((d) => d.id)).toContain(DashboardId.ownerOverview);
  });
});
