import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { profileId } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { listedUser } from './new-users.ts';

const suite = useTarget();

interface OrganizationOfProfile {
  owId: number;
  organizationName?: string;
  workspaceDomain?: string;
  parentOwId?: number | null;
}

function organizationOf(owId: number): OrganizationOfProfile | undefined {
  return suite.current.profile.organizations?.find((o) => o.owId === owId) as OrganizationOfProfile | undefined;
}

/** The parent chain the profile's organizations describe above `owId`, as getProfile nests it for the workspace owner. */
async function parentChain(owId: number): Promise<unknown> {
  const organization = organizationOf(owId);
  if (organization?.parentOwId === undefined) return skipRunning(`needs profile: organizations[${owId}].parentOwId`);
  if (organization.parentOwId === null) return null;
  const parent = organizationOf(organization.parentOwId);
  if (!parent?.organizationName || !parent.workspaceDomain) return skipRunning(`needs profile: organizations[${organization.parentOwId}] with name and domain`);
  return {
    owId: parent.owId,
    organizationName: parent.organizationName,
    workspaceDomain: parent.workspaceDomain,
    isAccess: true,
    parentOrganization: await parentChain(parent.owId),
  };
}

/** The names the users list shows for the caller. */
async function namesInList(as: Session, email: string) {
  const row = await listedUser(suite.current, as, email);
  expect(row, `${email} in the users list`).toBeDefined();
  return { firstName: row!.firstName, lastName: row!.lastName ?? null, displayName: row!.displayName };
}

describe('getProfile', () => {
  withPersonas(suite, ['workspaceOwner'], 'returns the owner\'s profile in the top workspace, with no parent [smoke]', async () => {
    const persona = suite.current.personas.workspaceOwner!;
    const owner = await session(suite.current, 'workspaceOwner');
    const profile = (await callOk(suite.current, 'getProfile', { as: owner })).body.data;
    expect(profile).toMatchObject({ email: persona.email, isOwnerUser: true, isWorkspaceOwnerOrg: true, parentOrganization: null });
    expect(Number(profile.uowId)).toBe(persona.uowId);
    expect(Number(profile.status)).toBe(1);
    expect(Number.isInteger(Number(profile.organizationTimezone))).toBe(true);
    expect({ ...profile, lastName: profile.lastName ?? null }).toMatchObject(await namesInList(owner, persona.email));
    const organization = organizationOf(persona.owId);
    if (organization?.organizationName !== undefined) expect(profile.organizationName).toBe(organization.organizationName);
  });

  withPersonas(suite, ['activeMember', 'workspaceOwner'], 'returns a member\'s own names and e-mail, not an owner', async () => {
    const persona = suite.current.personas.activeMember!;
    const member = await session(suite.current, 'activeMember');
    const profile = (await callOk(suite.current, 'getProfile', { as: member })).body.data;
    const home = (await callOk(suite.current, 'getProfile', { as: await session(suite.current, 'workspaceOwner') })).body.data;
    expect(profile).toMatchObject({ email: persona.email, organizationName: home.organizationName, isOwnerUser: false });
    expect(Number(profile.uowId)).toBe(persona.uowId);
    expect({ ...profile, lastName: profile.lastName ?? null }).toMatchObject(await namesInList(member, persona.email));
  });

  withPersonas(suite, ['workspaceOwner'], 'nests the parent organizations when acting in a customer\'s customer (up to the top, then null)', async () => {
    const owId = await profileId(suite, 'organizations', 'subCustomer');
    const owner = await session(suite.current, 'workspaceOwner');
    const profile = (await callOk(suite.current, 'getProfile', { as: { ...owner, owId } })).body.data;
    expect(profile).toMatchObject({ organizationName: organizationOf(owId)?.organizationName ?? expect.any(String), isWorkspaceOwnerOrg: false });
    const chain = await parentChain(owId);
    expect(chain).toMatchObject({ parentOrganization: { parentOrganization: null } });
    expect(profile.parentOrganization).toEqual(chain);
  });

  withPersonas(suite, ['workspaceOwner'], 'names the direct parent when acting one level down', async () => {
    const owId = await profileId(suite, 'organizations', 'customer');
    const top = await profileId(suite, 'organizations', 'workspace');
    const owner = await session(suite.current, 'workspaceOwner');
    const profile = (await callOk(suite.current, 'getProfile', { as: { ...owner, owId } })).body.data;
    const home = (await callOk(suite.current, 'getProfile', { as: owner })).body.data;
    expect(profile.organizationName).not.toBe(home.organizationName);
    expect(profile.parentOrganization).toMatchObject({ owId: top, organizationName: home.organizationName, parentOrganization: null });
  });

  it('refuses a request without a bearer token (401) [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'getProfile'), 'getProfile', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenMissing, field: 'Authentication' });
  });
});

describe('getUserConfig', () => {
  withPersonas(suite, ['workspaceOwner'], 'gives the owner margin access [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    expect((await callOk(suite.current, 'getUserConfig', { as: owner })).body.data).toEqual({ marginAccess: true });
  });

  withPersonas(suite, ['activeMember'], 'gives a member no margin access', async () => {
    const member = await session(suite.current, 'activeMember');
    expect((await callOk(suite.current, 'getUserConfig', { as: member })).body.data).toEqual({ marginAccess: false });
  });

  it('refuses an unknown bearer token with the seed 401 [smoke]', async () => {
    const stranger = { token: 'not-a-token', refreshToken: 'not-a-token', owId: 0 };
    const response = expectContract(await call(suite.current, 'getUserConfig', { as: stranger, owId: null }), 'getUserConfig', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenInvalid, field: 'Authentication' });
  });
});
