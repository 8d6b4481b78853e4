import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { profileKey, uniqueEmail } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, loginWith, newUser, type NewUser } from './new-users.ts';

const suite = useTarget();
const newPassword = 'Fresh#2027';
const HOUR = 60 * 60 * 1000;

interface ResetValidation {
  resetEmail: string | null;
  isValid: boolean;
  invalidReason: string | null;
}

async function validateReset(resetHash: string): Promise<ResetValidation> {
  return (await callOk(suite.current, 'validateResetPassword', { body: { resetHash } })).body.data;
}

/** A validation as the contract lets it read: resetEmail and invalidReason may be null. */
function expectValidation(actual: ResetValidation, expected: ResetValidation) {
  expect(actual.isValid).toBe(expected.isValid);
  expect([expected.resetEmail, null]).toContain(actual.resetEmail ?? null);
  expect([expected.invalidReason, null]).toContain(actual.invalidReason ?? null);
}

async function sendReset(email: string) {
  return callOk(suite.current, 'sendPasswordReset', { body: { email } });
}

async function updatePassword(email: string, password = newPassword) {
  return call(suite.current, 'updatePassword', { body: { email, password } });
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await loginWith(suite.current, email, password)).status;
}

/** A user of the test's own who was sent a reset link: anyone knowing the e-mail may now set the password. */
async function userWithResetLink(): Promise<NewUser> {
  const user = await newUser(suite.current);
  await sendReset(user.email);
  return user;
}

/** The seed's refusal: 403 that still says success true. */
function expectLinkRefused(response: Awaited<ReturnType<typeof call>>) {
  expectContract(response, 'updatePassword', 403);
  expect(response.body).toEqual({ success: true, data: { invalidReason: messages.resetLinkInvalid, isValid: false } });
}

describe('sendPasswordReset', () => {
  // A pending link lets anyone set the password by e-mail, so none is sent to a persona.
  withPersonas(suite, ['workspaceOwner'], 'answers the success message [smoke]', async () => {
    const invitee = await inviteNewUser(suite.current);
    const response = await sendReset(invitee.email);
    expect(response.body.data).toBe(documentedMessage('sendPasswordReset'));
  });

  mockOnly(suite, 'e-mails a reset link carrying a hash that validates', 'reads the outbox', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    await callOk(suite.current, 'sendPasswordReset', { body: { email: owner.email } });
    const emails = await outbox(suite.current, { to: owner.email, kind: 'password-reset' });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.hash).toEqual(expect.any(String));
    expect(email!.link).toContain(email!.hash!);
    expect(email!.body).toContain(email!.link!);
    expectValidation(await validateReset(email!.hash!), { resetEmail: owner.email, isValid: true, invalidReason: null });
  });

  it('refuses an unknown e-mail with the seed 404, naming the field [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'sendPasswordReset', { body: { email: uniqueEmail('nobody') } }), 'sendPasswordReset', 404);
    expect(errorsOf(response)).toEqual([{ error: messages.emailNotFound, field: 'email' }]);
  });

  mockOnly(suite, 'sends nothing for an unknown e-mail', 'reads the outbox', async () => {
    await call(suite.current, 'sendPasswordReset', { body: { email: 'nobody@acme-media.example' } });
    expect(await outbox(suite.current, { kind: 'password-reset' })).toEqual([]);
  });
});

describe('validateResetPassword', () => {
  withPersonas(suite, ['activeMember'], 'a pending hash is valid and names its e-mail [smoke]', async () => {
    const pending = await profileKey(suite, 'passwordResets', 'pending');
    expectValidation(await validateReset(pending), { resetEmail: suite.current.personas.activeMember!.email, isValid: true, invalidReason: null });
  });

  withPersonas(suite, ['workspaceOwner'], 'a processed hash is not valid, saying it is processed', async () => {
    const processed = await profileKey(suite, 'passwordResets', 'processed');
    expectValidation(await validateReset(processed), { resetEmail: suite.current.personas.workspaceOwner!.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });

  it('an unknown hash is not valid and names no e-mail', async () => {
    expectValidation(await validateReset('no-such-reset-hash'), { resetEmail: null, isValid: false, invalidReason: messages.resetHashInvalid });
  });

  it('refuses a request without a resetHash, naming the field [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'validateResetPassword', { body: {} }), 'validateResetPassword', 400);
    expect(errorsOf(response)[0]?.field).toBe('resetHash');
  });

  mockOnly(suite, 'a pending hash expires 24 h after it was sent', 'moves the clock', async () => {
    const member = suite.current.personas.activeMember!;
    const pending = await profileKey(suite, 'passwordResets', 'pending');
    await advanceClock(suite.current, 24 * HOUR - 1);
    expect((await validateReset(pending)).isValid).toBe(true);
    await advanceClock(suite.current, 1);
    expectValidation(await validateReset(pending), { resetEmail: member.email, isValid: false, invalidReason: messages.resetHashExpired });
  });
});

describe('updatePassword', () => {
  withPersonas(suite, ['workspaceOwner'], 'sets the password through a pending reset: the new one logs in, the old one no longer [smoke]', async () => {
    const user = await userWithResetLink();
    const response = expectContract(await updatePassword(user.email), 'updatePassword', 200);
    expect(response.body.data).toBe(documentedMessage('updatePassword'));
    expect(await loginStatus(user.email, newPassword)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(403);
  });

  mockOnly(suite, 'processes the link: it then reads processed', 'reads the outbox', async () => {
    const user = await userWithResetLink();
    const [email] = await outbox(suite.current, { to: user.email, kind: 'password-reset' });
    expectContract(await updatePassword(user.email), 'updatePassword', 200);
    expectValidation(await validateReset(email!.hash!), { resetEmail: user.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });

  withPersonas(suite, ['workspaceOwner'], 'a second update through the same link gets the seed 403 (success true) and changes nothing', async () => {
    const user = await userWithResetLink();
    expectContract(await updatePassword(user.email), 'updatePassword', 200);
    expectLinkRefused(await updatePassword(user.email, 'Fresh#2028'));
    expect(await loginStatus(user.email, newPassword)).toBe(200);
  });

  mockOnly(suite, 'spends every pending link of the user, not only the oldest', 'reads the outbox', async () => {
    const member = suite.current.personas.activeMember!;
    await callOk(suite.current, 'sendPasswordReset', { body: { email: member.email } });
    const [email] = await outbox(suite.current, { to: member.email, kind: 'password-reset' });
    expectContract(await updatePassword(member.email), 'updatePassword', 200);
    expectValidation(await validateReset(email!.hash!), { resetEmail: member.email, isValid: false, invalidReason: messages.resetHashProcessed });
    expectLinkRefused(await updatePassword(member.email, 'Member#2028'));
  });

  withPersonas(suite, ['workspaceOwner'], 'logs the user out of existing sessions', async () => {
    const user = await userWithResetLink();
    expectContract(await updatePassword(user.email), 'updatePassword', 200);
    const response = expectContract(await call(suite.current, 'getProfile', { as: user.session }), 'getProfile', 401);
    expect(errorsOf(response)[0]?.error).toBe(messages.tokenRevoked);
  });

  withPersonas(suite, ['workspaceOwner'], 'without a pending reset gets the seed 403 and keeps the password', async () => {
    const user = await newUser(suite.current);
    expectLinkRefused(await updatePassword(user.email));
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('for an e-mail nobody has gets the seed 403 [smoke]', async () => {
    expectLinkRefused(await updatePassword(uniqueEmail('nobody')));
  });

  mockOnly(suite, 'through an expired link gets the seed 403', 'moves the clock', async () => {
    await advanceClock(suite.current, 24 * HOUR);
    expectLinkRefused(await updatePassword(suite.current.personas.activeMember!.email));
  });

  mockOnly(suite, 'works through a link sent by reset-password', 'reads the outbox', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    await callOk(suite.current, 'sendPasswordReset', { body: { email: owner.email } });
    const [email] = await outbox(suite.current, { to: owner.email, kind: 'password-reset' });
    expectContract(await updatePassword(owner.email, 'Owner#2027'), 'updatePassword', 200);
    expect(await loginStatus(owner.email, 'Owner#2027')).toBe(200);
    expectValidation(await validateReset(email!.hash!), { resetEmail: owner.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });
});
