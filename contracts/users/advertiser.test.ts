import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

/** An advertiser profile under a name no other test or run uses. */
const advertiser = () => ({
  advertiserName: uniqueName('Friends of Jane Doe'),
  website: 'https://janedoe.example',
  chiefName: 'Jane Doe',
  contactNumber: '+1 202 555 0143',
  address: '100 Main Street, Springfield',
  legalInfo: 'Paid for by Friends of Jane Doe.',
});

describe('addAdvertiser', () => {
  withPersonas(suite, ['workspaceOwner'], 'creates an advertiser profile and answers the success message', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), links: ['https://janedoe.example/about'] } });
    expect(response.body.data).toBe(documentedMessage('addAdvertiser'));
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts links as an array of strings (as sent)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const links = ['https://janedoe.example/about', 'https://janedoe.example/donate'];
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), links } });
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts links as a string (as documented)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), links: 'https://janedoe.example' } });
  });

  withPersonas(suite, ['workspaceOwner'], 'needs only the advertiser name [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addAdvertiser', { as: owner, body: { advertiserName: uniqueName('Citizens for Trails') } });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a missing advertiserName with 400 naming the field', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const { advertiserName: _name, ...withoutName } = advertiser();
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: withoutName }), 'addAdvertiser', 400);
    expect(errorsOf(response)[0]?.field).toBe('advertiserName');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty advertiserName with 422 naming the field [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), advertiserName: '' } }), 'addAdvertiser', 422);
    expect(errorsOf(response)[0]?.field).toBe('advertiserName');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an advertiserName of only spaces with 422 naming the field', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), advertiserName: '   ' } }), 'addAdvertiser', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: 'advertiserName' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses links that are neither a string nor a list of strings, naming the field', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAdvertiser', { as: owner, body: { ...advertiser(), links: 42 } }), 'addAdvertiser', 400);
    expect(errorsOf(response)[0]?.field).toMatch(/^links/);
  });
});
