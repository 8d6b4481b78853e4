/** `npm run spec:lint`: validates and lints the split spec with Redocly; exits 1 on any problem. */
import { formatProblems, getTotals } from '@redocly/openapi-core';
import { lintSpec } from './spec-bundle.ts';

const problems = await lintSpec();
if (problems.length > 0) {
  formatProblems(problems, { format: 'stylish', totals: getTotals(problems), version: '' });
  process.exit(1);
}
console.log('spec: valid OpenAPI 3.1, no lint problems');
