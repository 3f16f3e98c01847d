/**
 * The browser's routes (src/ui/app/router.tsx `buildRoutesFor`): only the first address's layout at
 * start, every other layout added at once after, and an unknown address still the not-found page.
 */
import { createMemoryRouter } from 'react-router';
import { buildRoutesFor, type RouteHandle } from './router';

/** The route-table path of the page a router shows, or "not found". */
function shown(router: ReturnType<typeof createMemoryRouter>): string {
  const handle = router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.notFound ? 'not found' : (handle?.route.path ?? 'none');
}

/** How many pages the router knows. */
function pagesKnown(router: ReturnType<typeof createMemoryRouter>): number {
  const count = (routes: readonly { children?: unknown[]; handle?: unknown }[]): number =>
    routes.reduce((n, r) => n + (r.handle ? 1 : 0) + count((r.children ?? []) as never), 0);
  return count(router.routes);
}

describe('the browser routes', () => {
  it('start with the first address layout; once the rest is added, every area and the not-found page answer', async () => {
    const { routes, addTheRest } = buildRoutesFor('/sign-in');
    const router = createMemoryRouter(routes, { initialEntries: ['/sign-in'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(shown(router)).toBe('/sign-in');
    const atStart = pagesKnown(router);

    addTheRest(router);
    expect(pagesKnown(router)).toBeGreaterThan(atStart + 100);
    await router.navigate('/backoffice/dashboard');
    expect(shown(router)).toBe('/backoffice/dashboard');
    await router.navigate('/backoffice/marriage-registrations/details/00000000-0000-4000-8000-000000000001');
    expect(shown(router)).toBe('/backoffice/marriage-registrations/details/:id');
    await router.navigate('/no/such/page');
    expect(shown(router)).toBe('not found');
    await router.navigate('/services-prices');
    expect(shown(router)).toBe('/services-prices');
    router.dispose();
  });
});
