import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { call, callOk, errorsOf, expectContract } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { loginWith, newUser } from './new-users.ts';

const suite = useTarget();
const newPassword = 'Fresh#2027';

async function loginStatus(email: string, password: string): Promise<number> {
  return (await loginWith(suite.current, email, password)).status;
}

// Each test changes (or tries to change) the password of a user of its own.
describe('changePassword', () => {
  withPersonas(suite, ['workspaceOwner'], 'replaces the password: the new one logs in, the old one no longer [smoke]', async () => {
    const user = await newUser(suite.current);
    const response = await callOk(suite.current, 'changePassword', { as: user.session, body: { oldPassword: user.password, newPassword } });
    expect(response.body.data).toBe(documentedMessage('changePassword'));
    expect(await loginStatus(user.email, newPassword)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(403);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong old password with 422 on oldPassword and keeps the password [smoke]', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await call(suite.current, 'changePassword', { as: user.session, body: { oldPassword: 'not-my-password', newPassword } }), 'changePassword', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.oldPasswordWrong, field: 'oldPassword' }]);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a new password equal to the old one with 422 on newPassword', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await call(suite.current, 'changePassword', { as: user.session, body: { oldPassword: user.password, newPassword: user.password } }), 'changePassword', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.passwordUnchanged, field: 'newPassword' }]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a missing old password, naming the field, and keeps the password', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await call(suite.current, 'changePassword', { as: user.session, body: { newPassword } }), 'changePassword', 400);
    expect(errorsOf(response)[0]?.field).toBe('oldPassword');
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });
});
