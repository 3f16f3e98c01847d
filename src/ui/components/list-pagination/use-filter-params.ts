/**
 * A list's filters and page kept in the address (so a view can be linked and survives a reload): the
 * search parameters, and setters that change them. A new filter (or order) goes back to page 1 and
 * replaces the history entry; a new page adds one, so the browser's Back returns to the previous page.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What {@link useFilterParams} gives. */
export interface FilterParams {
  params: URLSearchParams;
  /** Set one filter; value null (or '') removes the key. */
  setFilter: (key: string, value: string | null) => void;
  /** Set several at once, in one address change (e.g. a sort key and its direction). */
  setFilters: (patch: Readonly<Record<string, string | null>>) => void;
}

/**
 * The address's search parameters and their setters.
 * @returns {@link FilterParams}.
 */
export function useFilterParams(): FilterParams {
  const [params, setParams] = useSearchParams();
  // The router renders a new address in a transition: a second filter set before the first one's address
  // was rendered must build on that address, not on the one still shown, or the first is lost.
  const written = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const setFilters = (patch: Readonly<Record<string, string | null>>) => {
    const pending = written.current && written.current.from === params.toString() ? written.current.next : null;
    const next = new URLSearchParams(pending ?? params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const pageOnly = Object.keys(patch).every((key) => key === 'page');
    if (!pageOnly) next.delete('page');
    written.current = { from: params.toString(), next };
    setParams(next, { replace: !pageOnly });
  };
  return { params, setFilter: (key, value) => setFilters({ [key]: value }), setFilters };
}
