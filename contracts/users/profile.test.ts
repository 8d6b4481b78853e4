import { messages } from '../support/texts.ts';
import type { Session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { listedUser, newUser } from './new-users.ts';
import { describe, expect, it, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrors, type Api } from '../support/api.ts';

useTarget();

function organizationOf(api: Api, owId: number) {
  return api.profile.organizations?.find((o) => o.owId === owId);
}

/** The parent chain the profile's organizations describe above `owId`, as getProfile nests it for the workspace owner. */
async function parentChain(api: Api, owId: number): Promise<unknown> {
  const organization = organizationOf(api, owId);
  if (organization?.parentOwId === undefined) return skipRunning(`needs profile: organizations[${owId}].parentOwId`);
  if (organization.parentOwId === null) return null;
  const parent = organizationOf(api, organization.parentOwId);
  if (!parent?.organizationName || !parent.workspaceDomain) return skipRunning(`needs profile: organizations[${organization.parentOwId}] with name and domain`);
  return {
    owId: parent.owId,
    organizationName: parent.organizationName,
    workspaceDomain: parent.workspaceDomain,
    isAccess: true,
    parentOrganization: await parentChain(api, parent.owId),
  };
}

/** The names the users list shows for the caller. */
async function namesInList(api: Api, as: Session, email: string) {
  const row = await listedUser(api, as, email);
  expect(row, `${email} in the users list`).toBeDefined();
  return { firstName: row!.firstName, lastName: row!.lastName ?? null, displayName: row!.displayName };
}

describe('getProfile', () => {
  withPersonas(['workspaceOwner'], "returns the owner's profile in the top workspace, with no parent", async ({ api, owner }) => {
    const persona = api.personas.workspaceOwner!;
    const profile = (await api.ok('getProfile', { as: owner })).body.data;
    expect(profile).toMatchObject({ email: persona.email, isOwnerUser: true, isWorkspaceOwnerOrg: true, parentOrganization: null });
    expect(Number(profile.uowId)).toBe(persona.uowId);
    expect(Number(profile.status)).toBe(1);
    expect(Number.isInteger(Number(profile.organizationTimezone))).toBe(true);
    expect({ ...profile, lastName: profile.lastName ?? null }).toMatchObject(await namesInList(api, owner, persona.email));
    const organization = organizationOf(api, persona.owId);
    if (organization?.organizationName !== undefined) expect(profile.organizationName).toBe(organization.organizationName);
  });

  withPersonas(['activeMember', 'workspaceOwner'], "returns a member's own names and e-mail, not an owner", async ({ api, owner, member }) => {
    const persona = api.personas.activeMember!;
    const profile = (await api.ok('getProfile', { as: member })).body.data;
    const home = (await api.ok('getProfile', { as: owner })).body.data;
    expect(profile).toMatchObject({ email: persona.email, organizationName: home.organizationName, isOwnerUser: false });
    expect(Number(profile.uowId)).toBe(persona.uowId);
    expect({ ...profile, lastName: profile.lastName ?? null }).toMatchObject(await namesInList(api, member, persona.email));
  });

  withPersonas(
    ['workspaceOwner'],
    "nests the parent organizations when acting in a customer's customer (up to the top, then null)",
    async ({ api, owner, ids }) => {
      const owId = await ids.organization('subCustomer');
      const profile = (await api.ok('getProfile', { as: { ...owner, owId } })).body.data;
      expect(profile).toMatchObject({ organizationName: organizationOf(api, owId)?.organizationName ?? expect.any(String), isWorkspaceOwnerOrg: false });
      const chain = await parentChain(api, owId);
      expect(chain).toMatchObject({ parentOrganization: { parentOrganization: null } });
      expect(profile.parentOrganization).toEqual(chain);
    },
  );

  withPersonas(['workspaceOwner'], 'names the direct parent when acting one level down', async ({ api, owner, ids }) => {
    const owId = await ids.organization('customer');
    const top = await ids.organization('workspace');
    const profile = (await api.ok('getProfile', { as: { ...owner, owId } })).body.data;
    const home = (await api.ok('getProfile', { as: owner })).body.data;
    expect(profile.organizationName).not.toBe(home.organizationName);
    expect(profile.parentOrganization).toMatchObject({ owId: top, organizationName: home.organizationName, parentOrganization: null });
  });

  withPersonas(['workspaceOwner'], "gives a customer organization's own member no access to its parent (isAccess false)", async ({ api, owner, ids }) => {
    const owId = await ids.organization('customer');
    const top = await ids.organization('workspace');
    const user = await newUser(api, { ...owner, owId });
    const profile = (await api.ok('getProfile', { as: user.session })).body.data;
    expect(profile).toMatchObject({ email: user.email, isOwnerUser: false });
    expect(profile.parentOrganization).toMatchObject({ owId: top, isAccess: false });
  });

  it('refuses a request without a bearer token (401)', async ({ api }) => {
    expectErrors([await api.refuses('getProfile', {}, 401)], [{ error: messages.tokenMissing, field: 'Authentication' }], 'getProfile', 401);
  });
});

describe('getUserConfig', () => {
  withPersonas(['workspaceOwner'], 'gives the owner margin access', async ({ api, owner }) => {
    expect((await api.ok('getUserConfig', { as: owner })).body.data).toEqual({ marginAccess: true });
  });

  withPersonas(['activeMember'], 'gives a member no margin access', async ({ api, member }) => {
    expect((await api.ok('getUserConfig', { as: member })).body.data).toEqual({ marginAccess: false });
  });

  it('refuses an unknown bearer token with the seed 401', async ({ api }) => {
    const stranger = { token: 'not-a-token', refreshToken: 'not-a-token', owId: 0 };
    expectErrors(
      [await api.refuses('getUserConfig', { as: stranger, owId: null }, 401)],
      [{ error: messages.tokenInvalid, field: 'Authentication' }],
      'getUserConfig',
      401,
    );
  });
});
