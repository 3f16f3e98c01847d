/**
 * A list's filters in the address, under the portal's kind of router (a data router, which renders each new
 * address in a transition): each filter builds on the address as it is now, whether or not the router has
 * rendered it yet.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FilterParams, useFilterParams } from './use-filter-params';

function renderList(initialEntries: string[]) {
  const seen: { current: FilterParams | null } = { current: null };
  function List() {
    seen.current = useFilterParams();
    return null;
  }
  const router = createMemoryRouter([{ path: '/register', element: <List /> }], {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  render(<RouterProvider router={router} />);
  const filters = () => {
    if (!seen.current) throw new Error('the list has not rendered');
    return seen.current;
  };
  return { router, filters };
}

describe('useFilterParams', () => {
  it('keeps a filter set before the address of the one set just before it was rendered', () => {
    const { router, filters } = renderList(['/register?page=2']);
    act(() => {
      // Both in one event, as two quick changes under a slow render: the second call sees the first render's params.
      const { setFilter } = filters();
      setFilter('from', '2026-05-01');
      setFilter('to', '2026-04-01');
    });
    expect(router.state.location.search).toBe('?from=2026-05-01&to=2026-04-01');
  });

  it('builds on the address a Back brought, even before the router rendered it', () => {
    const { router, filters } = renderList(['/register?q=Nakato', '/register?q=Nakato&page=2']);
    act(() => {
      const { setFilter } = filters();
      setFilter('from', '2026-05-01');
      // The browser's Back, then another filter, before any of it was rendered: the filter left behind stays behind.
      void router.navigate(-1);
      setFilter('to', '2026-04-01');
    });
    expect(router.state.location.search).toBe('?q=Nakato&to=2026-04-01');
  });

  it('builds on the address shown once it is rendered, and a new page adds to it', () => {
    const { router, filters } = renderList(['/register']);
    act(() => filters().setFilter('q', 'Nakato'));
    act(() => filters().setFilter('page', '3'));
    expect(router.state.location.search).toBe('?q=Nakato&page=3');
    act(() => filters().setFilter('q', null));
    expect(router.state.location.search).toBe('');
    // A new page added an entry; a new filter replaced it.
    act(() => void router.navigate(-1));
    expect(router.state.location.search).toBe('?q=Nakato');
  });
});
