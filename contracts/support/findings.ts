/**
 * What a run found besides passes and failures, kept for the runner's reports:
 * - deviations (verdict.ts): reported on the test that met them (a `deviation`
 *   annotation, written to the JUnit report) and in a ledger (CONTRACT_DEVIATIONS),
 *   one JSON line each; under `--strict` (CONTRACT_STRICT=1) they fail the test;
 * - operations the target lacks (CONTRACT_ABSENT): answered 404 or 405 outside any
 *   documented envelope, or named absent in the profile; each test needing one
 *   skips, saying so;
 * - a stop (CONTRACT_STOP): the target refused a login the harness needs, so every
 *   later test would fail the same way; the run ends with that one message.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { DeviationKind } from '../../mock/core/pipeline/deviations.ts';
import { annotateRunning } from './run-mode.ts';
import { contractFileId } from './test-files.ts';
import { describeFinding, type Deviation, type Finding } from './verdict.ts';

export const strict = process.env.CONTRACT_STRICT === '1';

export interface DeviationEntry extends Deviation {
  /** The test that met it, `users/login.test.ts > login > ...`. */
  test: string;
  /** The test read the absent or null field (gaps.ts): a later failure of the test is unverifiable. */
  read?: boolean;
}

export interface AbsentOperation {
  operationId: string;
  method: string;
  path: string;
  /** What the target answered (404, 405), or null when the profile names it absent. */
  status: number | null;
}

/** Reports the deviations of one answer; under `--strict` they fail the test. */
export function reportDeviations(deviations: Deviation[], env: NodeJS.ProcessEnv = process.env): void {
  if (deviations.length === 0) return;
  const test = runningTestId();
  if (env.CONTRACT_DEVIATIONS) appendFileSync(env.CONTRACT_DEVIATIONS, deviations.map((d) => `${JSON.stringify({ ...d, test })}\n`).join(''));
  for (const deviation of deviations) annotateRunning(describeFinding(deviation), 'deviation');
  if (strict) expect.fail(findingsMessage('deviates (failed under --strict)', deviations));
}

/**
 * A failure's message: its first line (the one the summary and the results show)
 * names the first finding in full, the operation, the JSON path, what the contract
 * says and what came; the others follow, one a line.
 */
export function findingsMessage(verdict: string, findings: Finding[]): string {
  const [first, ...rest] = findings.map(describeFinding);
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  return [`${verdict}: ${first}${more}`, ...rest].join('\n');
}

const gapsRead = new Set<string>();

/** Notes that the running test read a field its answer left absent or null (gaps.ts). */
export function noteGapRead(gap: Deviation, env: NodeJS.ProcessEnv = process.env): void {
  const test = runningTestId();
  const key = `${test}|${gap.operationId}|${gap.path}`;
  if (!env.CONTRACT_DEVIATIONS || gapsRead.has(key)) return;
  gapsRead.add(key);
  appendFileSync(env.CONTRACT_DEVIATIONS, `${JSON.stringify({ ...gap, test, read: true })}\n`);
}

function runningTestId(): string {
  const state = expect.getState();
  return `${contractFileId(state.testPath ?? '')} > ${state.currentTestName ?? ''}`;
}

/** The deviations a run met (each once), and the gaps its tests read (`read`), from the ledger. */
export function readDeviations(file: string): { met: DeviationEntry[]; read: DeviationEntry[] } {
  const entries = readLines(file).map((line) => JSON.parse(line) as DeviationEntry);
  return { met: entries.filter((e) => !e.read), read: entries.filter((e) => e.read) };
}

/** Deviations by kind, every kind named. */
export function countByKind(entries: Deviation[], kinds: readonly DeviationKind[]): Record<DeviationKind, number> {
  const counts = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<DeviationKind, number>;
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}

/** Notes an operation the target lacks, once per run. */
export function recordAbsent(absent: AbsentOperation, env: NodeJS.ProcessEnv = process.env): void {
  if (!env.CONTRACT_ABSENT) return;
  if (readAbsent(env.CONTRACT_ABSENT).some((a) => a.operationId === absent.operationId)) return;
  appendFileSync(env.CONTRACT_ABSENT, `${JSON.stringify(absent)}\n`);
}

export function readAbsent(file: string): AbsentOperation[] {
  const seen = new Map<string, AbsentOperation>();
  for (const line of readLines(file)) {
    const entry = JSON.parse(line) as AbsentOperation;
    if (!seen.has(entry.operationId)) seen.set(entry.operationId, entry);
  }
  return [...seen.values()];
}

/** Ends the run: the first stop's message is the one the runner prints. */
export function stopRun(message: string, env: NodeJS.ProcessEnv = process.env): never {
  if (env.CONTRACT_STOP && !existsSync(env.CONTRACT_STOP)) writeFileSync(env.CONTRACT_STOP, message);
  throw new Error(message);
}

/** Why the run stopped, or null while it goes on. */
export function stopReason(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = env.CONTRACT_STOP;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
