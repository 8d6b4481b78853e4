/**
 * The suites see through answer rules as they see through planted breaches: a mock
 * started with `--rules FILE`, one rule answering a documented operation with a
 * deliberately wrong shape, fails `npm run contracts -- --base-url URL` on that
 * operation, naming it, the JSON path and what the rule sent. A rule's answer skips
 * the mock's own checks (`deliberate: true`), so only the suites stand between it
 * and a run that passes. The same files against the same mock without the rule pass:
 * every failure is the rule's doing.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operation } from '../../contracts/support/spec.ts';
import { idsOf, minutes, useRemoteRuns } from './remote-runs.ts';

const { dir, runContracts, startMock } = useRemoteRuns();

/**
 * The users list suite, and the login suite, whose tests mostly never list users:
 * the rule must fail what reads the list and leave the rest passing.
 */
const files = ['users/users-list', 'users/login'];

/**
 * listUsers's documented 200 example with one place broken: a status name where the
 * status id's integer is due. A non-numeric string, so it is a breach (a numeric one
 * would be another form of the value: a deviation, which a default run only reports).
 */
const brokenValue = 'active';
function wrongShapedList(): unknown {
  const body = structuredClone(operation('listUsers').responses.get(200)!.example) as { data: { data: Array<Record<string, unknown>> } };
  expect(typeof body.data.data[0]!.statusId, 'the documented example has an integer statusId to break').toBe('number');
  body.data.data[0]!.statusId = brokenValue;
  return body;
}

describe('npm run contracts against a mock started with --rules', () => {
  it(
    'fails on the operation a rule answers with a wrong shape, naming it, the path and what came; the same run without the rule passes',
    async () => {
      const rulesFile = join(dir(), 'rules.json');
      await writeFile(rulesFile, JSON.stringify([{ match: { operationId: 'listUsers' }, answer: { status: 200, body: wrongShapedList(), deliberate: true } }]));
      const [ruled, plain] = await Promise.all([startMock('--rules', rulesFile), startMock()]);

      // One breach in the answer and nothing else: the message names only it (no "and N more").
      const breach = `breaks the contract: listUsers 200 $.data.data[0].statusId: the contract says a value of type integer; came ${JSON.stringify(brokenValue)}`;
      const run = await runContracts('ruled', ['--base-url', ruled.url, ...files]);
      expect(run.results.errors).toEqual([]);
      expect(run.output).toContain(`Contract run against ${ruled.url} (each file in a session of its own)`);
      const failed = run.results.tests.filter((t) => t.state === 'failed');
      expect(failed.map((t) => t.error)).toContain(breach);
      // Each failure is the rule's: it names listUsers (a breach, or a 200 where a test wanted the list's 422).
      expect(failed.filter((t) => !t.error?.includes('listUsers'))).toEqual([]);
      expect(failed.filter((t) => t.id.startsWith('users/users-list.test.ts > ')).length).toBeGreaterThan(0);
      expect(run.results.tests.filter((t) => t.id.startsWith('users/login.test.ts > ') && t.state === 'passed').length).toBeGreaterThan(0);
      expect(run.output).toContain(`\n      ${breach}\n`);
      expect(run.junit).toContain(breach.replaceAll('"', '&quot;'));
      expect(run.code).toBe(1);

      const baseline = await runContracts('plain', ['--base-url', plain.url, ...files]);
      expect(baseline.results.errors).toEqual([]);
      expect(idsOf(baseline.results.tests)).toEqual(idsOf(run.results.tests));
      expect(baseline.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(baseline.code).toBe(0);
    },
    3 * minutes,
  );
});
