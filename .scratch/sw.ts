import { SuiteRunner } from '../scripts/contracts/run-suites.ts';
const runner = await SuiteRunner.start({ portableOnly: true }, { bail: true });
for (const id of ['users.login-answers-201', 'users.login-answers-201', 'users.login-without-owid']) {
  const run = await runner.run({ mockFault: id, portableOnly: true }, ['contracts/users/']);
  const states: Record<string, number> = {};
  for (const t of run.tests) states[t.state] = (states[t.state] ?? 0) + 1;
  console.log(id, JSON.stringify(states), 'errors', run.errors.slice(0, 3), 'failed', run.tests.find((t) => t.state === 'failed')?.id);
}
await runner.close();
