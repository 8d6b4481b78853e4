/**
 * The contract runner's progress while a run goes: tests done of those collected,
 * passed, failed and skipped, requests sent (the ledger, CONTRACT_LEDGER), time
 * elapsed and an estimate of the time left. A vitest reporter (run-suites.ts puts it
 * first, so that it is done before any other reporter prints its summary).
 *
 * - In a terminal: one line kept up to date in place (at most four times a second),
 *   cleared around anything else written meanwhile, and left as the final count at the end.
 * - Otherwise (a CI log): a plain line every CONTRACT_PROGRESS_INTERVAL_MS (15 s by
 *   default), or sooner when another tenth of the tests is done, never two within 5 s
 *   (or the interval, when shorter); and a final line at the end.
 *
 * Every line starts with "Progress: ", so nothing that reads the output line by line mistakes one for something else.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export const progressPrefix = 'Progress: ';
/** A CI log's line every this often by default. */
export const defaultIntervalMs = 15_000;
/** Never two lines in a CI log closer than this (or than the interval, when shorter). */
export const minGapMs = 5_000;
/** How often a terminal's line may change. */
export const terminalRefreshMs = 250;

export interface ProgressState {
  /** When the run started (ms since the epoch, as `now`). */
  startedAt: number;
  /** When it ended: the line then gives the whole time instead of an estimate. */
  endedAt?: number;
  /** Test files in the run, and those collected so far (vitest imports each just before running it). */
  files: { total: number; collected: number };
  /** Tests in the files collected so far (on a smoke run, the smoke tests alone). */
  collected: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Requests sent so far; unknown without a ledger. */
  requests?: number;
  /** The run keeps under this many requests a minute (--max-rate). */
  maxRate?: number;
}

const count = (n: number) => n.toLocaleString('en-US');
export const testsDone = (state: ProgressState) => state.passed + state.failed + state.skipped;

/** `45s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/**
 * The tests the run will have: those collected, and while files are still to be
 * collected, as many again per file as the collected files hold on average.
 */
export function expectedTests(state: ProgressState): number | null {
  const { total, collected } = state.files;
  if (collected >= total) return state.collected;
  if (collected === 0) return null;
  return Math.round((state.collected * total) / collected);
}

/**
 * The time left, in ms, or null while there is too little to go on (fewer than two files
 * collected, fewer than 5 tests or 2 % of them done, or less than 10 s gone). From the rate of
 * tests done; under --max-rate, at least the requests still to send (as many a test as
 * so far) at that pace.
 */
export function estimateLeftMs(state: ProgressState, now: number): number | null {
  const expected = expectedTests(state);
  const done = testsDone(state);
  const elapsed = now - state.startedAt;
  if (expected === null || state.files.collected < Math.min(2, state.files.total)) return null;
  if (done < Math.max(5, expected * 0.02) || elapsed < 10_000) return null;
  const left = Math.max(0, expected - done);
  const byTests = (left * elapsed) / done;
  const byPace = state.maxRate && state.requests !== undefined ? ((left * state.requests) / done / state.maxRate) * 60_000 : 0;
  return Math.max(byTests, byPace);
}

function formatLeft(ms: number | null): string {
  if (ms === null) return 'estimating time left';
  if (ms < 1000) return 'finishing';
  if (ms < 60_000) return 'less than a minute left';
  const minutes = Math.round(ms / 60_000);
  return minutes < 60 ? `about ${minutes} min left` : `about ${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m left`;
}

/**
 * One progress line (without a line end), e.g.
 * `Progress: 412 of 1,730 tests: 398 passed, 2 failed, 12 skipped | 530 requests | 3m 12s elapsed | about 8 min left`;
 * while files are still to be collected the total is a lower bound: `412 of ≥980 tests (12 of 40 files collected)`.
 */
export function formatProgress(state: ProgressState, now: number): string {
  const done = testsDone(state);
  const { total, collected } = state.files;
  const tests =
    collected >= total
      ? `${count(done)} of ${count(state.collected)} tests`
      : `${collected === 0 ? count(done) : `${count(done)} of ≥${count(state.collected)}`} tests (${count(collected)} of ${count(total)} files collected)`;
  const parts = [`${tests}: ${count(state.passed)} passed, ${count(state.failed)} failed, ${count(state.skipped)} skipped`];
  if (state.requests !== undefined) parts.push(`${count(state.requests)} requests${state.maxRate ? ` (at most ${count(state.maxRate)} a minute)` : ''}`);
  if (state.endedAt !== undefined) parts.push(`finished in ${formatDuration(state.endedAt - state.startedAt)}`);
  else parts.push(`${formatDuration(now - state.startedAt)} elapsed`, formatLeft(estimateLeftMs(state, now)));
  return `${progressPrefix}${parts.join(' | ')}`;
}

/** CONTRACT_PROGRESS_INTERVAL_MS: a CI log's line every this many ms (default 15 s). */
export function progressIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.CONTRACT_PROGRESS_INTERVAL_MS);
  return Number.isInteger(ms) && ms > 0 ? ms : defaultIntervalMs;
}

/**
 * When a line is due. In a terminal: when it changed, at most every `terminalRefreshMs`.
 * In a log: every `intervalMs`, or when another tenth of the tests (of those collected) is
 * done, but never within `minGapMs` (or the interval, when shorter) of the last line.
 */
export class ProgressThrottle {
  private lastAt: number;
  private lastText = '';
  private lastTenth = 0;

  constructor(
    private readonly terminal: boolean,
    private readonly intervalMs: number,
    startedAt: number,
  ) {
    this.lastAt = terminal ? -Infinity : startedAt;
  }

  due(now: number, text: string, done: number, total: number): boolean {
    if (this.terminal) return text !== this.lastText && now - this.lastAt >= terminalRefreshMs;
    const tenth = total > 0 ? Math.floor((done * 10) / total) : 0;
    const since = now - this.lastAt;
    return since >= this.intervalMs || (tenth > this.lastTenth && since >= Math.min(minGapMs, this.intervalMs));
  }

  printed(now: number, text: string, done: number, total: number): void {
    this.lastAt = now;
    this.lastText = text;
    this.lastTenth = total > 0 ? Math.floor((done * 10) / total) : 0;
  }
}

/** Counts the lines of a file that others append to, reading only what was added since the last look. */
export class LineCounter {
  private offset = 0;
  lines = 0;

  constructor(private readonly path: string) {}

  read(): number {
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch {
      return this.lines; // nothing sent yet
    }
    try {
      const chunk = Buffer.alloc(64 * 1024);
      for (let n = readSync(fd, chunk, 0, chunk.length, this.offset); n > 0; n = readSync(fd, chunk, 0, chunk.length, this.offset)) {
        this.offset += n;
        for (let i = 0; i < n; i++) if (chunk[i] === 0x0a) this.lines++;
      }
    } finally {
      closeSync(fd);
    }
    return this.lines;
  }
}

/** What progress writes to: process.stdout, or a stand-in in tests. */
export interface Output {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

type Write = (...args: unknown[]) => boolean;
const clearLine = '\r\x1b[2K';

/**
 * One line at the bottom of a terminal, rewritten in place. Anything else written
 * to the terminal meanwhile (stdout or stderr) first clears it; it is drawn again
 * once that output ends a line.
 */
export class LiveLine {
  private text = '';
  private shown = false;
  private atLineStart = true;
  private redraw: NodeJS.Immediate | null = null;
  private readonly restore: Array<() => void> = [];
  private readonly write: (chunk: string) => void;

  constructor(
    private readonly out: Output,
    others: Output[] = [],
  ) {
    const original = out.write as Write;
    this.write = (chunk) => void original.call(out, chunk);
    for (const stream of [out, ...others]) {
      const own = stream.write as Write;
      stream.write = ((...args: unknown[]) => {
        this.hide();
        const result = own.apply(stream, args);
        const chunk = args[0];
        if (typeof chunk === 'string' && chunk.length > 0) this.atLineStart = chunk.endsWith('\n');
        else if (chunk instanceof Uint8Array && chunk.length > 0) this.atLineStart = chunk[chunk.length - 1] === 0x0a;
        if (this.text && this.atLineStart && !this.redraw) this.redraw = setImmediate(() => this.drawAgain());
        return result;
      }) as Output['write'];
      this.restore.push(() => void (stream.write = own as Output['write']));
    }
  }

  show(text: string): void {
    const width = Math.max(20, (this.out.columns ?? 80) - 1);
    this.text = text.length > width ? `${text.slice(0, width - 1)}…` : text;
    if (this.atLineStart) this.draw();
  }

  /** Clears the line, or leaves `text` as a line of its own, and stops watching the streams. */
  finish(text?: string): void {
    if (this.redraw) clearImmediate(this.redraw);
    this.redraw = null;
    this.hide();
    this.text = '';
    for (const restore of this.restore.splice(0)) restore();
    if (text !== undefined) this.write(`${this.atLineStart ? '' : '\n'}${text}\n`);
  }

  private draw(): void {
    this.write(`${clearLine}${this.text}`);
    this.shown = true;
  }

  private drawAgain(): void {
    this.redraw = null;
    if (this.text && this.atLineStart && !this.shown) this.draw();
  }

  private hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.write(clearLine);
  }
}

export interface ProgressOptions {
  /** Where the progress goes (process.stdout). */
  out?: Output;
  /** Written to the same terminal when a terminal too: the line is cleared around its output (process.stderr). */
  err?: Output;
  /** One line in place (default: whether `out` is a terminal). */
  terminal?: boolean;
  /** A log's line every this often (CONTRACT_PROGRESS_INTERVAL_MS, 15 s). */
  intervalMs?: number;
  /** Count only the smoke tests (the others are skipped by name). */
  smoke?: boolean;
  maxRate?: number;
  /** The ledger of the run, read at its start (CONTRACT_LEDGER). */
  ledger?: () => string | undefined;
  clock?: () => number;
  /** Look every this often whether a line is due; 0: only when tick() is called (tests). */
  tickMs?: number;
}

interface ModuleLike {
  moduleId: string;
  children: { allTests(): Iterable<TestLike> };
}
interface TestLike {
  id: string;
  fullName: string;
  result(): { state: string };
}

/** The vitest reporter that keeps count and prints the progress. */
export class ProgressReporter {
  readonly terminal: boolean;
  private readonly out: Output;
  private readonly err: Output | undefined;
  private readonly intervalMs: number;
  private readonly clock: () => number;
  private readonly tickMs: number;
  private state: ProgressState | null = null;
  private readonly collectedModules = new Set<string>();
  private readonly results = new Map<string, 'passed' | 'failed' | 'skipped'>();
  private throttle: ProgressThrottle | null = null;
  private ledger: LineCounter | null = null;
  private line: LiveLine | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ProgressOptions = {}) {
    this.out = options.out ?? process.stdout;
    this.err = options.err ?? (options.out ? undefined : process.stderr);
    this.terminal = options.terminal ?? this.out.isTTY === true;
    this.intervalMs = options.intervalMs ?? progressIntervalMs();
    this.clock = options.clock ?? Date.now;
    this.tickMs = options.tickMs ?? (this.terminal ? terminalRefreshMs : Math.max(50, Math.min(1000, Math.min(minGapMs, this.intervalMs) / 4)));
  }

  onTestRunStart(specifications: ReadonlyArray<unknown>): void {
    this.stop();
    const now = this.clock();
    this.collectedModules.clear();
    this.results.clear();
    this.state = { startedAt: now, files: { total: specifications.length, collected: 0 }, collected: 0, passed: 0, failed: 0, skipped: 0 };
    if (this.options.maxRate) this.state.maxRate = this.options.maxRate;
    const ledger = (this.options.ledger ?? (() => process.env.CONTRACT_LEDGER))();
    this.ledger = ledger ? new LineCounter(ledger) : null;
    if (this.ledger) this.state.requests = 0;
    this.throttle = new ProgressThrottle(this.terminal, this.intervalMs, now);
    if (this.terminal) this.line = new LiveLine(this.out, this.err?.isTTY ? [this.err] : []);
    if (this.tickMs > 0) {
      this.timer = setInterval(() => this.tick(this.clock()), this.tickMs);
      this.timer.unref();
    }
    this.tick(now);
  }

  onTestModuleCollected(module: ModuleLike): void {
    this.collect(module);
  }

  onTestModuleEnd(module: ModuleLike): void {
    // A file that failed to import ends without being collected.
    this.collect(module);
  }

  onTestCaseResult(test: TestLike): void {
    if (!this.state || !this.counts(test)) return;
    const state = test.result().state;
    if (state !== 'passed' && state !== 'failed' && state !== 'skipped') return;
    const before = this.results.get(test.id);
    if (before) this.state[before]--;
    this.results.set(test.id, state);
    this.state[state]++;
  }

  onTestRunEnd(): void {
    if (!this.state) return;
    this.refresh();
    this.state.endedAt = this.clock();
    const text = formatProgress(this.state, this.state.endedAt);
    if (this.line) this.line.finish(text);
    else this.out.write(`${text}\n`);
    this.line = null;
    this.stop();
    this.state = null;
  }

  /** Prints a line if one is due; the timer calls it, tests call it with the time they choose. */
  tick(now: number): void {
    if (!this.state || !this.throttle) return;
    this.refresh();
    const text = formatProgress(this.state, now);
    const done = testsDone(this.state);
    if (!this.throttle.due(now, text, done, this.state.collected)) return;
    this.throttle.printed(now, text, done, this.state.collected);
    if (this.line) this.line.show(text);
    else this.out.write(`${text}\n`);
  }

  /** The counts so far, for tests. */
  get current(): ProgressState | null {
    return this.state && { ...this.state, files: { ...this.state.files } };
  }

  private collect(module: ModuleLike): void {
    if (!this.state || this.collectedModules.has(module.moduleId)) return;
    this.collectedModules.add(module.moduleId);
    this.state.files.collected = Math.min(this.state.files.total, this.state.files.collected + 1);
    for (const test of module.children.allTests()) if (this.counts(test)) this.state.collected++;
  }

  private counts(test: TestLike): boolean {
    return !this.options.smoke || test.fullName.includes('[smoke]');
  }

  private refresh(): void {
    if (this.state && this.ledger) this.state.requests = this.ledger.read();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.line?.finish();
    this.line = null;
  }
}
