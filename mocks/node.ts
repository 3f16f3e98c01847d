/**
 * The mock API in Node (Vitest): the same handlers as the browser, on msw's request interception.
 * tests/support/vitest.setup.ts starts it with `onUnhandledRequest: 'error'`. No latency, no
 * persistence.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The Node mock server; `server.listen()` before the tests, `server.close()` after. */
export const server = setupServer(...handlers);
