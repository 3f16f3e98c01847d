/**
 * Vitest set-up: jest-dom matchers, the MSW node server with the same handlers as the browser
 * (unhandled requests fail the test), a fresh mock database and empty storage for every test.
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetMockApi } from '../../mocks/control';

// `findBy…` and `waitFor` wait for what the user would see; lazy chunks (the phone field) can take
// seconds on a loaded 2-core CI machine, so wait up to 10 s rather than testing-library's 1 s. A
// test that passes waits only as long as the page takes.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await resetMockApi();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
