/**
 * Snapshots on disk: `--state FILE` restores one into the default session at
 * start, `--save-state FILE` writes one when the server stops. A write goes to a
 * temporary file beside the target and is renamed over it, so a crash mid-write
 * never leaves a torn snapshot where the last good one was.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { MockState } from './state.ts';

/** Restores a snapshot file into `state`; throws an Error whose message is one line saying what is wrong. */
export async function loadStateFile(state: MockState, path: string): Promise<void> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  try {
    await state.restore(snapshot);
  } catch (error) {
    throw new Error(`${path} is not a snapshot of this mock: ${(error as Error).message}`, { cause: error });
  }
}

/** Writes the state's snapshot to `path` atomically (temporary file, then rename). */
export function saveStateFile(state: MockState, path: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, JSON.stringify(state.snapshot()));
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new Error(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
}
