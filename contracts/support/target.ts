/**
 * The implementation under test: the in-process mock (the default) or any base
 * URL (CONTRACT_BASE_URL). This is the only file of the suites that imports the
 * server. A remote target that answers /__mock/fixtures is a mock too, so its
 * mock-only checks run.
 */
import supertest from 'supertest';
import type { Persona, PersonaName } from '../../fixtures/types.ts';
import { buildServer, type MockServer } from '../../mock/server.ts';

export interface TargetConfig {
  baseUrl: string | null;
  clientId: string;
  clientSecret: string;
  /** Path of a JSON file of personas (as GET /__mock/fixtures serves them), for targets that are not mocks. */
  personasFile: string | null;
}

export function targetConfig(env: NodeJS.ProcessEnv = process.env): TargetConfig {
  return {
    baseUrl: env.CONTRACT_BASE_URL || null,
    clientId: env.CONTRACT_CLIENT_ID || 'mock-client-id',
    clientSecret: env.CONTRACT_CLIENT_SECRET || 'mock-client-secret',
    personasFile: env.CONTRACT_PERSONAS || null,
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
  personas: Partial<Record<PersonaName, Persona>>;
  close(): Promise<void>;
}

export interface InProcessOptions {
  /** Requests a minute; the suites run with the limit off except the rate-limit suite. */
  rateLimit?: number | null;
}

export async function openTarget(options: InProcessOptions = {}): Promise<Target> {
  const config = targetConfig();
  if (config.baseUrl) return openRemote(config);
  // A frozen clock: time moves only when a test says so, so runs replay exactly.
  // With a breach planted (the breach sweep), only what the suites see on the wire counts.
  const fault = process.env.CONTRACT_MOCK_FAULT || undefined;
  const server = await buildServer({ validateResponses: fault ? 'off' : 'collect', frozenClock: true, rateLimit: options.rateLimit ?? null, fault });
  const http = supertest.agent(server.app.server);
  const personas = (await http.get('/__mock/fixtures')).body.personas;
  return { http, config, isMock: true, server, personas, close: () => server.app.close() };
}

async function openRemote(config: TargetConfig): Promise<Target> {
  const http = supertest.agent(config.baseUrl!);
  const fixtures = await http.get('/__mock/fixtures').ok(() => true);
  const isMock = fixtures.status === 200 && typeof fixtures.body?.personas === 'object';
  const personas = isMock ? fixtures.body.personas : await readPersonas(config.personasFile);
  return { http, config, isMock, server: null, personas, close: async () => {} };
}

async function readPersonas(file: string | null): Promise<Target['personas']> {
  if (!file) return {};
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(file, 'utf8')) as Target['personas'];
}
