/**
 * The mock checks its own responses against the spec: a handler answering a body
 * that breaks the schema, or a status the operation does not document, is caught
 * (`collect` keeps it, `log` writes it through the `log` option). Handlers are
 * swapped in through buildServer's `handlers` option, so the in-process mock only.
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { Reply } from '../../mock/core/context.ts';
import { buildServer, type MockServer, type ServerOptions } from '../../mock/server.ts';
import { targetConfig } from '../support/target.ts';

/** A server of its own with the given options; closed after the run. */
async function withServer(options: ServerOptions, run: (http: supertest.Agent, server: MockServer) => Promise<void>): Promise<void> {
  const server = await buildServer({ frozenClock: true, rateLimit: null, ...options });
  try {
    await run(supertest.agent(server.app.server), server);
  } finally {
    await server.app.close();
  }
}

/** getClock answering a clock whose `now` is not an integer and `frozen` is missing. */
const brokenClock = { getClock: () => ({ now: 'soon', iso: '2026-01-05T09:00:00.000Z' }) };

describe.skipIf(targetConfig().baseUrl !== null)('response validation', () => {
  it('collects a body that breaks the schema, naming the operation, status and problems', async () => {
    await withServer({ validateResponses: 'collect', handlers: brokenClock }, async (http, server) => {
      expect((await http.get('/__mock/clock')).status).toBe(200);
      expect(server.violations).toEqual([
        { operationId: 'getClock', status: 200, problems: [expect.stringMatching(/frozen|\/now/)], body: brokenClock.getClock() },
      ]);
    });
  });

  it('collects a status the operation does not document', async () => {
    const handlers = { getClock: () => new Reply(201, { now: 0, iso: '1970-01-01T00:00:00.000Z', frozen: true }) };
    await withServer({ validateResponses: 'collect', handlers }, async (http, server) => {
      expect((await http.get('/__mock/clock')).status).toBe(201);
      expect(server.violations).toHaveLength(1);
      expect(server.violations[0]!.problems).toEqual([expect.stringContaining('status 201 is not documented')]);
    });
  });

  it('collects nothing while the answers keep to the spec', async () => {
    await withServer({ validateResponses: 'collect' }, async (http, server) => {
      await http.get('/__mock/clock').expect(200);
      await http.get('/__mock/fixtures').expect(200);
      await http.post('/api/v3/ua/login').send({}).expect(401);
      expect(server.violations).toEqual([]);
    });
  });

  it("writes the violation through the log option in 'log' mode", async () => {
    const lines: string[] = [];
    await withServer({ validateResponses: 'log', log: (line) => lines.push(line), handlers: brokenClock }, async (http, server) => {
      await http.get('/__mock/clock').expect(200);
      expect(lines.filter((line) => line.startsWith('response violation getClock 200: '))).toHaveLength(1);
      expect(server.violations).toEqual([]);
    });
  });

  it("checks nothing in 'off' mode", async () => {
    const lines: string[] = [];
    await withServer({ validateResponses: 'off', log: (line) => lines.push(line), handlers: brokenClock }, async (http, server) => {
      await http.get('/__mock/clock').expect(200);
      expect(lines.some((line) => line.startsWith('response violation'))).toBe(false);
      expect(server.violations).toEqual([]);
    });
  });

  it('refuses a handler override that matches no operation', async () => {
    await expect(buildServer({ handlers: { noSuchOperation: () => null } })).rejects.toThrow(/handler noSuchOperation matches no operation/);
  });
});
