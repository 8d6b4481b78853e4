import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { listedUser, newUser, type NewUser } from './new-users.ts';

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

/** The avatar URL, or null when there is none (left out or null). */
function avatarOf(data: { userAvatar?: string | null }): string | null {
  return data.userAvatar ?? null;
}

/** A user of the test's own, with a profile image; answers the image's URL. */
async function userWithAvatar(): Promise<{ user: NewUser; url: string }> {
  const user = await newUser(suite.current);
  const response = await callOk(suite.current, 'updateProfile', { as: user.session, files: avatar(smallPng) });
  return { user, url: response.body.data.userAvatar };
}

// Every profile changed here belongs to a user made for the test.
describe('updateProfile', () => {
  withPersonas(suite, ['workspaceOwner'], 'uploads a small PNG (multipart): answers its URL, which the profile then shows [smoke]', async () => {
    const user = await newUser(suite.current);
    const before = avatarOf(await profileOf(user.session));
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, files: avatar(smallPng) });
    const { userAvatar, message } = response.body.data;
    expect(userAvatar).toMatch(/^https?:\/\/\S+\.png$/);
    expect(userAvatar).not.toBe(before);
    expect(message).toEqual(expect.any(String));
    expect(avatarOf(await profileOf(user.session))).toBe(userAvatar);
  });

  withPersonas(suite, ['workspaceOwner'], 'changes the display name (multipart field) and the image together', async () => {
    const user = await newUser(suite.current);
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, fields: { displayName: 'Benjamin O.' }, files: avatar(smallPng) });
    const profile = await profileOf(user.session);
    expect(profile).toMatchObject({ displayName: 'Benjamin O.', userAvatar: response.body.data.userAvatar });
  });

  withPersonas(suite, ['workspaceOwner'], 'changes the display name (JSON): visible in the profile and the users list, avatar kept', async () => {
    const { user, url } = await userWithAvatar();
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, body: { displayName: 'Ava S.' } });
    expect(avatarOf(response.body.data)).toBe(url);
    expect(await profileOf(user.session)).toMatchObject({ displayName: 'Ava S.', userAvatar: url });
    expect(await listedUser(suite.current, await session(suite.current, 'workspaceOwner'), user.email)).toMatchObject({ email: user.email, displayName: 'Ava S.' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a display name of only spaces with 422, keeping the old one', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await call(suite.current, 'updateProfile', { as: user.session, body: { displayName: '  ' } }), 'updateProfile', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.blankText, field: 'displayName' });
    expect((await profileOf(user.session)).displayName).toBe(user.name);
  });

  withPersonas(suite, ['workspaceOwner'], 'removes the image with removeUserProfile true (JSON)', async () => {
    const { user, url } = await userWithAvatar();
    expect(avatarOf(await profileOf(user.session))).toBe(url);
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, body: { removeUserProfile: true } });
    expect(avatarOf(response.body.data)).toBeNull();
    expect(avatarOf(await profileOf(user.session))).toBeNull();
  });

  withPersonas(suite, ['workspaceOwner'], 'removes the image with removeUserProfile true (multipart), even when a file is sent', async () => {
    const { user } = await userWithAvatar();
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, fields: { removeUserProfile: 'true' }, files: avatar(smallPng) });
    expect(avatarOf(response.body.data)).toBeNull();
    expect(avatarOf(await profileOf(user.session))).toBeNull();
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an image of 3 MB + 1 byte with the seed 422 on userAvatar, keeping the old one', async () => {
    const { user, url } = await userWithAvatar();
    const response = expectContract(await call(suite.current, 'updateProfile', { as: user.session, files: avatar(Buffer.alloc(3 * MB + 1)) }), 'updateProfile', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.profileImageTooLarge, field: 'userAvatar' }]);
    expect(avatarOf(await profileOf(user.session))).toBe(url);
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts an image of exactly 3 MB', async () => {
    const user = await newUser(suite.current);
    const response = await callOk(suite.current, 'updateProfile', { as: user.session, files: avatar(Buffer.alloc(3 * MB)) });
    expect(response.body.data.userAvatar).toEqual(expect.any(String));
    expect(avatarOf(await profileOf(user.session))).toBe(response.body.data.userAvatar);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a file that is not an image with 422 on userAvatar', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(
      await call(suite.current, 'updateProfile', { as: user.session, files: avatar(Buffer.from('a,b\n1,2\n'), 'avatar.csv', 'text/csv') }),
      'updateProfile',
      422,
    );
    expect(errorsOf(response)).toEqual([{ error: messages.profileImageNotImage, field: 'userAvatar' }]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty display name, naming the field [smoke]', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await call(suite.current, 'updateProfile', { as: user.session, body: { displayName: '' } }), 'updateProfile', 422);
    expect(errorsOf(response)[0]?.field).toBe('displayName');
  });
});
