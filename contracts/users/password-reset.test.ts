import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const pendingReset = 'reset-pending-5002';
const processedReset = 'reset-used-5001';
const newPassword = 'Member#2027';
const HOUR = 60 * 60 * 1000;

async function validateReset(resetHash: string) {
  return (await callOk(suite.current, 'validateResetPassword', { body: { resetHash } })).body.data;
}

async function updatePassword(email: string, password = newPassword) {
  return call(suite.current, 'updatePassword', { body: { email, password } });
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await call(suite.current, 'login', { client: true, body: { grantType: 'password', email, password } })).status;
}

/** The seed's refusal: 403 that still says success true. */
function expectLinkRefused(response: Awaited<ReturnType<typeof call>>) {
  expectContract(response, 'updatePassword', 403);
  expect(response.body).toEqual({ success: true, data: { invalidReason: messages.resetLinkInvalid, isValid: false } });
}

describe('sendPasswordReset', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers the success message', async () => {
    const response = await callOk(suite.current, 'sendPasswordReset', { body: { email: suite.current.personas.workspaceOwner!.email } });
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
    expect(await validateReset(email!.hash!)).toEqual({ resetEmail: owner.email, isValid: true, invalidReason: null });
  });

  it('refuses an unknown e-mail with the seed 404, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'sendPasswordReset', { body: { email: 'nobody@acme-media.example' } }), 'sendPasswordReset', 404);
    expect(errorsOf(response)).toEqual([{ error: messages.emailNotFound, field: 'email' }]);
  });

  mockOnly(suite, 'sends nothing for an unknown e-mail', 'reads the outbox', async () => {
    await call(suite.current, 'sendPasswordReset', { body: { email: 'nobody@acme-media.example' } });
    expect(await outbox(suite.current, { kind: 'password-reset' })).toEqual([]);
  });
});

describe('validateResetPassword', () => {
  withPersonas(suite, ['activeMember'], 'a pending hash is valid and names its e-mail', async () => {
    expect(await validateReset(pendingReset)).toEqual({ resetEmail: suite.current.personas.activeMember!.email, isValid: true, invalidReason: null });
  });

  withPersonas(suite, ['workspaceOwner'], 'a processed hash is not valid, saying it is processed', async () => {
    expect(await validateReset(processedReset)).toEqual({ resetEmail: suite.current.personas.workspaceOwner!.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });

  it('an unknown hash is not valid and names no e-mail', async () => {
    expect(await validateReset('no-such-reset-hash')).toEqual({ resetEmail: null, isValid: false, invalidReason: messages.resetHashInvalid });
  });

  mockOnly(suite, 'a pending hash expires 24 h after it was sent', 'moves the clock', async () => {
    const member = suite.current.personas.activeMember!;
    await advanceClock(suite.current, 24 * HOUR - 1);
    expect((await validateReset(pendingReset)).isValid).toBe(true);
    await advanceClock(suite.current, 1);
    expect(await validateReset(pendingReset)).toEqual({ resetEmail: member.email, isValid: false, invalidReason: messages.resetHashExpired });
  });
});

describe('updatePassword', () => {
  withPersonas(suite, ['activeMember'], 'sets the password through the pending reset: the new one logs in, the old one no longer', async () => {
    const member = suite.current.personas.activeMember!;
    const response = expectContract(await updatePassword(member.email), 'updatePassword', 200);
    expect(response.body.data).toBe(documentedMessage('updatePassword'));
    expect(await loginStatus(member.email, newPassword)).toBe(200);
    expect(await loginStatus(member.email, member.password!)).toBe(403);
  });

  withPersonas(suite, ['activeMember'], 'processes the link: it then reads processed', async () => {
    const member = suite.current.personas.activeMember!;
    expectContract(await updatePassword(member.email), 'updatePassword', 200);
    expect(await validateReset(pendingReset)).toEqual({ resetEmail: member.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });

  withPersonas(suite, ['activeMember'], 'a second update through the same link gets the seed 403 (success true) and changes nothing', async () => {
    const member = suite.current.personas.activeMember!;
    expectContract(await updatePassword(member.email), 'updatePassword', 200);
    expectLinkRefused(await updatePassword(member.email, 'Member#2028'));
    expect(await loginStatus(member.email, newPassword)).toBe(200);
  });

  mockOnly(suite, 'spends every pending link of the user, not only the oldest', 'reads the outbox', async () => {
    const member = suite.current.personas.activeMember!;
    await callOk(suite.current, 'sendPasswordReset', { body: { email: member.email } });
    const [email] = await outbox(suite.current, { to: member.email, kind: 'password-reset' });
    expectContract(await updatePassword(member.email), 'updatePassword', 200);
    expect((await validateReset(email!.hash!)).invalidReason).toBe(messages.resetHashProcessed);
    expectLinkRefused(await updatePassword(member.email, 'Member#2028'));
  });

  withPersonas(suite, ['activeMember'], 'logs the user out of existing sessions', async () => {
    const member = suite.current.personas.activeMember!;
    const session = await login(suite.current, 'activeMember');
    expectContract(await updatePassword(member.email), 'updatePassword', 200);
    const response = expectContract(await call(suite.current, 'getProfile', { as: session }), 'getProfile', 401);
    expect(errorsOf(response)[0]?.error).toBe(messages.tokenRevoked);
  });

  withPersonas(suite, ['workspaceOwner'], 'without a pending reset (only a processed one) gets the seed 403 and keeps the password', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    expectLinkRefused(await updatePassword(owner.email));
    expect(await loginStatus(owner.email, owner.password!)).toBe(200);
  });

  it('for an e-mail nobody has gets the seed 403', async () => {
    expectLinkRefused(await updatePassword('nobody@acme-media.example'));
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
    expect((await validateReset(email!.hash!)).invalidReason).toBe(messages.resetHashProcessed);
  });

  withPersonas(suite, ['activeMember'], 'refuses a password shorter than 8 characters, naming the field', async () => {
    const response = expectContract(await updatePassword(suite.current.personas.activeMember!.email, 'Short#1'), 'updatePassword', 422);
    expect(errorsOf(response)[0]?.field).toBe('password');
  });
});
