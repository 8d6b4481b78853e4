/**
 * A restored snapshot is checked record by record before anything is replaced
 * (spec/DECISIONS.md M24): every record of the world against its type, the rules
 * between records a type cannot say, and the files against the headers they are
 * served with. Each case below was restored with 200 before, and then made answers
 * fail with 500 (a login, the users list, the VLD reports, a profile, a download) or
 * showed one workspace's user in another; now it is 422 naming where, and nothing changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStateFile } from './core/state/snapshot-file.ts';
import { CLOCK_RANGE } from './core/state/clock.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer } from './server.ts';

let server: MockServer;
/** The default world's snapshot, as GET /__mock/snapshot answers it. */
let pristine: string;

beforeAll(async () => {
  server = await buildServer({ validateResponses: 'collect', frozenClock: true });
  pristine = (await server.app.inject({ method: 'GET', url: '/__mock/snapshot', headers: { 'x-mock-session': 'records-pristine' } })).body;
});
afterAll(async () => server.app.close());

let sessions = 0;

async function restore(session: string, snapshot: unknown) {
  const headers = { 'x-mock-session': session, 'content-type': 'application/json' };
  return server.app.inject({ method: 'POST', url: '/__mock/snapshot', headers, payload: JSON.stringify(snapshot) });
}

async function snapshotOf(session: string): Promise<string> {
  return (await server.app.inject({ method: 'GET', url: '/__mock/snapshot', headers: { 'x-mock-session': session } })).body;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The snapshot less its journal, which records the reads and the refused restore themselves. */
const sansJournal = (text: string) => JSON.stringify({ ...JSON.parse(text), journal: null });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

const persona = (s: Snapshot, name: string) => s.world.personas[name];
/** The index of the first record of `list` that `test` accepts. */
const indexOf = (list: Snapshot[], test: (record: Snapshot) => boolean) => list.findIndex(test);

function addFile(s: Snapshot, fields: Record<string, unknown>): void {
  const body = Buffer.from('day,impressions\r\n2026-09-16,10\r\n').toString('base64');
  s.downloads.files.push({
    fileId: 'report.csv',
    fileName: 'report.csv',
    contentType: 'text/csv',
    body,
    createdAt: s.clock.now,
    expiresAt: Date.now() + 3_600_000,
    ...fields,
  });
}

/** [what is wrong, how to spoil the default world's snapshot, the field named, what the reason says was expected] */
const cases: Array<[string, (s: Snapshot) => void, string | ((s: Snapshot) => string), string]> = [
  // Each record against its type (the schema generated from the World type).
  ['a user whose e-mail is null (every login answered 500)', (s) => (s.world.users[0].email = null), 'world.users[0].email', 'be a string'],
  ['a membership status outside its ids', (s) => (s.world.memberships[0].statusId = 7), 'world.memberships[0].statusId', 'be one of 1, 2, 3, 4'],
  ['a field the record does not have', (s) => (s.world.campaigns[0].colour = 'red'), 'world.campaigns[0].colour', 'be absent'],
  ['a record without one of its fields', (s) => delete s.world.audiences[0].status, 'world.audiences[0].status', 'be present'],
  ['an id that is not an integer', (s) => (s.world.users[0].userId = 1.5), 'world.users[0].userId', 'be an integer'],
  [
    'an instant past the range of a date (the dashboards answered 500)',
    (s) => (s.world.dashboards[0].modifiedAt = 9e15),
    'world.dashboards[0].modifiedAt',
    `<= ${CLOCK_RANGE.latest}`,
  ],
  ['an epoch past the range of a date (the fixtures answered 500)', (s) => (s.world.epoch = 9e15), 'world.epoch', `<= ${CLOCK_RANGE.latest}`],
  [
    'an instant in a year no date-time can write (the answers broke their schema)',
    (s) => (s.world.users[0].createdAt = Date.parse('+010000-01-01T00:00:00Z')),
    'world.users[0].createdAt',
    `<= ${CLOCK_RANGE.latest}`,
  ],
  [
    'a nested object that is neither of its forms',
    (s) => (s.world.conversions[0].piggybackData = 5),
    'world.conversions[0].piggybackData',
    'be an object or null',
  ],
  [
    'a time pair of one time',
    (s) => (s.world.geoFarmedAudiences[0].timeRange = { 1: [['09:00:00']] }),
    'world.geoFarmedAudiences[0].timeRange.1[0]',
    'at least 2 items',
  ],
  ['an unsubscribe token for a number', (s) => (s.world.reportUnsubscribeTokens.someone = 5), 'world.reportUnsubscribeTokens.someone', 'be a string'],
  // Rules between records.
  [
    'a second user of the same id',
    (s) => s.world.users.push({ ...s.world.users[0], email: 'twin@example.com' }),
    (s) => `world.users[${s.world.users.length - 1}].userId`,
    'no earlier record of users',
  ],
  [
    'a second matched audience of the same audience',
    (s) => s.world.matchedAudiences.push(s.world.matchedAudiences[0]),
    (s) => `world.matchedAudiences[${s.world.matchedAudiences.length - 1}].audienceId`,
    'no earlier record',
  ],
  [
    'a membership of no user (the users list answered 500)',
    (s) => (s.world.memberships[1].userId = 999_999),
    'world.memberships[1].userId',
    'the userId of one of users',
  ],
  [
    'a campaign whose insertion order is another workspace’s',
    (s) => {
      const campaign = s.world.campaigns[0];
      campaign.ioId = s.world.insertionOrders.find((io: Snapshot) => io.owId !== campaign.owId).ioId;
    },
    'world.campaigns[0].ioId',
    'of workspace',
  ],
  [
    'a campaign of no insertion order (the VLD reports answered 500)',
    (s) => (s.world.campaigns[0].ioId = 999_999),
    'world.campaigns[0].ioId',
    'the ioId of one of insertionOrders',
  ],
  [
    'a VLD report of no campaign (the VLD reports answered 500)',
    (s) => (s.world.vldReports[0].campaignId = 999_999),
    'world.vldReports[0].campaignId',
    'the campaignId of one of campaigns',
  ],
  [
    'a report of a customer no organization is (its customer details would answer 500)',
    (s) => s.world.reports[0].customerIds.push(999_999),
    (s) => `world.reports[0].customerIds[${s.world.reports[0].customerIds.length - 1}]`,
    'the owId of one of organizations',
  ],
  [
    'organizations each other’s parent (the profile answered 500)',
    (s) => {
      const [first, second] = s.world.organizations;
      first.parentOwId = second.owId;
      second.parentOwId = first.owId;
    },
    'world.organizations[0].parentOwId',
    'not below it',
  ],
  [
    'an ABM audience without its ABM data (its details answered 500)',
    (s) => (s.world.audiences[indexOf(s.world.audiences, (a) => a.typeId === 1)].typeId = 9),
    (s) =>
      `world.audiences[${indexOf(s.world.audiences, (a) => a.typeId === 9 && !s.world.abmAudiences.some((d: Snapshot) => d.audienceId === a.audienceId))}].audienceId`,
    'one of abmAudiences',
  ],
  [
    'an ABM audience of no data provider',
    (s) => (s.world.abmAudiences[0].dataProviderId = 999_999),
    'world.abmAudiences[0].dataProviderId',
    'one of healthcareDataProviders',
  ],
  [
    'a pre-bid audience of no segment',
    (s) => s.world.preBidAudiences[0].segmentIds.unshift(999_999),
    'world.preBidAudiences[0].segmentIds[0]',
    'one of preBidSegments',
  ],
  [
    'a grant of no application (the applications list answered 500)',
    (s) => s.world.memberships[0].apps.unshift({ appId: 999, accessLevel: 'full' }),
    'world.memberships[0].apps[0].appId',
    'one of 2, 3',
  ],
  [
    'an invitation to a membership of another workspace (accepting it would let the invitee in there)',
    (s) => (s.world.invitations[0].uowId = persona(s, 'otherWorkspaceUser').uowId),
    'world.invitations[0].uowId',
    'of workspace',
  ],
  [
    'an audience created through another workspace’s member (its answers would show that user)',
    (s) => (s.world.audiences[0].createdByUowId = persona(s, 'otherWorkspaceUser').uowId),
    'world.audiences[0].createdByUowId',
    'or one above it',
  ],
  [
    'a persona of another user’s membership',
    (s) => (persona(s, 'activeMember').uowId = persona(s, 'workspaceOwner').uowId),
    'world.personas.activeMember.uowId',
    'the uowId of the membership',
  ],
  // Files, served with their type and name in headers.
  [
    'a file type no header can carry (its download answered 500)',
    (s) => addFile(s, { contentType: 'text/csv; charset=\u0001' }),
    'downloads.files[0].contentType',
    'a type a header can carry',
  ],
  [
    'a file name no header can carry (its download answered 500)',
    (s) => addFile(s, { fileName: 'report \u{1F4C8}.csv' }),
    'downloads.files[0].fileName',
    'a name a header can carry',
  ],
];

describe('POST /__mock/snapshot checks every record before it restores anything', () => {
  it.each(cases)('%s: 422 naming it', async (_name, spoil, field, reason) => {
    const session = `records${++sessions}`;
    const before = await snapshotOf(session);
    const snapshot = JSON.parse(pristine);
    spoil(snapshot);
    const response = await restore(session, snapshot);
    expect(response.statusCode).toBe(422);
    const named = typeof field === 'string' ? field : field(snapshot);
    expect(response.json()).toEqual({ error: messages.snapshotInvalid, field: named });
    expect(sansJournal(await snapshotOf(session))).toBe(sansJournal(before));
    expect(server.violations.splice(0)).toEqual([]);
    // What was expected: the bare failure body has no room for it, --state prints it (mock/core/state/snapshot-file.ts).
    await expect(server.worlds.of(session).restore(snapshot)).rejects.toThrow(new RegExp(`^${escape(named)} must .*${escape(reason)}`));
  });

  it('--state FILE goes through the same checks, and says in one line what was expected', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'snapshot-records-'));
    try {
      const file = join(folder, 'state.json');
      const snapshot = JSON.parse(pristine);
      snapshot.world.users[0].email = null;
      writeFileSync(file, JSON.stringify(snapshot));
      const state = server.worlds.of(`records${++sessions}`);
      const before = JSON.stringify(state.snapshot());
      await expect(loadStateFile(state, file)).rejects.toThrow(`${file} is not a snapshot of this mock: world.users[0].email must be a string`);
      expect(JSON.stringify(state.snapshot())).toBe(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('restores the default world, a bigger one and another seed’s', async () => {
    for (const [seed, scale] of [
      [7, 1],
      [4010, 5],
    ]) {
      const other = await buildServer({ seed, scale, frozenClock: true });
      const text = (await other.app.inject({ method: 'GET', url: '/__mock/snapshot' })).body;
      await other.app.close();
      expect((await restore(`records${++sessions}`, JSON.parse(text))).statusCode).toBe(200);
    }
    expect((await restore(`records${++sessions}`, JSON.parse(pristine))).statusCode).toBe(200);
  });
});

describe('GET, POST it, GET again (app.inject)', () => {
  it('answers the same bytes, journal included: the restore put back the journal it was taken with, and did not journal itself', async () => {
    const session = `records${++sessions}`;
    const headers = { 'x-mock-session': session, 'content-type': 'application/json' };
    const fixtures = (await server.app.inject({ method: 'GET', url: '/__mock/fixtures', headers })).json();
    const owner = fixtures.personas.workspaceOwner;
    const client = `Basic ${Buffer.from(`${fixtures.client.clientId}:${fixtures.client.clientSecret}`).toString('base64')}`;
    const payload = { grantType: 'password', email: owner.email, password: owner.password };
    expect((await server.app.inject({ method: 'POST', url: '/api/v3/ua/login', headers: { ...headers, authorization: client }, payload })).statusCode).toBe(
      200,
    );
    const taken = await snapshotOf(session);
    expect(JSON.parse(taken).journal.entries.length).toBeGreaterThan(0);
    expect((await server.app.inject({ method: 'POST', url: '/__mock/snapshot', headers, payload: taken })).statusCode).toBe(200);
    expect(await snapshotOf(session)).toBe(taken);
  });
});

describe('restored files', () => {
  it('get new ids: the id the snapshot chose finds nothing, in no session', async () => {
    const session = `records${++sessions}`;
    const snapshot = JSON.parse(pristine);
    addFile(snapshot, {});
    expect((await restore(session, snapshot)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/files/report.csv' })).statusCode).toBe(404);
    const [file] = JSON.parse(await snapshotOf(session)).downloads.files;
    expect(file.fileId).toMatch(/^[\w-]{24}-report\.csv$/);
    const download = await server.app.inject({ method: 'GET', url: `/files/${file.fileId}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('day,impressions\r\n2026-09-16,10\r\n');
    // Restored again, the same snapshot gives its file another id still.
    expect((await restore(session, snapshot)).statusCode).toBe(200);
    expect(JSON.parse(await snapshotOf(session)).downloads.files[0].fileId).not.toBe(file.fileId);
  });

  it('any type a header can carry is downloaded without a 500, as the bytes prove or as bytes to save', async () => {
    const session = `records${++sessions}`;
    const snapshot = JSON.parse(pristine);
    const types = ['text/csv', 'text/csv; charset=\u00e9', 'text/csv\tx', 'image/png', '', '"', 'application/json; x="a\\"b"'];
    for (const contentType of types) addFile(snapshot, { fileId: `f-${types.indexOf(contentType)}`, contentType, fileName: 'a "quoted" \\ name\r\n.csv' });
    expect((await restore(session, snapshot)).statusCode).toBe(200);
    for (const file of JSON.parse(await snapshotOf(session)).downloads.files) {
      const download = await server.app.inject({ method: 'GET', url: `/files/${file.fileId}` });
      expect(download.statusCode, file.contentType).toBe(200);
    }
    expect(server.violations.splice(0)).toEqual([]);
  });
});
