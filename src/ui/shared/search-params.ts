/**
 * The address's search parameters as the router holds them now, for the parts of the portal that keep
 * their state in the address (the form's page, a list's filters, the application being filled in).
 *
 * Why not React Router's `useSearchParams` alone: the data router takes a new address at once (its
 * state and the browser's history change in the same call), but `RouterProvider` renders each address
 * in a React transition, which may come late, and two quick ones render as one. The rendered address
 * can therefore be behind the real one, and a push followed by a Back before the push was rendered is
 * never rendered at all. Whatever builds on the rendered address (`setSearchParams(fn)` hands `fn` the
 * rendered parameters) or watches it for changes then loses a parameter just set, misses a Back, or
 * follows an address the person has already left (issue 30: the flaky two-tab test's Back; the
 * registers' filters, whose first patch only remembered the hook's own last write). So these build on
 * the router's own state and hear each Back and Forward as the router takes it.
 */
import { useContext, useEffect, useMemo, useRef } from 'react';
import { NavigationType, type Location, UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigationType } from 'react-router';

/**
 * An updater for `setSearchParams` that sets one parameter and keeps the others.
 * @param name - the parameter, e.g. "step".
 * @param value - its new value.
 * @returns `(current) => a copy of current with name=value`.
 */
export function withSearchParam(name: string, value: string): (current: URLSearchParams) => URLSearchParams {
  return (current) => {
    const copy = new URLSearchParams(current);
    copy.set(name, value);
    return copy;
  };
}

/** The search parameters of the address as it is now, and ways to change them and to hear Back and Forward. */
export interface LiveAddress {
  /** A copy of the search parameters of the address as the router holds it now (which React may not have rendered yet). */
  params(): URLSearchParams;
  /**
   * Change the address's search parameters, building on the address as it is now (never on the rendered one),
   * on the same path. An update that changes nothing adds no history entry.
   * @param update - from the parameters now to the new ones (it may change its argument and return it).
   * @param options - `replace`: replace the current history entry instead of adding one (default false).
   */
  setParams(update: (now: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }): void;
  /**
   * Hear the browser's Back and Forward (any move through the history) that stay on this page's path, as the
   * router takes them, with the search parameters they bring.
   * @param listener - called with a copy of the parameters.
   * @returns a function that stops listening.
   */
  onTraversal(listener: (params: URLSearchParams) => void): () => void;
}

/** The data router's state as far as the address goes (React Router's `DataRouter`, whose state changes with each navigation). */
interface AddressRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  subscribe(listener: (state: { location: Location; historyAction: NavigationType }) => void): () => void;
  navigate(to: { search: string; hash: string }, options: { replace: boolean }): Promise<void>;
}

function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address kept by a data router (the portal's createBrowserRouter; createMemoryRouter in tests). */
function routerAddress(router: AddressRouter): LiveAddress {
  return {
    params: () => new URLSearchParams(router.state.location.search),
    setParams: (update, { replace = false } = {}) => {
      const { search, hash } = router.state.location;
      const next = searchOf(update(new URLSearchParams(search)));
      if (next === searchOf(new URLSearchParams(search))) return;
      // No pathname: the router keeps its current one (its own, not the rendered one).
      void router.navigate({ search: next, hash }, { replace });
    },
    onTraversal: (listener) => {
      const { pathname } = router.state.location;
      let key = router.state.location.key;
      return router.subscribe(({ location, historyAction }) => {
        // The router says every change of its state (loading, fetchers…): only a new address counts.
        if (location.key === key) return;
        key = location.key;
        if (historyAction === NavigationType.Pop && location.pathname === pathname) listener(new URLSearchParams(location.search));
      });
    },
  };
}

/**
 * The address's search parameters as the router holds them now ({@link LiveAddress}; see the module comment).
 *
 * Inside a data router (the portal's) it reads and changes the router's own state. Inside a router without
 * one (a page rendered alone in a test with `<MemoryRouter>`), it falls back to the rendered address.
 * The object is stable for the component's life (one per router).
 */
export function useLiveAddress(): LiveAddress {
  // React Router's own context of the data router (the one its hooks read); absent outside a data router
  // and static while pre-rendering, where nothing navigates.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const router = dataRouter && !dataRouter.static ? (dataRouter.router as AddressRouter) : null;
  // The fallback: the rendered address, and Back or Forward as rendered.
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const rendered = useRef({ location, navigate });
  const listeners = useRef(new Set<(params: URLSearchParams) => void>());
  useEffect(() => {
    rendered.current = { location, navigate };
  });
  useEffect(() => {
    if (router || navigationType !== NavigationType.Pop) return;
    for (const listener of listeners.current) listener(new URLSearchParams(location.search));
  }, [router, location.key, location.search, navigationType]);

  return useMemo<LiveAddress>(
    () =>
      router
        ? routerAddress(router)
        : {
            params: () => new URLSearchParams(rendered.current.location.search),
            setParams: (update, { replace = false } = {}) => {
              const { pathname, search, hash } = rendered.current.location;
              const next = searchOf(update(new URLSearchParams(search)));
              if (next !== searchOf(new URLSearchParams(search)))
                void rendered.current.navigate({ pathname, search: next, hash }, { replace });
            },
            onTraversal: (listener) => {
              listeners.current.add(listener);
              return () => listeners.current.delete(listener);
            },
          },
    [router],
  );
}
