/**
 * The admin area of the fuzz: the /__mock API with hostile input.
 *
 * - Snapshots: a real one (GET /__mock/snapshot, after a login, an invitation, a
 *   dashboard, a CSV export and an authorization code) restored unchanged must give
 *   back what it held (`snapshotRoundTrip`); then, round after round, one mutation
 *   of it chosen by the seed goes to POST /__mock/snapshot: a hostile value (null
 *   where a string goes, a wrong type, huge or negative numbers, dates past the Date
 *   range, deep nesting, prototype keys), a part or field removed or added, duplicate
 *   ids, empty or partial records, references to missing records, huge arrays
 *   (within the body limit), bad base64 in files, active content types and hostile
 *   names of stored files, or a body or content type that is no snapshot at all.
 * - Clock: hostile moves and sets (huge, negative, non-numbers, near the end of the
 *   Date range, a running clock there), then GET /__mock/clock and platform calls.
 * - Reset: hostile seeds, limits and bodies.
 * - Sessions: hostile `X-Mock-Session` names, and bursts of many new names.
 * - The rest of the admin API: hostile queries, hosts, origins, content types and peers.
 *
 * After every hostile write the mock accepted (a restore, a clock move, a reset),
 * normal calls follow: fixtures, a login as the fixture owner, users and dashboards
 * lists, the snapshot's own token, the clock, the outbox, the journal, a snapshot,
 * and every stored file and kept asset; a 5xx there is `poisonedState`. Then the
 * session is reset, so one round's write does not stand in the next one's way.
 */
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { ASSET_HOST } from '../../mock/core/toolkit/asset-links.ts';
import { handMade, isObject, jsonBody, type Answer, type Probe } from './probe.ts';
import { Random } from './random.ts';
import { RawJson, toJsonText } from './requests.ts';

export interface AdminFuzzOptions {
  /** Rounds of hostile input; each is one write and the calls that follow it (about 15 requests when accepted). */
  rounds: number;
  seed: number;
}

const world = describeWorld(buildWorld());
const owner = world.personas.workspaceOwner;
const basicOf = (client: { clientId: string; clientSecret: string }) => `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
const SESSION = 'x-mock-session';
/** The session the named half of the rounds runs in. */
const namedSession = 'fuzz.admin';
/** Where a few requests come from that are not this machine (in process). */
const foreignPeer = '203.0.113.7';

type Json = Record<string, unknown>;
type Path = Array<string | number>;

/** One session's view: its name (null for the default session) and the real snapshot taken in it. */
interface Context {
  session: string | null;
  base: Json | null;
  /** The same, with a kept asset and a rate-limit window added, so that every part has a record to break. */
  mutable: Json | null;
  paths: Path[];
  listPaths: Path[];
}

interface CallOptions {
  /** A value written as JSON (RawJson inside for tokens JSON.stringify cannot write), or the raw text. */
  body?: unknown;
  raw?: string;
  /** The content type to send with a body; null for none. Default: application/json. */
  contentType?: string | null;
  headers?: Record<string, string>;
  poisonedBy?: string;
  story?: string;
  remoteAddress?: string;
}

export async function fuzzAdmin(probe: Probe, options: AdminFuzzOptions): Promise<void> {
  await new AdminFuzz(probe, options.seed).run(options.rounds);
}

class AdminFuzz {
  private readonly random: Random;
  private readonly contexts: Context[] = [];
  private foreignAccepted = 0;
  private foreignTried = 0;
  private readonly burstRefused = new Map<string, number>();
  private bursts = 0;

  constructor(
    private readonly probe: Probe,
    seed: number,
  ) {
    this.random = new Random(seed ^ 0x5eed_ad31);
  }

  async run(rounds: number): Promise<void> {
    if (rounds <= 0) return;
    for (const session of [null, namedSession]) this.contexts.push(await this.prepare(session));
    // The round trip comes first: the rounds below mutate a snapshot this one shows the mock takes back whole.
    for (const context of this.contexts) await this.roundTrip(context);
    const kinds: Array<(context: Context, round: number) => Promise<void>> = [
      (c) => this.snapshotRound(c),
      (c) => this.snapshotRound(c),
      (c) => this.snapshotRound(c),
      (c) => this.snapshotRound(c),
      (c) => this.snapshotRound(c),
      (c) => this.clockRound(c),
      (c) => this.clockRound(c),
      (c) => this.resetRound(c),
      (c, r) => this.sessionRound(c, r),
      (c) => this.otherRound(c),
    ];
    for (let round = 0; round < rounds; round += 1) {
      await kinds[round % kinds.length]!(this.contexts[round % this.contexts.length]!, round);
    }
    this.notes();
  }

  private notes(): void {
    const notes = this.probe.tally.areas.admin.notes;
    if (this.foreignTried > 0) {
      notes.push(`admin API from a non-loopback peer (${foreignPeer}) without a token: ${this.foreignAccepted} of ${this.foreignTried} answered 2xx`);
    }
    if (this.bursts > 0) {
      const refused = [...this.burstRefused].map(([answer, n]) => `${answer} x${n}`).join(', ') || 'none';
      notes.push(`${this.bursts} bursts of 130 new session names, each from one address: refused ${refused}`);
    }
  }

  // ---- Sending ---------------------------------------------------------------------

  private async call(context: Context | null, label: string, method: string, url: string, options: CallOptions = {}): Promise<Answer | null> {
    const headers: Record<string, string> = {};
    if (context?.session) headers[SESSION] = context.session;
    let body = options.raw;
    if (body === undefined && options.body !== undefined) body = toJsonText(options.body);
    if (body !== undefined && options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
    Object.assign(headers, options.headers);
    const request = handMade(label, method, url, headers, body);
    return this.probe.send('admin', request, { poisonedBy: options.poisonedBy, story: options.story, remoteAddress: options.remoteAddress });
  }

  private async reset(context: Context, poisonedBy?: string): Promise<void> {
    await this.call(context, 'reset', 'POST', '/__mock/reset', { body: {}, poisonedBy });
  }

  /** A login as the owner with the credentials given (the fixtures' of the state in place), or null. */
  private async login(
    context: Context,
    label: string,
    poisonedBy?: string,
    credentials = { email: owner.email, password: owner.password!, client: world.client },
  ) {
    const answer = await this.call(context, label, 'POST', '/api/v3/ua/login', {
      body: { grantType: 'password', email: credentials.email, password: credentials.password },
      headers: { authorization: basicOf(credentials.client) },
      poisonedBy,
    });
    const data = (jsonBody(answer) as { data?: { access_token?: unknown; owId?: unknown } } | undefined)?.data;
    if (answer?.status !== 200 || typeof data?.access_token !== 'string') return null;
    return { authorization: `Bearer ${data.access_token}`, 'x-iaa-ow-id': String(data.owId ?? owner.owId) };
  }

  // ---- The real snapshot -------------------------------------------------------------

  /** Traffic that leaves a record in every part of the state, then the snapshot of it. */
  private async prepare(session: string | null): Promise<Context> {
    const context: Context = { session, base: null, mutable: null, paths: [], listPaths: [] };
    await this.call(context, 'setup: reset', 'POST', '/__mock/reset', { body: { rateLimit: 100_000 } });
    const auth = await this.login(context, 'setup: login');
    if (auth) {
      await this.call(context, 'setup: invite', 'POST', '/api/v3/ua/user/invite', {
        body: { email: 'fuzz.invitee@example.com', name: 'Fuzz Invitee' },
        headers: auth,
      });
      await this.call(context, 'setup: dashboard', 'POST', '/api/v2/das/dashboard', {
        body: { label: 'Fuzz board', data: { widgets: [1, 2] } },
        headers: auth,
      });
      await this.call(context, 'setup: CSV export', 'POST', '/api/v2/rb/export/csv', { body: csvExport, headers: auth });
    }
    await this.call(context, 'setup: authorization code', 'POST', '/__mock/oauth/code', {
      body: { email: owner.email, redirectUri: 'http://127.0.0.1:3000/callback' },
    });
    await this.call(context, 'setup: avatar', 'GET', '/assets/avatars/1.png');
    const answer = await this.call(context, 'setup: snapshot', 'GET', '/__mock/snapshot');
    const snapshot = jsonBody(answer);
    if (answer?.status !== 200 || !isObject(snapshot)) {
      this.probe.tally.areas.admin.notes.push(
        `no snapshot in ${context.session ?? 'the default session'} (GET /__mock/snapshot answered ${answer?.status ?? 'nothing'}): snapshot rounds skipped there`,
      );
      return context;
    }
    context.base = snapshot;
    const mutable = clone(snapshot);
    const kept = listAt(mutable, ['keptAssets', 'files']);
    kept?.push({ link: `${ASSET_HOST}/avatars/1.png`, contentType: 'image/png', body: tinyPng.toString('base64') });
    context.mutable = mutable;
    context.paths = nodePaths(mutable);
    context.listPaths = context.paths.filter((p) => {
      const node = valueAt(mutable, p);
      return Array.isArray(node) && node.length > 0 && isObject(node[0]);
    });
    return context;
  }

  /** The mock's own snapshot, restored unchanged, must give back what it held. */
  private async roundTrip(context: Context): Promise<void> {
    const base = context.base;
    if (!base) return;
    const label = `round trip in ${context.session ?? 'the default session'}`;
    const before = await Promise.all(
      ['/assets/avatars/1.png', '/assets/logos/1001.png'].map(
        async (url) => [url, (await this.call(context, `${label}: asset before`, 'GET', url))?.status] as const,
      ),
    );
    const restore = handMade(
      `${label}: restore`,
      'POST',
      '/__mock/snapshot',
      { ...(context.session ? { [SESSION]: context.session } : {}), 'content-type': 'application/json' },
      JSON.stringify(base),
    );
    const restored = await this.probe.send('admin', restore);
    if (restored?.status !== 200) {
      this.probe.note('admin', 'snapshotRoundTrip', restore, restored, `the mock refused its own snapshot: ${restored?.status ?? 'no answer'}`);
      await this.reset(context);
      return;
    }
    const poisonedBy = label;
    for (const [url, status] of before) {
      const request = handMade(`${label}: asset after`, 'GET', url, context.session ? { [SESSION]: context.session } : {});
      const answer = await this.probe.send('admin', request, { poisonedBy });
      if (status === 200 && answer?.status !== 200) {
        this.probe.note(
          'admin',
          'snapshotRoundTrip',
          request,
          answer,
          `${url} answered ${status} before the round trip and ${answer?.status ?? 'nothing'} after it`,
        );
      }
    }
    const session = firstSession(base);
    if (session) {
      const request = handMade(`${label}: the snapshot's token`, 'GET', '/api/v3/ua/users/list', {
        ...(context.session ? { [SESSION]: context.session } : {}),
        authorization: `Bearer ${session.accessToken}`,
        'x-iaa-ow-id': String(session.owId),
      });
      const answer = await this.probe.send('admin', request, { poisonedBy });
      if (answer?.status !== 200)
        this.probe.note('admin', 'snapshotRoundTrip', request, answer, `a token the snapshot held answered ${answer?.status ?? 'nothing'}`);
    }
    const again = await this.call(context, `${label}: snapshot again`, 'GET', '/__mock/snapshot', { poisonedBy });
    const after = jsonBody(again);
    if (isObject(after)) {
      const difference = firstDifference(base.world, after.world, 'world');
      if (difference) this.probe.note('admin', 'snapshotRoundTrip', restore, again, `the world taken again differs from the one restored, at ${difference}`);
      for (const file of listAt(base, ['downloads', 'files']) ?? []) {
        if (!isObject(file)) continue;
        const found = (listAt(after, ['downloads', 'files']) ?? []).find((f) => isObject(f) && f.fileName === file.fileName && f.body === file.body);
        if (!found) this.probe.note('admin', 'snapshotRoundTrip', restore, again, `the stored file ${String(file.fileName)} did not come back with its bytes`);
        else await this.call(context, `${label}: stored file`, 'GET', `/files/${encodeURIComponent(String((found as Json).fileId))}`, { poisonedBy });
      }
      const emails = (x: Json) => listAt(x, ['outbox', 'emails'])?.length;
      if (emails(after) !== emails(base))
        this.probe.note('admin', 'snapshotRoundTrip', restore, again, `${emails(base)} e-mails restored, ${emails(after)} came back`);
    }
    await this.reset(context, poisonedBy);
  }

  // ---- Snapshot rounds ---------------------------------------------------------------

  private async snapshotRound(context: Context): Promise<void> {
    if (!context.mutable) return this.clockRound(context);
    const mutation = mutateSnapshot(context, this.random);
    const answer = await this.call(context, `snapshot: ${mutation.label}`, 'POST', '/__mock/snapshot', {
      raw: mutation.text,
      contentType: mutation.contentType,
    });
    if (answer?.status === 200) {
      await this.afterAccepted(context, `snapshot: ${mutation.label}`);
      await this.reset(context, `snapshot: ${mutation.label}`);
    }
  }

  /** Normal calls after a hostile write was accepted: none may answer 5xx. */
  private async afterAccepted(context: Context, poisonedBy: string): Promise<void> {
    const get = (label: string, url: string, headers?: Record<string, string>) => this.call(context, label, 'GET', url, { poisonedBy, headers });
    const fixtures = jsonBody(await get('fixtures', '/__mock/fixtures'));
    const credentials = credentialsOf(fixtures);
    const auth = await this.login(context, 'login as the fixture owner', poisonedBy, credentials ?? undefined);
    if (auth) {
      await get('users list', '/api/v3/ua/users/list', auth);
      await get('profile', '/api/v3/ua/profile', auth);
      await get('dashboards', '/api/v2/das/dashboards', auth);
      await get('audiences', '/api/v2/audience/list', auth);
      await this.call(context, 'dashboard write', 'POST', '/api/v2/das/dashboard', { body: { label: 'After', data: {} }, headers: auth, poisonedBy });
    }
    const session = context.base && firstSession(context.base);
    if (session)
      await get("the snapshot's token", '/api/v3/ua/users/list', { authorization: `Bearer ${session.accessToken}`, 'x-iaa-ow-id': String(session.owId) });
    await get('clock', '/__mock/clock');
    await get('settings', '/__mock/settings');
    await get('outbox', '/__mock/outbox');
    await get('journal', '/__mock/requests?limit=5');
    const snapshot = jsonBody(await get('snapshot', '/__mock/snapshot'));
    if (!isObject(snapshot)) return;
    for (const file of (listAt(snapshot, ['downloads', 'files']) ?? []).slice(-2)) {
      if (isObject(file) && typeof file.fileId === 'string') await get('stored file', `/files/${encodeURIComponent(file.fileId)}`);
    }
    for (const asset of (listAt(snapshot, ['keptAssets', 'files']) ?? []).slice(-2)) {
      const path = isObject(asset) && typeof asset.link === 'string' ? assetPath(asset.link) : null;
      if (path) await get('kept asset', path);
    }
    await get('owner avatar', '/assets/avatars/1.png');
  }

  // ---- Clock rounds ------------------------------------------------------------------

  private async clockRound(context: Context): Promise<void> {
    const moves = 1 + this.random.int(3);
    const accepted: string[] = [];
    for (let i = 0; i < moves; i += 1) {
      const [name, body] = this.random.pick(clockBodies);
      const answer = await this.call(context, `clock: ${name}`, 'POST', '/__mock/clock', { raw: body });
      if (answer?.status === 200) accepted.push(name);
    }
    // Grouped by the last move accepted; the whole sequence goes in the notes.
    const poisonedBy = accepted.length > 0 ? `clock: ${accepted.at(-1)}` : undefined;
    const story = accepted.length > 1 ? `clock moves accepted: ${accepted.join(', then ')}` : undefined;
    const options = { poisonedBy, story };
    await this.call(context, 'clock read', 'GET', '/__mock/clock', options);
    if (!poisonedBy) return;
    const auth = await this.login(context, 'login', poisonedBy);
    if (auth) {
      await this.call(context, 'users list', 'GET', '/api/v3/ua/users/list', { headers: auth, ...options });
      await this.call(context, 'invite', 'POST', '/api/v3/ua/user/invite', {
        body: { email: 'clock.invitee@example.com', name: 'Clock Invitee' },
        headers: auth,
        ...options,
      });
      await this.call(context, 'dashboard write', 'POST', '/api/v2/das/dashboard', { body: { label: 'Clock', data: {} }, headers: auth, ...options });
      await this.call(context, 'CSV export', 'POST', '/api/v2/rb/export/csv', { body: csvExport, headers: auth, ...options });
    }
    await this.call(context, 'outbox', 'GET', '/__mock/outbox', options);
    const snapshot = await this.call(context, 'snapshot', 'GET', '/__mock/snapshot', options);
    if (snapshot?.status === 200) await this.call(context, 'snapshot restored', 'POST', '/__mock/snapshot', { raw: snapshot.body, ...options });
    await this.call(context, 'clock read again', 'GET', '/__mock/clock', options);
    await this.reset(context, poisonedBy);
  }

  // ---- Reset rounds ------------------------------------------------------------------

  private async resetRound(context: Context): Promise<void> {
    const [name, body] = this.random.pick(resetBodies);
    const contentType = this.random.chance(0.1)
      ? this.random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'])
      : undefined;
    const answer = await this.call(context, `reset: ${name}${contentType ? ` as ${contentType}` : ''}`, 'POST', '/__mock/reset', { raw: body, contentType });
    if (answer?.status !== 200) return;
    const poisonedBy = `reset: ${name}`;
    const fixtures = jsonBody(await this.call(context, 'fixtures', 'GET', '/__mock/fixtures', { poisonedBy }));
    const auth = await this.login(context, 'login as the fixture owner', poisonedBy, credentialsOf(fixtures) ?? undefined);
    if (auth) await this.call(context, 'users list', 'GET', '/api/v3/ua/users/list', { headers: auth, poisonedBy });
    await this.call(context, 'settings', 'GET', '/__mock/settings', { poisonedBy });
    await this.call(context, 'clock', 'GET', '/__mock/clock', { poisonedBy });
    await this.call(context, 'snapshot', 'GET', '/__mock/snapshot', { poisonedBy });
    await this.reset(context, poisonedBy);
  }

  // ---- Session rounds ----------------------------------------------------------------

  private async sessionRound(context: Context, round: number): Promise<void> {
    // Every fourth session round: a burst of new names from one address.
    if (Math.floor(round / 10) % 4 === 3) return this.burst(round);
    const [name, value] = this.random.pick(sessionNames);
    const headers = { [SESSION]: value };
    const label = `session name: ${name}`;
    await this.call(null, `${label}: settings`, 'GET', '/__mock/settings', { headers });
    const reset = await this.call(null, `${label}: reset`, 'POST', '/__mock/reset', { body: {}, headers });
    const poisonedBy = reset?.status === 200 ? label : undefined;
    const answer = await this.call(null, `${label}: login`, 'POST', '/api/v3/ua/login', {
      body: { grantType: 'password', email: owner.email, password: owner.password },
      headers: { ...headers, authorization: basicOf(world.client) },
      poisonedBy,
    });
    await this.call(null, `${label}: clock`, 'POST', '/__mock/clock', { body: { advanceMs: 1000 }, headers, poisonedBy });
    await this.call(null, `${label}: snapshot`, 'GET', '/__mock/snapshot', { headers, poisonedBy });
    await this.call(null, `${label}: journal`, 'GET', '/__mock/requests?limit=3', { headers, poisonedBy });
    // The fuzz's own named session still answers (in a mock that evicts only idle sessions it is never gone).
    if (answer?.status === 200) await this.call(context, 'own session after a hostile name', 'GET', '/__mock/settings');
  }

  /**
   * Many new session names from one address (a new address each burst): past the
   * table's room or the address's share a minute, refused with 503 in the envelope.
   */
  private async burst(round: number): Promise<void> {
    const count = 130;
    const address = `198.51.100.${(round % 250) + 1}`;
    for (let i = 0; i < count; i += 1) {
      const answer = await this.call(null, 'session burst: new name', 'POST', '/api/v3/ua/login', {
        body: { grantType: 'password', email: owner.email, password: owner.password },
        headers: { [SESSION]: `fuzz-burst-${round}-${i}`, authorization: basicOf(world.client) },
        remoteAddress: address,
      });
      if (answer && answer.status >= 400) {
        const error = (jsonBody(answer) as { errorObjects?: Array<{ error?: unknown }> } | undefined)?.errorObjects?.[0]?.error;
        const key = `${answer.status} "${String(error ?? answer.body.slice(0, 60))}"`;
        this.burstRefused.set(key, (this.burstRefused.get(key) ?? 0) + 1);
      }
    }
    this.bursts += 1;
  }

  // ---- The rest of the admin API -----------------------------------------------------

  private async otherRound(context: Context): Promise<void> {
    // Over HTTP every request comes from this machine: the requests from another peer would say nothing.
    const requests = this.probe.target.inProcess ? otherRequests : otherRequests.filter(([, , , extra]) => !extra.remoteAddress);
    const [label, method, url, extra] = this.random.pick(requests);
    const answer = await this.call(context, label, method, url, extra);
    if (extra.remoteAddress) {
      this.foreignTried += 1;
      if (answer && answer.status < 300) this.foreignAccepted += 1;
    }
  }
}

// ---- Snapshot mutations --------------------------------------------------------------

interface Mutation {
  label: string;
  text: string;
  contentType?: string | null;
}

/** Removes the node instead of replacing it. */
const removed = Symbol('removed');

const hostileValues: Array<[string, () => unknown]> = [
  ['null', () => null],
  ['true', () => true],
  ['0', () => 0],
  ['-1', () => -1],
  ['-0', () => new RawJson('-0')],
  ['1.5', () => 1.5],
  ['1e308', () => 1e308],
  ['-1e308', () => -1e308],
  ['1e400 (past double range)', () => new RawJson('1e400')],
  ['2^53 + 1', () => new RawJson('9007199254740993')],
  ['epoch 9e15', () => 9e15],
  ['epoch -9e15', () => -9e15],
  ['epoch 8.64e15', () => 8.64e15],
  ['empty string', () => ''],
  ['blanks', () => '   '],
  ['"NaN"', () => 'NaN'],
  ['"Infinity"', () => 'Infinity'],
  ['"-1"', () => '-1'],
  ['NUL', () => '\u0000'],
  ['unicode', () => 'Ünïcødé 😀 \u202e'],
  ['lone surrogate', () => new RawJson('"\\ud800"')],
  ['script', () => '<script>alert(1)</script>'],
  ['traversal', () => '../../../etc/passwd'],
  ['CRLF', () => 'a\r\nX-Injected: 1'],
  ['string of 100 KB', () => 'x'.repeat(100_000)],
  ['[]', () => []],
  ['{}', () => ({})],
  ['[null]', () => [null]],
  ['prototype keys', () => withPrototypeKeys({})],
  ['"__proto__"', () => '__proto__'],
  ['"constructor"', () => 'constructor'],
  ['array nested 5,000 deep', () => new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)],
  ['object nested 5,000 deep', () => new RawJson(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)],
];

type Mutator = (context: Context, snapshot: Json, random: Random) => Mutation;

const mutators: Array<[number, Mutator]> = [
  [30, hostileValue],
  [10, wrongType],
  [8, removeField],
  [5, extraKeys],
  [6, duplicateRecord],
  [6, brokenRecord],
  [8, missingReference],
  [3, hugeArray],
  [4, badBase64],
  [8, hostileFile],
  [4, wholeBody],
  [2, requestContentType],
  [4, headerParts],
];
const totalWeight = mutators.reduce((sum, [weight]) => sum + weight, 0);

function mutateSnapshot(context: Context, random: Random): Mutation {
  let pick = random.int(totalWeight);
  const [, mutator] = mutators.find(([weight]) => (pick -= weight) < 0)!;
  return mutator(context, clone(context.mutable!), random);
}

function json(label: string, snapshot: unknown): Mutation {
  return { label, text: toJsonText(snapshot) };
}

/** A place to break: mostly fields of world records, then the other parts, then anywhere. */
function pickPath(context: Context, random: Random, accept: (path: Path) => boolean = () => true): Path {
  const roll = random.next();
  const wanted = (p: Path) => (roll < 0.5 ? p[0] === 'world' && p.length >= 3 : roll < 0.85 ? p[0] !== 'world' && p.length >= 2 : p.length >= 1);
  const candidates = context.paths.filter((p) => wanted(p) && accept(p));
  return random.pick(candidates.length > 0 ? candidates : context.paths.filter((p) => p.length >= 1));
}

function hostileValue(context: Context, snapshot: Json, random: Random): Mutation {
  const path = pickPath(context, random);
  const [name, value] = random.pick(hostileValues);
  setAt(snapshot, path, value());
  return json(`${shape(path)}: ${name}`, snapshot);
}

/** Null where a string goes, a number as a string and back, an object as a list and back. */
function wrongType(context: Context, snapshot: Json, random: Random): Mutation {
  const path = pickPath(context, random, (p) => valueAt(context.mutable!, p) !== null);
  const node = valueAt(snapshot, path);
  let name: string;
  let value: unknown;
  if (typeof node === 'string') [name, value] = random.chance(0.5) ? ['null for a string', null] : ['a number for a string', Number(node) || 1];
  else if (typeof node === 'number') [name, value] = random.chance(0.5) ? ['a string for a number', String(node)] : ['null for a number', null];
  else if (typeof node === 'boolean') [name, value] = ['a string for a boolean', String(node)];
  else if (Array.isArray(node)) [name, value] = ['an object for a list', { ...node }];
  else [name, value] = ['a list for an object', isObject(node) ? Object.values(node) : [node]];
  setAt(snapshot, path, value);
  return json(`${shape(path)}: ${name}`, snapshot);
}

function removeField(context: Context, snapshot: Json, random: Random): Mutation {
  const path = random.chance(0.2) ? random.pick(context.paths.filter((p) => p.length <= 2)) : pickPath(context, random);
  setAt(snapshot, path, removed);
  return json(`${shape(path)} removed`, snapshot);
}

function extraKeys(context: Context, snapshot: Json, random: Random): Mutation {
  const objects = context.paths.filter((p) => isObject(valueAt(context.mutable!, p)));
  const path = random.chance(0.3) ? random.pick([[], ['world'], ['clock'], ['sessions']] as Path[]) : random.pick(objects);
  const node = path.length === 0 ? snapshot : (valueAt(snapshot, path) as Json);
  const kind = random.int(3);
  if (kind === 0) withPrototypeKeys(node);
  else if (kind === 1) defineOwn(node, 'fuzzExtra', { nested: [1, 2, 3], text: 'extra' });
  else defineOwn(node, '__proto__', clone(node));
  return json(`${shape(path) || 'snapshot'}: ${['prototype keys', 'an extra field', 'a copy of itself under __proto__'][kind]}`, snapshot);
}

function duplicateRecord(context: Context, snapshot: Json, random: Random): Mutation {
  const path = random.pick(context.listPaths);
  const list = valueAt(snapshot, path) as unknown[];
  const index = random.int(list.length);
  list.splice(index + 1, 0, clone(list[index]));
  return json(`${shape(path)}: a record twice (duplicate ids)`, snapshot);
}

/** An empty record, one with only its first field, or one of the wrong kind. */
function brokenRecord(context: Context, snapshot: Json, random: Random): Mutation {
  const path = random.pick(context.listPaths);
  const list = valueAt(snapshot, path) as unknown[];
  const first = list[0] as Json;
  const [name, record]: [string, unknown] = random.pick<[string, unknown]>([
    ['an empty record', {}],
    ['a record with only its first field', Object.fromEntries(Object.entries(first).slice(0, 1))],
    ['a record without its first field', Object.fromEntries(Object.entries(first).slice(1))],
    ['a record that is a string', 'record'],
    ['a record that is null', null],
    ['a record that is a list', [first]],
  ]);
  if (random.chance(0.5)) list.unshift(record);
  else list[0] = record;
  return json(`${shape(path)}: ${name}`, snapshot);
}

/** Ids that name no record, or a record removed that others name. */
function missingReference(context: Context, snapshot: Json, random: Random): Mutation {
  const world = snapshot.world as Json;
  if (random.chance(0.3)) {
    const part = random.pick(['organizations', 'users', 'campaigns', 'advertisers', 'insertionOrders', 'audiences', 'creatives', 'memberships']);
    const list = world[part] as unknown[];
    list.splice(0, 1);
    return json(`world.${part}[0] removed, still referenced`, snapshot);
  }
  const candidates = context.listPaths.flatMap((path) => {
    const record = (valueAt(context.mutable!, path) as Json[])[0]!;
    const keys = Object.keys(record);
    return keys.filter((key, i) => i > 0 && /(Id|Ids|ByUserId|ByUowId|Uowid)$/i.test(key)).map((key) => [...path, 0, key] as Path);
  });
  const path = random.pick(candidates);
  const node = valueAt(snapshot, path);
  setAt(snapshot, path, Array.isArray(node) ? [987_654_321] : typeof node === 'string' ? 'missing-ref' : 987_654_321);
  return json(`${shape(path)}: a missing record`, snapshot);
}

/** A list made long with copies of its first record, up to a few MB (the restore takes up to 256 MiB). */
function hugeArray(context: Context, snapshot: Json, random: Random): Mutation {
  const path = random.pick(context.listPaths);
  const list = valueAt(snapshot, path) as unknown[];
  const megabytes = random.pick([2, 8, 8, 24]);
  const copies = Math.min(500_000, Math.ceil((megabytes * 1024 * 1024) / Math.max(20, JSON.stringify(list[0]).length)));
  const filled = Array.from({ length: copies }, () => list[0]);
  setAt(snapshot, path, filled);
  return json(`${shape(path)}: ${megabytes} MB of copies of one record`, snapshot);
}

const badBase64Values: Array<[string, () => unknown]> = [
  ['not base64', () => '!!!!'],
  ['length not a multiple of 4', () => 'abc'],
  ['padding only', () => '===='],
  ['padding inside', () => 'QQ==QQ=='],
  ['a space inside', () => 'QU JD'],
  ['a newline at the end', () => 'QUJD\n'],
  ['base64url', () => '-_-_'],
  ['a data URL', () => 'data:image/png;base64,QUJD'],
  ['a number', () => 123],
  ['null', () => null],
  ['100,001 characters', () => 'Q'.repeat(100_001)],
  ['empty', () => ''],
  // Past a named session's 16 MB file store (mock/core/state/worlds.ts).
  ['20 MB of bytes', () => Buffer.alloc(20 * 1024 * 1024, 0x41).toString('base64')],
];

function badBase64(_context: Context, snapshot: Json, random: Random): Mutation {
  const part = random.pick(['downloads', 'keptAssets']);
  const files = listAt(snapshot, [part, 'files']) as Json[] | undefined;
  if (!files || files.length === 0) return json('a snapshot as taken', snapshot);
  const [name, value] = random.pick(badBase64Values);
  files[random.int(files.length)]!.body = value();
  return json(`${part}.files[].body: ${name}`, snapshot);
}

const activeBodies: Array<[string, string]> = [
  ['HTML with a script', '<!doctype html><script>alert(document.domain)</script>'],
  ['SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['JavaScript', 'alert(document.cookie)'],
  ['a PNG signature before HTML', `\x89PNG\r\n\x1a\n<html><script>alert(1)</script>`],
  ['GIF89a before a script', 'GIF89a/*<script>alert(1)</script>*/'],
];
const activeTypes = [
  'text/html',
  'text/html; charset=utf-8',
  'TEXT/HTML',
  ' text/html',
  'image/svg+xml',
  'application/xhtml+xml',
  'text/xml',
  'application/javascript',
  'image/png',
  '',
  'text/plain\r\nX-Injected: 1',
  'x'.repeat(10_000),
  'multipart/x-mixed-replace; boundary=a',
];
const hostileFileNames = [
  'evil.html',
  'evil.svg',
  'a"; filename=evil.html',
  'a\r\nX-Injected: 1',
  '../../etc/passwd',
  '',
  'x'.repeat(5_000),
  'ünïcødé 😀.csv',
  'a\u0000b.csv',
];
const hostileFileIds = ['', '../../etc/passwd', 'a/b', '%2e%2e', '__proto__', 'constructor', 'x'.repeat(100_000), 'ünï', 'a b'];
const hostileLinks = [
  `${ASSET_HOST}/avatars/1.png`,
  `${ASSET_HOST}/html/banner-300x250.png`,
  `${ASSET_HOST}/avatars/../../etc/passwd`,
  'javascript:alert(1)',
  '',
  '__proto__',
  'x'.repeat(100_000),
  'http://localhost/assets/avatars/1.png',
];

/** A stored file or kept asset whose bytes a browser would run, under a type, name, id or link chosen to make it. */
function hostileFile(_context: Context, snapshot: Json, random: Random): Mutation {
  const [bodyName, body] = random.pick(activeBodies);
  const contentType = random.pick(activeTypes);
  const bytes = Buffer.from(body, 'latin1').toString('base64');
  if (random.chance(0.5)) {
    const files = listAt(snapshot, ['downloads', 'files']) as Json[];
    const template = (files[0] ?? { fileId: 'fuzz-file', fileName: 'fuzz.csv', createdAt: 0, expiresAt: Date.now() + 3_600_000 }) as Json;
    const twist = random.int(3);
    const file: Json = { ...template, contentType, body: bytes, expiresAt: Date.now() + 3_600_000 };
    let what = `type ${JSON.stringify(contentType.slice(0, 40))}`;
    if (twist === 1) what += `, name ${JSON.stringify((file.fileName = random.pick(hostileFileNames)).slice(0, 40))}`;
    if (twist === 2) what += `, id ${JSON.stringify((file.fileId = random.pick(hostileFileIds)).slice(0, 40))}`;
    if (twist !== 2) file.fileId = `fuzz${random.int(1e9)}-evil`;
    files.push(file);
    return json(`downloads.files[]: ${bodyName}, ${what}`, snapshot);
  }
  const kept = listAt(snapshot, ['keptAssets', 'files']) as Json[];
  const link = random.pick(hostileLinks);
  kept.push({ link, contentType, body: bytes });
  return json(`keptAssets.files[]: ${bodyName}, type ${JSON.stringify(contentType.slice(0, 40))}, link ${JSON.stringify(link.slice(0, 60))}`, snapshot);
}

/** Not a snapshot at all, or one wrapped, cut or doubled. */
function wholeBody(context: Context, _snapshot: Json, random: Random): Mutation {
  const text = JSON.stringify(context.base);
  const [label, body] = random.pick<[string, () => string]>([
    ['an empty list', () => '[]'],
    ['null', () => 'null'],
    ['a string', () => '"snapshot"'],
    ['a number', () => '1'],
    ['an empty object', () => '{}'],
    ['the snapshot in a list', () => `[${text}]`],
    ['the snapshot under __proto__', () => `{"__proto__":${text}}`],
    ['the snapshot under constructor.prototype', () => `{"constructor":{"prototype":${text}}}`],
    ['nested 5,000 deep', () => `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    ['nested 100,000 deep', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['cut in half', () => text.slice(0, text.length >> 1)],
    ['trailing garbage', () => `${text}x`],
    ['a byte order mark first', () => `\uFEFF${text}`],
    ['two snapshots', () => text + text],
    ['version given twice', () => text.replace('{', '{"version":2,')],
    ['empty', () => ''],
  ]);
  return { label: `body: ${label}`, text: body() };
}

function requestContentType(context: Context, _snapshot: Json, random: Random): Mutation {
  const contentType = random.pick<string | null>([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    null,
    'application/json; charset=utf-16',
    'application/merge-patch+json',
    'application/json, text/plain',
  ]);
  return { label: `content type ${contentType ?? '(none)'}`, text: JSON.stringify(context.base), contentType };
}

/** The version, the seed and the clock: the parts every other part is read against. */
function headerParts(_context: Context, snapshot: Json, random: Random): Mutation {
  const [label, apply] = random.pick<[string, () => void]>([
    ['version 2', () => (snapshot.version = 2)],
    ['version "1"', () => (snapshot.version = '1')],
    ['version 1.0000001', () => (snapshot.version = 1.0000001)],
    ['seed -1', () => (snapshot.seed = -1)],
    ['seed 1.5', () => (snapshot.seed = 1.5)],
    ['seed 2^53 + 1', () => (snapshot.seed = new RawJson('9007199254740993'))],
    ['seed 2^31', () => (snapshot.seed = 2 ** 31)],
    ['world.epoch 9e15', () => ((snapshot.world as Json).epoch = 9e15)],
    ['world.epoch -9e15', () => ((snapshot.world as Json).epoch = -9e15)],
    ['world.epoch 8.64e15', () => ((snapshot.world as Json).epoch = 8.64e15)],
    ['clock.now 9e15', () => ((snapshot.clock as Json).now = 9e15)],
    ['clock.now 8.64e15', () => ((snapshot.clock as Json).now = 8.64e15)],
    ['clock.now -8.64e15', () => ((snapshot.clock as Json).now = -8.64e15)],
    ['clock.now -1', () => ((snapshot.clock as Json).now = -1)],
    ['clock running a second before the end of the Date range', () => (snapshot.clock = { now: 8.64e15 - 1000, frozen: false })],
    ['clock.frozen "yes"', () => ((snapshot.clock as Json).frozen = 'yes')],
    ['rateLimit.limit 0', () => ((snapshot.rateLimit as Json).limit = 0)],
    ['rateLimit.limit 1e308', () => ((snapshot.rateLimit as Json).limit = 1e308)],
    ['sessions expiring past the Date range', () => listAt(snapshot, ['sessions', 'sessions'])?.forEach((s) => isObject(s) && (s.expiresAt = 9e15))],
    ['journal entries at 9e15', () => listAt(snapshot, ['journal', 'entries'])?.forEach((e) => isObject(e) && (e.at = 9e15))],
    ['e-mails sent at 9e15', () => listAt(snapshot, ['outbox', 'emails'])?.forEach((e) => isObject(e) && (e.sentAt = 9e15))],
  ]);
  apply();
  return json(label, snapshot);
}

// ---- Clock, reset, session and other inputs --------------------------------------------

const endOfTime = 8.64e15;

const clockBodies: Array<[string, string]> = [
  ['now at the end of the Date range', toJsonText({ now: endOfTime })],
  ['now past the Date range', toJsonText({ now: endOfTime + 1 })],
  ['now at the start of the Date range', toJsonText({ now: -endOfTime })],
  ['now a day before the end, frozen', toJsonText({ now: endOfTime - 86_400_000, frozen: true })],
  ['now a second before the end, running', toJsonText({ now: endOfTime - 1000, frozen: false })],
  ['now a minute before the end, running', toJsonText({ now: endOfTime - 60_000, frozen: false })],
  ['now 0', toJsonText({ now: 0 })],
  ['now -1', toJsonText({ now: -1 })],
  ['now 1e308', toJsonText({ now: 1e308 })],
  ['now 1e400', toJsonText({ now: new RawJson('1e400') })],
  ['now 2^53 + 1', toJsonText({ now: new RawJson('9007199254740993') })],
  ['now "+275760-09-13T00:00:00.000Z"', toJsonText({ now: '+275760-09-13T00:00:00.000Z' })],
  ['now "-271821-04-20T00:00:00.000Z"', toJsonText({ now: '-271821-04-20T00:00:00.000Z' })],
  ['now "275760-09-13"', toJsonText({ now: '275760-09-13' })],
  ['now "not a date"', toJsonText({ now: 'not a date' })],
  ['now ""', toJsonText({ now: '' })],
  ['now null', toJsonText({ now: null })],
  ['now true', toJsonText({ now: true })],
  ['now [1]', toJsonText({ now: [1] })],
  ['now {}', toJsonText({ now: {} })],
  ['now "1e3"', toJsonText({ now: '1e3' })],
  ['now " 2026-01-01 "', toJsonText({ now: ' 2026-01-01 ' })],
  ['advanceMs 1e308', toJsonText({ advanceMs: 1e308 })],
  ['advanceMs -1e308', toJsonText({ advanceMs: -1e308 })],
  ['advanceMs 8.64e15', toJsonText({ advanceMs: endOfTime })],
  ['advanceMs 200 years', toJsonText({ advanceMs: 200 * 365 * 86_400_000 })],
  ['advanceMs -200 years', toJsonText({ advanceMs: -200 * 365 * 86_400_000 })],
  ['advanceMs "1000"', toJsonText({ advanceMs: '1000' })],
  ['advanceMs 1.5', toJsonText({ advanceMs: 1.5 })],
  ['advanceMs -0', toJsonText({ advanceMs: new RawJson('-0') })],
  ['advanceMs 1e400', toJsonText({ advanceMs: new RawJson('1e400') })],
  ['advanceMs 1', toJsonText({ advanceMs: 1 })],
  ['now at the end and advanceMs 1', toJsonText({ now: endOfTime, advanceMs: 1 })],
  ['now at the end and advanceMs -1e308', toJsonText({ now: endOfTime, advanceMs: -1e308 })],
  ['frozen "false"', toJsonText({ frozen: 'false' })],
  ['frozen null', toJsonText({ frozen: null })],
  ['frozen 1', toJsonText({ frozen: 1 })],
  ['running', toJsonText({ frozen: false })],
  ['an empty object', '{}'],
  ['a list', '[]'],
  ['null', 'null'],
  ['a string', '"now"'],
  ['nested 5,000 deep', `${'{"now":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['__proto__ key', '{"__proto__":{"advanceMs":1000}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"now":0}}}'],
  ['unknown fields', toJsonText({ when: 'now', speed: 1e308 })],
];

const resetBodies: Array<[string, string]> = [
  ['seed -1', toJsonText({ seed: -1 })],
  ['seed 0', toJsonText({ seed: 0 })],
  ['seed 2^31', toJsonText({ seed: 2 ** 31 })],
  ['seed 2^32', toJsonText({ seed: 2 ** 32 })],
  ['seed 2^53 + 1', toJsonText({ seed: new RawJson('9007199254740993') })],
  ['seed 1e308', toJsonText({ seed: 1e308 })],
  ['seed 1.5', toJsonText({ seed: 1.5 })],
  ['seed "1"', toJsonText({ seed: '1' })],
  ['seed null', toJsonText({ seed: null })],
  ['rateLimit -1', toJsonText({ rateLimit: -1 })],
  ['rateLimit 0', toJsonText({ rateLimit: 0 })],
  ['rateLimit 1', toJsonText({ rateLimit: 1 })],
  ['rateLimit 1e308', toJsonText({ rateLimit: 1e308 })],
  ['rateLimit 1.5', toJsonText({ rateLimit: 1.5 })],
  ['rateLimit "20"', toJsonText({ rateLimit: '20' })],
  ['rateLimit null', toJsonText({ rateLimit: null })],
  ['frozenClock "true"', toJsonText({ frozenClock: 'true' })],
  ['frozenClock null', toJsonText({ frozenClock: null })],
  ['scale 1000', toJsonText({ scale: 1000 })],
  ['scale -1', toJsonText({ scale: -1 })],
  ['a list', '[]'],
  ['null', 'null'],
  ['a string', '"reset"'],
  ['a number', '1'],
  ['empty', ''],
  ['nested 5,000 deep', `${'{"seed":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['__proto__ key', '{"__proto__":{"seed":1}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"rateLimit":0}}}'],
  ['a string of 900 KB', toJsonText({ seed: 1, note: 'x'.repeat(900_000) })],
  ['every setting at once', toJsonText({ seed: 7, rateLimit: 5, frozenClock: true })],
];

const sessionNames: Array<[string, string]> = [
  ['empty', ''],
  ['a blank', ' '],
  ['64 characters', 'a'.repeat(64)],
  ['65 characters', 'a'.repeat(65)],
  ['10,000 characters', 'a'.repeat(10_000)],
  ['traversal', '../../etc'],
  ['a slash', 'a/b'],
  ['a space', 'a b'],
  ['two names', 'a, b'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['prototype', 'prototype'],
  ['a dot', '.'],
  ['two dots', '..'],
  ['a dash', '-'],
  ['unicode', 'ünïcødé'],
  ['a tab', 'a\tb'],
  ['NUL', 'a\u0000b'],
  ['percent-encoded dots', '%2e%2e'],
  ['NaN', 'NaN'],
  ['0', '0'],
  ['-1', '-1'],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['the default session by name', 'default'],
];

const otherRequests: Array<[string, string, string, CallOptions]> = [
  ['settings: odd query', 'GET', '/__mock/settings?__proto__%5Bx%5D=1&a=%ZZ', {}],
  ['settings: HEAD', 'HEAD', '/__mock/settings', {}],
  ['settings: POST', 'POST', '/__mock/settings', { body: { rateLimit: 0 } }],
  ['settings: PUT', 'PUT', '/__mock/settings', { body: { rateLimit: 0 } }],
  ['settings: foreign Host', 'GET', '/__mock/settings', { headers: { host: 'evil.example' } }],
  ['settings: Host with a port past range', 'GET', '/__mock/settings', { headers: { host: 'localhost:99999' } }],
  ['settings: Origin null', 'GET', '/__mock/settings', { headers: { origin: 'null' } }],
  ['settings: foreign Origin', 'GET', '/__mock/settings', { headers: { origin: 'https://evil.example' } }],
  ['settings: junk Origin', 'GET', '/__mock/settings', { headers: { origin: '::::' } }],
  ['settings: a junk admin token', 'GET', '/__mock/settings', { headers: { authorization: 'Bearer junk' } }],
  ['settings: from a non-loopback peer', 'GET', '/__mock/settings', { remoteAddress: foreignPeer }],
  ['snapshot: from a non-loopback peer', 'GET', '/__mock/snapshot', { remoteAddress: foreignPeer }],
  ['fixtures: from a non-loopback peer', 'GET', '/__mock/fixtures', { remoteAddress: foreignPeer }],
  ['reset: from a non-loopback peer', 'POST', '/__mock/reset', { body: {}, remoteAddress: foreignPeer }],
  [
    'settings: from a non-loopback peer claiming loopback',
    'GET',
    '/__mock/settings',
    { remoteAddress: foreignPeer, headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } },
  ],
  ['reset: text/plain', 'POST', '/__mock/reset', { raw: '{}', contentType: 'text/plain' }],
  ['reset: form', 'POST', '/__mock/reset', { raw: 'seed=1', contentType: 'application/x-www-form-urlencoded' }],
  ['reset: no content type', 'POST', '/__mock/reset', { raw: '{}', contentType: null }],
  ['journal: limit 0', 'GET', '/__mock/requests?limit=0', {}],
  ['journal: limit -1', 'GET', '/__mock/requests?limit=-1', {}],
  ['journal: limit 501', 'GET', '/__mock/requests?limit=501', {}],
  ['journal: limit 1e308', 'GET', '/__mock/requests?limit=1e308', {}],
  ['journal: limit abc', 'GET', '/__mock/requests?limit=abc', {}],
  ['journal: method NUL', 'GET', '/__mock/requests?method=%00', {}],
  ['journal: path traversal', 'GET', '/__mock/requests?path=/../../..', {}],
  ['journal: path of 5,000 characters', 'GET', `/__mock/requests?path=/${'a'.repeat(5_000)}`, {}],
  ['journal: status 6xx', 'GET', '/__mock/requests?status=6xx', {}],
  ['journal: status 5xx', 'GET', '/__mock/requests?status=5xx', {}],
  ['journal: operationId __proto__', 'GET', '/__mock/requests?operationId=__proto__', {}],
  ['journal: repeated parameters', 'GET', '/__mock/requests?limit=1&limit=2&method=GET&method=POST', {}],
  ['outbox: kind __proto__', 'GET', '/__mock/outbox?kind=__proto__', {}],
  ['outbox: empty to', 'GET', '/__mock/outbox?to=', {}],
  ['outbox: repeated to', 'GET', '/__mock/outbox?to=a&to=b', {}],
  ['outbox: to of 5,000 characters', 'GET', `/__mock/outbox?to=${'a'.repeat(5_000)}`, {}],
  ['code: email null', 'POST', '/__mock/oauth/code', { body: { email: null, redirectUri: 'http://127.0.0.1/cb' } }],
  ['code: javascript: redirect', 'POST', '/__mock/oauth/code', { body: { email: owner.email, redirectUri: 'javascript:alert(1)' } }],
  ['code: redirect of 100 KB', 'POST', '/__mock/oauth/code', { body: { email: owner.email, redirectUri: `http://127.0.0.1/${'a'.repeat(100_000)}` } }],
  ['code: email as a list', 'POST', '/__mock/oauth/code', { body: { email: [owner.email], redirectUri: 'http://127.0.0.1/cb' } }],
  ['violations: list', 'GET', '/__mock/violations', {}],
  ['violations: clear with a body', 'DELETE', '/__mock/violations', { body: { all: true } }],
  ['unknown admin route', 'GET', '/__mock/__proto__', {}],
  ['unknown admin route, deep', 'GET', `/__mock/${'a/'.repeat(200)}`, {}],
  ['admin root', 'GET', '/__mock', {}],
  ['admin root, slash', 'GET', '/__mock/', {}],
];

// ---- Helpers -------------------------------------------------------------------------

const csvExport = {
  url: '/api/v3/das/report/by-campaign',
  columns: [
    { label: 'Campaign', value: 'campaignName' },
    { label: 'Impressions', value: 'impressions' },
  ],
  data: { dateRange: { startDate: 1764979200000, endDate: 1767571200000 }, total_count: 10 },
};

/** A 1x1 PNG. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Every node of a snapshot, as paths; of a list only the first, second and last items. */
function nodePaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (prefix.length >= 7) return out;
  if (Array.isArray(value)) {
    for (const i of new Set([0, 1, value.length - 1].filter((i) => i >= 0 && i < value.length))) nodePaths(value[i], [...prefix, i], out);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) nodePaths(item, [...prefix, key], out);
  }
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key]), root);
}

function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (parent === null || typeof parent !== 'object') return;
  if (value === removed) {
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete (parent as Record<string, unknown>)[key];
  } else {
    defineOwn(parent, key, value);
  }
}

function listAt(root: unknown, path: Path): unknown[] | undefined {
  const node = valueAt(root, path);
  return Array.isArray(node) ? node : undefined;
}

/** `world.users[].email`: a path with its indexes left out, to group failures by place. */
function shape(path: Path): string {
  return path.map((key, i) => (typeof key === 'number' ? '[]' : i === 0 ? key : `.${key}`)).join('');
}

/** Own properties named like the prototype chain (plain assignment to `__proto__` would set the prototype). */
function withPrototypeKeys(node: Json): Json {
  defineOwn(node, '__proto__', { polluted: true });
  defineOwn(node, 'constructor', { prototype: { polluted: true } });
  defineOwn(node, 'prototype', { polluted: true });
  return node;
}

function defineOwn(object: object, key: string | number, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

function firstSession(snapshot: Json): { accessToken: string; owId: number } | null {
  const session = listAt(snapshot, ['sessions', 'sessions'])?.[0];
  return isObject(session) && typeof session.accessToken === 'string' ? { accessToken: session.accessToken, owId: Number(session.owId) } : null;
}

/** The owner's credentials and the client's in a fixtures answer, when it has them. */
function credentialsOf(fixtures: unknown): { email: string; password: string; client: { clientId: string; clientSecret: string } } | null {
  if (!isObject(fixtures) || !isObject(fixtures.personas) || !isObject(fixtures.client)) return null;
  const persona = fixtures.personas.workspaceOwner;
  const { clientId, clientSecret } = fixtures.client;
  if (!isObject(persona) || typeof persona.email !== 'string' || typeof persona.password !== 'string') return null;
  if (typeof clientId !== 'string' || typeof clientSecret !== 'string') return null;
  return { email: persona.email, password: persona.password, client: { clientId, clientSecret } };
}

/** The path an asset link is served at by this mock, or null for a link to anywhere else. */
export function assetPath(link: string): string | null {
  const local = /^https?:\/\/[^/]+\/assets\/(.+)$/.exec(link);
  if (link.startsWith(`${ASSET_HOST}/`)) return `/assets/${link.slice(ASSET_HOST.length + 1)}`;
  return local ? `/assets/${local[1]}` : null;
}

/** The first place two JSON values differ, or null. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path} (${a.length} items, then ${b.length})`;
    for (let i = 0; i < a.length; i += 1) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return `${path} (${JSON.stringify(a)?.slice(0, 60)}, then ${JSON.stringify(b)?.slice(0, 60)})`;
}
