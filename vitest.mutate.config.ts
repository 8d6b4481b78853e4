import { defineConfig, mergeConfig } from 'vitest/config';
import type { RunnerTestFile } from 'vitest';
import type { Reporter } from 'vitest/node';
import base from './vitest.config.ts';

type Task = RunnerTestFile['tasks'][number];

function* testsOf(tasks: Task[], names: string[] = []): Generator<[Task, string]> {
  for (const task of tasks) {
    if (task.type === 'suite') yield* testsOf(task.tasks, [...names, task.name]);
    else yield [task, [...names, task.name].join(' ')];
  }
}

/**
 * A file whose own hook fails (useTarget's beforeAll: the server does not build)
 * has its tests skipped, not failed, and Stryker's vitest runner (9.6.1) looks for
 * the error on their suites, not on the file: the mutant would survive, no test run.
 * This marks the file's tests failed with its error, so such a mutant is killed;
 * those Stryker's test filter (testNamePattern) leaves out stay skipped.
 */
export const fileHookFailuresFailTests: Reporter = {
  onTestModuleEnd(testModule) {
    const file = (testModule as unknown as { task: RunnerTestFile }).task;
    const errors = file.result?.errors;
    if (file.result?.state !== 'fail' || !errors?.length) return;
    const pattern = testModule.project.config.testNamePattern;
    for (const [test, fullName] of testsOf(file.tasks)) {
      if (test.result && test.result.state !== 'skip') continue;
      if (pattern && !pattern.test(fullName)) continue;
      test.mode = 'run';
      test.result = { ...test.result, state: 'fail', errors };
    }
  },
};

/**
 * The vitest config of mutation runs (`npm run mutate`, scripts/mutate.ts). Stryker
 * picks the domain's test files itself (its `testFiles` option) and runs one file at
 * a time per worker; unlike the everyday config, every test file loads the mock's
 * modules afresh, so a mutant that is active while a module loads (a static mutant)
 * takes effect, and one file's mutated modules never leak into the next; and the
 * suites run strict.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      isolate: true,
      reporters: ['default', fileHookFailuresFailTests],
      // The suites judge the mock strictly (--strict): the mock is to answer as the documents
      // describe, so a mutant that leaves out an error's field or a listed field, or answers in
      // another form, breaks the mock even where a second implementation would only be reported.
      env: { CONTRACT_STRICT: '1' },
    },
  }),
);
