/** The error texts the suites assert: tests import them from here, wherever the catalogue lives. */
export { messages } from '../../mock/core/errors.ts';
