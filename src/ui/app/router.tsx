/**
 * Builds the React Router tree from the route table (src/ui/route-table.ts): one lazy layout per
 * LayoutName (one chunk per area), lazy pages, redirect routes, and a not-found catch-all shown in the
 * signed-in person's own area, or on the public site when signed out (src/ui/app/not-found-route.tsx).
 */
import type { ComponentType } from 'react';
import { matchPath, redirect, type RouteObject } from 'react-router';
import { msg } from '@lingui/core/macro';
import { ROUTES } from '../route-table';
import type { LayoutName, PortalRoute, RouteHandle } from '../routing/route-types';

export type { RouteHandle } from '../routing/route-types';
import { permittedPage } from './permitted-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { NotFoundContent, NotFoundFrame } from './not-found-route';
import { PageShell } from './page-shell';
import { partsFor } from '../shared/catalogue-parts';
import { needCatalogueParts } from '../shared/i18n';

const LAYOUTS: Record<LayoutName, () => Promise<{ default: ComponentType }>> = {
  public: () => import('../layouts/public-layout'),
  auth: () => import('../layouts/auth-layout'),
  account: () => import('../layouts/account-layout'),
  user: () => import('../layouts/user-layout'),
  institution: () => import('../layouts/institution-layout'),
  backoffice: () => import('../layouts/backoffice-layout'),
};

function toRouteObject(route: PortalRoute, shellAt?: string): RouteObject {
  const handle: RouteHandle = { route };
  // The build's shell of a page (src/ui/app/server-render.tsx PRERENDERED_SHELLS): its layout and title.
  if (shellAt !== undefined && matchPath(route.path, shellAt)) return { path: route.path, handle, Component: PageShell };
  if (route.redirectTo) {
    const target = route.redirectTo;
    return { path: route.path, handle, loader: () => redirect(target) };
  }
  const page = route.page;
  const capability = route.capability;
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([page?.(), needCatalogueParts(partsFor(route.layout, route.path))]);
      const Page = loaded ? loaded.default : (await import('../pages/not-available-page')).default;
      if (!capability) return { Component: Page };
      const Forbidden = (await import('../pages/public/forbidden-page')).default;
      return { Component: permittedPage(Page, Forbidden, capability) };
    },
  };
}

/** The catch-all's entry: no area marker and no sign-in flag; the guard treats it apart (`notFound`). */
const NOT_FOUND: PortalRoute = {
  path: '*',
  title: msg`Page not found`,
  area: null,
  requiresSignIn: false,
  layout: 'public',
};

const NOT_FOUND_HANDLE: RouteHandle = { route: NOT_FOUND, notFound: true };

/** The id of the root route, under which the layouts are patched in ({@link buildRoutesFor}). */
const ROOT_ROUTE_ID = 'root';

/** A layout's route: the lazy layout and its pages. */
function layoutRoute(layout: LayoutName, shellAt?: string): RouteObject {
  return {
    id: `layout-${layout}`,
    // Its catalogue parts come with its pages' (toRouteObject), which load with it.
    lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
    children: ROUTES.filter((r) => r.layout === layout).map((r) => toRouteObject(r, shellAt)),
  };
}

/** The root route (guard, scroll, dialogs) around the given layouts and the not-found catch-all. */
function rootRoute(layouts: readonly LayoutName[], shellAt?: string): RouteObject {
  const children = layouts.map((layout) => layoutRoute(layout, shellAt));
  children.push({ Component: NotFoundFrame, children: [{ path: '*', handle: NOT_FOUND_HANDLE, Component: NotFoundContent }] });
  return { id: ROOT_ROUTE_ID, Component: RootLayout, errorElement: <RouteErrorPage />, children };
}

/**
 * Fetch (and run) the code of the page at a path and of its layout, without showing it: the router then finds it
 * there when the person goes to that page (issue 33 item 2; src/ui/app/prefetch.ts decides when). A path with no
 * page of the portal loads nothing.
 * @param pathname - an address's pathname (no search or hash), e.g. "/user/applications".
 * @returns a promise that never rejects, settled once the code is loaded or has failed to.
 */
export async function preloadRouteCode(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => !r.redirectTo && matchPath(r.path, pathname) !== null);
  if (!route) return;
  await Promise.allSettled([LAYOUTS[route.layout](), route.page?.()]);
}

/** The layouts that have a page at a path (its pathname, without search or hash). */
function layoutsAt(pathname: string): LayoutName[] {
  return [...new Set(ROUTES.filter((r) => matchPath(r.path, pathname) !== null).map((r) => r.layout))];
}

/**
 * The route objects of the whole portal: one root route (guard, scroll, dialogs) whose children are
 * the layouts and their pages, and the not-found catch-all. For the build's static rendering and tests.
 * @param options.shellAt - the page at this address is its shell ({@link PageShell}), for the build.
 * @returns the routes.
 */
export function buildRoutes(options: { shellAt?: string } = {}): RouteObject[] {
  return [rootRoute(Object.keys(LAYOUTS) as LayoutName[], options.shellAt)];
}

/** The browser's routes ({@link buildRoutesFor}). */
export interface StartingRoutes {
  /** The root route with the layout of the first address only, for createBrowserRouter. */
  routes: RouteObject[];
  /** Give the router every other layout (`router.patchRoutes` under the root), once it runs. */
  addTheRest: (router: { patchRoutes: (routeId: string | null, children: RouteObject[]) => void }) => void;
}

/**
 * The browser's routes, in two steps: the layout of the first address only, then every other layout
 * once the first page runs. With the portal's 154 routes, creating the router ranked all of them, the
 * longest step of the start on a slow phone (about 150 ms at 4× CPU); one layout's routes take a tenth
 * of that, and the rest is ranked in a task of its own (issue 12). React Router's route discovery on
 * navigation (`patchRoutesOnNavigation`) did the same but slowed every later navigation in the back
 * office by about 200 ms (docs/decisions/027), so the rest is added at once instead.
 * @param pathname - the first address's pathname.
 * @returns the first routes, and what adds the rest.
 */
export function buildRoutesFor(pathname: string): StartingRoutes {
  const first = layoutsAt(pathname);
  return {
    routes: [rootRoute(first)],
    addTheRest: (router) => {
      const rest = (Object.keys(LAYOUTS) as LayoutName[]).filter((layout) => !first.includes(layout));
      if (rest.length > 0)
        router.patchRoutes(
          ROOT_ROUTE_ID,
          rest.map((layout) => layoutRoute(layout)),
        );
    },
  };
}
