/**
 * Vitest set-up: jest-dom matchers, the MSW node server with the same handlers as the browser
 * (unhandled requests fail the test), a fresh mock database and empty storage for every test.
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetMockApi } from '../../mocks/control';

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
