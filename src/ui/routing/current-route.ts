/**
 * The route-table entry of the page being shown (src/ui/route-table.ts), read from the router's
 * matches: generic pages (apply, task queue, applications, details) learn from it which form,
 * section or review level they show.
 */
import { useMatches } from 'react-router';
import type { PortalRoute, RouteHandle } from './route-types';

/**
 * The deepest matched route's entry of the route table.
 * @returns the entry, or undefined outside the route table (tests rendering a page alone).
 */
export function useCurrentRoute(): PortalRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * The applicant area of the page being shown: 'institution' on institution routes, else 'user'.
 * Pages shared by both areas (applications, payment, confirmation) build their links with it.
 */
export function useCurrentArea(): 'user' | 'institution' {
  return useCurrentRoute()?.area === 'institution' ? 'institution' : 'user';
}
