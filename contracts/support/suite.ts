/**
 * Per-file wiring: open the target once, give each test a fresh world (on mock
 * targets), and fail any test during which the in-process mock sent a response
 * that breaks the spec. Tests never rely on that fresh world unless they are
 * mock only: on other targets they arrange their own state (arrange.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PersonaName } from '../../mock/domains/users/model.ts';
import { forgetSessions } from './client.ts';
import { enterTest, skipTest } from './run-mode.ts';
import { openTarget, type InProcessOptions, type Target } from './target.ts';

export interface SuiteTarget {
  /** The opened target; valid inside tests and hooks. */
  readonly current: Target;
}

export function useTarget(options: InProcessOptions = {}): SuiteTarget {
  let target: Target | undefined;
  // Vitest reads a hook's first parameter as fixtures and wants it destructured: none are used.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, suite) => {
    target = await openTarget({ ...options, testFile: suite.file.filepath });
  });
  afterAll(async () => target?.close());
  beforeEach(async (context) => {
    enterTest(context);
    // The same world, clock mode and limit in-process and in another process.
    const settings = { rateLimit: options.rateLimit ?? null, frozenClock: true };
    if (target?.isMock) {
      await target.http.post('/__mock/reset').send(settings).expect(200);
      forgetSessions();
    }
  });
  afterEach(() => {
    const violations = target?.server?.violations.splice(0) ?? [];
    expect(violations, 'the mock sent responses that break the spec').toEqual([]);
  });
  return {
    get current() {
      if (!target) throw new Error('target not open yet');
      return target;
    },
  };
}

/** CONTRACT_PORTABLE_ONLY=1 (the breach sweep) runs a mock as if it were any target: mock-only tests are skipped. */
const portableOnly = process.env.CONTRACT_PORTABLE_ONLY === '1';

/**
 * A test that needs the mock's admin API (clock, outbox, reset) or checks the
 * mock's own data. On other targets it is skipped, and the reason is printed in
 * the test name.
 */
export function mockOnly(suite: SuiteTarget, name: string, reason: string, fn: () => Promise<void>): void {
  it(`${name} [mock only: ${reason}]`, async (context) => {
    if (!suite.current.isMock || portableOnly) await skipTest(context, `mock only: ${reason}`);
    await fn();
  });
}

/** A test that needs personas the target may not have (remote targets bring their own file). */
export function withPersonas(suite: SuiteTarget, names: PersonaName[], name: string, fn: () => Promise<void>): void {
  it(name, async (context) => {
    const missing = names.filter((n) => !suite.current.personas[n]);
    if (missing.length > 0) await skipTest(context, `needs personas: ${missing.join(', ')}`);
    await fn();
  });
}
