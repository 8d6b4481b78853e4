/**
 * The implementation under test: the in-process mock (the default) or any base
 * URL (CONTRACT_BASE_URL). This is the only file of the suites that imports the
 * server. A remote target that answers /__mock/fixtures is a mock too: its
 * fixtures document is its profile, and its mock-only checks run. Any other
 * target brings a profile file (CONTRACT_PROFILE). Against a mock that keeps
 * sessions, the runner sets CONTRACT_SESSION_RUN and each test file works in a
 * session of its own (`X-Mock-Session` on every request), so files run side by side.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import supertest from 'supertest';
import type { Persona, PersonaName } from '../../mock/domains/users/model.ts';
import type { MockServer } from '../../mock/server.ts';
import { contractFileId } from './test-files.ts';

/**
 * What the suites know of a target's world: client credentials, personas with
 * their credentials, and ids of notable records by role. Shaped like
 * GET /__mock/fixtures, so the mock's own fixtures document is a valid profile;
 * every part is optional, and a test needing a part the profile lacks is skipped.
 */
export interface Profile {
  client?: { clientId: string; clientSecret: string };
  personas: Partial<Record<PersonaName, Persona>>;
  organizations?: Array<{ owId: number; organizationName?: string; workspaceDomain?: string; parentOwId?: number | null }>;
  /** Ids by kind of record, then by role: `notableIds.campaigns.draft`. */
  notableIds?: Record<string, Record<string, number | string>>;
  /**
   * The header the target reads the bearer token from. Unset, it is learnt from
   * the first secured call that one of `Authentication` (the documents' name) and
   * `Authorization` (their samples') gets through.
   */
  tokenHeader?: string;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Per operationId: the method and path the target serves it at, and headers it needs. */
  operations?: Record<string, OperationShape>;
  /** Operations the target lacks: the tests that need one skip, saying so. */
  absentOperations?: string[];
}

export interface OperationShape {
  method?: string;
  /** A path template with the spec's `{name}` parameters. */
  path?: string;
  headers?: Record<string, string>;
}

export interface TargetConfig {
  baseUrl: string | null;
  clientId: string;
  clientSecret: string;
  /** Path of the target's profile; a file holding only a personas object is read as a profile with personas alone. */
  profileFile: string | null;
}

export function targetConfig(env: NodeJS.ProcessEnv = process.env): TargetConfig {
  return {
    baseUrl: env.CONTRACT_BASE_URL || null,
    clientId: env.CONTRACT_CLIENT_ID || '',
    clientSecret: env.CONTRACT_CLIENT_SECRET || '',
    profileFile: env.CONTRACT_PROFILE || env.CONTRACT_PERSONAS || null,
  };
}

export interface Target {
  /** supertest bound to the target. */
  http: supertest.Agent;
  config: TargetConfig;
  /** True when the target serves the /__mock admin API (clock, reset, outbox). */
  isMock: boolean;
  /** The in-process server, when there is one. */
  server: MockServer | null;
  profile: Profile;
  /** The profile's personas. */
  personas: Partial<Record<PersonaName, Persona>>;
  /** On a 429, wait Retry-After and send again (off for the rate-limit suite, which expects its 429s). */
  retryOn429: boolean;
  close(): Promise<void>;
}

export interface InProcessOptions {
  /** Requests a minute; the suites run with the limit off except the rate-limit suite. */
  rateLimit?: number | null;
  /** Retry a request answered 429 (default true). */
  retryOn429?: boolean;
  /** The in-process mock whatever CONTRACT_BASE_URL names: for the tests of the mock's own features (mock/). */
  inProcess?: boolean;
  /** The test file opening the target: it names the file's session on a mock that keeps sessions. */
  testFile?: string;
}

const defaultClient = { clientId: 'mock-client-id', clientSecret: 'mock-client-secret' };

export async function openTarget(options: InProcessOptions = {}): Promise<Target> {
  const config = targetConfig();
  const retryOn429 = options.retryOn429 ?? true;
  if (config.baseUrl && !options.inProcess) return openRemote(config, retryOn429, remoteSession(options.testFile));
  // A frozen clock: time moves only when a test says so, so runs replay exactly.
  // With a breach planted (the breach sweep), only what the suites see on the wire counts.
  const fault = process.env.CONTRACT_MOCK_FAULT || undefined;
  // CONTRACT_MOCK_VARIANTS=1: the in-process mock answers in its other legal forms (--variants).
  const variants = process.env.CONTRACT_MOCK_VARIANTS === '1';
  // Loaded only for an in-process target: a run against another server never pays for the mock's modules.
  const { buildServer } = await import('../../mock/server.ts');
  const server = await buildServer({ validateResponses: fault ? 'off' : 'collect', frozenClock: true, rateLimit: options.rateLimit ?? null, fault, variants });
  const http = supertest.agent(server.app.server);
  const profile = shapedMockProfile((await http.get('/__mock/fixtures')).body as Profile, config.profileFile);
  return targetOf({ http, config, isMock: true, server, profile, retryOn429, close: () => server.app.close() });
}

async function openRemote(config: TargetConfig, retryOn429: boolean, session: string | null): Promise<Target> {
  const agent = supertest.agent(config.baseUrl!);
  // Set on the agent, the header goes with every request of the file: calls, admin calls, downloads.
  const http = session === null ? agent : agent.set('X-Mock-Session', session);
  const fixtures = await http.get('/__mock/fixtures').ok(() => true);
  const isMock = fixtures.status === 200 && typeof fixtures.body?.personas === 'object';
  const profile = isMock ? shapedMockProfile(fixtures.body as Profile, config.profileFile) : readProfile(config.profileFile);
  return targetOf({ http, config, isMock, server: null, profile, retryOn429, close: async () => {} });
}

/** The session a test file works in on a mock that keeps sessions (CONTRACT_SESSION_RUN set by the runner), or null. */
function remoteSession(testFile: string | undefined, runId = process.env.CONTRACT_SESSION_RUN): string | null {
  if (!runId || !testFile) return null;
  return sessionName(runId, contractFileId(testFile));
}

/**
 * `<run>.<file>`, e.g. `1a2b3c4d.users.login` for the file id users/login.test.ts: unique to the
 * file and the run, within the mock's names (1-64 of letters, digits, `.`, `_`, `-`).
 */
export function sessionName(runId: string, file: string): string {
  const slug = file
    .replace(/\.test\.ts$/, '')
    .split('/')
    .join('.')
    .replace(/[^A-Za-z0-9._-]/g, '-');
  const name = `${runId}.${slug}`;
  if (name.length <= 64) return name;
  const digest = createHash('sha256').update(file).digest('hex').slice(0, 8);
  return `${name.slice(0, 55)}.${digest}`;
}

/** Credentials from flags or environment win over the profile's, which win over the mock's defaults. */
function targetOf(parts: Omit<Target, 'personas'>): Target {
  const client = parts.profile.client ?? defaultClient;
  const config = {
    ...parts.config,
    clientId: parts.config.clientId || client.clientId,
    clientSecret: parts.config.clientSecret || client.clientSecret,
  };
  return { ...parts, config, personas: parts.profile.personas ?? {} };
}

const profileKeys = ['personas', 'client', 'organizations', 'notableIds', 'tokenHeader', 'headers', 'operations', 'absentOperations'];

export function readProfile(file: string | null): Profile {
  if (!file) return { personas: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Profile> | Profile['personas'];
  // --personas (the older flag) names a file holding the personas object alone.
  if (!profileKeys.some((key) => key in parsed)) return { personas: parsed as Profile['personas'] };
  return { ...(parsed as Partial<Profile>), personas: (parsed as Partial<Profile>).personas ?? {} };
}

/** A mock's fixtures, shaped by a profile file (headers, paths, a token header), whose personas add to the mock's. */
function shapedMockProfile(fixtures: Profile, file: string | null): Profile {
  if (!file) return fixtures;
  const shape = readProfile(file);
  return { ...fixtures, ...shape, personas: { ...fixtures.personas, ...shape.personas } };
}
