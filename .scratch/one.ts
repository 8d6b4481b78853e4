import { runSuites } from '../scripts/contracts/run-suites.ts';
const r = await runSuites({ mockFault: 'users.login-answers-201', portableOnly: true }, { bail: true, first: ['contracts/users/'] });
console.log(r.tests.filter((t) => t.state === 'failed').map((t) => t.id));
