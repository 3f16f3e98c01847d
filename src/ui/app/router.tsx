/**
 * Builds the React Router tree from the route table (src/ui/route-table.ts): one lazy layout per
 * LayoutName (one chunk per area), lazy pages, redirect routes, and a not-found catch-all shown in the
 * signed-in person's own area, or on the public site when signed out (src/ui/app/not-found-route.tsx).
 */
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { ROUTES, type LayoutName, type PortalRoute } from '../route-table';
import { permittedPage } from './permitted-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { NotFoundContent, NotFoundFrame } from './not-found-route';

const LAYOUTS: Record<LayoutName, () => Promise<{ default: ComponentType }>> = {
  public: () => import('../layouts/public-layout'),
  auth: () => import('../layouts/auth-layout'),
  account: () => import('../layouts/account-layout'),
  user: () => import('../layouts/user-layout'),
  institution: () => import('../layouts/institution-layout'),
  backoffice: () => import('../layouts/backoffice-layout'),
};

/** What every route object carries in `handle`: its entry of the route table. */
export interface RouteHandle {
  route: PortalRoute;
  /** Set on the catch-all only: no route matches the address (the guard's `notFound` target). */
  notFound?: true;
}

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { route };
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
      const Page = page ? (await page()).default : (await import('../pages/not-available-page')).default;
      if (!capability) return { Component: Page };
      const Forbidden = (await import('../pages/public/forbidden-page')).default;
      return { Component: permittedPage(Page, Forbidden, capability) };
    },
  };
}

/** The catch-all's entry: no area marker and no sign-in flag; the guard treats it apart (`notFound`). */
const NOT_FOUND: PortalRoute = {
  path: '*',
  title: 'Page not found',
  area: null,
  requiresSignIn: false,
  layout: 'public',
};

const NOT_FOUND_HANDLE: RouteHandle = { route: NOT_FOUND, notFound: true };

/**
 * The route objects for createBrowserRouter.
 * @returns one root route (guard, scroll, dialogs) whose children are the layouts and their pages,
 *   and the not-found catch-all.
 */
export function buildRoutes(): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  const children: RouteObject[] = layouts.map((layout) => ({
    lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
    children: ROUTES.filter((r) => r.layout === layout).map(toRouteObject),
  }));
  children.push({ Component: NotFoundFrame, children: [{ path: '*', handle: NOT_FOUND_HANDLE, Component: NotFoundContent }] });
  return [{ Component: RootLayout, errorElement: <RouteErrorPage />, children }];
}
