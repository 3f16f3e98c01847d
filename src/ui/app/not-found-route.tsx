/**
 * The catch-all for addresses no route matches. A signed-in person sees "Page not found" inside their
 * own area's layout; a signed-out visitor sees it on the public site. The navigation guard lets both
 * through (navigation-guard.ts rule `not-found`), so nobody is silently sent elsewhere.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '#src/domain/accounts';
import { readStoredSession } from '#src/api/session-storage';
import { storedArea } from '#src/machines/navigation-guard/navigation-guard';

const AREA_LAYOUTS: Readonly<Record<Area, LazyExoticComponent<ComponentType>>> = {
  user: lazy(() => import('../layouts/user-layout')),
  institution: lazy(() => import('../layouts/institution-layout')),
  backoffice: lazy(() => import('../layouts/backoffice-layout')),
};
const PublicLayout = lazy(() => import('../layouts/public-layout'));
const InAreaNotFoundPage = lazy(() => import('../pages/in-area-not-found-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** The area of the signed-in person (a whole stored session), or null for a signed-out visitor. */
function useOwnArea(): Area | null {
  return storedArea(readStoredSession());
}

/** The layout around the not-found page: the person's own area's, else the public one. Renders its child route. */
export function NotFoundFrame() {
  const area = useOwnArea();
  const Layout = area ? AREA_LAYOUTS[area] : PublicLayout;
  return (
    <Suspense fallback={null}>
      <Layout />
    </Suspense>
  );
}

/** The not-found page itself: the in-area one when signed in, else the public one. */
export function NotFoundContent() {
  const area = useOwnArea();
  return <Suspense fallback={null}>{area ? <InAreaNotFoundPage area={area} /> : <NotFoundPage />}</Suspense>;
}
