/**
 * The contract suites' `test`: each test names what it uses and receives it.
 *
 * - `api`: the target under test, opened once per file, its operations bound to it;
 * - `owner`, `member`, `other`: the workspace owner's, an active member's and another
 *   workspace's owner's sessions, logged in when first used and reused by later tests
 *   of the file;
 * - `ids`, `personas`: the named records and personas of the target's profile.
 *
 * On mock targets each test starts from a fresh world, and fails if the mock sent
 * a response that breaks the spec. Tests never rely on that fresh world unless they
 * are mock only: on other targets they arrange their own state (arrange.ts).
 * Everything a file holds (target, sessions) is a file fixture: files sharing a
 * worker share no state.
 */
import { expect, test as base, type TaskMeta } from 'vitest';
import type { Persona, PersonaName } from '../../mock/domains/users/model.ts';
import { Api, type Ids } from './api.ts';
import { SessionCache, type Session } from './client.ts';
import { stopReason } from './findings.ts';
import { enterTest, settleAnnotations, skipTest, type RunningTest } from './run-mode.ts';
import { openTarget, type InProcessOptions, type Target } from './target.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test needs the mock's admin API or data (see `mockOnly`). */
    mockOnly?: string;
    /** The personas the test needs the target to have (see `withPersonas`). */
    personas?: PersonaName[];
  }
}

/** CONTRACT_PORTABLE_ONLY=1 (the breach sweep) runs a mock as if it were any target: mock-only tests are skipped. */
const portableOnly = process.env.CONTRACT_PORTABLE_ONLY === '1';

/**
 * Each file's target options (`useTarget`), by test file. Files sharing a worker
 * share this module's `test`, and a top-level `test.override` would change it for
 * every file after, so a file's options are kept here instead.
 */
const optionsByFile = new Map<string, InProcessOptions>();

function currentTestFile(): string {
  const file = expect.getState().testPath;
  if (!file) throw new Error('no test file is being collected or run');
  return file;
}

export const test = base
  // A file sets these through `useTarget(options)`.
  .extend('targetOptions', { scope: 'file' }, (): InProcessOptions => optionsByFile.get(currentTestFile()) ?? {})
  .extend('target', { scope: 'file' }, async ({ targetOptions }, { onCleanup }) => {
    const target = await openTarget({ ...targetOptions, testFile: currentTestFile() });
    onCleanup(() => target.close());
    return target;
  })
  .extend('sessions', { scope: 'file' }, () => new SessionCache())
  .extend('world', { auto: true }, async ({ target, sessions, targetOptions, task, annotate, skip, onTestFinished }, { onCleanup }) => {
    const test = { annotate, skip, onTestFinished };
    enterTest(test);
    // A run stopped (a login the harness needs was refused) runs no further test.
    const stopped = stopReason();
    if (stopped !== null) await skipTest(test, `run stopped: ${stopped}`);
    await skipUnlessTargetFits(test, task.meta, target);
    // The same world, clock mode and limit in-process and in another process.
    if (target.isMock) {
      await target.http
        .post('/__mock/reset')
        .send({ rateLimit: targetOptions.rateLimit ?? null, frozenClock: true })
        .expect(200);
      sessions.forget();
    }
    onCleanup(async () => {
      await settleAnnotations();
      const violations = target.server?.violations.splice(0) ?? [];
      expect(violations, 'the mock sent responses that break the spec').toEqual([]);
    });
    return target;
  })
  .extend('api', ({ world, sessions }): Api => new Api(world, sessions))
  .extend('owner', async ({ api }): Promise<Session> => api.session('workspaceOwner'))
  .extend('member', async ({ api }): Promise<Session> => api.session('activeMember'))
  .extend('other', async ({ api }): Promise<Session> => api.session('otherWorkspaceUser'))
  .extend('ids', ({ api }): Ids => api.ids)
  .extend('personas', ({ world }): Partial<Record<PersonaName, Persona>> => world.personas);

export const it = test;

/** A hook run before each test of the file (or block), receiving the fixtures it names. */
export const beforeEach: typeof test.beforeEach = (fn, timeout) => test.beforeEach(fn, timeout);

/**
 * Opens the file's target before its first test, in a hook: building a mock takes
 * seconds, which count against the hook's time limit rather than the first test's.
 * Every contract test file calls it once, at the top; `options` hold for that file.
 */
export function useTarget(options: InProcessOptions = {}): void {
  optionsByFile.set(currentTestFile(), options);
  test.beforeAll(({ target }) => void target);
}
export { describe, expect } from 'vitest';

/** Mock-only tests skip on other targets; tests needing personas skip on a target without them. */
async function skipUnlessTargetFits(test: RunningTest, meta: TaskMeta, target: Target): Promise<void> {
  const { mockOnly, personas = [] } = meta;
  if (mockOnly !== undefined && (!target.isMock || portableOnly)) await skipTest(test, `mock only: ${mockOnly}`);
  const missing = personas.filter((n) => !target.personas[n]);
  if (missing.length > 0) await skipTest(test, `needs personas: ${missing.join(', ')}`);
}

/** A test's body: it receives the fixtures it names. */
export type TestBody = Parameters<typeof test>[2];

/**
 * Whether the target is this project's mock in process, answering in its own forms:
 * where a value the documents let be null or absent is exactly what spec/DECISIONS.md
 * records. A mock in another process may be a second implementation (--variants),
 * which answers such a value otherwise, legally.
 */
export function isPlainMock(target: Target): boolean {
  return target.server !== null && process.env.CONTRACT_MOCK_VARIANTS !== '1';
}

/**
 * A test that needs the mock's admin API (clock, outbox, reset) or checks the
 * mock's own data. On other targets it is skipped, and the reason is printed in
 * the test name.
 */
export function mockOnly(name: string, reason: string, body: TestBody, timeout?: number): void {
  test(`${name} [mock only: ${reason}]`, { meta: { mockOnly: reason }, timeout }, body);
}

/** A test that needs personas the target may not have (remote targets bring their own file). */
export function withPersonas(names: PersonaName[], name: string, body: TestBody, timeout?: number): void {
  test(name, { meta: { personas: names }, timeout }, body);
}
