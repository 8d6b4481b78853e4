/**
 * The proxy's recorder (`--proxy URL --record FILE`, spec/DECISIONS.md M26): each
 * exchange with the real implementation becomes an answer rule, written to FILE as
 * the JSON array `--rules FILE` replays. Replayed in front of a mock's world, the
 * recorded calls get the real implementation's answers and everything else the
 * world's.
 *
 * A recorded rule matches what picks the answer out: the operation, its path
 * parameters, its query, the workspace header and the JSON or form body. It never
 * matches on credentials (a replay sends the mock's, not staging's), and none is
 * written: secret query parameters and body fields are left out of the match, and
 * the answer's secrets read `[redacted]` (mock/core/pipeline/redaction.ts).
 *
 * Calls that match alike in sequence replay in sequence: each but the last answers
 * once, by priority in the order they came, and the last keeps answering.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkedDefinition, maxRules, RuleRefusal, type RuleDefinition, type RuleMatch } from '../core/pipeline/answer-rules.ts';
import { isSecretName, redactText } from '../core/pipeline/redaction.ts';
import type { Operation } from '../core/pipeline/spec-loader.ts';
import type { ValidatorLookup } from '../core/pipeline/validation.ts';
import { mediaTypeOf } from './checks.ts';

/** An exchange as the proxy saw it, once both bodies were in whole. */
export interface RecordedExchange {
  operation: Operation;
  /** Path parameters by their spec names, as sent. */
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The request body as sent, or null when it was not kept whole. */
  requestBody: Buffer | null;
  status: number;
  answerHeaders: Record<string, string | string[]>;
  /** The answer body decoded, or null when it was not read whole. */
  answerBody: Buffer | null;
  /** The contract check found a fault in the answer: the rule must say it is deliberate. */
  answerBroke: boolean;
}

/** Answer headers a recording keeps: what an app reads of an answer, not how it was framed or cached. */
const keptAnswerHeaders = ['retry-after', 'location'];
/** Request headers a recorded rule matches on: the workspace picks the answer (X-IAA-OW-ID). */
const matchedRequestHeaders = ['x-iaa-ow-id'];
/** How long the recorder gathers exchanges before it writes the file. */
const writeDelayMs = 200;

export class ExchangeRecorder {
  private readonly recorded: Array<{ key: string; definition: RuleDefinition }> = [];
  private writeTimer: NodeJS.Timeout | null = null;
  private full = false;

  /** Writes an empty recording at once: a path it cannot write stops the start, not the first exchange. */
  constructor(
    readonly file: string,
    private readonly responses: () => Promise<ValidatorLookup>,
    private readonly log: (line: string) => void,
  ) {
    this.write();
  }

  /** Records one exchange, or says in the log why it cannot be replayed. */
  async record(exchange: RecordedExchange): Promise<void> {
    const { operationId } = exchange.operation;
    const skipped = (why: string) => this.log(`record: ${operationId} ${exchange.status} not recorded: ${why}`);
    if (this.recorded.length >= maxRules) {
      if (!this.full) skipped(`the file holds the ${maxRules} rules --rules loads`);
      this.full = true;
      return;
    }
    const answer = answerOf(exchange);
    if ('skip' in answer) return skipped(answer.skip);
    const match = matchOf(exchange);
    const definition = await replayable({ match, answer: answer.answer }, this.responses);
    this.recorded.push({ key: JSON.stringify(match), definition });
    this.scheduleWrite();
  }

  /** Writes what is recorded now (the server's close calls it); a failure is logged, the recording kept. */
  flush(): void {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    try {
      this.write();
    } catch (error) {
      this.log(`record: ${(error as Error).message}`);
    }
  }

  private scheduleWrite(): void {
    this.writeTimer ??= setTimeout(() => this.flush(), writeDelayMs);
  }

  /** Atomically, as snapshots are: a reader never sees half a file. */
  private write(): void {
    const temporary = join(dirname(this.file), `.${basename(this.file)}.${process.pid}.tmp`);
    try {
      writeFileSync(temporary, `${JSON.stringify(inSequence(this.recorded), null, 2)}\n`);
      renameSync(temporary, this.file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw new Error(`cannot write ${this.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
    }
  }
}

/**
 * The rules in the order recorded, each sequence of alike matches replaying in order:
 * all but the last answer once (`times: 1`), tried first to last by priority; the last
 * keeps answering (an app that calls again gets the latest answer).
 */
function inSequence(recorded: ReadonlyArray<{ key: string; definition: RuleDefinition }>): RuleDefinition[] {
  const total = new Map<string, number>();
  for (const { key } of recorded) total.set(key, (total.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  return recorded.map(({ key, definition }) => {
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    const later = total.get(key)! - position - 1;
    return later === 0 ? definition : { ...definition, times: 1, priority: later };
  });
}

function matchOf(exchange: RecordedExchange): RuleMatch {
  const match: RuleMatch = { operationId: exchange.operation.operationId };
  if (Object.keys(exchange.params).length > 0) match.params = exchange.params;
  const query = withoutSecrets(exchange.query);
  if (Object.keys(query).length > 0) match.query = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, joined(value)]));
  const headers = Object.fromEntries(
    matchedRequestHeaders.filter((name) => exchange.headers[name] !== undefined).map((name) => [name, joined(exchange.headers[name])]),
  );
  if (Object.keys(headers).length > 0) match.headers = headers;
  const body = exchange.operation.takesFiles ? null : requestFields(exchange);
  if (body && Object.keys(body).length > 0) match.body = body;
  return match;
}

/** A repeated query parameter or header, as a rule matches it: its values joined by commas. */
function joined(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The request's JSON object or form fields, without secrets; null when there is none to match. */
function requestFields(exchange: RecordedExchange): Record<string, unknown> | null {
  if (exchange.requestBody === null || exchange.requestBody.length === 0) return null;
  const type = mediaTypeOf(joined(exchange.headers['content-type'] ?? ''));
  const text = exchange.requestBody.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') return withoutSecrets(Object.fromEntries(new URLSearchParams(text)));
  const parsed = parseJson(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? withoutSecrets(parsed as Record<string, unknown>) : null;
}

/** Fields named like a secret, or holding one at any depth, are left out: a replay sends its own credentials. */
function withoutSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => !isSecretName(name) && !holdsSecret(value)));
}

function holdsSecret(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([name, item]) => (!Array.isArray(value) && isSecretName(name)) || holdsSecret(item));
}

function answerOf(exchange: RecordedExchange): { answer: RuleDefinition['answer'] } | { skip: string } {
  const headers: Record<string, string> = {};
  for (const name of keptAnswerHeaders) if (exchange.answerHeaders[name] !== undefined) headers[name] = joined(exchange.answerHeaders[name]);
  const answer = { status: exchange.status, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  if (exchange.answerBody === null) return { skip: 'its body was not read whole (over the check limit, or an encoding the proxy does not read)' };
  if (exchange.answerBody.length === 0) return { answer };
  const type = mediaTypeOf(joined(exchange.answerHeaders['content-type'] ?? ''));
  if (type === null || !/^application\/([\w.+-]+\+)?json$/.test(type)) return { skip: `a rule answers JSON, and this answer is ${type ?? 'untyped'}` };
  const body = parseJson(redactText(exchange.answerBody.toString('utf8')));
  if (body === undefined) return { skip: 'its body is not JSON' };
  return { answer: { ...answer, body, ...(exchange.answerBroke ? { deliberate: true } : {}) } };
}

/**
 * The definition as `--rules` will check it: an answer that no longer fits its schema
 * once its secrets are redacted (a token with a pattern, say) is marked deliberate, so
 * the file always loads.
 */
async function replayable(definition: RuleDefinition, responses: () => Promise<ValidatorLookup>): Promise<RuleDefinition> {
  try {
    return await checkedDefinition(definition, '', responses);
  } catch (error) {
    if (!(error instanceof RuleRefusal)) throw error;
    return { ...definition, answer: { ...definition.answer, deliberate: true } };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
