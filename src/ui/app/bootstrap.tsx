/**
 * Starts the portal: creates the router and the app-wide actors once, wires the actors' emitted
 * events to notifications and navigation, and renders the providers.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createActor } from 'xstate';
import { cspNonce } from './strict-csp';
import { yieldToMain } from './yield-to-main';
import { loadAppOrSayOffline } from './app-load-failure';
import { prerenderedPageHydrates } from '../shared/early-forms';
import { buildRoutesFor, preloadRouteCode } from './router';
import { ROUTES } from '../route-table';
import type { AppActors } from '../shared/session-context';
import { paths } from '../shared/paths';
import { PortalStyles, PortalTree } from './portal-tree';
import { activateLocale, i18n, openingLocale } from '../shared/i18n';
import { adoptAccountLanguage } from '../shared/account-language';
import { sessionMachine } from '#src/machines/session/session.machine';
import { preloadSignInCalls } from '#src/machines/session/api-modules';
import { appSessionRecorder } from '#src/machines/session/session-recorder';
import { connectivityMachine, OFFLINE_NOTIFICATION_ID } from '#src/machines/connectivity/connectivity.machine';
import { readStoredSession } from '#src/api/session-storage';
import { SLOW_CALLS_EVENT, SLOW_MESSAGES } from '#src/domain/notifications';
import { areaOf, pathAfterSignIn } from '#src/domain/accounts';
import { likelyPageAfterSignIn, rememberArea } from './likely-page';
import { safeReturnTo } from '#src/machines/navigation-guard/navigation-guard';
import { hideNotification, hideNotificationsExcept, notify, showNotification } from '../components/notifications/notify';
import { carryAcrossReload, showCarriedNotification } from '../components/notifications/carry-across-reload';

/** Options of {@link mountPortal}. */
export interface MountOptions {
  /** Rendered after the app (the mock build's outbox panel). */
  extras?: ReactNode;
}

type Router = ReturnType<typeof createBrowserRouter>;

/** The id of the "waiting for the registry" notice (issue 33 item 5). */
const SLOW_NOTIFICATION_ID = 'slow-connection';

/** Whether a path is a signed-in page outside the areas (e.g. lodging a caveat), where sign-in may return to. */
function signedInOutsideAreas(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return ROUTES.some((r) => r.area === null && r.requiresSignIn && matchPath(r.path, pathname) !== null);
}

function startActors(router: Router): AppActors {
  // The mock build records the session's events for the replay page (issue 13 part 4; docs/decisions/031);
  // the condition folds away, and the recorder with it, in other builds.
  const inspect = import.meta.env.MODE === 'mock' ? appSessionRecorder().observe : undefined;
  const session = createActor(sessionMachine, { input: readStoredSession(), ...(inspect ? { inspect } : {}) });
  // 'Session Reloaded' comes right before a reload: keep it for the page that comes back (SPEC.md §4, §9).
  session.on('notify', (event) => {
    if (event.afterReload) carryAcrossReload(event.notification);
    else notify({ ...event.notification, id: event.id });
  });
  session.on('signedIn', (event) => {
    rememberArea(areaOf(event.profile.accountType));
    const { location } = router.state;
    // The language saved to the account, unless the address names one (issue 32).
    void adoptAccountLanguage(event.profile, location.search);
    const returnTo = new URLSearchParams(location.search).get('returnTo');
    const target =
      (event.profile.idNumber ? safeReturnTo(returnTo, event.profile.accountType, signedInOutsideAreas) : undefined) ??
      pathAfterSignIn(event.profile, location.pathname);
    // The back office opens on its dashboard: its figures are fetched while the page's code loads (issue 12).
    if (target === '/backoffice/dashboard') {
      const role = event.profile.role ?? null;
      // Loaded, not imported: the query library stays out of the start-up bundle (decision 004).
      void Promise.all([import('../pages/backoffice/dashboard-work'), import('../shared/query-client')]).then(
        ([{ prefetchDashboard }, { queryClient }]) => prefetchDashboard(queryClient, role),
        () => undefined,
      );
    }
    void router.navigate(target, { replace: true });
  });
  session.on('signedOut', () => {
    // What the app told the person (a reference approved, a payment received) is not left for the next
    // person on the device; being offline is about the device, and stays.
    hideNotificationsExcept([OFFLINE_NOTIFICATION_ID]);
    // Drafts kept on this device belong to the person who signed out: those fully sent are
    // forgotten; unsent answers stay unless the person chose to delete them (docs/decisions/007).
    void import('../forms/drafts-store').then(({ clearSentDrafts }) => clearSentDrafts());
    // What the pages fetched for the person is forgotten too, before the next person signs in: once the
    // sign-in page shows, for a page still in view would fetch its answers again, with no token.
    // A person who has just closed their account stays on the page that says what was kept (docs/decisions/041).
    const closing = router.state.location.pathname === paths.accountClosed();
    void (closing ? Promise.resolve() : router.navigate('/sign-in', { replace: true }))
      .then(() => import('../shared/query-client'))
      .then(({ forgetServerState }) => forgetServerState());
    // The service worker keeps nothing personal; any cache that is not one of its public ones goes (decision 045).
    if (import.meta.env.MODE === 'production') void import('./service-worker').then(({ forgetPersonalCaches }) => forgetPersonalCaches());
  });
  // While login → refresh → profile run one after the other (SPEC.md §4), what every signed-in area needs is fetched
  // beside them: the query library and the account menu, the price list the services lists show, and the code of the
  // page that will most likely open (issue 33 item 4; decision 046). Which page opens is known only with the profile:
  // until then it is the returnTo address, else the home of the area last signed into on this device.
  let signingIn = false;
  session.subscribe((snapshot) => {
    const now = snapshot.matches({ SignedOut: 'SigningIn' });
    if (now && !signingIn) {
      // After the calls' own code: on 2G, everything fetched at once shares the line, and the calls come first.
      const next = likelyPageAfterSignIn(router.state.location.search);
      void preloadSignInCalls().then(() => {
        void import('../queries/prices').then(({ prefetchPrices }) => prefetchPrices()).catch(() => undefined);
        void import('../layouts/account-menu').catch(() => undefined);
        void preloadRouteCode(next);
      });
    }
    signingIn = now;
  });
  session.start();
  // A restored session is checked once against the API: the profile is refreshed, and a session the
  // server has ended answers 401, which clears storage and reloads (SPEC.md §8).
  const restored = session.getSnapshot();
  if (restored.hasTag('signedIn') && restored.context.token) {
    const token = restored.context.token;
    import('#src/api/users')
      .then(({ fetchMe }) => fetchMe(token))
      .then(
        (profile) => session.send({ type: 'session.profileUpdated', profile }),
        () => undefined,
      );
  }

  const connectivity = createActor(connectivityMachine, { input: { online: navigator.onLine } });
  connectivity.on('notify', (event) => notify({ ...event.notification, id: event.id }));
  connectivity.on('clearNotification', (event) => hideNotification(event.id));
  connectivity.start();
  // A call unanswered after SLOW_CALL_MS (src/api/slow-calls.ts, which dispatches the event): the portal says it is
  // waiting, until every call has answered or given up (issue 33 item 5; docs/decisions/045).
  window.addEventListener(SLOW_CALLS_EVENT, (event) => {
    const slowCalls = (event as CustomEvent<number>).detail;
    if (slowCalls > 0) notify({ id: SLOW_NOTIFICATION_ID, type: 'info', message: SLOW_MESSAGES.waiting, duration: null });
    else hideNotification(SLOW_NOTIFICATION_ID);
  });
  return { session, connectivity };
}

/**
 * Resolve once the router has matched the first address and loaded its lazy layout and page, so the
 * first render is the page itself, as the build pre-rendered it.
 */
function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether the page in the element is the build's pre-rendering of this address for a signed-out visitor,
 * which the browser may hydrate: a page with a search part, a visitor with a stored session, or a shell
 * that answers many addresses (marked with its path pattern) may differ from it, and is rendered afresh (docs/decisions/026-pre-rendered-public-pages.md).
 */
function hydratable(element: HTMLElement, signedIn: boolean): boolean {
  return prerenderedPageHydrates({
    prerendered: element.dataset.prerendered,
    prerenderedLanguage: element.dataset.prerenderedLanguage,
    hasContent: element.firstElementChild !== null,
    pathname: window.location.pathname,
    search: window.location.search,
    signedIn,
    // The page opened in another language than it was pre-rendered in (a browser that keeps no cookie) is rendered afresh.
    language: i18n.locale,
  });
}

/**
 * Render the portal into an element: hydrate the build's pre-rendered page when it is one
 * ({@link hydratable}), else render it afresh.
 * @param element - the root element (index.html's #root).
 * @param options - extras to render beside the app, in an element of their own.
 */
export async function mountPortal(element: HTMLElement, options: MountOptions = {}): Promise<void> {
  // The first address's layout first; every other one is added before any navigation can need it.
  const { routes, addTheRest } = buildRoutesFor(window.location.pathname);
  // The page's language: its messages are fetched beside the first page's code (issue 32), from the service worker
  // when offline (it keeps the reader's language's: scripts/shell-pages.mjs CATALOGUE_OF); English if that language's
  // cannot be had, and the
  // offline message if no catalogue can.
  const language = loadAppOrSayOffline(() => activateLocale(openingLocale()).catch(() => activateLocale('en')));
  const router = createBrowserRouter(routes);
  // Each step of the start in a task of its own (issue 12).
  await yieldToMain();
  const actors = startActors(router);
  // The flow visualizer follows the live actors of every tab (docs/decisions/029); absent from builds without
  // it (the condition is written out so that Vite folds it, as in src/ui/route-table.ts).
  if (import.meta.env.MODE === 'mock' || import.meta.env.VITE_FLOW_VISUALIZER === 'true')
    void import('../flows/live-states').then((m) => m.publishLiveStates(actors));
  await yieldToMain();
  await language;
  // Mantine's <style> elements carry the page's CSP nonce (docs/decisions/013-deploy-headers.md).
  const tree = (
    <PortalTree actors={actors} nonce={cspNonce()}>
      <RouterProvider router={router} />
    </PortalTree>
  );
  // Over a pre-rendered page, the first render waits for the page's code, so the page stays in view
  // until React replaces it (its first commit clears the element) or hydrates it.
  if (element.dataset.prerendered) await routerReady(router);
  if (hydratable(element, actors.session.getSnapshot().hasTag('signedIn'))) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page, so a tap on a cheap phone is not kept waiting (issue 12).
    startTransition(() => {
      hydrateRoot(element, tree);
    });
    // In a task of its own, ahead of the hydration's slices: a link a person can follow is hydrated only
    // after this, and a signed-out visitor on a public page is never redirected.
    await yieldToMain();
    addTheRest(router);
  } else {
    // The guard may redirect on this first render: every route must be there.
    await yieldToMain();
    addTheRest(router);
    createRoot(element).render(tree);
  }
  // Tests and tools know the portal runs (not only its pre-rendered HTML).
  document.documentElement.dataset.portal = 'running';
  if (options.extras) {
    const extras = document.createElement('div');
    // The mock build's tools for developers and testers (outbox, replay), in English: not the portal's words.
    extras.dataset.developerTools = '';
    element.after(extras);
    createRoot(extras).render(<PortalStyles nonce={cspNonce()}>{options.extras}</PortalStyles>);
  }
  // A notification raised just before the last reload ('Session Reloaded') is shown now, for its whole duration.
  showCarriedNotification();
  // The next page's code, fetched while the person reads, on connections that can afford it (issue 33 item 2).
  void import('./prefetch').then(({ startPrefetching }) => startPrefetching());
  // The production build's service worker: offline pages, and each new version offered, not forced (decision 045).
  if (import.meta.env.MODE === 'production')
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker(showNotification));
}
