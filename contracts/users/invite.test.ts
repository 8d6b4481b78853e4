import { messages } from '../support/texts.ts';
import { advanceClock, mockNow, outbox } from '../support/admin.ts';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { listedUser } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

const DAY = 24 * 60 * 60 * 1000;

/** Invitees of the mock-only checks, which run on a fresh world. */
const noah = { email: 'noah.reed@acme-media.example', name: 'Noah Reed' };
const mia = { email: 'mia.chen@acme-media.example', name: 'Mia Chen' };

/** Someone nobody has invited yet. */
function newcomer() {
  return { email: uniqueEmail('invitee'), name: uniqueName('Tester') };
}

async function findUser(api: Api, as: Session, email: string) {
  return listedUser(api, as, email);
}

async function matching(api: Api, as: Session, searchField: string): Promise<number> {
  return Number((await api.ok('listUsers', { as, query: { searchField } })).body.data.filteredRecords);
}

describe('inviteUsers', () => {
  withPersonas(['workspaceOwner'], 'invites one user and says one invitation was sent', async ({ api, owner }) => {
    const response = await api.ok('inviteUsers', { as: owner, body: newcomer() });
    expect(response.body.data).toBe('1 invitation sent successfully.');
  });

  withPersonas(['workspaceOwner'], 'refuses a batch with a name of only spaces, naming the entry, and invites nobody', async ({ api, owner }) => {
    const first = newcomer();
    const body = [first, { ...newcomer(), name: ' ' }];
    expectErrors([await api.refuses('inviteUsers', { as: owner, body }, 422)], [{ error: messages.blankText, field: '[1].name' }], 'inviteUsers', 422);
    expect(await matching(api, owner, first.email)).toBe(0);
  });

  withPersonas(['workspaceOwner'], 'lists the invited user as invited (statusId 3) with invitedOn and the inviter', async ({ api, owner }) => {
    const ownerPersona = api.personas.workspaceOwner!;
    const invitee = newcomer();
    await api.ok('inviteUsers', { as: owner, body: invitee });
    const profile = (await api.ok('getProfile', { as: owner })).body.data;
    const listed = await findUser(api, owner, invitee.email);
    expect(Number(listed?.invitedOn)).toBeGreaterThan(0);
    expect(listed).toMatchObject({
      email: invitee.email,
      displayName: invitee.name,
      status: 'invited',
      statusId: 3,
      invitedByUserName: profile.displayName,
      invitedByUserEmail: ownerPersona.email,
      organizationName: profile.organizationName,
      isOrganizationOwnerUser: false,
    });
  });

  mockOnly('stamps invitedOn with the time of the invitation', 'reads the mock clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await advanceClock(api.target, 3_600_000);
    const now = await mockNow(api.target);
    await api.ok('inviteUsers', { as: owner, body: noah });
    expect(Number((await findUser(api, owner, noah.email))?.invitedOn)).toBe(now);
  });

  mockOnly('e-mails the invitee a link carrying the invite hash', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('inviteUsers', { as: owner, body: noah });
    const emails = await outbox(api.target, { kind: 'invitation' });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(noah.email);
    expect(email!.hash).toEqual(expect.any(String));
    expect(email!.link).toContain(email!.hash!);
    expect(email!.body).toContain(email!.link!);
    const validation = await api.ok('validateInvite', { body: { inviteHash: email!.hash! } });
    expect(validation.body.data).toEqual({ isExpired: false });
  });

  withPersonas(['workspaceOwner'], 'invites an array of several and says how many were sent', async ({ api, owner }) => {
    const [one, two] = [newcomer(), newcomer()];
    const response = await api.ok('inviteUsers', { as: owner, body: [one, two] });
    expect(response.body.data).toBe('2 invitations sent successfully.');
    expect(await findUser(api, owner, one.email)).toMatchObject({ statusId: 3 });
    expect(await findUser(api, owner, two.email)).toMatchObject({ statusId: 3 });
  });

  mockOnly(
    'the invitation e-mail is titled with the workspace, and names the invitee as sent without surrounding spaces',
    'spec/DECISIONS.md I1, I2',
    async ({ api }) => {
      const owner = await api.login('workspaceOwner');
      await api.ok('inviteUsers', { as: owner, body: { ...noah, name: `  ${noah.name} ` } });
      const { organizationName } = (await api.ok('getProfile', { as: owner })).body.data;
      const [email] = await outbox(api.target, { kind: 'invitation' });
      expect(email!.subject).toBe(`You are invited to ${organizationName}`);
      expect((await findUser(api, owner, noah.email))?.displayName).toBe(noah.name);
    },
  );

  mockOnly('sends one e-mail per invitee of an array', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('inviteUsers', { as: owner, body: [noah, mia] });
    const emails = await outbox(api.target, { kind: 'invitation' });
    expect(emails.map((e) => e.to).sort()).toEqual([mia.email, noah.email]);
    expect(new Set(emails.map((e) => e.hash)).size).toBe(2);
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'refuses an existing active member with 422 on email', async ({ api, owner }) => {
    const member = api.personas.activeMember!;
    const response = await api.expect('inviteUsers', { as: owner, body: { email: member.email, name: 'Ben Ortiz' } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.alreadyMember, field: 'email' }], 'inviteUsers', 422);
    expect(await findUser(api, owner, member.email)).toMatchObject({ status: 'active', statusId: 1 });
  });

  mockOnly('sends nothing when an existing member is refused', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.call('inviteUsers', { as: owner, body: { email: api.personas.activeMember!.email, name: 'Ben Ortiz' } });
    expect(await outbox(api.target, { kind: 'invitation' })).toEqual([]);
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'applies nothing of a batch with one refused entry, naming the entry', async ({ api, owner }) => {
    const member = api.personas.activeMember!;
    const invitee = newcomer();
    const response = await api.expect('inviteUsers', { as: owner, body: [invitee, { email: member.email, name: 'Ben Ortiz' }] }, 422);
    expectErrors(errorsOf(response), [{ error: messages.alreadyMember, field: '[1].email' }], 'inviteUsers', 422);
    expect(await findUser(api, owner, invitee.email)).toBeUndefined();
  });

  mockOnly('sends no e-mail for a batch with one refused entry', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.call('inviteUsers', { as: owner, body: [noah, { email: api.personas.activeMember!.email, name: 'Ben Ortiz' }] });
    expect(await outbox(api.target, { kind: 'invitation' })).toEqual([]);
  });

  mockOnly('lets the invited user sign up through the e-mailed invitation, then spends it', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('inviteUsers', { as: owner, body: noah });
    const [email] = await outbox(api.target, { to: noah.email, kind: 'invitation' });
    expect((await api.ok('validateInvite', { body: { inviteHash: email!.hash! } })).body.data).toEqual({ isExpired: false });
    const signUp = await api.ok('signUp', { client: true, body: { email: noah.email, password: 'Welcome#2026' } });
    expect(signUp.body.data.access_token).toEqual(expect.any(String));
    expect(await findUser(api, owner, noah.email)).toMatchObject({ status: 'active', statusId: 1 });
    expect((await api.ok('validateInvite', { body: { inviteHash: email!.hash! } })).body.data).toEqual({ isExpired: true });
  });

  mockOnly('re-inviting a pending invitee replaces the earlier invitation', 'reads the outbox', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('inviteUsers', { as: owner, body: noah });
    await api.ok('inviteUsers', { as: owner, body: noah });
    const [first, second] = await outbox(api.target, { to: noah.email, kind: 'invitation' });
    expect((await api.ok('validateInvite', { body: { inviteHash: first!.hash! } })).body.data.isExpired).toBe(true);
    expect((await api.ok('validateInvite', { body: { inviteHash: second!.hash! } })).body.data.isExpired).toBe(false);
    const list = await api.ok('listUsers', { as: owner, query: { searchField: noah.email } });
    expect(list.body.data.filteredRecords).toBe(1);
  });

  // I2 replaces only the invitee's own pending invitation to the same workspace.
  withPersonas(['workspaceOwner'], "a new invitation leaves another invitee's pending invitation usable", async ({ api, owner }) => {
    const [first, second] = [newcomer(), newcomer()];
    await api.ok('inviteUsers', { as: owner, body: first });
    await api.ok('inviteUsers', { as: owner, body: second });
    await api.ok('signUp', { client: true, body: { email: first.email, password: 'Welcome#2026' } });
    await api.ok('signUp', { client: true, body: { email: second.email, password: 'Welcome#2026' } });
  });

  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "an invitation to another workspace leaves this workspace's pending invitation usable",
    async ({ api, owner, other }) => {
      const [first, second] = [newcomer(), newcomer()];
      await api.ok('inviteUsers', { as: owner, body: first });
      await api.ok('inviteUsers', { as: other, body: second });
      await api.ok('signUp', { client: true, body: { email: first.email, password: 'Welcome#2026' } });
      expect(await findUser(api, owner, first.email)).toMatchObject({ status: 'active', statusId: 1 });
    },
  );

  // Which invitation a sign-up accepts first is open; that both can be accepted is not.
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "inviting someone to a second workspace keeps their first workspace's invitation: they accept both",
    async ({ api, owner, other }) => {
      const invitee = newcomer();
      await api.ok('inviteUsers', { as: owner, body: invitee });
      await api.ok('inviteUsers', { as: other, body: invitee });
      await api.ok('signUp', { client: true, body: { email: invitee.email, password: 'Welcome#2026' } });
      await api.ok('signUp', { client: true, body: { email: invitee.email, password: 'Welcome#2027' } });
      expect(await findUser(api, owner, invitee.email)).toMatchObject({ status: 'active', statusId: 1 });
      expect(await findUser(api, other, invitee.email)).toMatchObject({ status: 'active', statusId: 1 });
    },
  );

  withPersonas(['workspaceOwner'], 'splits the name into first and last name, as the users list shows', async ({ api, owner }) => {
    const invitee = { email: uniqueEmail('invitee'), name: 'Noah Reed' };
    await api.ok('inviteUsers', { as: owner, body: invitee });
    expect(await findUser(api, owner, invitee.email)).toMatchObject({ firstName: 'Noah', lastName: 'Reed', displayName: 'Noah Reed' });
  });

  // U3: a one-word name has no last name, read as null ("may be absent" lets it be left out too).
  withPersonas(['workspaceOwner'], 'a one-word name is the first name, with no last name', async ({ api, owner }) => {
    const invitee = { email: uniqueEmail('invitee'), name: 'Noah' };
    await api.ok('inviteUsers', { as: owner, body: invitee });
    const listed = await findUser(api, owner, invitee.email);
    expect(listed).toMatchObject({ firstName: 'Noah', displayName: 'Noah' });
    expect(listed?.lastName ?? null).toBeNull();
  });

  // I1 splits the name into first and last name: whatever the spaces around and between its words, no word is lost or changed.
  withPersonas(['workspaceOwner'], 'splits a name at its words, whatever the spaces around and between them', async ({ api, owner }) => {
    const spaced = { email: uniqueEmail('invitee'), name: '  Noah   Reed ' };
    const threeWords = { email: uniqueEmail('invitee'), name: 'Anna Maria Mills' };
    await api.ok('inviteUsers', { as: owner, body: [spaced, threeWords] });
    expect(await findUser(api, owner, spaced.email)).toMatchObject({ firstName: 'Noah', lastName: 'Reed' });
    const three = await findUser(api, owner, threeWords.email);
    expect(`${String(three?.firstName)} ${String(three?.lastName)}`).toBe(threeWords.name);
  });

  withPersonas(['workspaceOwner'], 'counts a repeated e-mail once', async ({ api, owner }) => {
    const invitee = newcomer();
    const response = await api.ok('inviteUsers', { as: owner, body: [invitee, { ...invitee, email: invitee.email.toUpperCase() }] });
    expect(response.body.data).toBe('1 invitation sent successfully.');
    expect(await matching(api, owner, invitee.email)).toBe(1);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty array as malformed', async ({ api, owner }) => {
    const [first] = await api.refusals('inviteUsers', { as: owner, body: [] }, 400);
    expectErrorField(first, 'body', 'inviteUsers', 400);
  });

  withPersonas(['workspaceOwner'], 'refuses a malformed e-mail with 422 on email', async ({ api, owner }) => {
    const response = await api.expect('inviteUsers', { as: owner, body: { email: 'not-an-email', name: 'Noah Reed' } }, 422);
    expectErrorField(errorsOf(response)[0], 'email', 'inviteUsers', 422);
  });

  withPersonas(['workspaceOwner'], 'refuses an entry without a name, naming the field', async ({ api, owner }) => {
    const [first] = await api.refusals('inviteUsers', { as: owner, body: { email: newcomer().email } }, 400);
    expectErrorField(first, 'name', 'inviteUsers', 400);
  });
});

describe('validateInvite', () => {
  it('a pending invitation is not expired', async ({ api, ids }) => {
    const inviteHash = await ids.key('invitations', 'pending');
    const response = await api.ok('validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: false });
  });

  it('an expired invitation is expired', async ({ api, ids }) => {
    const inviteHash = await ids.key('invitations', 'expired');
    const response = await api.ok('validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: true });
  });

  it('a processed invitation reads expired', async ({ api, ids }) => {
    const inviteHash = await ids.key('invitations', 'processed');
    const response = await api.ok('validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: true });
  });

  mockOnly('a pending invitation expires seven days after it was sent', 'moves the clock', async ({ api, ids }) => {
    const inviteHash = await ids.key('invitations', 'pending');
    await advanceClock(api.target, 7 * DAY);
    expect((await api.ok('validateInvite', { body: { inviteHash } })).body.data).toEqual({ isExpired: true });
  });

  // State rules 1 and 2: an invitation not expired lets its invitee sign up, an expired one does not, at every instant.
  mockOnly('at the instant an invitation expires, invite/validate and sign-up agree', 'moves the clock to that instant', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('inviteUsers', { as: owner, body: noah });
    const [email] = await outbox(api.target, { to: noah.email, kind: 'invitation' });
    const isExpired = async () => (await api.ok('validateInvite', { body: { inviteHash: email!.hash! } })).body.data.isExpired;
    await advanceClock(api.target, 7 * DAY - 1);
    expect(await isExpired()).toBe(false);
    await advanceClock(api.target, 1);
    const expired = await isExpired();
    const signUp = await api.call('signUp', { client: true, body: { email: noah.email, password: 'Welcome#2026' } });
    expect({ expired, signedUp: signUp.status === 200 }).toEqual({ expired: true, signedUp: false });
  });

  it('refuses an unknown hash with 422 on inviteHash', async ({ api }) => {
    const response = await api.expect('validateInvite', { body: { inviteHash: 'no-such-invite-hash' } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.inviteHashInvalid, field: 'inviteHash' }], 'validateInvite', 422);
  });
});
