import { describe, expect } from 'vitest';
import { callOk, login } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

describe('getProfile', () => {
  withPersonas(suite, ['workspaceOwner'], 'returns the owner\'s profile in the top workspace, with no parent', async () => {
    const persona = suite.current.personas.workspaceOwner!;
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'getProfile', { as: owner });
    expect(response.body.data).toMatchObject({
      uowId: persona.uowId,
      status: 1,
      firstName: 'Ava',
      lastName: 'Stone',
      displayName: 'Ava Stone',
      email: persona.email,
      organizationName: 'Acme Media',
      isOwnerUser: true,
      isWorkspaceOwnerOrg: true,
      organizationTimezone: 29,
      parentOrganization: null,
    });
  });

  withPersonas(suite, ['activeMember'], 'returns a member\'s own names and e-mail, not an owner', async () => {
    const persona = suite.current.personas.activeMember!;
    const member = await login(suite.current, 'activeMember');
    const response = await callOk(suite.current, 'getProfile', { as: member });
    expect(response.body.data).toMatchObject({ uowId: persona.uowId, displayName: 'Ben Ortiz', email: persona.email, organizationName: 'Acme Media', isOwnerUser: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'nests the parent organizations when acting in a customer workspace (1003 -> 1002 -> 1001 -> null)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'getProfile', { as: { ...owner, owId: 1003 } });
    expect(response.body.data).toMatchObject({ organizationName: 'Northwind Outlet', isWorkspaceOwnerOrg: false });
    expect(response.body.data.parentOrganization).toEqual({
      owId: 1002,
      organizationName: 'Northwind Retail',
      workspaceDomain: 'northwind-retail',
      isAccess: true,
      parentOrganization: {
        owId: 1001,
        organizationName: 'Acme Media',
        workspaceDomain: 'acme-media',
        isAccess: true,
        parentOrganization: null,
      },
    });
  });

  withPersonas(suite, ['workspaceOwner'], 'names the direct parent when acting one level down (1002 -> 1001)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'getProfile', { as: { ...owner, owId: 1002 } });
    expect(response.body.data.organizationName).toBe('Northwind Retail');
    expect(response.body.data.parentOrganization).toMatchObject({ owId: 1001, organizationName: 'Acme Media', parentOrganization: null });
  });
});

describe('getUserConfig', () => {
  withPersonas(suite, ['workspaceOwner'], 'gives the owner margin access', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await callOk(suite.current, 'getUserConfig', { as: owner })).body.data).toEqual({ marginAccess: true });
  });

  withPersonas(suite, ['activeMember'], 'gives a member no margin access', async () => {
    const member = await login(suite.current, 'activeMember');
    expect((await callOk(suite.current, 'getUserConfig', { as: member })).body.data).toEqual({ marginAccess: false });
  });
});
