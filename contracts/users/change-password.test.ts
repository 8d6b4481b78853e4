import { messages } from '../support/texts.ts';
import { errorsOf } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { loginWith, newUser } from './new-users.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

const newPassword = 'Fresh#2027';

async function loginStatus(api: Api, email: string, password: string): Promise<number> {
  return (await loginWith(api, email, password)).status;
}

// Each test changes (or tries to change) the password of a user of its own.
describe('changePassword', () => {
  withPersonas(['workspaceOwner'], 'replaces the password: the new one logs in, the old one no longer', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.ok('changePassword', { as: user.session, body: { oldPassword: user.password, newPassword } });
    expect(response.body.data).toBe(documentedMessage('changePassword'));
    expect(await loginStatus(api, user.email, newPassword)).toBe(200);
    expect(await loginStatus(api, user.email, user.password)).toBe(403);
  });

  withPersonas(['workspaceOwner'], 'refuses a wrong old password with 422 on oldPassword and keeps the password', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.expect('changePassword', { as: user.session, body: { oldPassword: 'not-my-password', newPassword } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.oldPasswordWrong, field: 'oldPassword' }], 'changePassword', 422);
    expect(await loginStatus(api, user.email, user.password)).toBe(200);
  });

  withPersonas(['workspaceOwner'], 'refuses a new password equal to the old one with 422 on newPassword', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.expect('changePassword', { as: user.session, body: { oldPassword: user.password, newPassword: user.password } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.passwordUnchanged, field: 'newPassword' }], 'changePassword', 422);
  });

  withPersonas(['workspaceOwner'], 'refuses a missing old password, naming the field, and keeps the password', async ({ api }) => {
    const user = await newUser(api);
    const [first] = await api.refusals('changePassword', { as: user.session, body: { newPassword } }, 400);
    expectErrorField(first, 'oldPassword', 'changePassword', 400);
    expect(await loginStatus(api, user.email, user.password)).toBe(200);
  });
});
