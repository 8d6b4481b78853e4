import { messages } from '../support/texts.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { uniqueEmail } from '../support/arrange.ts';
import { call, errorsOf, expectContract } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { inviteNewUser, loginWith, newUser, type NewUser } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { ResetPasswordValidation } from '../../spec/generated/types.ts';

useTarget();

const newPassword = 'Fresh#2027';
const HOUR = 60 * 60 * 1000;

async function validateReset(api: Api, resetHash: string): Promise<ResetPasswordValidation> {
  return (await api.ok('validateResetPassword', { body: { resetHash } })).body.data;
}

/** A validation as the contract lets it read: resetEmail and invalidReason may be null. */
function expectValidation(actual: ResetPasswordValidation, expected: ResetPasswordValidation) {
  expect(actual.isValid).toBe(expected.isValid);
  expect([expected.resetEmail, null]).toContain(actual.resetEmail ?? null);
  expect([expected.invalidReason, null]).toContain(actual.invalidReason ?? null);
}

async function sendReset(api: Api, email: string) {
  return api.ok('sendPasswordReset', { body: { email } });
}

async function updatePassword(api: Api, email: string, password = newPassword) {
  return api.call('updatePassword', { body: { email, password } });
}

async function loginStatus(api: Api, email: string, password: string): Promise<number> {
  return (await loginWith(api, email, password)).status;
}

/** A user of the test's own who was sent a reset link: anyone knowing the e-mail may now set the password. */
async function userWithResetLink(api: Api): Promise<NewUser> {
  const user = await newUser(api);
  await sendReset(api, user.email);
  return user;
}

/** The seed's refusal: 403 that still says success true. */
function expectLinkRefused(response: Awaited<ReturnType<typeof call>>) {
  expectContract(response, 'updatePassword', 403);
  expect(response.body).toEqual({ success: true, data: { invalidReason: messages.resetLinkInvalid, isValid: false } });
}

describe('sendPasswordReset', () => {
  // A pending link lets anyone set the password by e-mail, so none is sent to a persona.
  withPersonas(['workspaceOwner'], 'answers the success message', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    const response = await sendReset(api, invitee.email);
    expect(response.body.data).toBe(documentedMessage('sendPasswordReset'));
  });

  mockOnly('e-mails a reset link, titled "Reset your password", carrying a hash that validates', 'reads the outbox', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    await api.ok('sendPasswordReset', { body: { email: owner.email } });
    const emails = await outbox(api.target, { to: owner.email, kind: 'password-reset' });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe('Reset your password');
    expect(email!.hash).toEqual(expect.any(String));
    expect(email!.link).toContain(email!.hash!);
    expect(email!.body).toContain(email!.link!);
    expectValidation(await validateReset(api, email!.hash!), { resetEmail: owner.email, isValid: true, invalidReason: null });
  });

  it('refuses an unknown e-mail with the seed 404, naming the field', async ({ api }) => {
    const response = await api.expect('sendPasswordReset', { body: { email: uniqueEmail('nobody') } }, 404);
    expectErrors(errorsOf(response), [{ error: messages.emailNotFound, field: 'email' }], 'sendPasswordReset', 404);
  });

  mockOnly('sends nothing for an unknown e-mail', 'reads the outbox', async ({ api }) => {
    await api.call('sendPasswordReset', { body: { email: 'nobody@acme-media.example' } });
    expect(await outbox(api.target, { kind: 'password-reset' })).toEqual([]);
  });
});

describe('validateResetPassword', () => {
  withPersonas(['activeMember'], 'a pending hash is valid and names its e-mail', async ({ api, ids }) => {
    const pending = await ids.key('passwordResets', 'pending');
    expectValidation(await validateReset(api, pending), { resetEmail: api.personas.activeMember!.email, isValid: true, invalidReason: null });
  });

  withPersonas(['workspaceOwner'], 'a processed hash is not valid, saying it is processed', async ({ api, ids }) => {
    const processed = await ids.key('passwordResets', 'processed');
    expectValidation(await validateReset(api, processed), {
      resetEmail: api.personas.workspaceOwner!.email,
      isValid: false,
      invalidReason: messages.resetHashProcessed,
    });
  });

  it('an unknown hash is not valid and names no e-mail', async ({ api }) => {
    expectValidation(await validateReset(api, 'no-such-reset-hash'), { resetEmail: null, isValid: false, invalidReason: messages.resetHashInvalid });
  });

  it('refuses a request without a resetHash, naming the field', async ({ api }) => {
    const [first] = await api.refusals('validateResetPassword', { body: {} }, 400);
    expectErrorField(first, 'resetHash', 'validateResetPassword', 400);
  });

  mockOnly('a pending hash expires 24 h after it was sent', 'moves the clock', async ({ api, ids }) => {
    const member = api.personas.activeMember!;
    const pending = await ids.key('passwordResets', 'pending');
    await advanceClock(api.target, 24 * HOUR - 1);
    expect((await validateReset(api, pending)).isValid).toBe(true);
    await advanceClock(api.target, 1);
    expectValidation(await validateReset(api, pending), { resetEmail: member.email, isValid: false, invalidReason: messages.resetHashExpired });
  });
});

describe('updatePassword', () => {
  withPersonas(['workspaceOwner'], 'sets the password through a pending reset: the new one logs in, the old one no longer', async ({ api }) => {
    const user = await userWithResetLink(api);
    const response = expectContract(await updatePassword(api, user.email), 'updatePassword', 200);
    expect(response.body.data).toBe(documentedMessage('updatePassword'));
    expect(await loginStatus(api, user.email, newPassword)).toBe(200);
    expect(await loginStatus(api, user.email, user.password)).toBe(403);
  });

  mockOnly('processes the link: it then reads processed', 'reads the outbox', async ({ api }) => {
    const user = await userWithResetLink(api);
    const [email] = await outbox(api.target, { to: user.email, kind: 'password-reset' });
    expectContract(await updatePassword(api, user.email), 'updatePassword', 200);
    expectValidation(await validateReset(api, email!.hash!), { resetEmail: user.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });

  withPersonas(['workspaceOwner'], 'a second update through the same link gets the seed 403 (success true) and changes nothing', async ({ api }) => {
    const user = await userWithResetLink(api);
    expectContract(await updatePassword(api, user.email), 'updatePassword', 200);
    expectLinkRefused(await updatePassword(api, user.email, 'Fresh#2028'));
    expect(await loginStatus(api, user.email, newPassword)).toBe(200);
  });

  mockOnly('spends every pending link of the user, not only the oldest', 'reads the outbox', async ({ api }) => {
    const member = api.personas.activeMember!;
    await api.ok('sendPasswordReset', { body: { email: member.email } });
    const [email] = await outbox(api.target, { to: member.email, kind: 'password-reset' });
    expectContract(await updatePassword(api, member.email), 'updatePassword', 200);
    expectValidation(await validateReset(api, email!.hash!), { resetEmail: member.email, isValid: false, invalidReason: messages.resetHashProcessed });
    expectLinkRefused(await updatePassword(api, member.email, 'Member#2028'));
  });

  // P2 spends the links of the user whose password is set, and no one else's.
  withPersonas(['workspaceOwner'], "spends only that user's links: another user's pending link still sets their password", async ({ api }) => {
    const [user, other] = [await userWithResetLink(api), await userWithResetLink(api)];
    expectContract(await updatePassword(api, user.email), 'updatePassword', 200);
    expectContract(await updatePassword(api, other.email, 'Other#2027'), 'updatePassword', 200);
    expect(await loginStatus(api, other.email, 'Other#2027')).toBe(200);
  });

  withPersonas(['workspaceOwner'], 'logs the user out of existing sessions', async ({ api }) => {
    const user = await userWithResetLink(api);
    expectContract(await updatePassword(api, user.email), 'updatePassword', 200);
    const response = await api.expect('getProfile', { as: user.session }, 401);
    expect(errorsOf(response)[0]?.error).toBe(messages.tokenRevoked);
  });

  withPersonas(['workspaceOwner'], 'without a pending reset gets the seed 403 and keeps the password', async ({ api }) => {
    const user = await newUser(api);
    expectLinkRefused(await updatePassword(api, user.email));
    expect(await loginStatus(api, user.email, user.password)).toBe(200);
  });

  it('for an e-mail nobody has gets the seed 403', async ({ api }) => {
    expectLinkRefused(await updatePassword(api, uniqueEmail('nobody')));
  });

  mockOnly('through an expired link gets the seed 403', 'moves the clock', async ({ api }) => {
    await advanceClock(api.target, 24 * HOUR);
    expectLinkRefused(await updatePassword(api, api.personas.activeMember!.email));
  });

  mockOnly('works through a link sent by reset-password', 'reads the outbox', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    await api.ok('sendPasswordReset', { body: { email: owner.email } });
    const [email] = await outbox(api.target, { to: owner.email, kind: 'password-reset' });
    expectContract(await updatePassword(api, owner.email, 'Owner#2027'), 'updatePassword', 200);
    expect(await loginStatus(api, owner.email, 'Owner#2027')).toBe(200);
    expectValidation(await validateReset(api, email!.hash!), { resetEmail: owner.email, isValid: false, invalidReason: messages.resetHashProcessed });
  });
});
