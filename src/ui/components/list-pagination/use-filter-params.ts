/**
 * A list's filters and page kept in the address (so a view can be linked and survives a reload): the
 * search parameters, and setters that change them. A new filter (or order) goes back to page 1 and
 * replaces the history entry; a new page adds one, so the browser's Back returns to the previous page.
 */
import { useSearchParams } from 'react-router';
import { useLiveAddress } from '#src/ui/shared/search-params';

/** What {@link useFilterParams} gives. */
export interface FilterParams {
  params: URLSearchParams;
  /** Set one filter; value null (or '') removes the key. */
  setFilter: (key: string, value: string | null) => void;
  /** Set several at once, in one address change (e.g. a sort key and its direction). */
  setFilters: (patch: Readonly<Record<string, string | null>>) => void;
}

/**
 * The address's search parameters (as rendered) and their setters (which build on the address as it is now).
 * @returns {@link FilterParams}.
 */
export function useFilterParams(): FilterParams {
  const [params] = useSearchParams();
  // The router renders a new address in a transition, maybe late: a filter builds on the address as it is now
  // (a filter set a moment ago, or a Back), not on the one still shown (src/ui/shared/search-params.ts).
  const address = useLiveAddress();
  const setFilters = (patch: Readonly<Record<string, string | null>>) => {
    const pageOnly = Object.keys(patch).every((key) => key === 'page');
    address.setParams(
      (next) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!pageOnly) next.delete('page');
        return next;
      },
      { replace: !pageOnly },
    );
  };
  return { params, setFilter: (key, value) => setFilters({ [key]: value }), setFilters };
}
