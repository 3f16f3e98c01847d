/**
 * Named scenarios of the mock API (issue 13): each is data and, for the faults, handler overrides.
 * Switched with `?scenario=<name>` when the mock build loads (src/main.tsx), from the Mock outbox
 * panel, or by the control call `POST <base>/__mock/scenario {name}` (also on the standalone server).
 * Switching starts from the demo data again, then applies the scenario; the scenario in force is
 * stored with the mock's settings, so a reload or a restart keeps it. mocks/README.md lists them.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { API_BASE } from './base-url';
import { configureMock } from './config';
import { BUSY_APPLICATIONS, reseed, saveSettings } from './database';
import { db } from './db';
import { activeScenario, setActiveScenario, type ScenarioName } from './scenario-state';
import { generateApplications } from './seed/applications';

/** What a scenario is for: shown in the Mock outbox panel, answered by GET __mock/scenarios. */
export interface Scenario {
  name: ScenarioName;
  /** A short title, e.g. "Busy registry". */
  title: string;
  /** What it is for and what it does, in a sentence or two. */
  purpose: string;
}

/** Every scenario, in the order the panel offers them. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'demo',
    title: 'Demo',
    purpose: 'The demo registry of the README: every demo account, applications at every stage, registers and documents.',
  },
  {
    name: 'empty',
    title: 'Empty registry',
    purpose:
      'The demo accounts, prices and reference lists, but no application, register entry or document yet: first-use screens and empty lists.',
  },
  {
    name: 'busy',
    title: 'Busy registry',
    purpose: `The demo plus ${BUSY_APPLICATIONS.toLocaleString('en-GB')} invented applications across all services, at every status and review level: long queues, search and paging.`,
  },
  {
    name: 'slow-network',
    title: 'Slow network',
    purpose: 'The demo, every call answered after 2.5 seconds: progress indicators, buttons that wait, nothing clicked twice.',
  },
  {
    name: 'server-errors',
    title: 'Server errors',
    purpose: 'The demo, one call in three (the first, fourth, seventh…) answered 500: error messages, Try again, answers kept.',
  },
  {
    name: 'offline',
    title: 'Registry unreachable',
    purpose:
      'The demo, every call failing as if the network were down: how each page says it cannot reach the registry, and that nothing typed is lost.',
  },
  {
    name: 'expiring-sessions',
    title: 'Expiring sessions',
    purpose:
      'The demo, access tokens living 30 seconds and sessions 2 minutes: the token refresh and the re-sign-in dialog within minutes.',
  },
];

/** The delay of every call in the slow network, ms. */
export const SLOW_NETWORK_MS = 2500;

/** Calls answered in the server-errors scenario since it began (every third one fails, from the first). */
let callsSinceSwitch = 0;

/** The work the empty registry has none of (accounts, prices and reference lists stay). */
const WORK_COLLECTIONS = ['applications', 'marriageRegister', 'issuedDocuments', 'registerChanges', 'uploads', 'outbox'] as const;

/**
 * Switch to a scenario: the demo data afresh, then the scenario's data and settings; stored with the
 * settings so a reload or a restart keeps it.
 * @param name - the scenario.
 * @returns the scenario now in force.
 */
export async function applyScenario(name: ScenarioName): Promise<Scenario> {
  await reseed();
  callsSinceSwitch = 0;
  if (name === 'empty') for (const key of WORK_COLLECTIONS) db[key].clear();
  if (name === 'busy') generateApplications(BUSY_APPLICATIONS);
  if (name === 'expiring-sessions') configureMock({ accessTokenTtlSeconds: 30, refreshTokenTtlSeconds: 120 });
  setActiveScenario(name);
  await saveSettings();
  return SCENARIOS.find((s) => s.name === name) as Scenario;
}

/** Whether a request is one of the mock's own control calls, which no scenario slows or fails. */
function isControlCall(request: Request): boolean {
  return new URL(request.url).pathname.includes('/__mock/');
}

/**
 * The faults' handler overrides, listed before every other handler (mocks/handlers/index.ts): in the
 * slow network each call waits {@link SLOW_NETWORK_MS} first; in server errors every third call
 * answers 500; while the registry is unreachable each call fails as a network error. In other
 * scenarios they let every call through.
 */
export const scenarioHandlers: RequestHandler[] = [
  http.all(`${API_BASE}/*`, async ({ request }) => {
    if (isControlCall(request)) return undefined;
    switch (activeScenario()) {
      case 'slow-network':
        await delay(SLOW_NETWORK_MS);
        return undefined;
      case 'server-errors':
        callsSinceSwitch += 1;
        if (callsSinceSwitch % 3 !== 1) return undefined;
        return HttpResponse.json({ message: 'The registry could not answer. Try again in a moment.' }, { status: 500 });
      case 'offline':
        return HttpResponse.error();
      default:
        return undefined;
    }
  }),
];
