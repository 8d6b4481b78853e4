/**
 * The mock server's own behaviour, seen through servers built with swapped-in
 * handlers (buildServer's `handlers` option): it checks its responses against the
 * spec, and a crashing handler answers the operation's documented 500. These are
 * properties of this implementation, so they live here rather than in contracts/.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorsOf, expectContract } from '../contracts/support/client.ts';
import { Reply } from './core/toolkit/context.ts';
import { Downloads } from './core/state/downloads.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer, type ServerOptions } from './server.ts';

/** A server of its own with the given options; closed after the run. */
async function withServer(options: ServerOptions, run: (http: supertest.Agent, server: MockServer) => Promise<void>): Promise<void> {
  const server = await buildServer({ frozenClock: true, rateLimit: null, ...options });
  try {
    await run(supertest.agent(server.app.server), server);
  } finally {
    await server.app.close();
  }
}

/** The same, collecting response violations and failing on any. */
async function withCheckedServer(options: ServerOptions, run: (http: supertest.Agent, server: MockServer) => Promise<void>): Promise<void> {
  await withServer({ validateResponses: 'collect', ...options }, async (http, server) => {
    await run(http, server);
    expect(server.violations).toEqual([]);
  });
}

/** getClock answering a clock whose `now` is not an integer and `frozen` is missing. */
const brokenClock = { getClock: () => ({ now: 'soon', iso: '2026-01-05T09:00:00.000Z' }) };

describe('response validation', () => {
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

// A handler that throws is a bug of the implementation, not of the request: the
// answer is the operation's documented 500.
describe('a crashing handler', () => {
  const crash = () => {
    throw new Error('handler bug');
  };

  function basic(server: MockServer): string {
    const { clientId, clientSecret } = server.state.world.client;
    return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }

  it('answers the documented 500 in the v3 envelope', async () => {
    await withCheckedServer({ handlers: { login: crash } }, async (http, server) => {
      const response = await http
        .post('/api/v3/ua/login')
        .set('Authorization', basic(server))
        .send({ grantType: 'password', email: 'a@b.example', password: 'x' });
      expectContract(response, 'login', 500);
      expect(errorsOf(response)).toEqual([{ error: messages.internalError }]);
    });
  });

  it('answers the documented 500 in the OAuth body of the token endpoint', async () => {
    await withCheckedServer({ handlers: { issueToken: crash } }, async (http, server) => {
      const response = await http.post('/api/v3/ua/oauth/token').set('Authorization', basic(server)).type('form').send({ grant_type: 'client_credentials' });
      expectContract(response, 'issueToken', 500);
      expect(response.body).toEqual({ error: 'server_error', error_description: messages.internalError });
    });
  });

  it('answers the documented 500 of the admin API bare', async () => {
    await withCheckedServer({ handlers: { getClock: crash } }, async (http) => {
      const response = expectContract(await http.get('/__mock/clock'), 'getClock', 500);
      expect(response.body).toEqual({ error: messages.internalError });
    });
  });

  it('answers 500, not a body error, when the handler throws a SyntaxError', async () => {
    await withCheckedServer({ handlers: { getClock: () => JSON.parse('{') } }, async (http) => {
      const response = expectContract(await http.get('/__mock/clock'), 'getClock', 500);
      expect(response.body).toEqual({ error: messages.internalError });
    });
  });

  it('answers 500 when the handler throws an error that carries a 4xx statusCode', async () => {
    const thrown = () => {
      throw Object.assign(new Error('not found in a dependency'), { statusCode: 404 });
    };
    await withCheckedServer({ handlers: { getClock: thrown } }, async (http) => {
      const response = expectContract(await http.get('/__mock/clock'), 'getClock', 500);
      expect(response.body).toEqual({ error: messages.internalError });
    });
  });

  it('logs the crash with its stack and keeps serving', async () => {
    const lines: string[] = [];
    await withCheckedServer({ handlers: { getClock: crash }, log: (line) => lines.push(line) }, async (http) => {
      expect((await http.get('/__mock/clock')).status).toBe(500);
      expect(lines.some((line) => line.startsWith('internal error: Error: handler bug'))).toBe(true);
      expectContract(await http.get('/__mock/fixtures'), 'getFixtures', 200);
    });
  });
});

describe('downloads', () => {
  it('serves a saved file with its content type and name, and forgets it on reset', async () => {
    await withCheckedServer({}, async (http, server) => {
      const file = server.state.downloads.save({ fileName: 'report 12.csv', contentType: 'text/csv; charset=utf-8', body: 'a,b\r\n1,2\r\n' }, 0);
      const response = await http.get(new URL(Downloads.url('http://x', file)).pathname);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="report 12.csv"');
      expect(response.text).toBe('a,b\r\n1,2\r\n');
      server.state.reset();
      expect((await http.get(`/files/${file.fileId}`)).status).toBe(404);
    });
  });
});
