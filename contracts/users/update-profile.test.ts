import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const MB = 1024 * 1024;
/** A 1x1 PNG. */
const smallPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function avatar(buffer: Buffer, filename = 'avatar.png', contentType = 'image/png') {
  return { userAvatar: { buffer, filename, contentType } };
}

async function profileOf(as: Session) {
  return (await callOk(suite.current, 'getProfile', { as })).body.data;
}

describe('updateProfile', () => {
  withPersonas(suite, ['activeMember'], 'uploads a small PNG (multipart): answers its URL, which the profile then shows', async () => {
    const member = await login(suite.current, 'activeMember');
    const before = (await profileOf(member)).userAvatar;
    const response = await callOk(suite.current, 'updateProfile', { as: member, files: avatar(smallPng) });
    const { userAvatar, message } = response.body.data;
    expect(userAvatar).toMatch(/^https?:\/\/\S+\.png$/);
    expect(userAvatar).not.toBe(before);
    expect(message).toEqual(expect.any(String));
    expect((await profileOf(member)).userAvatar).toBe(userAvatar);
  });

  withPersonas(suite, ['activeMember'], 'changes the display name (multipart field) and the image together', async () => {
    const member = await login(suite.current, 'activeMember');
    const response = await callOk(suite.current, 'updateProfile', { as: member, fields: { displayName: 'Benjamin O.' }, files: avatar(smallPng) });
    const profile = await profileOf(member);
    expect(profile).toMatchObject({ displayName: 'Benjamin O.', userAvatar: response.body.data.userAvatar });
  });

  withPersonas(suite, ['workspaceOwner'], 'changes the display name (JSON): visible in the profile and the users list, avatar kept', async () => {
    const persona = suite.current.personas.workspaceOwner!;
    const owner = await login(suite.current, 'workspaceOwner');
    const before = await profileOf(owner);
    const response = await callOk(suite.current, 'updateProfile', { as: owner, body: { displayName: 'Ava S.' } });
    expect(response.body.data.userAvatar).toBe(before.userAvatar);
    expect(await profileOf(owner)).toMatchObject({ displayName: 'Ava S.', userAvatar: before.userAvatar });
    const list = await callOk(suite.current, 'listUsers', { as: owner, query: { searchField: persona.email } });
    expect(list.body.data.data[0]).toMatchObject({ email: persona.email, displayName: 'Ava S.' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a display name of only spaces with 422, keeping the old one', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'updateProfile', { as: owner, body: { displayName: '  ' } }), 'updateProfile', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: 'displayName' });
    const profile = await callOk(suite.current, 'getProfile', { as: owner });
    expect(profile.body.data.displayName).toBe('Ava Stone');
  });

  withPersonas(suite, ['workspaceOwner'], 'removes the image with removeUserProfile true (JSON)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await profileOf(owner)).userAvatar).toEqual(expect.any(String));
    const response = await callOk(suite.current, 'updateProfile', { as: owner, body: { removeUserProfile: true } });
    expect(response.body.data.userAvatar).toBeNull();
    expect((await profileOf(owner)).userAvatar).toBeNull();
  });

  withPersonas(suite, ['workspaceOwner'], 'removes the image with removeUserProfile true (multipart), even when a file is sent', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'updateProfile', { as: owner, fields: { removeUserProfile: 'true' }, files: avatar(smallPng) });
    expect(response.body.data.userAvatar).toBeNull();
    expect((await profileOf(owner)).userAvatar).toBeNull();
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an image of 3 MB + 1 byte with the seed 422 on userAvatar, keeping the old one', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = (await profileOf(owner)).userAvatar;
    const response = expectContract(await call(suite.current, 'updateProfile', { as: owner, files: avatar(Buffer.alloc(3 * MB + 1)) }), 'updateProfile', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.profileImageTooLarge, field: 'userAvatar' }]);
    expect((await profileOf(owner)).userAvatar).toBe(before);
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts an image of exactly 3 MB', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'updateProfile', { as: owner, files: avatar(Buffer.alloc(3 * MB)) });
    expect(response.body.data.userAvatar).toEqual(expect.any(String));
    expect((await profileOf(owner)).userAvatar).toBe(response.body.data.userAvatar);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a file that is not an image with 422 on userAvatar', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(
      await call(suite.current, 'updateProfile', { as: owner, files: avatar(Buffer.from('a,b\n1,2\n'), 'avatar.csv', 'text/csv') }),
      'updateProfile',
      422,
    );
    expect(errorsOf(response)).toEqual([{ error: messages.profileImageNotImage, field: 'userAvatar' }]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty display name, naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'updateProfile', { as: owner, body: { displayName: '' } }), 'updateProfile', 422);
    expect(errorsOf(response)[0]?.field).toBe('displayName');
  });
});
