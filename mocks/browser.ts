/**
 * The mock API in the browser (`vite --mode mock`): an msw service worker answering on the API base
 * (`/api`), with the database persisted in localStorage and realistic latency (mocks/config.ts).
 * Loaded only through the dynamic import guarded by `import.meta.env.MODE === 'mock'`.
 */
import { setupWorker } from 'msw/browser';
import { setBrowserLatency } from './config';
import { ready } from './database';
import { handlers } from './handlers';
import { applyScenario } from './scenarios';
import { isScenarioName, SCENARIO_NAMES } from './scenario-state';

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
  await scenarioFromAddress();
}

/**
 * `?scenario=<name>` when the page loads (issue 13): switch to that scenario (mocks/scenarios.ts), then
 * take the parameter out of the address, so a reload keeps the scenario (it is stored) without
 * starting it afresh. An unknown name is said in the console and changes nothing.
 */
async function scenarioFromAddress(): Promise<void> {
  const url = new URL(window.location.href);
  const name = url.searchParams.get('scenario');
  if (name === null) return;
  url.searchParams.delete('scenario');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!isScenarioName(name)) {
    console.warn(`[mock api] no scenario is called "${name}"; the scenarios are ${SCENARIO_NAMES.join(', ')}`);
    return;
  }
  sessionStorage.clear();
  await applyScenario(name);
}
