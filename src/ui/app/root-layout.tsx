/**
 * The root of every route: applies the navigation guard on every location change (SPEC.md §4),
 * scrolls smoothly to the top on route change (SPEC.md §2), sets the document title, moves focus to
 * the new page and announces it (RouteFocus, WCAG 2.4.3 and 4.1.3), keeps focus on controls that are
 * disabled while they work, and hosts the re-sign-in dialog and the back-online announcement.
 */
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { guardNavigation } from '../../machines/navigation-guard/navigation-guard';
import { readStoredSession } from '../../api/session-storage';
import type { RouteHandle } from './router';
import { ReSignInHost } from './re-sign-in-host';
import { ConnectivityStatus } from './connectivity-status';
import { RouteFocus } from '../components/route-focus/route-focus';
import { useKeepFocusOnBusyControls } from '../components/route-focus/use-keep-focus-on-busy-controls';

function usePrefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The root layout. */
export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)?.handle as RouteHandle | undefined;
  const route = handle?.route;
  const reducedMotion = usePrefersReducedMotion();
  useKeepFocusOnBusyControls();

  const decision = useMemo(
    () =>
      route
        ? guardNavigation({ path: location.pathname + location.search, area: route.area, requiresSignIn: route.requiresSignIn }, readStoredSession())
        : null,
    // Re-decide on every navigation (location.key changes on each one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, route],
  );

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [location.pathname, reducedMotion]);

  useEffect(() => {
    if (route && decision?.type === 'proceed') document.title = `${route.title} – Marriage Registry`;
  }, [route, decision]);

  useEffect(() => {
    if (decision?.type === 'redirect' && decision.fullPage) window.location.assign(decision.to);
  }, [decision]);

  let content = <Outlet />;
  if (decision?.type === 'redirect') {
    content = decision.fullPage ? (
      <Center mih="50vh" role="status" aria-live="polite">
        <Loader aria-label="Taking you to your area" />
      </Center>
    ) : (
      <Navigate to={decision.to} replace />
    );
  }
  return (
    <>
      {content}
      <RouteFocus pathname={location.pathname} title={route && decision?.type === 'proceed' ? route.title : null} />
      <ReSignInHost />
      <ConnectivityStatus />
    </>
  );
}
