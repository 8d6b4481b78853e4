// Run by scripts/harness-isolation.test.ts, second, in the same worker: a file that sets none.
import { expect, test, useTarget } from '../../contracts/support/harness.ts';

useTarget();

test('a file does not see the options of a file before it in the worker', ({ targetOptions }) => {
  expect(targetOptions).toEqual({});
});
