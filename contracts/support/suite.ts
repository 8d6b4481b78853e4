/**
 * Per-file wiring: open the target once, give each test a fresh world (on mock
 * targets), and fail any test during which the in-process mock sent a response
 * that breaks the spec.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PersonaName } from '../../fixtures/types.ts';
import { openTarget, type InProcessOptions, type Target } from './target.ts';

export interface SuiteTarget {
  /** The opened target; valid inside tests and hooks. */
  readonly current: Target;
}

export function useTarget(options: InProcessOptions = {}): SuiteTarget {
  let target: Target | undefined;
  beforeAll(async () => {
    target = await openTarget(options);
  });
  afterAll(async () => target?.close());
  beforeEach(async () => {
    if (target?.isMock) await target.http.post('/__mock/reset').send({}).expect(200);
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

/**
 * A test that needs the mock's admin API (clock, outbox, reset). On other
 * targets it is skipped, and the reason is printed in the test name.
 */
export function mockOnly(suite: SuiteTarget, name: string, reason: string, fn: () => Promise<void>): void {
  it(`${name} [mock only: ${reason}]`, async (context) => {
    if (!suite.current.isMock) context.skip();
    await fn();
  });
}

/** A test that needs personas the target may not have (remote targets bring their own file). */
export function withPersonas(suite: SuiteTarget, names: PersonaName[], name: string, fn: () => Promise<void>): void {
  it(name, async (context) => {
    if (names.some((n) => !suite.current.personas[n])) context.skip();
    await fn();
  });
}
