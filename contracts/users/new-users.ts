/**
 * Users a test makes for itself through the public API: an owner invites an
 * address nobody else uses, and the invitee signs up with a known password. A
 * test may then change that user's password, status, profile or applications,
 * or log them out, without touching a persona other tests rely on. Users can't
 * be deleted through the API; they stay behind under their unique addresses.
 */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import type { Api } from '../support/api.ts';
import type { Session } from '../support/client.ts';
import type { User } from '../../spec/generated/types.ts';

/** The password new users sign up with. */
export const firstPassword = 'Fresh#2026';

export interface InvitedUser {
  email: string;
  /** The name the user was invited under (their display name). */
  name: string;
  userId: number;
  uowId: number;
  /** The workspace the user was invited to. */
  owId: number;
}

export interface NewUser extends InvitedUser {
  password: string;
  /** The session sign-up answered with. */
  session: Session;
}

/** The row of the users list of the caller's workspace for this e-mail, ids read as numbers. */
export async function listedUser(api: Api, as: Session, email: string): Promise<User | undefined> {
  const list = await api.ok('listUsers', { as, query: { searchField: email } });
  const row = list.body.data.data.find((u) => u.email.toLowerCase() === email.toLowerCase());
  return row && { ...row, userId: Number(row.userId), uowId: Number(row.uowId), statusId: Number(row.statusId) };
}

/** Invites a new address to the inviter's workspace (the owner's by default); not signed up yet. */
export async function inviteNewUser(api: Api, inviter?: Session): Promise<InvitedUser> {
  const as = inviter ?? (await api.session('workspaceOwner'));
  const email = uniqueEmail('user');
  const name = uniqueName('Tester');
  await api.ok('inviteUsers', { as, body: { email, name } });
  const row = await listedUser(api, as, email);
  expect(row, `${email} is listed once invited`).toBeDefined();
  return { email, name, userId: row!.userId, uowId: row!.uowId, owId: as.owId };
}

export async function signUp(api: Api, email: string, password: string): Promise<Response> {
  return api.call('signUp', { client: true, body: { email, password } });
}

/** The session a token response (sign-up, login) carries, in the given workspace. */
export function sessionOf(response: Response, owId: number): Session {
  const data = response.body.data;
  return { token: data.access_token, refreshToken: data.refresh_token, owId };
}

/** An active user of the inviter's workspace (the owner's by default), signed up with `firstPassword`. */
export async function newUser(api: Api, inviter?: Session): Promise<NewUser> {
  const invited = await inviteNewUser(api, inviter);
  const response = await api.ok('signUp', { client: true, body: { email: invited.email, password: firstPassword } });
  return { ...invited, password: firstPassword, session: sessionOf(response, invited.owId) };
}

/**
 * Has `user` invited to a second workspace by that workspace's owner and sign up
 * there with `password` (which becomes the user's password); answers the
 * session in that workspace.
 */
export async function joinWorkspace(api: Api, user: InvitedUser, otherOwner: Session, password: string): Promise<Session> {
  await api.ok('inviteUsers', { as: otherOwner, body: { email: user.email, name: user.name } });
  const response = await api.ok('signUp', { client: true, body: { email: user.email, password } });
  return sessionOf(response, otherOwner.owId);
}

/**
 * A new user (of the workspace owner's workspace) who joined `otherOwner`'s too, then
 * was made inactive (status 2) in the first by `owner`: active in the second only.
 */
export async function userActiveElsewhereOnly(api: Api, owner: Session, otherOwner: Session): Promise<NewUser> {
  const user = await newUser(api);
  await joinWorkspace(api, user, otherOwner, user.password);
  await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 2 } });
  return user;
}

export async function loginWith(api: Api, email: string, password: string, owId?: number): Promise<Response> {
  return api.call('login', { client: true, owId, body: { grantType: 'password', email, password } });
}

/** Logs a user in by credentials; the login must succeed. */
export async function sessionFor(api: Api, email: string, password: string, owId?: number): Promise<Session> {
  const response = await loginWith(api, email, password, owId);
  expect(response.status, `login of ${email} answered ${response.status}: ${response.text}`).toBe(200);
  return sessionOf(response, Number(response.body.data.owId ?? owId));
}
