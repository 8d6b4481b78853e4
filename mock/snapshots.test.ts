/**
 * Snapshots of a session's whole state (GET /__mock/snapshot) and their restore
 * (POST /__mock/snapshot): a snapshot restored and taken again is the same JSON,
 * byte for byte, but for the new ids of its files; tokens live in it, so a frontend
 * keeps working across a restore; a snapshot that does not fit is refused whole
 * (422 naming where; record by record: snapshot-records.test.ts).
 */
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../contracts/support/admin.ts';
import { call, callOk, expectContract, login, type Session } from '../contracts/support/client.ts';
import type { Profile, Target } from '../contracts/support/target.ts';
import { csv, form, upload } from '../contracts/audiences/support.ts';
import { addReport, DAY, dayStart, dims } from '../contracts/reports/support.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer } from './server.ts';

let server: MockServer;
let profile: Profile;

beforeAll(async () => {
  server = await buildServer({ validateResponses: 'collect', frozenClock: true, rateLimit: 20 });
  profile = (await supertest(server.app.server).get('/__mock/fixtures')).body as Profile;
});
afterAll(async () => server.app.close());
afterEach(() => {
  expect(server.violations.splice(0), 'the mock sent responses that break the spec').toEqual([]);
});

let created = 0;
/** A session no other test uses. */
function freshSession(): Target {
  const http = supertest.agent(server.app.server).set('X-Mock-Session', `snap${++created}`);
  const config = { baseUrl: null, clientId: profile.client!.clientId, clientSecret: profile.client!.clientSecret, profileFile: null };
  return { http, config, isMock: true, server, profile, personas: profile.personas, retryOn429: false, close: async () => {} };
}

/** The snapshot as the wire carries it. */
async function snapshotText(target: Target): Promise<string> {
  const response = expectContract(await call(target, 'getSnapshot'), 'getSnapshot', 200);
  return response.text;
}

async function restore(target: Target, text: string) {
  return target.http.post('/__mock/snapshot').set('Content-Type', 'application/json').send(text);
}

/** The snapshot less its journal, which records the reads of the snapshot (and a refused restore). */
function sansJournal(text: string): string {
  return JSON.stringify({ ...JSON.parse(text), journal: null });
}

/**
 * `taken` with its files' ids as `restored` gives them, and the e-mails' links to them
 * likewise: a restore gives every file a new id, and the links follow (M24).
 */
function withFileIdsOf(taken: string, restored: string): string {
  const before = JSON.parse(taken);
  const after = JSON.parse(restored);
  const renamed = new Map<string, string>();
  before.downloads.files.forEach((file: { fileId: string }, i: number) => {
    const fileId: string = after.downloads.files[i].fileId;
    renamed.set(`/files/${encodeURIComponent(file.fileId)}`, `/files/${encodeURIComponent(fileId)}`);
    file.fileId = fileId;
  });
  const relink = (url: string) => [...renamed].reduce((text, [from, to]) => (text.endsWith(from) ? text.slice(0, -from.length) + to : text), url);
  for (const email of before.outbox.emails as Array<{ link: string | null; attachments: Array<{ url: string }> }>) {
    email.link = email.link === null ? null : relink(email.link);
    for (const attachment of email.attachments) attachment.url = relink(attachment.url);
  }
  return JSON.stringify(before);
}

async function restoreOk(target: Target, text: string): Promise<void> {
  const response = await restore(target, text);
  expectContract(response, 'restoreSnapshot', 200);
}

/** Invite, login, an audience upload, the clock moved, and a scheduled report delivered by e-mail with its file. */
async function busyDay(target: Target): Promise<Session> {
  let owner = await login(target, 'workspaceOwner');
  await callOk(target, 'inviteUsers', { as: owner, body: { email: 'newcomer@example.com', name: 'New Comer' } });
  expectContract(await upload(target, owner, form({ audienceName: 'Snapshot list' }), csv(3)), 'addMatchedAudience', 200);
  const now = (await callOk(target, 'getClock')).body.now as number;
  const reportId = await addReport(target, owner, {
    reportName: 'Snapshot report',
    customerIds: [owner.owId],
    startDate: dayStart(now) - 5 * DAY,
    endDate: dayStart(now) + 5 * DAY,
    dimensions: dims('device_type'),
    columns: ['deviceType', 'impressions'],
    requestType: 2,
  });
  const schedule = {
    reportId,
    subscriberEmails: ['reader@acme-media.example'],
    fileType: 1,
    deliveryFrequency: 2,
    deliveryDay: 'Daily',
    eventEndDate: now + 3 * DAY,
  };
  await callOk(target, 'scheduleReport', { as: owner, body: schedule });
  await advanceClock(target, DAY + 60_000);
  owner = await login(target, 'workspaceOwner');
  await callOk(target, 'listUsers', { as: owner });
  return owner;
}

describe('GET then POST /__mock/snapshot', () => {
  it('of the default world: restored and taken again, the same JSON byte for byte, journal included', async () => {
    const target = freshSession();
    await login(target, 'workspaceOwner');
    const taken = await snapshotText(target);
    await restoreOk(target, taken);
    // The restore put back the snapshot's journal, without the read of the snapshot, and did not journal itself.
    expect(await snapshotText(target)).toBe(taken);
    const state = server.worlds.of(`snap${created}`);
    const whole = JSON.stringify(state.snapshot());
    await state.restore(JSON.parse(whole));
    expect(JSON.stringify(state.snapshot())).toBe(whole);
  });

  it('keeps the links to assets as the state holds them: the avatars and logos they name are served after a restore', async () => {
    const target = freshSession();
    const taken = await snapshotText(target);
    // The platform's asset host, not the mock's origin: answers of the platform's operations move links, the admin API does not.
    expect(taken).toContain('https://assets.ad-platform.example/avatars/');
    await restoreOk(target, taken);
    const avatar = (JSON.parse(taken) as { world: { users: Array<{ userAvatar?: string | null }> } }).world.users.find((u) => u.userAvatar)!.userAvatar!;
    const path = new URL(avatar).pathname;
    expect((await target.http.get(`/assets${path}`)).status).toBe(200);
    const { body } = await callOk(target, 'getProfile', { as: await login(target, 'workspaceOwner') });
    expect(JSON.stringify(body)).not.toContain('https://assets.ad-platform.example/');
  });

  it('after a busy day (invite, login, upload, clock, scheduled delivery): the same JSON byte for byte, here and in another session', async () => {
    const target = freshSession();
    await busyDay(target);
    const taken = await snapshotText(target);
    const snapshot = JSON.parse(taken);
    expect(snapshot.outbox.emails.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['invitation', 'scheduled-report']));
    expect(snapshot.downloads.files.length).toBeGreaterThan(0);
    expect(snapshot.sessions.sessions.length).toBeGreaterThan(0);
    expect(snapshot.rateLimit.windows.length).toBeGreaterThan(0);

    await restoreOk(target, taken);
    const restored = await snapshotText(target);
    expect(restored).toBe(withFileIdsOf(taken, restored));

    const elsewhere = freshSession();
    await restoreOk(elsewhere, taken);
    const restoredElsewhere = await snapshotText(elsewhere);
    expect(restoredElsewhere).toBe(withFileIdsOf(taken, restoredElsewhere));
  });

  it('gives the files new ids, and the e-mails’ links download them', async () => {
    const target = freshSession();
    await busyDay(target);
    const taken = JSON.parse(await snapshotText(target));
    await restoreOk(target, JSON.stringify(taken));
    const restored = JSON.parse(await snapshotText(target));
    const [before] = taken.downloads.files;
    const [after] = restored.downloads.files;
    expect(after.fileId).not.toBe(before.fileId);
    expect((await target.http.get(`/files/${encodeURIComponent(before.fileId)}`)).status).toBe(404);
    const email = restored.outbox.emails.find((e: { kind: string }) => e.kind === 'scheduled-report');
    const download = await target.http
      .get(new URL(email.attachments[0].url).pathname)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect((download.body as Buffer).toString('base64')).toBe(after.body);
    expect(after.body).toBe(before.body);
  });

  it('byte for byte, journal included, when no request comes in between (in-process)', async () => {
    const target = freshSession();
    await busyDay(target);
    const state = server.worlds.of(`snap${created}`);
    const taken = JSON.stringify(state.snapshot());
    state.reset();
    await state.restore(JSON.parse(taken));
    const restored = JSON.stringify(state.snapshot());
    expect(restored).toBe(withFileIdsOf(taken, restored));
  });

  it('keeps tokens: logged in, snapshot, reset, restore, and the old token still works', async () => {
    const target = freshSession();
    const owner = await login(target, 'workspaceOwner');
    const taken = await snapshotText(target);
    await callOk(target, 'resetWorld', { body: {} });
    expectContract(await call(target, 'getProfile', { as: owner }), 'getProfile', 401);
    await restoreOk(target, taken);
    await callOk(target, 'getProfile', { as: owner });
    // Logging in again reuses the live token, and its refresh token still works once.
    expect((await login(target, 'workspaceOwner')).token).toBe(owner.token);
    await callOk(target, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: owner.refreshToken } });
  });

  it('keeps the world: a change made after the snapshot is gone once it is restored', async () => {
    const target = freshSession();
    const owner = await login(target, 'workspaceOwner');
    const taken = await snapshotText(target);
    await callOk(target, 'createDashboard', { as: owner, body: { label: 'After the snapshot', data: {} } });
    await restoreOk(target, taken);
    const labels = (await callOk(target, 'listDashboards', { as: owner })).body.items.map((d: { label: string }) => d.label);
    expect(labels).not.toContain('After the snapshot');
  });

  it('takes a snapshot past the server’s usual body limit (1 MB): it carries the files', async () => {
    const target = freshSession();
    const snapshot = JSON.parse(await snapshotText(target));
    const body = Buffer.alloc(3 * 1024 * 1024, 'report,rows\r\n');
    const expiresAt = Date.now() + 60_000;
    snapshot.downloads.files.push({
      fileId: 'big-report.csv',
      fileName: 'report.csv',
      contentType: 'text/csv',
      body: body.toString('base64'),
      createdAt: snapshot.clock.now,
      expiresAt,
    });
    await restoreOk(target, JSON.stringify(snapshot));
    const { fileId } = JSON.parse(await snapshotText(target)).downloads.files.at(-1);
    const file = await target.http.get(`/files/${fileId}`).buffer(true);
    expect(file.status).toBe(200);
    expect(Buffer.byteLength(file.text)).toBe(body.length);
  });

  it('never gives a deleted audience’s id again after a restore', async () => {
    const target = freshSession();
    const owner = await login(target, 'workspaceOwner');
    const first = Number((await upload(target, owner, form({ audienceName: 'Gone soon' }), csv(3))).body.responseObject.id);
    await callOk(target, 'deleteAudiences', { as: owner, body: { audienceIds: String(first) } });
    await restoreOk(target, await snapshotText(target));
    const second = Number((await upload(target, owner, form({ audienceName: 'Next' }), csv(3))).body.responseObject.id);
    expect(second).toBeGreaterThan(first);
  });
});

describe('POST /__mock/snapshot refuses a snapshot that does not fit, and restores nothing', () => {
  const deep = 'stands for 20,000 nested lists';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cases: Array<[string, (s: any) => void, string]> = [
    ['another version', (s) => (s.version = 2), 'version'],
    ['a clock without a number', (s) => (s.clock.now = 'noon'), 'clock.now'],
    ['a world without users', (s) => delete s.world.users, 'world.users'],
    ['a world part of the wrong kind', (s) => (s.world.contextualSites = [1]), 'world.contextualSites[0]'],
    ['a session without its expiry', (s) => delete s.sessions.sessions[0].expiresAt, 'sessions.sessions[0].expiresAt'],
    ['a refresh token of no session', (s) => s.sessions.refreshable.unshift('nobody'), 'sessions.refreshable[0]'],
    ['an e-mail of an unknown kind', (s) => (s.outbox.emails[0].kind = 'postcard'), 'outbox.emails[0].kind'],
    ['a file body that is not base64', (s) => (s.downloads.files[0].body = 'not base64!'), 'downloads.files[0].body'],
    ['a journal entry without a status', (s) => delete s.journal.entries[0].status, 'journal.entries[0].status'],
    ['rate-limit times out of order', (s) => (s.rateLimit.windows[0].times = [2, 1]), 'rateLimit.windows[0].times'],
    // JSON.parse reads any depth; JSON.stringify, which every answer carrying the record needs, does not.
    [
      'a record nested deeper than JSON can write',
      (s) => s.world.dashboards.push({ ...s.world.dashboards[0], id: 2, data: { selectedCampaignTypes: deep } }),
      'world',
    ],
  ];

  it.each(cases)('%s: 422 naming it', async (_name, spoil, field) => {
    const target = freshSession();
    await busyDay(target);
    const snapshot = JSON.parse(await snapshotText(target));
    snapshot.world.dashboards.push({ ...snapshot.world.dashboards[0], id: 1, label: 'Would be half-applied' });
    spoil(snapshot);
    const before = await snapshotText(target);

    const text = JSON.stringify(snapshot).replace(JSON.stringify(deep), '['.repeat(20_000) + ']'.repeat(20_000));
    const response = expectContract(await restore(target, text), 'restoreSnapshot', 422);
    expect(response.body).toMatchObject({ error: messages.snapshotInvalid, field });
    expect(sansJournal(await snapshotText(target))).toBe(sansJournal(before));
  });

  it('a body without one of the parts: 400 naming it, as every admin body', async () => {
    const target = freshSession();
    const snapshot = JSON.parse(await snapshotText(target));
    delete snapshot.outbox;
    const response = expectContract(await restore(target, JSON.stringify(snapshot)), 'restoreSnapshot', 400);
    expect(response.body.field).toBe('outbox');
  });
});
