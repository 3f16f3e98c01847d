/**
 * Entry point. In the `mock` mode (npm start, npm run build:mock) the in-browser mock API starts
 * first and its outbox panel is rendered; in every other mode the mock code is never imported, so a
 * production build contains none of it (checked by scripts/check-no-mocks.mjs).
 *
 * The entry itself is small: the app (React, the router, Mantine's components, the machines) is a
 * chunk of its own. A page the build pre-rendered is painted from its HTML and CSS first, and the app
 * is fetched only after that first paint, so no script stands between a visitor on a slow network
 * and the page (issue 12; docs/decisions/027-app-after-first-paint.md). The stylesheets stay here, so
 * index.html links them; a pre-rendered page carries the rules it needs and defers the stylesheets,
 * which this script then applies. Its forms are usable at once: typed into, and sent once the app has come
 * (src/ui/shared/early-forms.ts; docs/decisions/046-first-bytes.md).
 */
// First: it sets zod and the style nonce up for the strict CSP before any other module runs.
import './ui/app/strict-csp';
// Mantine's stylesheets, those of the components the portal uses (scripts/mantine-styles.ts checks the list).
import './ui/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './ui/components/global.css';
import type { ReactNode } from 'react';
import { afterFirstPaint } from './ui/app/after-first-paint';
import { loadAppOrSayOffline } from './ui/app/app-load-failure';
import { applyDeferredStylesheets } from './ui/app/deferred-stylesheets';
import { yieldToMain } from './ui/app/yield-to-main';
import { appWaitsForIntent, openEarlyForms, prerenderedPageHydrates, saysItIsLoading, untilReachedFor } from './ui/shared/early-forms';
import { browserConnection, isCostlyConnection } from './ui/shared/connection';
import { chooseLocale, PSEUDO_ALLOWED, storedLanguage } from './ui/shared/locale';
import { readStoredSession } from './api/session-storage';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  if (root.dataset.prerendered) {
    // Its forms can be typed into and sent now; the app takes them over when it arrives (issue 33 item 2). Not on a page
    // the app will render afresh (an address with a search part, a stored session, another language): what was typed
    // there would be lost, so its forms wait for the app.
    const language = chooseLocale({
      search: window.location.search,
      stored: storedLanguage(),
      allowPseudo: PSEUDO_ALLOWED,
    }).locale;
    const hydrates = prerenderedPageHydrates({
      prerendered: root.dataset.prerendered,
      prerenderedLanguage: root.dataset.prerenderedLanguage,
      hasContent: root.firstElementChild !== null,
      pathname: window.location.pathname,
      search: window.location.search,
      signedIn: readStoredSession().token !== null,
      language,
    });
    if (hydrates) openEarlyForms(root);
    await afterFirstPaint();
    // On a connection the person pays dearly for, the app comes when they reach for a control (issue 33): a person who
    // reads the page, or follows its links, pays for the page alone. /sign-in fetches it at once, and so do a page
    // whose app the service worker keeps on the device and a page that says it is loading what the app brings.
    const costly = isCostlyConnection(browserConnection());
    const appOnDevice = Boolean(navigator.serviceWorker?.controller);
    const waits = appWaitsForIntent({
      prerendered: root.dataset.prerendered,
      hydrates,
      costly,
      appOnDevice,
      loading: saysItIsLoading(root),
    });
    if (waits) await untilReachedFor(document);
    // The page's full stylesheets come with the app (docs/decisions/054-the-app-when-reached-for.md).
    applyDeferredStylesheets();
    // React DOM is the largest module: run it in a task of its own before the rest of the app.
    await loadAppOrSayOffline(() => import('react-dom/client'));
    await yieldToMain();
  }
  // Offline before the app came: the page says so, and loads again once back online.
  const loading = loadAppOrSayOffline(() => import('./ui/app/bootstrap'));
  let extras: ReactNode = null;
  if (import.meta.env.MODE === 'mock') {
    const [{ startMockApi }, { OutboxPanel }, { provideReplayMockTools }] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/outbox-panel'),
      import('./ui/replay/mock-tools-slot'),
    ]);
    // The replay page's tools that act on the mock API (issue 13 part 4; docs/decisions/031).
    provideReplayMockTools(() => import('../mocks/replay/replay-tools'));
    await startMockApi();
    extras = <OutboxPanel />;
  }
  const { mountPortal } = await loading;
  await mountPortal(root, { extras });
}

void main();
