/**
 * How a run treats the target's data. Every test that calls an operation which
 * may change data says so (a `changes data` annotation, written to the JUnit
 * report); a read-only run (CONTRACT_READ_ONLY=1, the runner's --read-only)
 * skips such a test at that call, before anything is sent, for targets whose
 * data must not change.
 */
import type { TestContext } from 'vitest';
import type { Operation } from '../../mock/core/pipeline/spec-loader.ts';

export const readOnly = process.env.CONTRACT_READ_ONLY === '1';

/** What a test's context offers that the run needs: annotating and skipping the test. */
export type RunningTest = Pick<TestContext, 'annotate' | 'skip' | 'onTestFinished'>;

let running: RunningTest | null = null;
const announced = new WeakSet<RunningTest>();

/** Called by the suite before each test, so calls know which test they belong to. */
export function enterTest(context: RunningTest): void {
  running = context;
  // Calls from hooks outside any test belong to no test.
  context.onTestFinished(() => {
    if (running === context) running = null;
  });
}

/** Skips the running test with a reason the reports show (JUnit property and summary). */
export async function skipTest(context: RunningTest, reason: string): Promise<never> {
  await context.annotate(reason, 'skipped');
  return context.skip(reason);
}

/** Skips the running test (from a helper that has no context at hand). */
export async function skipRunning(reason: string): Promise<never> {
  if (!running) throw new Error(`cannot skip outside a test: ${reason}`);
  return skipTest(running, reason);
}

const pending = new Set<Promise<unknown>>();

/**
 * Annotates the running test without waiting (the answer checks that call it are
 * synchronous); `settleAnnotations` waits for them before the test ends.
 */
export function annotateRunning(message: string, type: string): void {
  if (!running) return;
  // A test's clean-up (onTestFinished) still calls the target once the test has a
  // result, when it can no longer be annotated: the run's ledger keeps those.
  try {
    const annotation = running
      .annotate(message, type)
      .catch(() => undefined)
      .finally(() => pending.delete(annotation));
    pending.add(annotation);
  } catch {
    // Annotating a finished test throws at once.
  }
}

export async function settleAnnotations(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/**
 * Runs before every operation call of a test. A call that carries no credentials
 * is refused before it can change anything (401), so a read-only run sends it: an
 * operation that only writes (the conversions') is still held to its refusals.
 */
export async function beforeCall(op: Operation, credentialed = true): Promise<void> {
  const context = running;
  if (!op.changesData || !context || !credentialed) return;
  if (readOnly) await skipTest(context, `changes data: ${op.operationId}`);
  if (announced.has(context)) return;
  announced.add(context);
  await context.annotate(`calls ${op.operationId}`, 'changes data');
}
