import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

describe('login', () => {
  withPersonas(suite, ['workspaceOwner'], 'returns the token response with owId', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = await callOk(suite.current, 'login', { client: true, body: { grantType: 'password', email: owner.email, password: owner.password } });
    expect(response.body.data).toMatchObject({ token_type: 'bearer', scope: 'read write', expires_in: 86400, owId: owner.owId });
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts the wire spellings grant_type and username', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    await callOk(suite.current, 'login', { client: true, body: { grant_type: 'password', username: owner.email, password: owner.password } });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong password with the seed 403', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: owner.email, password: 'wrong' } }), 'login', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['onHoldUser'], 'refuses a user of an organization On Hold with the documented 400 body', async () => {
    const user = suite.current.personas.onHoldUser!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: user.email, password: user.password } }), 'login', 400);
    expect(response.body.data).toMatchObject({ status: 'On Hold', supportEmail: expect.any(String), reason: expect.any(String) });
    expect(errorsOf(response)[0]).toEqual({ error: messages.loginOnHold, reason: messages.loginOnHoldReason });
  });

  it('refuses a missing password, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: 'a@b.example' } }), 'login', 400);
    expect(errorsOf(response)[0]?.field).toBe('password');
  });
});
