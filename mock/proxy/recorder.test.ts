/**
 * The recorder's rules (spec/DECISIONS.md M26), from exchanges as the proxy hands them
 * over: sequences replay in order, credentials are neither matched nor written, an
 * answer that broke the contract is marked deliberate (so the file still loads), and
 * what a rule cannot answer is left out, saying why. record-replay.test.ts runs it
 * end to end.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedDefinitions } from '../core/pipeline/answer-rules.ts';
import { loadOperations } from '../core/pipeline/spec-loader.ts';
import { loadResponseValidators } from '../server.ts';
import { ExchangeRecorder, type RecordedExchange } from './recorder.ts';

const folder = mkdtempSync(join(tmpdir(), 'recorder-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const operation = (id: string) => loadOperations().find((op) => op.operationId === id)!;
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const example = (id: string, status: number) => operation(id).responses.get(status)!.example;

function exchange(id: string, answer: unknown, more: Partial<RecordedExchange> = {}): RecordedExchange {
  return {
    operation: operation(id),
    params: {},
    query: {},
    headers: { 'x-iaa-ow-id': '1001', authentication: 'Bearer secret-token' },
    requestBody: null,
    status: 200,
    answerHeaders: { 'content-type': 'application/json; charset=utf-8', date: 'Fri, 27 Nov 2026 22:00:00 GMT' },
    answerBody: json(answer),
    answerBroke: false,
    ...more,
  };
}

let files = 0;
async function recorded(exchanges: RecordedExchange[]): Promise<{ rules: Array<Record<string, unknown>>; log: string[] }> {
  const log: string[] = [];
  const recorder = new ExchangeRecorder(join(folder, `rules${++files}.json`), loadResponseValidators, (line) => log.push(line));
  for (const item of exchanges) await recorder.record(item);
  recorder.flush();
  const rules = JSON.parse(readFileSync(recorder.file, 'utf8')) as Array<Record<string, unknown>>;
  // Whatever was recorded, --rules takes the file as it is.
  await checkedDefinitions(rules, loadResponseValidators);
  return { rules, log };
}

describe('the recorder', () => {
  it('writes an empty recording at once, and a path it cannot write is an error at start', () => {
    const file = join(folder, 'empty.json');
    new ExchangeRecorder(file, loadResponseValidators, () => {});
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([]);
    expect(() => new ExchangeRecorder(join(folder, 'missing', 'rules.json'), loadResponseValidators, () => {})).toThrow(/cannot write .*ENOENT/);
  });

  it('replays alike calls in order: each but the last once, by priority; the last keeps answering', async () => {
    const body = example('getProfile', 200);
    const { rules } = await recorded([
      exchange('getProfile', body),
      exchange('listUsers', example('listUsers', 200)),
      exchange('getProfile', body),
      exchange('getProfile', body),
    ]);
    expect(rules.map((rule) => [(rule.match as { operationId: string }).operationId, rule.times, rule.priority])).toEqual([
      ['getProfile', 1, 2],
      ['listUsers', undefined, undefined],
      ['getProfile', 1, 1],
      ['getProfile', undefined, undefined],
    ]);
  });

  it('matches the workspace header, the query and the body, never credentials; keeps only the answer headers an app reads', async () => {
    const login = exchange('login', example('login', 200), {
      headers: { authorization: 'Basic c2VjcmV0', 'content-type': 'application/json' },
      requestBody: json({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }),
      answerHeaders: { 'content-type': 'application/json', 'retry-after': '5', 'set-cookie': 'sid=1', etag: '"x"' },
    });
    const token = exchange('issueToken', example('issueToken', 200), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      requestBody: Buffer.from('grant_type=password&username=owner%40acme-media.example&password=Owner%232026&client_secret=s'),
    });
    const list = exchange('listUsers', example('listUsers', 200), { query: { pageNo: '2', access_token: 'in-the-url', status: ['active', 'inactive'] } });
    const { rules } = await recorded([login, token, list]);
    expect(rules[0]).toMatchObject({
      match: { operationId: 'login', body: { grantType: 'password', email: 'owner@acme-media.example' } },
      answer: { status: 200, headers: { 'retry-after': '5' } },
    });
    expect(rules[1]!.match).toEqual({ operationId: 'issueToken', body: { grant_type: 'password', username: 'owner@acme-media.example' } });
    expect(rules[2]!.match).toEqual({ operationId: 'listUsers', query: { pageNo: '2', status: 'active,inactive' }, headers: { 'x-iaa-ow-id': '1001' } });
    const written = JSON.stringify(rules);
    for (const secret of ['Owner#2026', 'c2VjcmV0', 'secret-token', 'in-the-url', 'sid=1', '"etag"']) expect(written).not.toContain(secret);
    // The tokens of the answers read [redacted].
    expect((rules[0]!.answer as { body: { data: { access_token: string } } }).body.data.access_token).toBe('[redacted]');
  });

  it('marks an answer that broke the contract deliberate, so that --rules replays it as it came', async () => {
    const broken = { success: true, data: { totalRecords: 'many' } };
    const undocumented = exchange('getProfile', { oops: true }, { status: 418 });
    const { rules } = await recorded([exchange('listUsers', broken, { answerBroke: true }), undocumented]);
    expect(rules.map((rule) => rule.answer)).toEqual([
      { status: 200, body: broken, deliberate: true },
      { status: 418, body: { oops: true }, deliberate: true },
    ]);
  });

  it('leaves out what a rule cannot answer, saying why in the log', async () => {
    const csv = exchange('listUsers', null, { answerHeaders: { 'content-type': 'text/csv' }, answerBody: Buffer.from('a,b\n') });
    const unread = exchange('listUsers', null, { answerBody: null });
    const notJson = exchange('listUsers', null, { answerBody: Buffer.from('{"cut') });
    const { rules, log } = await recorded([csv, unread, notJson]);
    expect(rules).toEqual([]);
    expect(log).toEqual([
      'record: listUsers 200 not recorded: a rule answers JSON, and this answer is text/csv',
      'record: listUsers 200 not recorded: its body was not read whole (over the check limit, or an encoding the proxy does not read)',
      'record: listUsers 200 not recorded: its body is not JSON',
    ]);
  });
});
