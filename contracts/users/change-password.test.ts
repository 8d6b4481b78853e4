import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const newPassword = 'Owner#2027';

async function loginStatus(email: string, password: string): Promise<number> {
  return (await call(suite.current, 'login', { client: true, body: { grantType: 'password', email, password } })).status;
}

describe('changePassword', () => {
  withPersonas(suite, ['workspaceOwner'], 'replaces the password: the new one logs in, the old one no longer', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const session = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'changePassword', { as: session, body: { oldPassword: owner.password, newPassword } });
    expect(response.body.data).toBe(documentedMessage('changePassword'));
    expect(await loginStatus(owner.email, newPassword)).toBe(200);
    expect(await loginStatus(owner.email, owner.password!)).toBe(403);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong old password with 422 on oldPassword and keeps the password', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const session = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'changePassword', { as: session, body: { oldPassword: 'not-my-password', newPassword } }), 'changePassword', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.oldPasswordWrong, field: 'oldPassword' }]);
    expect(await loginStatus(owner.email, owner.password!)).toBe(200);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a new password equal to the old one with 422 on newPassword', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const session = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'changePassword', { as: session, body: { oldPassword: owner.password, newPassword: owner.password } }), 'changePassword', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.passwordUnchanged, field: 'newPassword' }]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a new password shorter than 8 characters, naming the field', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const session = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'changePassword', { as: session, body: { oldPassword: owner.password, newPassword: 'Short#1' } }), 'changePassword', 422);
    expect(errorsOf(response)[0]?.field).toBe('newPassword');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a missing old password, naming the field', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'changePassword', { as: session, body: { newPassword } }), 'changePassword', 400);
    expect(errorsOf(response)[0]?.field).toBe('oldPassword');
  });
});
