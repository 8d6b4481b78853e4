/**
 * The QA cookbook (docs/cookbook.md) runs. Each recipe's `sh` block is run with bash against an
 * in-process mock (the commands' http://127.0.0.1:4010 pointed at it), after the
 * section's setup block, in a freshly reset default session; every call followed by a
 * `# →` line must get what that line promises:
 *
 *   # → 429, Retry-After: 60, "Too many requests.", `"status":"On Hold"`, after 1.5 s
 *
 * a status (or `no answer`: the connection broke before any), headers (`Name` present,
 * `Name: value` equal), the platform's exact texts in double quotes (each must be a text
 * of the mock's catalogues, mock/messages.ts, and appear in the body), other body
 * fragments in backticks, and `after N s` (the call took at least that long). A recipe
 * without a promise, a promise this test cannot read, or a quoted text the platform
 * never answers with fails, so the cookbook cannot rot.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../mock/messages.ts';
import { buildServer, type MockServer } from '../mock/server.ts';

/** The origin the cookbook's commands name: the CLI's default address. */
const COOKBOOK_ORIGIN = 'http://127.0.0.1:4010';
const SECTION_HEADING = '# QA cookbook';
const ARROW = '# →';

type Check =
  | { kind: 'status'; status: number }
  | { kind: 'noAnswer' }
  | { kind: 'header'; name: string; value: string | null }
  | { kind: 'text'; text: string }
  | { kind: 'fragment'; text: string }
  | { kind: 'after'; ms: number };

/** A checked call: its lines in the block (a command may continue over several) and its promise. */
interface Call {
  first: number;
  last: number;
  promise: string;
  checks: Check[];
}

interface Recipe {
  name: string;
  lines: string[];
  calls: Call[];
}

interface Cookbook {
  setup: string[];
  recipes: Recipe[];
  /** The section's text outside code blocks, inline code removed. */
  prose: string[];
  /** Everything about the section's shape this test cannot accept. */
  problems: string[];
}

// ---- Reading the section ------------------------------------------------------------

/** The platform's texts; a catalogue text with a placeholder (`Campaign ID <id> ...`) matches any value in its place. */
const platformTexts = Object.values(messages).map((text) => (text.includes('<') ? templatePattern(text) : text));
const isPlatformText = (text: string) => platformTexts.some((known) => (typeof known === 'string' ? known === text : known.test(text)));

function templatePattern(template: string): RegExp {
  const parts = template.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('\\S+')}$`);
}

function parseCookbook(readme: string): Cookbook {
  const all = readme.split('\n');
  const start = all.indexOf(SECTION_HEADING);
  const cookbook: Cookbook = { setup: [], recipes: [], prose: [], problems: [] };
  if (start < 0) {
    cookbook.problems.push(`docs/cookbook.md has no "${SECTION_HEADING}" section`);
    return cookbook;
  }
  const endOffset = all.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const lines = all.slice(start + 1, endOffset < 0 ? undefined : start + 1 + endOffset);

  let group: string | null = null;
  let title: string | null = null;
  let titleHasBlock = false;
  let setupSeen = false;
  let block: string[] | null = null;
  const closeTitle = () => {
    if (title !== null && !titleHasBlock) cookbook.problems.push(`recipe "${title}" has no sh block`);
  };

  for (const line of lines) {
    if (block !== null) {
      if (line.startsWith('```')) {
        if (group === null) {
          if (setupSeen) cookbook.problems.push('more than one block before the first ### group: only the setup block goes there');
          setupSeen = true;
          if (block.some((l) => l.includes(ARROW))) cookbook.problems.push('the setup block makes no promise (no # → line)');
          cookbook.setup = block;
        } else if (title === null || titleHasBlock) {
          cookbook.problems.push(`a block under "${group}" has no bold title of its own`);
        } else {
          titleHasBlock = true;
          cookbook.recipes.push(parseRecipe(`${group}: ${title}`, block, cookbook.problems));
        }
        block = null;
      } else {
        block.push(line);
      }
      continue;
    }
    const fence = /^```(.*)$/.exec(line);
    if (fence) {
      if (fence[1]!.trim() !== 'sh') cookbook.problems.push(`a block in the cookbook is \`\`\`${fence[1]}: every block is sh`);
      block = [];
      continue;
    }
    if (line.startsWith('### ')) {
      closeTitle();
      title = null;
      group = line.slice(4).trim();
    } else if (line.startsWith('**')) {
      closeTitle();
      const bold = /^\*\*(.+?)\*\*/.exec(line);
      title = bold ? bold[1]!.replace(/[.:]$/, '') : line;
      titleHasBlock = false;
      if (group === null) cookbook.problems.push(`recipe "${title}" comes before the first ### group`);
    }
    cookbook.prose.push(line.replace(/`[^`]*`/g, ''));
  }
  closeTitle();
  if (block !== null) cookbook.problems.push('a block of the cookbook is never closed');
  if (!setupSeen) cookbook.problems.push('the cookbook has no setup block before its first ### group');
  return cookbook;
}

/** A line ending this way continues its command on the next line. */
const continues = (line: string) => /(\\|\||&&)\s*$/.test(line);

function parseRecipe(name: string, lines: string[], problems: string[]): Recipe {
  const calls: Call[] = [];
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('#') || !/→|->/.test(trimmed)) return;
    if (!trimmed.startsWith(`${ARROW} `)) {
      problems.push(`${name}: "${trimmed}" is not a promise this test reads (write "${ARROW} ...")`);
      return;
    }
    const last = i - 1;
    const above = lines[last]?.trim() ?? '';
    if (last < 0 || above === '' || above.startsWith('#')) {
      problems.push(`${name}: "${trimmed}" must come right under the call it describes`);
      return;
    }
    let first = last;
    while (first > 0 && continues(lines[first - 1]!)) first -= 1;
    const promise = trimmed.slice(ARROW.length).trim();
    const checks = parsePromise(promise, (problem) => problems.push(`${name}: "${promise}": ${problem}`));
    calls.push({ first, last, promise, checks });
  });
  if (calls.length === 0) problems.push(`${name}: the recipe has no "${ARROW}" line saying what the app gets`);
  return { name, lines, calls };
}

/** Splits at the commas outside "..." and `...`. */
function promiseItems(promise: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of promise) {
    if (quote === null && char === ',') {
      items.push(current.trim());
      current = '';
      continue;
    }
    if (char === '"' || char === '`') quote = quote === null ? char : quote === char ? null : quote;
    current += char;
  }
  items.push(current.trim());
  return items;
}

function parsePromise(promise: string, problem: (text: string) => void): Check[] {
  const checks: Check[] = [];
  for (const item of promiseItems(promise)) {
    let m: RegExpExecArray | null;
    if (/^\d{3}$/.test(item)) checks.push({ kind: 'status', status: Number(item) });
    else if (item === 'no answer') checks.push({ kind: 'noAnswer' });
    else if ((m = /^after (\d+(?:\.\d+)?) s$/.exec(item))) checks.push({ kind: 'after', ms: Number(m[1]) * 1000 });
    else if ((m = /^"([^"]+)"$/.exec(item))) {
      if (!isPlatformText(m[1]!)) problem(`"${m[1]}" is not a text the platform answers with (mock/messages.ts)`);
      checks.push({ kind: 'text', text: m[1]! });
    } else if ((m = /^`([^`]+)`$/.exec(item))) checks.push({ kind: 'fragment', text: m[1]! });
    else if ((m = /^([A-Za-z][A-Za-z0-9-]*)(?::\s*(\S.*))?$/.exec(item))) checks.push({ kind: 'header', name: m[1]!, value: m[2] ?? null });
    else problem(`cannot read "${item}"`);
  }
  const outcomes = checks.filter((c) => c.kind === 'status' || c.kind === 'noAnswer').length;
  if (outcomes !== 1) problem('name one status, or "no answer"');
  if (checks.some((c) => c.kind === 'noAnswer') && checks.length > 1) problem('"no answer" stands alone');
  return checks;
}

// ---- Running a recipe -----------------------------------------------------------------

interface CallOutcome {
  exitCode: number;
  output: string;
  elapsedMs: number;
}

/** The setup block, then the recipe, each checked call bracketed by markers carrying its exit code and times. */
function recipeScript(setup: string[], recipe: Recipe, marker: string): string {
  const script = ['set -e', ...setup];
  recipe.lines.forEach((line, i) => {
    if (recipe.calls.some((call) => call.first === i)) script.push('set +e', `printf '\\n${marker} begin %s\\n' "$EPOCHREALTIME"`);
    script.push(line);
    if (recipe.calls.some((call) => call.last === i)) script.push(`printf '\\n${marker} end %s %s\\n' "$?" "$EPOCHREALTIME"`, 'set -e');
  });
  return script.join('\n');
}

function callOutcomes(stdout: string, marker: string): CallOutcome[] {
  const pattern = new RegExp(`\\n${marker} begin ([\\d.]+)\\n([\\s\\S]*?)\\n${marker} end (\\d+) ([\\d.]+)\\n`, 'g');
  return [...stdout.matchAll(pattern)].map((m) => ({
    exitCode: Number(m[3]),
    output: m[2]!,
    elapsedMs: (Number(m[4]) - Number(m[1])) * 1000,
  }));
}

function bash(script: string, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    LC_ALL: 'C',
    // No ~/.curlrc and no proxy of this machine between curl and the mock.
    HOME: cwd,
    CURL_HOME: cwd,
    XDG_CONFIG_HOME: cwd,
    NO_PROXY: '*',
    no_proxy: '*',
  };
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd, env, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

interface HttpAnswer {
  status: number | null;
  headers: Map<string, string>;
  body: string;
}

/** What `curl -i` printed: the last status line's headers (after any 100 Continue) and the body. */
function httpAnswer(output: string): HttpAnswer {
  let rest = output;
  let status: number | null = null;
  let headers = new Map<string, string>();
  for (let m = /^HTTP\/[\d.]+ (\d{3})/.exec(rest); m; m = /^HTTP\/[\d.]+ (\d{3})/.exec(rest)) {
    const end = /\r?\n\r?\n/.exec(rest);
    const head = end ? rest.slice(0, end.index) : rest;
    rest = end ? rest.slice(end.index + end[0].length) : '';
    status = Number(m[1]);
    headers = new Map(
      head
        .split(/\r?\n/)
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const),
    );
    if (status >= 200) break;
  }
  return { status, headers, body: rest };
}

/** What the call got that its promise did not say. */
function broken(call: Call, outcome: CallOutcome): string[] {
  const answer = httpAnswer(outcome.output);
  const failures: string[] = [];
  for (const check of call.checks) {
    switch (check.kind) {
      case 'status':
        if (outcome.exitCode !== 0) failures.push(`curl exited ${outcome.exitCode}`);
        if (answer.status === null) failures.push('no status line: the call must print headers (curl -si)');
        else if (answer.status !== check.status) failures.push(`status ${answer.status}, not ${check.status}`);
        break;
      case 'noAnswer':
        // 52: the server closed with nothing sent; 56: the connection was reset.
        if (![52, 56].includes(outcome.exitCode)) failures.push(`curl exited ${outcome.exitCode}, not 52 or 56 (no answer)`);
        if (answer.status !== null) failures.push(`an answer came: status ${answer.status}`);
        break;
      case 'header': {
        const value = answer.headers.get(check.name.toLowerCase());
        if (value === undefined) failures.push(`no ${check.name} header`);
        else if (check.value !== null && value !== check.value) failures.push(`${check.name}: ${value}, not ${check.value}`);
        break;
      }
      case 'text':
      case 'fragment':
        if (!answer.body.includes(check.text)) failures.push(`the body has no ${check.text}`);
        break;
      case 'after':
        if (outcome.elapsedMs < check.ms) failures.push(`answered after ${Math.round(outcome.elapsedMs)} ms, not ${check.ms} ms or more`);
        break;
    }
  }
  return failures;
}

// ---- The tests ------------------------------------------------------------------------

const cookbook = parseCookbook(readFileSync(new URL('../docs/cookbook.md', import.meta.url), 'utf8'));
const allChecks = cookbook.recipes.flatMap((recipe) => recipe.calls.flatMap((call) => call.checks));
const texts = allChecks.flatMap((check) => (check.kind === 'text' ? [check.text] : []));

describe('the QA cookbook', () => {
  let server: MockServer;
  let origin: string;
  let workDir: string;

  beforeAll(async () => {
    // As `npm start` serves it: the platform's rate limit, a running clock.
    server = await buildServer({ validateResponses: 'collect' });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    server.setPublicUrl(origin);
    workDir = mkdtempSync(join(tmpdir(), 'cookbook-'));
  });

  afterAll(async () => {
    await server?.app.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('every recipe has one sh block with a promise this test reads', () => {
    expect(cookbook.problems).toEqual([]);
    expect(cookbook.setup.length).toBeGreaterThan(0);
    expect(cookbook.recipes.length).toBeGreaterThan(0);
  });

  it('every text its prose quotes is one the platform answers with', () => {
    const quoted = cookbook.prose.flatMap((line) => [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
    expect(quoted.filter((text) => !isPlatformText(text))).toEqual([]);
  });

  it("covers the documents' edge cases", () => {
    const calls = cookbook.recipes.flatMap((recipe) => recipe.calls);
    const covered = {
      '429 with Retry-After': calls.some(
        (call) =>
          call.checks.some((c) => c.kind === 'status' && c.status === 429) &&
          call.checks.some((c) => c.kind === 'header' && c.name.toLowerCase() === 'retry-after') &&
          call.checks.some((c) => c.kind === 'text' && c.text === messages.tooManyRequests),
      ),
      'On Hold login': texts.includes(messages.loginOnHold) && texts.includes(messages.loginOnHoldReason),
      'wrong credentials': texts.includes(messages.loginForbidden),
      'expired token': texts.includes(messages.tokenExpired),
      'revoked token': texts.includes(messages.tokenRevoked),
      'profile image limit': texts.includes(messages.profileImageTooLarge),
      'creative file limits': texts.includes(messages.creativeImageTooLarge) && texts.includes(messages.creativeGifTooLarge),
      'matched file limit': texts.includes(messages.matchedFileTooManyRecords),
      'Processing to Ready': allChecks.some((c) => c.kind === 'fragment' && /"Ready"|"transformed":true/.test(c.text)),
      'a 500 or 503': allChecks.some((c) => c.kind === 'status' && (c.status === 500 || c.status === 503)),
      'a slow answer': allChecks.some((c) => c.kind === 'after'),
      'a dropped connection': allChecks.some((c) => c.kind === 'noAnswer'),
    };
    expect(Object.entries(covered).filter(([, yes]) => !yes)).toEqual([]);
  });

  it.each(cookbook.recipes.map((recipe) => [recipe.name, recipe] as const))('%s', async (_name, recipe) => {
    const reset = await fetch(`${origin}/__mock/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(reset.status).toBe(200);
    const marker = `@@cookbook-${randomBytes(6).toString('hex')}@@`;
    const script = recipeScript(cookbook.setup, recipe, marker).replaceAll(COOKBOOK_ORIGIN, origin);
    const { code, stdout, stderr } = await bash(script, workDir);
    const outcomes = callOutcomes(stdout, marker);
    expect(outcomes.length, `every checked call ran (bash exited ${code})\n${stderr}\n${stdout}`).toBe(recipe.calls.length);
    expect(code, `the block ran to its end\n${stderr}`).toBe(0);
    const failures = recipe.calls.flatMap((call, i) =>
      broken(call, outcomes[i]!).map((failure) => `# → ${call.promise}: ${failure}\n${outcomes[i]!.output.slice(0, 600)}`),
    );
    expect(failures).toEqual([]);
    expect(server.violations).toEqual([]);
  });
});
