/**
 * The root of every route: applies the navigation guard on every location change (SPEC.md §4),
 * scrolls smoothly to the top on route change (SPEC.md §2), sets the document title, moves focus to
 * the new page and announces it (RouteFocus, WCAG 2.4.3 and 4.1.3), keeps focus on controls that are
 * disabled while they work, and hosts the re-sign-in dialog and the back-online announcement.
 *
 * A broken stored session (the guard's `repair`) is handed to the session actor (`session.repair`):
 * it tries the stored refresh token once, or clears session storage; the guard then decides again on
 * the same address. Each address gets one repair; should storage still be broken after it (storage
 * that refuses writes), the address is decided as if signed out, so nothing can loop
 * (docs/decisions/003-routing-and-guard.md).
 */
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { guardNavigation, type GuardDecision } from '#src/machines/navigation-guard/navigation-guard';
import { readStoredSession } from '#src/api/session-storage';
import type { RouteHandle } from '../routing/route-types';
import { documentTitle, say, type Words } from '../shared/words';
import { useActors, useRepairMark, useSessionRepairing } from '../shared/session-context';
import { ReSignInHost } from './re-sign-in-host';
import { ConnectivityStatus } from './connectivity-status';
import { RouteFocus } from '../components/route-focus/route-focus';
import { useKeepFocusOnBusyControls } from '../components/route-focus/use-keep-focus-on-busy-controls';

const SIGNED_OUT = { profile: null, token: null, refreshToken: null };

function usePrefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The title of the page shown: the route's, or the forbidden-access page's when the role may not use it. */
function titleOf(routeTitle: Words, decision: GuardDecision): Words {
  return decision.rule === 'no-permission' ? FORBIDDEN_TITLE : routeTitle;
}

/** The title of /forbidden-access (src/ui/route-table.ts), also shown in place of a page a role may not use. */
const FORBIDDEN_TITLE = msg`You cannot open this page`;

/** The root layout. */
export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)?.handle as RouteHandle | undefined;
  const route = handle?.route;
  const reducedMotion = usePrefersReducedMotion();
  useKeepFocusOnBusyControls();

  const { session } = useActors();
  const repairing = useSessionRepairing();
  // The location key whose broken session was last handed to the session actor (one repair per address).
  const repairedKey = useRepairMark();

  const decision = useMemo((): GuardDecision | null => {
    if (!route || repairing) return null;
    const target = {
      path: location.pathname + location.search,
      area: route.area,
      requiresSignIn: route.requiresSignIn,
      notFound: handle?.notFound === true,
      capability: route.capability,
      forEveryone: route.forEveryone === true,
    };
    const decided = guardNavigation(target, readStoredSession());
    return decided.type === 'repair' && repairedKey === location.key ? guardNavigation(target, SIGNED_OUT) : decided;
    // Re-decide on every navigation (location.key changes on each one) and after a repair.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, route, repairing, repairedKey]);

  useEffect(() => {
    if (decision?.type !== 'repair') return;
    session.send({ type: 'session.repair', refreshToken: decision.refreshToken, mark: location.key });
  }, [decision, session, location.key]);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [location.pathname, reducedMotion]);

  // The title follows the language too: it is drawn again when the language changes (issue 32).
  const { i18n } = useLingui();
  const title = route && decision?.type === 'proceed' ? say(i18n, titleOf(route.title, decision)) : null;
  useEffect(() => {
    if (title !== null) document.title = documentTitle(i18n, title);
  }, [title, i18n]);

  useEffect(() => {
    if (decision?.type === 'redirect' && decision.fullPage) window.location.assign(decision.to);
  }, [decision]);

  let content = <Outlet />;
  if (repairing || decision?.type === 'repair') {
    content = (
      <Center mih="50vh" role="status" aria-live="polite">
        <Loader aria-label={i18n._(msg`Checking your session`)} />
      </Center>
    );
  } else if (decision?.type === 'redirect') {
    content = decision.fullPage ? (
      <Center mih="50vh" role="status" aria-live="polite">
        <Loader aria-label={i18n._(msg`Taking you to your area`)} />
      </Center>
    ) : (
      <Navigate to={decision.to} replace />
    );
  }
  return (
    <>
      {content}
      <RouteFocus pathname={location.pathname} title={title} />
      <ReSignInHost />
      <ConnectivityStatus />
    </>
  );
}
