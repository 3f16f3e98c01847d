/**
 * A list's filters and page kept in the address (so a view can be linked and survives a reload): the
 * search parameters, and a setter that changes one of them. A new filter goes back to page 1 and replaces
 * the history entry; a new page adds one, so the browser's Back returns to the previous page.
 */
import { useSearchParams } from 'react-router';

/**
 * The address's search parameters and a setter of one filter.
 * @returns `params` (URLSearchParams) and `setFilter(key, value)`: value null (or '') removes the key.
 */
export function useFilterParams(): { params: URLSearchParams; setFilter: (key: string, value: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key !== 'page' });
  };
  return { params, setFilter };
}
