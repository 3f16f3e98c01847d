/**
 * Vitest set-up: jest-dom matchers, the MSW node server with the same handlers as the browser
 * (unhandled requests fail the test), empty storage and the mock API as freshly seeded for every test.
 *
 * Every test starts on the demo scenario as seeded, but the seeding (about 100 ms, more on a loaded
 * machine) runs only when the previous test changed something: most tests (the machines' path tests,
 * the domain's) never touch the mock API, and reseeding before each of them was most of Vitest's time
 * (docs/decisions/015-test-budget.md, amendment of issue 9).
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '#mocks/node';
import { resetMockApi } from '#mocks/control';
import { resetClock } from '#mocks/clock';
import { resetMockConfig } from '#mocks/config';
import { ready } from '#mocks/database';
import { db } from '#mocks/db';
import { clearFaults } from '#mocks/faults';
import { generatedApplications } from '#mocks/generated-applications';
import { tokenSecret } from '#mocks/tokens';
import { notifications } from '@mantine/notifications';
import { queryClient } from '#src/ui/app/query-client';
import { loadWizardPages } from '#src/ui/forms/wizard';
import { activateLocale, i18n } from '#src/ui/shared/i18n';
import { contractMismatches } from '#src/api/contract/check-answer';
import { handlers } from '#mocks/handlers';
import { checkAnswersOf, reportCheckedAnswers, takeMismatches } from './contract-check';

// `findBy…` and `waitFor` wait for what the user would see; lazy chunks (the phone field) can take
// seconds on a loaded 2-core CI machine, so wait up to 10 s rather than testing-library's 1 s. A
// test that passes waits only as long as the page takes.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The mock API's state that a test can change and a reseed puts back, as text: every record of
 * every collection (users, sessions, outbox, settings with the clock offset, config and token
 * secret, …), the token secret in use and the benchmark applications kept outside the collections.
 * About 1 ms for the demo scenario.
 */
function mockApiState(): string {
  return JSON.stringify([
    tokenSecret(),
    generatedApplications().length,
    Object.entries(db).map(([name, collection]) => [name, collection.all()]),
  ]);
}

/** Methods whose handlers may keep something outside the collections (uploaded bytes, …). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The state as the last seeding left it, and whether a write request came since (which forces a reseed).
 * Kept on the worker's global object: test files share a worker's modules (vite.config.ts `isolate`), so
 * this file runs again for each of them, and a file must start from the demo as seeded, not from what the
 * file before it left.
 */
const shared = globalThis as typeof globalThis & { mockSeeded?: string; mockWritten?: boolean; mockListening?: boolean };
await ready;
// A wizard fetches its step pages' code after its task list shows (src/ui/forms/wizard.tsx): loaded here once, so a
// step opens at once in every test, whichever test file happens to run first in a worker.
await loadWizardPages();
// Components read their words from the message catalogue: English, as a first visit sees them (issue 32).
await activateLocale('en');
shared.mockSeeded ??= mockApiState();
shared.mockWritten ??= false;
if (!shared.mockListening) {
  shared.mockListening = true;
  server.events.on('request:start', ({ request }) => {
    if (!READS.has(request.method)) shared.mockWritten = true;
  });
  // Every answer of the mock API is checked against the contract (docs/decisions/033-api-contract.md).
  checkAnswersOf(server, handlers);
}

/** Reseed the collections when the last test changed them or wrote through the API. */
async function reseedIfChanged(): Promise<void> {
  if (shared.mockWritten || mockApiState() !== shared.mockSeeded) {
    await resetMockApi();
    shared.mockSeeded = mockApiState();
    shared.mockWritten = false;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  // What lives in module variables only is put back every time (cheap)…
  clearFaults();
  resetClock();
  resetMockConfig();
  // …and the collections are reseeded when the last test changed them.
  await reseedIfChanged();
});
afterEach(async () => {
  // An answer that is not what the contract says fails the test that received it: the mock API's
  // (Ajv, against the document) and the portal client's own check (zod, src/api/contract/check-answer.ts).
  const mismatches = [...(await takeMismatches()), ...contractMismatches.splice(0)];
  cleanup();
  server.resetHandlers();
  // Test files share a worker's modules (vite.config.ts `isolate`): what one leaves in the page or in the
  // query cache must not reach the next.
  queryClient.clear();
  notifications.clean();
  notifications.cleanQueue();
  document.body.innerHTML = '';
  // A test that changed the language leaves English for the next (issue 32).
  if (i18n.locale !== 'en') await activateLocale('en');
  if (mismatches.length > 0) throw new Error(`Answers that are not what docs/api/openapi.json says:\n${mismatches.join('\n')}`);
});
afterAll(async () => {
  reportCheckedAnswers();
  server.close();
  // The next file in this worker reads the demo while it is collected (`it.each` over the demo's
  // applications), before any beforeEach: it must find the demo as seeded, not this file's last test's
  // records (the ceremonies' test bookings once reached the replay test's list this way).
  clearFaults();
  resetClock();
  resetMockConfig();
  await reseedIfChanged();
});
