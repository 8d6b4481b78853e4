/**
 * Answer rules (spec/DECISIONS.md M25): answers QA forces from the server side,
 * kept per session, without the app under test sending `Prefer`. A rule names a
 * platform operation and what a request must carry to match; the first live rule
 * that matches answers it, before the domain handler runs.
 *
 * One home for the concept: the definition's shape (`parseDefinition`, shared by the
 * admin API, `--rules FILE` and snapshots), the store with its counters, the
 * matching, and the snapshot part. Checking a custom body against the documented
 * schema needs the response validators, which only the composition root loads
 * (mock/server.ts `checkRuleAnswer`).
 */
import { isDeepStrictEqual } from 'node:util';
import { maxDelayMs } from './scenarios.ts';
import { SnapshotMismatch } from '../state/snapshot-reader.ts';
import { loadOperations, type Operation } from './spec-loader.ts';
import type { ValidatorLookup } from './validation.ts';

/** What a request must carry for a rule to answer it; every part given must match. */
export interface RuleMatch {
  operationId: string;
  /** Path parameters by their spec names, compared as the strings sent. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Header names in any case; values compared as sent. */
  headers?: Record<string, string>;
  /** A subset of the JSON body: each key given must be deep-equal to the body's. */
  body?: Record<string, unknown>;
  /** The user and workspace of the request's bearer token (looked up in the session's tokens). */
  caller?: { email?: string; owId?: number };
}

export type RuleAnswer =
  /** The operation's documented example for that status, as `Prefer: code=` answers it. */
  | { example: number; delayMs?: number }
  /** A custom answer: checked at creation against the documented answers unless `deliberate`. */
  | { status: number; headers?: Record<string, string>; body?: unknown; deliberate?: boolean; delayMs?: number }
  /** A network fault (M25, "Network faults"): the connection misbehaves instead of answering. */
  | { fault: FaultKind; chunkDelayMs?: number; delayMs?: number };

/**
 * The network faults a rule may answer with: `reset` resets the connection before any
 * header; `empty` closes it with no answer; `malformed-json` answers the success status
 * with a JSON type and a cut-off JSON text; `slow-body` sends the success example in
 * pieces, `chunkDelayMs` apart; `close-mid-body` sends the headers and part of the
 * example, then closes the connection.
 */
export const faultKinds = ['reset', 'empty', 'malformed-json', 'slow-body', 'close-mid-body'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** A slow body is sent in at most this many pieces: at most `slowBodyPieces - 1` pauses. */
export const slowBodyPieces = 10;
/** The longest pause between the pieces of a slow body: 9 pauses of at most 6 s stay within a minute, as delays do (M1). */
export const maxChunkDelayMs = 6_000;
export const defaultChunkDelayMs = 1_000;

/** The faults that send the operation's documented success example, or part of it. */
const faultsWithBody: ReadonlySet<FaultKind> = new Set(['malformed-json', 'slow-body', 'close-mid-body']);

export interface RuleDefinition {
  match: RuleMatch;
  answer: RuleAnswer;
  /** Answer the next N matching requests, then the rule is spent; absent: always. */
  times?: number;
  /** Let the world answer the first M matching requests. */
  after?: number;
  /** Higher first; ties go to the newest rule. */
  priority?: number;
}

export interface AnswerRule extends RuleDefinition {
  id: string;
  /** Matching requests the rule has seen (those it let pass under `after` included). */
  seen: number;
  /** Requests it answered. */
  answered: number;
}

/** Why a definition was refused: 400 when malformed (a wrong type, a missing field), 422 for an unacceptable value. */
export class RuleRefusal extends Error {
  constructor(
    readonly status: 400 | 422,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

/** A session keeps at most this many rules (spec/DECISIONS.md L4): spent ones count until deleted. */
export const maxRules = 1_000;

/** Headers a rule may not set: they frame the message, which the server writes itself. */
const framingHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'content-type']);
/** RFC 9110 token characters; a value is visible ASCII, spaces and tabs (no line break can split the answer). */
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const headerValue = /^[\t\x20-\x7e]*$/;

let operationIndex: Map<string, Operation> | undefined;
function operationNamed(operationId: string): Operation | undefined {
  operationIndex ??= new Map(loadOperations().map((op) => [op.operationId, op]));
  return operationIndex.get(operationId);
}

/** The request as rules see it: values as sent, before validation coerces them. */
export interface RuleRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The bearer token's user e-mail and workspace, worked out only when a rule asks. */
  caller: () => { email: string | null; owId: number | null } | null;
}

export class AnswerRules {
  /** Oldest first; the order rules are tried in is `ordered`. */
  private rules: AnswerRule[] = [];
  private nextId = 1;

  get size(): number {
    return this.rules.length;
  }

  list(): AnswerRule[] {
    return this.ordered().map((rule) => structuredClone(rule));
  }

  /** Adds a checked definition; refused past `maxRules`. */
  add(definition: RuleDefinition): AnswerRule {
    if (this.rules.length >= maxRules) throw new RuleRefusal(422, 'body', `would pass the ${maxRules} rules a session keeps; delete some first`);
    const rule: AnswerRule = { id: `rule-${this.nextId++}`, ...structuredClone(definition), seen: 0, answered: 0 };
    this.rules.push(rule);
    return structuredClone(rule);
  }

  /** Throws RuleRefusal when `count` more rules would pass `maxRules`. */
  checkRoom(count: number): void {
    if (this.rules.length + count > maxRules) throw new RuleRefusal(422, 'rules', `must hold at most ${maxRules} rules`);
  }

  /** Adds checked definitions, all or none: refused when they would pass `maxRules`. */
  addAll(definitions: readonly RuleDefinition[]): void {
    this.checkRoom(definitions.length);
    for (const definition of definitions) this.add(definition);
  }

  delete(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  /** Deletes every rule; how many there were. Ids keep counting, so a journal's `ruleId` never names a later rule. */
  clear(): number {
    const count = this.rules.length;
    this.rules = [];
    return count;
  }

  /**
   * Back to a fresh session's (a reset, which empties the journal too): the rules the
   * server was started with (`--rules FILE`), each with nothing seen.
   */
  reset(startRules: readonly RuleDefinition[] = []): void {
    this.clear();
    this.nextId = 1;
    this.addAll(startRules);
  }

  /**
   * The rule that answers this request, if any, counting it. Rules are tried by
   * priority, newest first; each live rule that matches sees the request, and the
   * first past its `after` answers it (the rules after it do not see it).
   */
  answering(operationId: string, request: RuleRequest): AnswerRule | null {
    for (const rule of this.ordered()) {
      if (isSpent(rule) || !matches(rule.match, operationId, request)) continue;
      rule.seen += 1;
      if (rule.seen <= (rule.after ?? 0)) continue;
      rule.answered += 1;
      return rule;
    }
    return null;
  }

  private ordered(): AnswerRule[] {
    // Newest first among equals: a rule added later overrides an older one of the same priority.
    return this.rules
      .map((rule, index) => ({ rule, index }))
      .sort((a, b) => (b.rule.priority ?? 0) - (a.rule.priority ?? 0) || b.index - a.index)
      .map(({ rule }) => rule);
  }

  /** The rules' part of a state snapshot, oldest first, with their counters. */
  toJSON(): AnswerRulesState {
    return { nextId: this.nextId, rules: structuredClone(this.rules) };
  }

  /**
   * Reads a snapshot's part (absent in snapshots written before rules: none), checking
   * each rule as POST /__mock/rules does, a custom answer's body against its schema included.
   */
  static async parse(value: unknown, path: string, responses: () => Promise<ValidatorLookup>): Promise<AnswerRulesState> {
    if (value === undefined) return { nextId: 1, rules: [] };
    try {
      const state = parseState(value, path);
      for (const [i, rule] of state.rules.entries()) await checkAnswerBody(rule, `${path}.rules[${i}]`, responses);
      return state;
    } catch (error) {
      if (!(error instanceof RuleRefusal)) throw error;
      throw new SnapshotMismatch(error.field, `a rule POST /__mock/rules takes (it ${error.problem})`);
    }
  }

  restore(state: AnswerRulesState): void {
    this.rules = structuredClone(state.rules);
    this.nextId = state.nextId;
  }
}

export interface AnswerRulesState {
  nextId: number;
  rules: AnswerRule[];
}

function parseState(value: unknown, path: string): AnswerRulesState {
  const part = objectAt(value, path);
  const nextId = integerAt(part.nextId, `${path}.nextId`, 1);
  if (!Array.isArray(part.rules)) throw new RuleRefusal(400, `${path}.rules`, 'must be an array');
  if (part.rules.length > maxRules) throw new RuleRefusal(422, `${path}.rules`, `must hold at most ${maxRules} rules`);
  const ids = new Set<string>();
  const rules = part.rules.map((item, i) => {
    const at = `${path}.rules[${i}]`;
    const raw = objectAt(item, at);
    const { id, seen, answered, ...definition } = raw;
    // Unique and below nextId: a rule added later must not take an id a restored one has.
    if (typeof id !== 'string' || !/^rule-\d+$/.test(id) || Number(id.slice(5)) >= nextId || ids.has(id))
      throw new RuleRefusal(422, `${at}.id`, 'must be a unique rule-N below nextId');
    ids.add(id);
    return { id, ...parseDefinition(definition, at), seen: integerAt(seen, `${at}.seen`, 0), answered: integerAt(answered, `${at}.answered`, 0) };
  });
  return { nextId, rules };
}

function isSpent(rule: AnswerRule): boolean {
  return rule.times !== undefined && rule.answered >= rule.times;
}

function matches(match: RuleMatch, operationId: string, request: RuleRequest): boolean {
  if (match.operationId !== operationId) return false;
  if (match.params && !valuesMatch(match.params, (name) => request.params[name])) return false;
  if (match.query && !valuesMatch(match.query, (name) => request.query[name])) return false;
  if (match.headers && !valuesMatch(match.headers, (name) => request.headers[name.toLowerCase()])) return false;
  if (match.body && !bodyMatches(match.body, request.body)) return false;
  if (match.caller && !callerMatches(match.caller, request.caller())) return false;
  return true;
}

/** Each value as sent: a repeated query parameter or header matches by its values joined with commas. */
function valuesMatch(wanted: Record<string, string>, sent: (name: string) => unknown): boolean {
  return Object.entries(wanted).every(([name, value]) => {
    const actual = sent(name);
    return actual !== undefined && (Array.isArray(actual) ? actual.join(',') : String(actual)) === value;
  });
}

function bodyMatches(wanted: Record<string, unknown>, body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const sent = body as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => Object.hasOwn(sent, key) && isDeepStrictEqual(sent[key], value));
}

function callerMatches(wanted: { email?: string; owId?: number }, caller: ReturnType<RuleRequest['caller']>): boolean {
  if (caller === null) return false;
  if (wanted.email !== undefined && caller.email?.toLowerCase() !== wanted.email.toLowerCase()) return false;
  return wanted.owId === undefined || caller.owId === wanted.owId;
}

/**
 * A definition as POST /__mock/rules, --rules and snapshots give it, checked whole
 * (the spec's schema says the same for the admin API, which checks it first), and
 * its operation and answer against the spec. Throws RuleRefusal naming the field.
 */
export function parseDefinition(value: unknown, path = ''): RuleDefinition {
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  const raw = objectAt(value, path || 'body');
  const definition: RuleDefinition = { match: parseMatch(raw.match, at('match')), answer: parseAnswer(raw.answer, at('answer')) };
  for (const key of ['times', 'after'] as const) if (raw[key] !== undefined) definition[key] = integerAt(raw[key], at(key), key === 'times' ? 1 : 0);
  if (raw.priority !== undefined) definition.priority = integerAt(raw.priority, at('priority'), Number.MIN_SAFE_INTEGER);
  unknownKeys(raw, ['match', 'answer', 'times', 'after', 'priority'], path);
  checkAgainstOperation(definition, at);
  return definition;
}

function parseMatch(value: unknown, path: string): RuleMatch {
  const raw = objectAt(value, path);
  if (typeof raw.operationId !== 'string') throw new RuleRefusal(400, `${path}.operationId`, 'is required and must be a string');
  const match: RuleMatch = { operationId: raw.operationId };
  for (const key of ['params', 'query', 'headers'] as const) if (raw[key] !== undefined) match[key] = stringsAt(raw[key], `${path}.${key}`);
  if (raw.body !== undefined) match.body = objectAt(raw.body, `${path}.body`);
  if (raw.caller !== undefined) {
    const caller = objectAt(raw.caller, `${path}.caller`);
    match.caller = {};
    if (caller.email !== undefined) match.caller.email = stringAt(caller.email, `${path}.caller.email`);
    if (caller.owId !== undefined) match.caller.owId = integerAt(caller.owId, `${path}.caller.owId`, 0);
    unknownKeys(caller, ['email', 'owId'], `${path}.caller`);
    if (Object.keys(match.caller).length === 0) throw new RuleRefusal(422, `${path}.caller`, 'must name an email or an owId');
  }
  unknownKeys(raw, ['operationId', 'params', 'query', 'headers', 'body', 'caller'], path);
  return match;
}

function parseAnswer(value: unknown, path: string): RuleAnswer {
  const raw = objectAt(value, path);
  const delay = raw.delayMs === undefined ? {} : { delayMs: integerAt(raw.delayMs, `${path}.delayMs`, 0, maxDelayMs) };
  if (raw.example !== undefined) {
    unknownKeys(raw, ['example', 'delayMs'], path);
    return { example: integerAt(raw.example, `${path}.example`, 100, 599), ...delay };
  }
  if (raw.fault !== undefined) {
    unknownKeys(raw, ['fault', 'chunkDelayMs', 'delayMs'], path);
    if (typeof raw.fault !== 'string') throw new RuleRefusal(400, `${path}.fault`, 'must be a string');
    if (!(faultKinds as readonly string[]).includes(raw.fault)) throw new RuleRefusal(422, `${path}.fault`, `must be one of ${faultKinds.join(', ')}`);
    const answer: RuleAnswer = { fault: raw.fault as FaultKind, ...delay };
    if (raw.chunkDelayMs !== undefined) {
      answer.chunkDelayMs = integerAt(raw.chunkDelayMs, `${path}.chunkDelayMs`, 0, maxChunkDelayMs);
      if (answer.fault !== 'slow-body') throw new RuleRefusal(422, `${path}.chunkDelayMs`, 'applies only to the slow-body fault');
    }
    return answer;
  }
  if (raw.status === undefined) throw new RuleRefusal(400, path, 'must give an example status, a status or a fault');
  unknownKeys(raw, ['status', 'headers', 'body', 'deliberate', 'delayMs'], path);
  const answer: RuleAnswer = { status: integerAt(raw.status, `${path}.status`, 200, 599), ...delay };
  if (raw.headers !== undefined) answer.headers = headersAt(raw.headers, `${path}.headers`);
  if (raw.body !== undefined) answer.body = raw.body;
  if (raw.deliberate !== undefined) {
    if (typeof raw.deliberate !== 'boolean') throw new RuleRefusal(400, `${path}.deliberate`, 'must be a boolean');
    answer.deliberate = raw.deliberate;
  }
  return answer;
}

/** The operation must be the platform's (rules never answer for the admin API or the file storage), the status documented. */
function checkAgainstOperation(definition: RuleDefinition, at: (field: string) => string): void {
  const operation = operationNamed(definition.match.operationId);
  if (!operation?.isPlatform) {
    const why = operation ? 'names an operation of the mock itself; rules answer only for the platform' : 'must name an operation of the platform';
    throw new RuleRefusal(422, at('match.operationId'), why);
  }
  // A path parameter the operation lacks would never match: a typo, refused rather than silently dead.
  const pathNames = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const unknownParam = Object.keys(definition.match.params ?? {}).find((name) => !pathNames.has(name));
  if (unknownParam !== undefined) throw new RuleRefusal(422, at(`match.params.${unknownParam}`), `is not a path parameter of ${operation.operationId}`);
  if (definition.match.body && operation.takesFiles) throw new RuleRefusal(422, at('match.body'), 'cannot match an operation that takes files');
  const { answer } = definition;
  if ('fault' in answer) return checkFault(operation, answer.fault, at);
  const status = 'example' in answer ? answer.example : answer.status;
  const deliberate = 'status' in answer && answer.deliberate === true;
  if (!operation.responses.has(status) && !deliberate) {
    throw new RuleRefusal(
      422,
      at('example' in answer ? 'answer.example' : 'answer.status'),
      `${status} is not documented; documented: ${[...operation.responses.keys()].join(', ')}`,
    );
  }
  if ('example' in answer && operation.responses.get(status)?.example === undefined) {
    throw new RuleRefusal(422, at('answer.example'), `${status} has no documented example`);
  }
}

/** A fault that sends a body sends the operation's documented JSON example of its success status: it must have one. */
function checkFault(operation: Operation, fault: FaultKind, at: (field: string) => string): void {
  if (!faultsWithBody.has(fault)) return;
  const success = operation.responses.get(operation.successStatus);
  if (success?.mediaType === 'application/json' && success.example !== undefined) return;
  throw new RuleRefusal(422, at('answer.fault'), `${fault} sends the documented ${operation.successStatus} JSON example, which ${operation.operationId} lacks`);
}

/**
 * A definition checked whole: its shape and operation (parseDefinition), then a custom
 * answer's body against the schema its status documents, unless `deliberate`.
 * `responses` loads the response validators, which a server that checks no answer never holds.
 */
export async function checkedDefinition(value: unknown, path: string, responses: () => Promise<ValidatorLookup>): Promise<RuleDefinition> {
  const definition = parseDefinition(value, path);
  await checkAnswerBody(definition, path, responses);
  return definition;
}

/** A custom answer's body fits the schema its status documents, unless the answer is `deliberate`; throws RuleRefusal naming the field. */
async function checkAnswerBody(definition: RuleDefinition, path: string, responses: () => Promise<ValidatorLookup>): Promise<void> {
  const { answer } = definition;
  if ('example' in answer || 'fault' in answer || answer.deliberate === true) return;
  const response = operationNamed(definition.match.operationId)!.responses.get(answer.status)!;
  if (response.schemaPointer === null) return;
  const at = path === '' ? 'answer.body' : `${path}.answer.body`;
  if (answer.body === undefined) throw new RuleRefusal(422, at, `is required: ${answer.status} documents a body (or say "deliberate": true)`);
  const validate = (await responses())(response.schemaPointer)();
  if (validate(answer.body)) return;
  const error = validate.errors?.[0];
  const segments = (error?.instancePath ?? '').split('/').slice(1);
  // A missing property is named itself, as request validation names it.
  const missing = (error?.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing !== undefined) segments.push(missing);
  const inner = segments.map((t) => (/^\d+$/.test(t) ? `[${t}]` : `.${t}`)).join('');
  const problem = missing === undefined ? (error?.message ?? 'does not fit') : 'is required';
  throw new RuleRefusal(422, `${at}${inner}`, `${problem}: the body does not fit the documented ${answer.status} (or say "deliberate": true)`);
}

function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RuleRefusal(400, path, 'must be an object');
  return value as Record<string, unknown>;
}

function stringAt(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new RuleRefusal(400, path, 'must be a string');
  return value;
}

function stringsAt(value: unknown, path: string): Record<string, string> {
  const raw = objectAt(value, path);
  for (const [key, item] of Object.entries(raw)) stringAt(item, `${path}.${key}`);
  return raw as Record<string, string>;
}

function headersAt(value: unknown, path: string): Record<string, string> {
  const headers = stringsAt(value, path);
  for (const [name, item] of Object.entries(headers)) {
    if (!headerName.test(name) || framingHeaders.has(name.toLowerCase())) throw new RuleRefusal(422, `${path}.${name}`, 'is not a header a rule may set');
    if (!headerValue.test(item)) throw new RuleRefusal(422, `${path}.${name}`, 'must be visible ASCII on one line');
  }
  return headers;
}

function integerAt(value: unknown, path: string, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value)) throw new RuleRefusal(400, path, 'must be an integer');
  const n = value as number;
  if (n < minimum || n > maximum) throw new RuleRefusal(422, path, `must be ${minimum} to ${maximum}`);
  return n;
}

function unknownKeys(raw: Record<string, unknown>, known: readonly string[], path: string): void {
  const extra = Object.keys(raw).find((key) => !known.includes(key));
  if (extra !== undefined) throw new RuleRefusal(400, path === '' ? extra : `${path}.${extra}`, 'is not a field of a rule');
}

/**
 * A list of definitions (`--rules FILE`, the same shape as POST bodies), each checked:
 * a bad one throws RuleRefusal naming it (`[2].answer.status`).
 */
export async function checkedDefinitions(value: unknown, responses: () => Promise<ValidatorLookup>): Promise<RuleDefinition[]> {
  if (!Array.isArray(value)) throw new RuleRefusal(400, 'rules', 'must be a JSON array of rules');
  if (value.length > maxRules) throw new RuleRefusal(422, 'rules', `must hold at most ${maxRules} rules`);
  const definitions: RuleDefinition[] = [];
  for (const [i, item] of value.entries()) definitions.push(await checkedDefinition(item, `[${i}]`, responses));
  return definitions;
}
