/**
 * A bounded journal of recent requests, served by GET /__mock/requests: what each
 * request sent (headers worth showing, its body) and what it got back (status and
 * body), so a frontend developer sees why an answer was what it was.
 *
 * Bounded three ways (spec/DECISIONS.md L4, M21): the last `capacity` requests (500
 * by default); each URL cut at `maxJournalUrlLength` characters and each body at
 * `maxJournalBodyLength`; and all entries together at `maxJournalTotalLength`
 * characters, the oldest going first. Bodies are kept as the text that was sent
 * (never re-serialized) and parsed only when the journal is read.
 *
 * Secrets (credential headers; password, secret, token, hash and code fields of
 * bodies, forms and query strings) are redacted when an entry is shown or written
 * into a snapshot, by the redaction the proxy's violations use (redaction.ts), never
 * as a request is recorded: recording keeps references to text that exists anyway,
 * so redacting then would cost a scan (and often a copy) of every body on the hot
 * path, for entries that are mostly dropped unread. The raw text stays only in this
 * process's memory, next to the world that holds the same passwords and tokens.
 */
import type { JournalEntry } from '../../../spec/generated/types.ts';
import { redacted as redactedValue, redactText, redactUrl, secretHeaders } from './redaction.ts';
import { pathOf as snapshotPath, SnapshotMismatch, SnapshotReader } from '../state/snapshot-reader.ts';

export interface JournalRecord {
  at: number;
  method: string;
  /** As sent, cut at maxJournalUrlLength: secret query parameters are redacted whenever shown or written out. */
  url: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  /** As Node read them (request.raw.rawHeaders): filtered and redacted whenever shown or written out. */
  requestHeaders: RawHeaders;
  requestBody: CapturedBody | null;
  /** As the answer went out (request-log.ts `sentHeaders`): filtered and redacted whenever shown or written out. */
  responseHeaders: RawHeaders;
  responseBody: CapturedBody | null;
  /** The answer rule that answered the request (M25); null when the world did. */
  ruleId: string | null;
}

/** Header names and values in turn, as sent: `['Content-Type', 'application/json', ...]`. */
export type RawHeaders = readonly string[];

/**
 * A body as the journal keeps it, with its secrets: a JSON body whole is its text itself
 * (most bodies: no object of its own for each entry to hold); any other body is text,
 * cut to the cap, with what it was, or a description of what it was.
 */
export type CapturedBody = string | KeptBody;

/** A body that is not JSON kept whole (CapturedBody). */
export interface KeptBody {
  text: string;
  /** Parse `text` as JSON when shown (when it was JSON and was not cut). */
  json: boolean;
  truncated: boolean;
}

/** An entry as GET /__mock/requests answers it: the contract's JournalEntry. */
export type { JournalEntry };

export interface JournalFilter {
  method?: string;
  /** The path or any path under it, segment by segment; the query is not part of it. */
  path?: string;
  /** An exact status (`429`) or a class (`4xx`). */
  status?: string;
  operationId?: string;
  /** Text the request's body or the answer's holds, in any case, as shown (secrets redacted). */
  q?: string;
  /** Only entries of a greater id: what a page polling the journal has not seen yet. */
  after?: number;
  limit?: number;
}

/** GET /__mock/requests' answer: the entries that pass the filters, newest first, at most `limit`, and how many pass. */
export interface JournalPage {
  requests: JournalEntry[];
  count: number;
}

/** Far longer than any URL the platform's operations take. */
export const maxJournalUrlLength = 2_048;
/** Each body is kept to its first 16 K characters: enough for any form or page of a list a person reads. */
export const maxJournalBodyLength = 16_384;
/** Longest body kept whole until shown (a page of a list or a report); a longer one is cut as it arrives. */
export const maxJournalKeptLength = 4 * maxJournalBodyLength;
/** All entries together (URLs, headers, bodies): 500 full entries would pass it, so the oldest go first. */
export const maxJournalTotalLength = 4 * 1024 * 1024;

/**
 * Operations whose success is not journalled: a restore leaves the snapshot's journal
 * (taken again, it is the same JSON, spec/DECISIONS.md M24), a clear an empty one, and a
 * read of the journal leaves it as it was (M21): a page that polls it, the inspector,
 * would otherwise fill it with its own reads and push the app's requests out.
 */
const notJournalled: ReadonlySet<string> = new Set(['restoreSnapshot', 'clearRequests', 'listRequests']);

/** Whether an answer goes into the journal; what records it asks first, so a dropped answer costs no capture. */
export function isJournalled(operationId: string | null, status: number): boolean {
  return status >= 300 || operationId === null || !notJournalled.has(operationId);
}

/**
 * What an entry holds by reference, with its small integers. Its mock time, duration and
 * size live in the journal's columns instead: a number that is no small integer, kept in
 * an object, is a heap object of its own, and the young-generation collections that run
 * every thousand or so requests copy each one the journal still holds.
 */
interface Stored {
  id: number;
  method: string;
  url: string;
  operationId: string | null;
  status: number;
  requestHeaders: RawHeaders;
  requestBody: CapturedBody | null;
  responseHeaders: RawHeaders;
  responseBody: CapturedBody | null;
  ruleId: string | null;
}

/** The numbers of each slot in `Journal.numbers`: its entry's mock time, duration and size. */
const AT = 0;
const DURATION = 1;
const SIZE = 2;
const NUMBERS_PER_SLOT = 3;

export class Journal {
  /** A ring of `capacity` slots: the oldest entry at `start`, `count` entries in all. */
  private readonly slots: Array<Stored | undefined>;
  /** `NUMBERS_PER_SLOT` numbers for each slot, in step with `slots`: numbers here cost the collections nothing. */
  private readonly numbers: Float64Array;
  private start = 0;
  private count = 0;
  private nextId = 1;
  private totalLength = 0;

  constructor(
    readonly capacity: number,
    private readonly maxTotalLength = maxJournalTotalLength,
  ) {
    this.slots = new Array<Stored | undefined>(capacity).fill(undefined);
    this.numbers = new Float64Array(capacity * NUMBERS_PER_SLOT);
  }

  /** Called for every request: the record is kept as it is, and the work of showing it waits for a read. */
  record(record: JournalRecord): void {
    if (!isJournalled(record.operationId, record.status)) return;
    this.keep(this.nextId++, record);
  }

  /** Adds an entry, dropping the oldest past the bounds. */
  private keep(id: number, record: JournalRecord): void {
    if (this.capacity === 0) return;
    if (this.count === this.capacity) this.dropOldest();
    const slot = this.slotAt(this.count);
    // One object with every field from the start: a field added later would cost each
    // entry a second object (its out-of-object properties) for the collections to copy.
    const entry: Stored = {
      id,
      method: record.method,
      url: shortened(record.url, maxJournalUrlLength),
      operationId: record.operationId,
      status: record.status,
      requestHeaders: record.requestHeaders,
      requestBody: record.requestBody,
      responseHeaders: record.responseHeaders,
      responseBody: record.responseBody,
      ruleId: record.ruleId,
    };
    const size = sizeOf(entry);
    this.slots[slot] = entry;
    this.setNumbers(slot, record.at, record.durationMs, size);
    this.count++;
    this.totalLength += size;
    while (this.totalLength > this.maxTotalLength && this.count > 1) this.dropOldest();
  }

  /** Dropped by its size in the columns: the entry itself, long out of the caches, is not read. */
  private dropOldest(): void {
    this.totalLength -= this.numbers[this.start * NUMBERS_PER_SLOT + SIZE]!;
    this.slots[this.start] = undefined;
    this.start = this.slotAt(1);
    this.count--;
  }

  /** The slot of the `index`th entry kept, oldest first. */
  private slotAt(index: number): number {
    const slot = this.start + index;
    return slot < this.capacity ? slot : slot - this.capacity;
  }

  private setNumbers(slot: number, at: number, durationMs: number, size: number): void {
    const base = slot * NUMBERS_PER_SLOT;
    this.numbers[base + AT] = at;
    this.numbers[base + DURATION] = durationMs;
    this.numbers[base + SIZE] = size;
  }

  private timesOf(slot: number): EntryTimes {
    const base = slot * NUMBERS_PER_SLOT;
    return { at: this.numbers[base + AT]!, durationMs: this.numbers[base + DURATION]! };
  }

  /**
   * Newest first: the entries that pass every filter given, at most `limit` of them, and
   * how many pass. One scan, newest to oldest, that stops at `after` (ids only grow);
   * only the entries returned are made into what the answer shows.
   */
  page(filter: JournalFilter = {}): JournalPage {
    const matches = matcher(filter);
    const after = filter.after ?? 0;
    const limit = filter.limit ?? this.capacity;
    const requests: JournalEntry[] = [];
    let count = 0;
    for (let i = this.count - 1; i >= 0; i--) {
      const slot = this.slotAt(i);
      const entry = this.slots[slot]!;
      if (entry.id <= after) break;
      if (!matches(entry)) continue;
      if (count++ < limit) requests.push(shown(entry, this.timesOf(slot)));
    }
    return { requests, count };
  }

  /** The entries of `page`, without the count. */
  recent(filter: JournalFilter = {}): JournalEntry[] {
    return this.page(filter).requests;
  }

  /** Entries and characters held, for tests of the bounds. */
  get size(): { entries: number; length: number } {
    return { entries: this.count, length: this.totalLength };
  }

  /**
   * Empties the journal (DELETE /__mock/requests, a reset); how many entries it held.
   * Ids keep counting, so a page that polls with `after` never misses a later entry
   * whose id an earlier one had.
   */
  clear(): number {
    const held = this.count;
    this.slots.fill(undefined);
    this.start = 0;
    this.count = 0;
    this.totalLength = 0;
    return held;
  }

  /** The journal's part of a state snapshot, oldest first. */
  toJSON(): JournalSnapshot {
    const entries: SnapshotEntry[] = [];
    for (let i = 0; i < this.count; i++) {
      const slot = this.slotAt(i);
      entries.push(snapshotEntry(this.slots[slot]!, this.timesOf(slot)));
    }
    return { nextId: this.nextId, entries };
  }

  static parse(value: unknown, path: string): JournalState {
    const read = SnapshotReader.of(value, path);
    const state = { nextId: read.integer('nextId', 1), entries: read.list('entries', readEntry) };
    const last = state.entries.at(-1);
    if (last && last.id >= state.nextId) throw new SnapshotMismatch(snapshotPath(path, 'nextId'), 'greater than the id of the last entry');
    return state;
  }

  /** Replaces the entries with those of a parsed snapshot part, within the journal's bounds. */
  restore(state: JournalState): void {
    this.clear();
    for (const entry of state.entries) this.keep(entry.id, entry);
    this.nextId = state.nextId;
  }
}

/** An entry's numbers as the journal's columns hold them. */
interface EntryTimes {
  at: number;
  durationMs: number;
}

/** What a snapshot keeps of the journal: its entries oldest first, and the next id. */
export interface JournalState {
  nextId: number;
  entries: Array<JournalRecord & { id: number }>;
}

/** The journal as a snapshot writes it: each entry's URL, headers and bodies as shown (secrets redacted). */
export interface JournalSnapshot {
  nextId: number;
  entries: SnapshotEntry[];
}

type SnapshotEntry = Omit<JournalRecord, 'requestHeaders' | 'responseHeaders' | 'requestBody' | 'responseBody'> & {
  id: number;
  requestHeaders: Record<string, string>;
  requestBody: KeptBody | null;
  responseHeaders: Record<string, string>;
  responseBody: KeptBody | null;
};

/** A detached copy, its fields in the order readEntry gives them, so a snapshot taken again is the same text. */
function snapshotEntry(e: Stored, times: EntryTimes): SnapshotEntry {
  return structuredClone({
    id: e.id,
    at: times.at,
    method: e.method,
    url: shownUrl(e.url),
    operationId: e.operationId,
    status: e.status,
    durationMs: times.durationMs,
    requestHeaders: shownHeaders(e.requestHeaders),
    requestBody: e.requestBody === null ? null : { ...partsOf(e.requestBody), text: shownText(e.requestBody) },
    responseHeaders: shownHeaders(e.responseHeaders, responseNoise),
    responseBody: e.responseBody === null ? null : { ...partsOf(e.responseBody), text: shownText(e.responseBody) },
    ruleId: e.ruleId,
  });
}

function readEntry(item: unknown, path: string): JournalRecord & { id: number } {
  const read = SnapshotReader.of(item, path);
  return {
    id: read.integer('id', 1),
    at: read.number('at'),
    method: read.string('method'),
    url: shortened(read.string('url'), maxJournalUrlLength),
    operationId: read.nullable('operationId', (reader, key) => reader.string(key)),
    status: read.integer('status'),
    durationMs: read.number('durationMs'),
    requestHeaders: readHeaders(read, 'requestHeaders'),
    requestBody: read.nullable('requestBody', readBody),
    // Absent from snapshots written before the journal kept them: none are known.
    responseHeaders: read.raw('responseHeaders') === undefined ? [] : readHeaders(read, 'responseHeaders'),
    responseBody: read.nullable('responseBody', readBody),
    // Absent from snapshots written before answer rules: the world answered.
    ruleId: read.raw('ruleId') === undefined ? null : read.nullable('ruleId', (reader, key) => reader.string(key)),
  };
}

/** Headers as a snapshot writes them (shown, `{name: value}`), kept as names and values in turn. */
function readHeaders(read: SnapshotReader, key: string): RawHeaders {
  const headers = read.object(key);
  return Object.keys(read.raw(key) as object).flatMap((name) => [name, headers.string(name)]);
}

function readBody(reader: SnapshotReader, key: string): CapturedBody {
  const body = reader.object(key);
  const { text, json } = partsOf(captured(body.string('text'), body.boolean('json')));
  return keptAs(text, json, body.boolean('truncated'));
}

/**
 * A body as the journal keeps it: the text itself, not a copy (an answer's text is
 * often one the mock keeps anyway, a remembered page), cut to the cap only when
 * shown. The journal's total counts it whole, so long bodies leave room for fewer
 * entries, and no copy is made per request.
 */
function captured(text: string, json: boolean): CapturedBody {
  // A body far past the cap (a large upload, a snapshot) is cut now: one entry never holds much.
  if (text.length > maxJournalKeptLength) return { text: shortened(text, maxJournalBodyLength), json, truncated: true };
  return keptAs(text, json, text.length > maxJournalBodyLength);
}

function keptAs(text: string, json: boolean, truncated: boolean): CapturedBody {
  return json && !truncated ? text : { text, json, truncated };
}

/** A body as its text and what it was, whichever form the journal keeps it in. */
function partsOf(body: CapturedBody): KeptBody {
  return typeof body === 'string' ? { text: body, json: true, truncated: false } : body;
}

const isTruncated = (body: CapturedBody | null): boolean => body !== null && typeof body !== 'string' && body.truncated;

const lengthOfBody = (body: CapturedBody | null): number => (body === null ? 0 : typeof body === 'string' ? body.length : body.text.length);

/** A JSON body (or one sent as JSON, even when malformed): shown parsed when it parses. */
export const capturedJson = (text: string): CapturedBody => captured(text, true);

/** A body of any other type, shown as text. */
export const capturedText = (text: string): KeptBody => partsOf(captured(text, false));

/**
 * The text as shown and as written into snapshots: secrets redacted, cut to the cap.
 * A cut body is cut before the redaction (which then scans at most the cap) and again
 * after it, so a snapshot restored and taken again is the same text: redacting the
 * redacted text changes nothing, and a marker cut at the end is made whole and cut again.
 */
function shownText(body: CapturedBody): string {
  const { text, truncated } = partsOf(body);
  if (!truncated) return redactText(text);
  return shortened(redactText(shortened(text, maxJournalBodyLength)), maxJournalBodyLength);
}

/** The URL as shown and as written into snapshots: secret query parameters redacted, cut to the cap as when recorded. */
function shownUrl(url: string): string {
  return shortened(redactUrl(url), maxJournalUrlLength);
}

/** Deeper than any body of the platform's operations, and far below what JSON.stringify can take. */
export const maxShownNesting = 64;

/** How deep arrays and objects nest in JSON text (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** A body shown as what it is rather than its bytes: `<file image/png 3,124 bytes>`. */
export function describedBody(description: string): KeptBody {
  return { text: `<${description}>`, json: false, truncated: false };
}

export const formatBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} byte${bytes === 1 ? '' : 's'}`;

/** Headers by name, as a reply holds them and Node's writeHead takes them. */
export type HeadersByName = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Headers by name as names and values in turn, but those named in `leaveOut`; a list value (Set-Cookie) is one pair per item. */
export function headerPairs(headers: HeadersByName, leaveOut?: ReadonlySet<string>): string[] {
  const pairs: string[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || leaveOut?.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push(name, item);
    else pairs.push(name, String(value));
  }
  return pairs;
}

/** How the bytes travelled, not what they said: left out of both sides. */
const transportHeaders = 'connection|keep-alive|transfer-encoding|te';
/** Request headers left out: transport, and what a browser adds to every request. */
const requestNoise = new RegExp(`^(${transportHeaders}|accept-encoding|accept-language|cache-control|pragma|priority|upgrade-insecure-requests|sec-.*)$`);
/** Response headers left out: transport only (an answer's Cache-Control is the mock's own say). */
export const responseNoise = new RegExp(`^(${transportHeaders})$`);

/**
 * The headers worth showing (`noise` left out), with credentials redacted (the scheme
 * kept, `Bearer [redacted]`; a cookie's name kept): names in lower case, a repeated
 * header joined as Node joins it. Redacted once joined, so that redacting them again
 * (a snapshot restored) changes nothing; but each cookie an answer sets is redacted
 * alone, as joined its attributes and the next cookie could not be told apart.
 */
export function shownHeaders(raw: RawHeaders, noise = requestNoise): Record<string, string> {
  const shown: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (noise.test(name)) continue;
    const value = name === 'set-cookie' ? redacted(name, raw[i + 1]!) : raw[i + 1]!;
    const before = shown[name];
    shown[name] = before === undefined ? value : `${before}${name === 'cookie' ? '; ' : ', '}${value}`;
  }
  for (const name of secretHeaders) if (name !== 'set-cookie' && shown[name] !== undefined) shown[name] = redacted(name, shown[name]);
  return shown;
}

function redacted(name: string, value: string): string {
  if (name === 'cookie')
    return value
      .split(';')
      .map((pair) => `${pair.split('=')[0]!.trim()}=${redactedValue}`)
      .join('; ');
  // A cookie set keeps its name and attributes (`session=[redacted]; Path=/; HttpOnly`).
  if (name === 'set-cookie') return value.replace(/^([^=;]*)=[^;]*/, `$1=${redactedValue}`);
  const scheme = /^(basic|bearer)\s+/i.exec(value.trim());
  return scheme ? `${scheme[1]} ${redactedValue}` : redactedValue;
}

function matcher(filter: JournalFilter): (entry: Stored) => boolean {
  const method = filter.method?.toUpperCase();
  const path = filter.path?.replace(/\/+$/, '');
  const status = filter.status;
  const text = filter.q === undefined ? undefined : textSearch(filter.q);
  return (entry) =>
    (method === undefined || entry.method === method) &&
    (filter.operationId === undefined || entry.operationId === filter.operationId) &&
    (status === undefined || statusMatches(entry.status, status)) &&
    (path === undefined || isUnder(pathOf(entry.url), path)) &&
    // Last: the one test that reads the bodies.
    (text === undefined || holds(entry.requestBody, text) || holds(entry.responseBody, text));
}

/** The text anywhere, in any case: one pattern, so no body is copied into lower case. */
function textSearch(text: string): RegExp {
  return new RegExp(text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'), 'iu');
}

/**
 * Whether a body holds the text as the journal shows it: the text kept (a JSON body's
 * JSON text, a description's words), its secrets redacted, so a search never finds an
 * entry by a password it hides.
 */
function holds(body: CapturedBody | null, text: RegExp): boolean {
  return body !== null && text.test(shownText(body));
}

/** `429` matches 429; `4xx` matches 400 to 499. */
function statusMatches(status: number, wanted: string): boolean {
  return /^\dxx$/i.test(wanted) ? Math.floor(status / 100) === Number(wanted[0]) : status === Number(wanted);
}

/** `/api/v3/ua/user` is under itself and `/api/v3/ua/user/config`, not `/api/v3/ua/users/list`. */
function isUnder(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).replace(/\/+$/, '');
}

/** The entry as the answer shows it, its fields in the schema's order (the answer writer's fast path). */
function shown(entry: Stored, times: EntryTimes): JournalEntry {
  return {
    id: entry.id,
    at: times.at,
    method: entry.method,
    url: shownUrl(entry.url),
    operationId: entry.operationId,
    status: entry.status,
    durationMs: times.durationMs,
    requestHeaders: shownHeaders(entry.requestHeaders),
    requestBody: bodyValue(entry.requestBody),
    requestBodyTruncated: isTruncated(entry.requestBody),
    responseHeaders: shownHeaders(entry.responseHeaders, responseNoise),
    responseBody: bodyValue(entry.responseBody),
    responseBodyTruncated: isTruncated(entry.responseBody),
    ruleId: entry.ruleId,
  };
}

/**
 * JSON parsed when it was JSON and whole; otherwise the text itself. JSON nested
 * deeper than any answer is shown as its text: parsed, it could not be serialized again.
 */
function bodyValue(body: CapturedBody | null): JournalEntry['requestBody'] {
  if (body === null) return null;
  const text = shownText(body);
  const { json, truncated } = partsOf(body);
  if (!json || truncated || nestingDepth(text) > maxShownNesting) return text;
  try {
    return JSON.parse(text) as JournalEntry['requestBody'];
  } catch {
    return text;
  }
}

function sizeOf(entry: Stored): number {
  return (
    entry.url.length + lengthOfBody(entry.requestBody) + lengthOfBody(entry.responseBody) + lengthOf(entry.requestHeaders) + lengthOf(entry.responseHeaders)
  );
}

function lengthOf(headers: RawHeaders): number {
  let length = 0;
  for (let i = 0; i < headers.length; i++) length += headers[i]!.length;
  return length;
}

/** The text cut to its first characters, copied: in V8 a slice keeps the whole string alive. */
function shortened(text: string, length: number): string {
  // Slicing a concatenation makes V8 flatten it into a new string of its own, so the
  // kept text no longer holds the whole original alive (a plain slice would), and no
  // buffer is made per request.
  return text.length <= length ? text : (' ' + text.slice(0, length)).slice(1);
}
