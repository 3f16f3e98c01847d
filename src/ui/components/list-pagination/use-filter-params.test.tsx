/**
 * A list's filters in the address: two filters set before the router renders the first one's address are
 * both kept (the router renders new addresses in transitions).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFilterParams } from './use-filter-params';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/register?page=2']}>{children}</MemoryRouter>;
}

describe('useFilterParams', () => {
  it('keeps a filter set before the address of the one set just before it was rendered', () => {
    const { result } = renderHook(() => ({ filters: useFilterParams(), location: useLocation() }), { wrapper });
    act(() => {
      // Both in one event, as two quick changes under a slow render: the second call sees the first render's params.
      const { setFilter } = result.current.filters;
      setFilter('from', '2026-05-01');
      setFilter('to', '2026-04-01');
    });
    expect(result.current.location.search).toBe('?from=2026-05-01&to=2026-04-01');
  });

  it('builds on the address shown once it is rendered, and a new page adds to it', () => {
    const { result } = renderHook(() => ({ filters: useFilterParams(), location: useLocation() }), { wrapper });
    act(() => result.current.filters.setFilter('q', 'Nakato'));
    act(() => result.current.filters.setFilter('page', '3'));
    expect(result.current.location.search).toBe('?q=Nakato&page=3');
    act(() => result.current.filters.setFilter('q', null));
    expect(result.current.location.search).toBe('');
  });
});
