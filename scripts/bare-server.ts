/**
 * The baseline of `npm run bench`: a bare Fastify server with a single GET route
 * answering the same JSON as the mock's users list page, with no auth, no
 * validation, no state: what Fastify alone costs on this machine.
 *
 * Started by scripts/bench.ts as `node --import tsx scripts/bare-server.ts` with
 * BENCH_BODY_FILE (the JSON to serve) and PORT; prints `ready <port>` once listening.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodyFile = process.env.BENCH_BODY_FILE;
if (!bodyFile) throw new Error('BENCH_BODY_FILE is not set');
const port = Number(process.env.PORT ?? 0);
const path = process.env.BENCH_PATH ?? '/api/v3/ua/users/list';

// Parsed once; Fastify serializes it on every request, as the mock does its page.
const body: unknown = JSON.parse(readFileSync(bodyFile, 'utf8'));

const app = Fastify({ logger: false });
app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
