import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors } from '../support/api.ts';

useTarget();

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
  withPersonas(['workspaceOwner'], 'creates an advertiser profile and answers the success message', async ({ api, owner }) => {
    const response = await api.ok('addAdvertiser', { as: owner, body: { ...advertiser(), links: ['https://janedoe.example/about'] } });
    expect(response.body.data).toBe(documentedMessage('addAdvertiser'));
  });

  withPersonas(['workspaceOwner'], 'accepts links as an array of strings (as sent)', async ({ api, owner }) => {
    const links = ['https://janedoe.example/about', 'https://janedoe.example/donate'];
    await api.ok('addAdvertiser', { as: owner, body: { ...advertiser(), links } });
  });

  withPersonas(['workspaceOwner'], 'accepts links as a string (as documented)', async ({ api, owner }) => {
    await api.ok('addAdvertiser', { as: owner, body: { ...advertiser(), links: 'https://janedoe.example' } });
  });

  withPersonas(['workspaceOwner'], 'needs only the advertiser name', async ({ api, owner }) => {
    await api.ok('addAdvertiser', { as: owner, body: { advertiserName: uniqueName('Citizens for Trails') } });
  });

  withPersonas(['workspaceOwner'], 'refuses a missing advertiserName with 400 naming the field', async ({ api, owner }) => {
    const { advertiserName: _name, ...withoutName } = advertiser();
    const [first] = await api.refusals('addAdvertiser', { as: owner, body: withoutName }, 400);
    expectErrorField(first, 'advertiserName', 'addAdvertiser', 400);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty advertiserName with 422 naming the field', async ({ api, owner }) => {
    const response = await api.expect('addAdvertiser', { as: owner, body: { ...advertiser(), advertiserName: '' } }, 422);
    expectErrorField(errorsOf(response)[0], 'advertiserName', 'addAdvertiser', 422);
  });

  withPersonas(['workspaceOwner'], 'refuses an advertiserName of only spaces with 422 naming the field', async ({ api, owner }) => {
    expectErrors(
      [await api.refuses('addAdvertiser', { as: owner, body: { ...advertiser(), advertiserName: '   ' } }, 422)],
      [{ error: messages.blankText, field: 'advertiserName' }],
      'addAdvertiser',
      422,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses links that are neither a string nor a list of strings, naming the field', async ({ api, owner }) => {
    const [first] = await api.refusals('addAdvertiser', { as: owner, body: { ...advertiser(), links: 42 } }, 400);
    expectErrorField(first, /^links/, 'addAdvertiser', 400);
  });
});
