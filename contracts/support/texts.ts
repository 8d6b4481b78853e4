/** The error texts the suites assert: tests import them from here, wherever the catalogue lives. */
export { messages, type MessageKey } from '../../mock/messages.ts';
