// Run by scripts/harness-isolation.test.ts, first: a file that sets its target's options.
import { expect, test, useTarget } from '../../contracts/support/harness.ts';

useTarget({ rateLimit: 20, retryOn429: false });

test('a file sees the options it set', ({ targetOptions }) => {
  expect(targetOptions).toEqual({ rateLimit: 20, retryOn429: false });
});
