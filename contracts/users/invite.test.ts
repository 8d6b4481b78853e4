import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock, mockNow, outbox } from '../support/admin.ts';
import { profileKey, uniqueEmail, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, login, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { listedUser } from './new-users.ts';

const suite = useTarget();
const DAY = 24 * 60 * 60 * 1000;

/** Invitees of the mock-only checks, which run on a fresh world. */
const noah = { email: 'noah.reed@acme-media.example', name: 'Noah Reed' };
const mia = { email: 'mia.chen@acme-media.example', name: 'Mia Chen' };

/** Someone nobody has invited yet. */
function newcomer() {
  return { email: uniqueEmail('invitee'), name: uniqueName('Tester') };
}

async function findUser(as: Session, email: string) {
  return listedUser(suite.current, as, email);
}

async function matching(as: Session, searchField: string): Promise<number> {
  return Number((await callOk(suite.current, 'listUsers', { as, query: { searchField } })).body.data.filteredRecords);
}

describe('inviteUsers', () => {
  withPersonas(suite, ['workspaceOwner'], 'invites one user and says one invitation was sent [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'inviteUsers', { as: owner, body: newcomer() });
    expect(response.body.data).toBe('1 invitation sent successfully.');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a batch with a name of only spaces, naming the entry, and invites nobody', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const first = newcomer();
    const body = [first, { ...newcomer(), name: ' ' }];
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body }), 'inviteUsers', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: '[1].name' });
    expect(await matching(owner, first.email)).toBe(0);
  });

  withPersonas(suite, ['workspaceOwner'], 'lists the invited user as invited (statusId 3) with invitedOn and the inviter', async () => {
    const ownerPersona = suite.current.personas.workspaceOwner!;
    const owner = await session(suite.current, 'workspaceOwner');
    const invitee = newcomer();
    await callOk(suite.current, 'inviteUsers', { as: owner, body: invitee });
    const profile = (await callOk(suite.current, 'getProfile', { as: owner })).body.data;
    const listed = await findUser(owner, invitee.email);
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

  mockOnly(suite, 'stamps invitedOn with the time of the invitation', 'reads the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await advanceClock(suite.current, 3_600_000);
    const now = await mockNow(suite.current);
    await callOk(suite.current, 'inviteUsers', { as: owner, body: noah });
    expect(Number((await findUser(owner, noah.email))?.invitedOn)).toBe(now);
  });

  mockOnly(suite, 'e-mails the invitee a link carrying the invite hash', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'inviteUsers', { as: owner, body: noah });
    const emails = await outbox(suite.current, { kind: 'invitation' });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(noah.email);
    expect(email!.hash).toEqual(expect.any(String));
    expect(email!.link).toContain(email!.hash!);
    expect(email!.body).toContain(email!.link!);
    const validation = await callOk(suite.current, 'validateInvite', { body: { inviteHash: email!.hash } });
    expect(validation.body.data).toEqual({ isExpired: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'invites an array of several and says how many were sent', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [one, two] = [newcomer(), newcomer()];
    const response = await callOk(suite.current, 'inviteUsers', { as: owner, body: [one, two] });
    expect(response.body.data).toBe('2 invitations sent successfully.');
    expect(await findUser(owner, one.email)).toMatchObject({ statusId: 3 });
    expect(await findUser(owner, two.email)).toMatchObject({ statusId: 3 });
  });

  mockOnly(suite, 'sends one e-mail per invitee of an array', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'inviteUsers', { as: owner, body: [noah, mia] });
    const emails = await outbox(suite.current, { kind: 'invitation' });
    expect(emails.map((e) => e.to).sort()).toEqual([mia.email, noah.email]);
    expect(new Set(emails.map((e) => e.hash)).size).toBe(2);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'refuses an existing active member with 422 on email', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body: { email: member.email, name: 'Ben Ortiz' } }), 'inviteUsers', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.alreadyMember, field: 'email' }]);
    expect(await findUser(owner, member.email)).toMatchObject({ status: 'active', statusId: 1 });
  });

  mockOnly(suite, 'sends nothing when an existing member is refused', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await call(suite.current, 'inviteUsers', { as: owner, body: { email: suite.current.personas.activeMember!.email, name: 'Ben Ortiz' } });
    expect(await outbox(suite.current, { kind: 'invitation' })).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'applies nothing of a batch with one refused entry, naming the entry', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const invitee = newcomer();
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body: [invitee, { email: member.email, name: 'Ben Ortiz' }] }), 'inviteUsers', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.alreadyMember, field: '[1].email' }]);
    expect(await findUser(owner, invitee.email)).toBeUndefined();
  });

  mockOnly(suite, 'sends no e-mail for a batch with one refused entry', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await call(suite.current, 'inviteUsers', { as: owner, body: [noah, { email: suite.current.personas.activeMember!.email, name: 'Ben Ortiz' }] });
    expect(await outbox(suite.current, { kind: 'invitation' })).toEqual([]);
  });

  mockOnly(suite, 'lets the invited user sign up through the e-mailed invitation, then spends it', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'inviteUsers', { as: owner, body: noah });
    const [email] = await outbox(suite.current, { to: noah.email, kind: 'invitation' });
    expect((await callOk(suite.current, 'validateInvite', { body: { inviteHash: email!.hash } })).body.data).toEqual({ isExpired: false });
    const signUp = await callOk(suite.current, 'signUp', { client: true, body: { email: noah.email, password: 'Welcome#2026' } });
    expect(signUp.body.data.access_token).toEqual(expect.any(String));
    expect(await findUser(owner, noah.email)).toMatchObject({ status: 'active', statusId: 1 });
    expect((await callOk(suite.current, 'validateInvite', { body: { inviteHash: email!.hash } })).body.data).toEqual({ isExpired: true });
  });

  mockOnly(suite, 're-inviting a pending invitee replaces the earlier invitation', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'inviteUsers', { as: owner, body: noah });
    await callOk(suite.current, 'inviteUsers', { as: owner, body: noah });
    const [first, second] = await outbox(suite.current, { to: noah.email, kind: 'invitation' });
    expect((await callOk(suite.current, 'validateInvite', { body: { inviteHash: first!.hash } })).body.data.isExpired).toBe(true);
    expect((await callOk(suite.current, 'validateInvite', { body: { inviteHash: second!.hash } })).body.data.isExpired).toBe(false);
    const list = await callOk(suite.current, 'listUsers', { as: owner, query: { searchField: noah.email } });
    expect(list.body.data.filteredRecords).toBe(1);
  });

  withPersonas(suite, ['workspaceOwner'], 'counts a repeated e-mail once', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const invitee = newcomer();
    const response = await callOk(suite.current, 'inviteUsers', { as: owner, body: [invitee, { ...invitee, email: invitee.email.toUpperCase() }] });
    expect(response.body.data).toBe('1 invitation sent successfully.');
    expect(await matching(owner, invitee.email)).toBe(1);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty array as malformed', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body: [] }), 'inviteUsers', 400);
    expect(errorsOf(response)[0]?.field).toBe('body');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a malformed e-mail with 422 on email [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body: { email: 'not-an-email', name: 'Noah Reed' } }), 'inviteUsers', 422);
    expect(errorsOf(response)[0]?.field).toBe('email');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an entry without a name, naming the field', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'inviteUsers', { as: owner, body: { email: newcomer().email } }), 'inviteUsers', 400);
    expect(errorsOf(response)[0]?.field).toBe('name');
  });
});

describe('validateInvite', () => {
  it('a pending invitation is not expired [smoke]', async () => {
    const inviteHash = await profileKey(suite, 'invitations', 'pending');
    const response = await callOk(suite.current, 'validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: false });
  });

  it('an expired invitation is expired', async () => {
    const inviteHash = await profileKey(suite, 'invitations', 'expired');
    const response = await callOk(suite.current, 'validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: true });
  });

  it('a processed invitation reads expired', async () => {
    const inviteHash = await profileKey(suite, 'invitations', 'processed');
    const response = await callOk(suite.current, 'validateInvite', { body: { inviteHash } });
    expect(response.body.data).toEqual({ isExpired: true });
  });

  mockOnly(suite, 'a pending invitation expires seven days after it was sent', 'moves the clock', async () => {
    const inviteHash = await profileKey(suite, 'invitations', 'pending');
    await advanceClock(suite.current, 7 * DAY);
    expect((await callOk(suite.current, 'validateInvite', { body: { inviteHash } })).body.data).toEqual({ isExpired: true });
  });

  it('refuses an unknown hash with 422 on inviteHash [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'validateInvite', { body: { inviteHash: 'no-such-invite-hash' } }), 'validateInvite', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.inviteHashInvalid, field: 'inviteHash' }]);
  });
});
