import { describe, expect } from 'vitest';
import type { Advertiser } from '../../fixtures/types.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

const advertiser = {
  advertiserName: 'Friends of Jane Doe',
  website: 'https://janedoe.example',
  chiefName: 'Jane Doe',
  contactNumber: '+1 202 555 0143',
  address: '100 Main Street, Springfield',
  legalInfo: 'Paid for by Friends of Jane Doe.',
};

/**
 * The advertisers the in-process mock holds (no operation of document 1 lists them);
 * local helper: the harness exposes the server but no accessor for its world.
 */
function storedAdvertiser(name: string): Advertiser | undefined {
  return suite.current.server?.state.world.advertisers.find((a) => a.advertiserName === name);
}

describe('addAdvertiser', () => {
  withPersonas(suite, ['workspaceOwner'], 'creates an advertiser profile and answers the success message', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, links: ['https://janedoe.example/about'] } });
    expect(response.body.data).toBe(documentedMessage('addAdvertiser'));
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts links as an array of strings (as sent) and keeps them', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const links = ['https://janedoe.example/about', 'https://janedoe.example/donate'];
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, links } });
    if (suite.current.server) expect(storedAdvertiser(advertiser.advertiserName)).toMatchObject({ ...advertiser, owId: owner.owId, links });
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts links as a string (as documented) and keeps it as a list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, links: 'https://janedoe.example' } });
    if (suite.current.server) expect(storedAdvertiser(advertiser.advertiserName)?.links).toEqual(['https://janedoe.example']);
  });

  withPersonas(suite, ['workspaceOwner'], 'needs only the advertiser name', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { advertiserName: 'Citizens for Trails' } });
    if (suite.current.server) expect(storedAdvertiser('Citizens for Trails')).toMatchObject({ owId: owner.owId, links: [] });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a missing advertiserName with 400 naming the field, creating nothing', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { advertiserName: _name, ...withoutName } = advertiser;
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: withoutName }), 'addAdvertiser', 400);
    expect(errorsOf(response)[0]?.field).toBe('advertiserName');
    if (suite.current.server) expect(suite.current.server.state.world.advertisers.some((a) => a.website === advertiser.website)).toBe(false);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty advertiserName with 422 naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, advertiserName: '' } }), 'addAdvertiser', 422);
    expect(errorsOf(response)[0]?.field).toBe('advertiserName');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an advertiserName of only spaces with 422 naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, advertiserName: '   ' } }), 'addAdvertiser', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: 'advertiserName' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses links that are neither a string nor a list of strings, naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser, links: 42 } }), 'addAdvertiser', 400);
    expect(errorsOf(response)[0]?.field).toMatch(/^links/);
  });
});
