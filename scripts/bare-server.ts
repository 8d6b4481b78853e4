/**
 * The baseline of `npm run bench`: a bare Fastify server answering the same JSON
 * as the mock's users list, login and update-status, with no auth, no validation
 * and no state: what Fastify alone costs on this machine for the same bytes. It
 * parses JSON request bodies, as any server of those operations must.
 *
 * Started by scripts/bench.ts as `node --import tsx scripts/bare-server.ts` with
 * BENCH_ROUTES (a JSON file of [{ method, path, body }]) and PORT; prints
 * `ready <port>` once listening.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type HTTPMethods } from 'fastify';

interface BareRoute {
  method: HTTPMethods;
  path: string;
  /** The answer, as the mock sent it. */
  body: string;
}

const routesFile = process.env.BENCH_ROUTES;
if (!routesFile) throw new Error('BENCH_ROUTES is not set');
const port = Number(process.env.PORT ?? 0);
const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as BareRoute[];

const app = Fastify({ logger: false });
for (const route of routes) {
  // Parsed once; Fastify serializes it on every request, as the mock does its answers.
  const body: unknown = JSON.parse(route.body);
  app.route({ method: route.method, url: route.path, handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(body) });
}

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
