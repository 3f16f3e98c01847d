/**
 * Picking the next page's code up while the person reads (issue 33 item 2; docs/decisions/046-first-bytes.md).
 *
 * Each page's code is a chunk of its own, fetched when the page opens: on a slow connection the person waits for it
 * after every click. Here the code of a page is fetched before the click, when it is likely to come:
 * - when a pointer rests on a link to it, or the keyboard focuses it (the person is about to choose it);
 * - when the browser is idle on a fast connection, for the links of the area's own navigation (a handful of pages,
 *   each fetched once).
 * Never on a connection that saves data, or reports itself as 2G, or while offline: a person who pays for every
 * megabyte pays only for the pages they open (`navigator.connection`, where the browser has it; a browser without
 * it gets the first kind only). A fetch that fails costs nothing: the page fetches its code again when opened.
 */
import { browserConnection, type ConnectionInfo, isCostlyConnection } from '#src/ui/shared/connection';
import { preloadRouteCode } from './router';

/** What the prefetching reads of the browser (the real `navigator` and `window` by default; a test gives its own). */
export interface PrefetchEnvironment {
  /** `navigator.connection`, when the browser has it. */
  connection?: ConnectionInfo;
  /** `navigator.onLine`. */
  online: boolean;
}

const browserEnvironment = (): PrefetchEnvironment => ({
  connection: browserConnection(),
  online: navigator.onLine,
});

/**
 * Whether code may be fetched before it is asked for.
 * @param environment - the browser's connection.
 * @param when - 'intent' (a pointer on a link, or focus) or 'idle' (nothing asked it: a fast connection only).
 * @returns false offline, when the person saves data, on 2G or slower than 0.5 Mbit/s (`isCostlyConnection`); for 'idle', also when the
 *   connection is unknown or 3G.
 */
export function mayPrefetch(environment: PrefetchEnvironment, when: 'intent' | 'idle'): boolean {
  const { connection, online } = environment;
  if (!online || isCostlyConnection(connection)) return false;
  return when === 'intent' || connection?.effectiveType === '4g';
}

/** The pathname of a link to a page of the portal on this origin, else null. */
function internalPath(link: HTMLAnchorElement): string | null {
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/**
 * Start prefetching for the page's lifetime (see the module comment).
 * @param environment - reads the browser's connection each time (the browser's by default).
 * @returns a function that stops it.
 */
export function startPrefetching(environment: () => PrefetchEnvironment = browserEnvironment): () => void {
  const asked = new Set<string>();
  const prefetch = (path: string) => {
    if (asked.has(path)) return;
    asked.add(path);
    void preloadRouteCode(path);
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !mayPrefetch(environment(), 'intent')) return;
    const path = internalPath(link);
    if (path) prefetch(path);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  // The area's navigation (a landmark labelled by the layout), once the browser is idle on a fast connection.
  let idle: number | null = null;
  // Safari has no requestIdleCallback: a short wait instead.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  const whenIdle = (fn: () => void): number =>
    hasIdle ? window.requestIdleCallback(fn, { timeout: 5_000 }) : window.setTimeout(fn, 2_000);
  const cancelIdle = (id: number) => (hasIdle ? window.cancelIdleCallback(id) : window.clearTimeout(id));
  const onIdle = () => {
    idle = null;
    if (!mayPrefetch(environment(), 'idle')) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a[href]')) {
      const path = internalPath(link);
      if (path) prefetch(path);
    }
  };
  idle = whenIdle(onIdle);
  const onNavigate = () => {
    if (idle === null) idle = whenIdle(onIdle);
  };
  window.addEventListener('popstate', onNavigate);
  document.addEventListener('click', onNavigate);

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    window.removeEventListener('popstate', onNavigate);
    document.removeEventListener('click', onNavigate);
    if (idle !== null) cancelIdle(idle);
  };
}
