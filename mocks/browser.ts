/**
 * The mock API in the browser (`vite --mode mock`): an msw service worker answering on the API base
 * (`/api`), with the database persisted in localStorage and realistic latency (mocks/config.ts).
 * Loaded only through the dynamic import guarded by `import.meta.env.MODE === 'mock'`.
 */
import { setupWorker } from 'msw/browser';
import { setBrowserLatency } from './config';
import { ready } from './database';
import { handlers } from './handlers';

/** The msw worker. */
export const worker = setupWorker(...handlers);

/**
 * Start the mock API: wait for the database to hydrate and seed, then register the worker
 * (`public/mockServiceWorker.js` under the app's base URL). Requests the mock does not know pass
 * through to the network.
 * @throws when the service worker cannot be registered (e.g. not a secure context).
 */
export async function startMockApi(): Promise<void> {
  await ready;
  setBrowserLatency(true);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
