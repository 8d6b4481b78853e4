import { messages } from '../support/texts.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { operation } from '../support/spec.ts';
import { listedUser, newUser, type NewUser } from './new-users.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

const MB = 1024 * 1024;
/** A 1x1 PNG. */
const smallPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The success message the spec documents: the seeds say only `message: string`, the spec's example fixes the text. */
const updatedMessage = (operation('updateProfile').responses.get(200)?.example as { data: { message: string } }).data.message;

function avatar(buffer: Buffer, filename = 'avatar.png', contentType = 'image/png') {
  return { userAvatar: { buffer, filename, contentType } };
}

async function profileOf(api: Api, as: Session) {
  return (await api.ok('getProfile', { as })).body.data;
}

/** The avatar URL, or null when there is none (left out or null). */
function avatarOf(data: { userAvatar?: string | null }): string | null {
  return data.userAvatar ?? null;
}

/** A user of the test's own, with a profile image; answers the image's URL. */
async function userWithAvatar(api: Api): Promise<{ user: NewUser; url: string | null }> {
  const user = await newUser(api);
  const response = await api.ok('updateProfile', { as: user.session, files: avatar(smallPng) });
  return { user, url: response.body.data.userAvatar };
}

// Every profile changed here belongs to a user made for the test.
describe('updateProfile', () => {
  withPersonas(['workspaceOwner'], 'uploads a small PNG (multipart): answers its URL, which the profile then shows', async ({ api }) => {
    const user = await newUser(api);
    const before = avatarOf(await profileOf(api, user.session));
    const response = await api.ok('updateProfile', { as: user.session, files: avatar(smallPng) });
    const { userAvatar, message } = response.body.data;
    expect(userAvatar).toMatch(/^https?:\/\/\S+\.png$/);
    expect(userAvatar).not.toBe(before);
    expect(message).toBe(updatedMessage);
    expect(avatarOf(await profileOf(api, user.session))).toBe(userAvatar);
  });

  withPersonas(['workspaceOwner'], 'changes the display name (multipart field) and the image together', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.ok('updateProfile', { as: user.session, fields: { displayName: 'Benjamin O.' }, files: avatar(smallPng) });
    const profile = await profileOf(api, user.session);
    expect(profile).toMatchObject({ displayName: 'Benjamin O.', userAvatar: response.body.data.userAvatar });
  });

  withPersonas(['workspaceOwner'], 'changes the display name (JSON): visible in the profile and the users list, avatar kept', async ({ api, owner }) => {
    const { user, url } = await userWithAvatar(api);
    const response = await api.ok('updateProfile', { as: user.session, body: { displayName: 'Ava S.' } });
    expect(response.body.data.message).toBe(updatedMessage);
    expect(avatarOf(response.body.data)).toBe(url);
    expect(await profileOf(api, user.session)).toMatchObject({ displayName: 'Ava S.', userAvatar: url });
    expect(await listedUser(api, owner, user.email)).toMatchObject({ email: user.email, displayName: 'Ava S.' });
  });

  withPersonas(['workspaceOwner'], 'refuses a display name of only spaces with 422, keeping the old one', async ({ api }) => {
    const user = await newUser(api);
    expectErrors(
      [await api.refuses('updateProfile', { as: user.session, body: { displayName: '  ' } }, 422)],
      [{ error: messages.blankText, field: 'displayName' }],
      'updateProfile',
      422,
    );
    expect((await profileOf(api, user.session)).displayName).toBe(user.name);
  });

  withPersonas(['workspaceOwner'], 'removes the image with removeUserProfile true (JSON)', async ({ api }) => {
    const { user, url } = await userWithAvatar(api);
    expect(avatarOf(await profileOf(api, user.session))).toBe(url);
    const response = await api.ok('updateProfile', { as: user.session, body: { removeUserProfile: true } });
    expect(avatarOf(response.body.data)).toBeNull();
    expect(avatarOf(await profileOf(api, user.session))).toBeNull();
  });

  withPersonas(['workspaceOwner'], 'removes the image with removeUserProfile true (multipart), even when a file is sent', async ({ api }) => {
    const { user } = await userWithAvatar(api);
    const response = await api.ok('updateProfile', { as: user.session, fields: { removeUserProfile: 'true' }, files: avatar(smallPng) });
    expect(avatarOf(response.body.data)).toBeNull();
    expect(avatarOf(await profileOf(api, user.session))).toBeNull();
  });

  withPersonas(['workspaceOwner'], 'refuses an image of 3 MB + 1 byte with the seed 422 on userAvatar, keeping the old one', async ({ api }) => {
    const { user, url } = await userWithAvatar(api);
    const response = await api.expect('updateProfile', { as: user.session, files: avatar(Buffer.alloc(3 * MB + 1)) }, 422);
    expectErrors(errorsOf(response), [{ error: messages.profileImageTooLarge, field: 'userAvatar' }], 'updateProfile', 422);
    expect(avatarOf(await profileOf(api, user.session))).toBe(url);
  });

  withPersonas(['workspaceOwner'], 'accepts an image of exactly 3 MB', async ({ api }) => {
    const user = await newUser(api);
    const exactly3Mb = Buffer.concat([smallPng, Buffer.alloc(3 * MB - smallPng.length)]);
    const response = await api.ok('updateProfile', { as: user.session, files: avatar(exactly3Mb) });
    expect(response.body.data.userAvatar).toEqual(expect.any(String));
    expect(avatarOf(await profileOf(api, user.session))).toBe(response.body.data.userAvatar);
  });

  withPersonas(['workspaceOwner'], 'refuses a file that is not an image with 422 on userAvatar', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.expect('updateProfile', { as: user.session, files: avatar(Buffer.from('a,b\n1,2\n'), 'avatar.csv', 'text/csv') }, 422);
    expectErrors(errorsOf(response), [{ error: messages.profileImageNotImage, field: 'userAvatar' }], 'updateProfile', 422);
  });

  withPersonas(['workspaceOwner'], 'refuses an SVG image, and bytes that are no PNG, JPEG, GIF or WebP, with 422 on userAvatar', async ({ api }) => {
    const { user, url } = await userWithAvatar(api);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
    for (const file of [avatar(svg, 'avatar.svg', 'image/svg+xml'), avatar(svg, 'avatar.png', 'image/png'), avatar(Buffer.from('not an image'))]) {
      const response = await api.expect('updateProfile', { as: user.session, files: file }, 422);
      expectErrors(errorsOf(response), [{ error: messages.profileImageNotRaster, field: 'userAvatar' }], 'updateProfile', 422);
    }
    expect(avatarOf(await profileOf(api, user.session))).toBe(url);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty display name, naming the field', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.expect('updateProfile', { as: user.session, body: { displayName: '' } }, 422);
    expectErrorField(errorsOf(response)[0], 'displayName', 'updateProfile', 422);
  });
});
