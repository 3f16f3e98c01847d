/**
 * Whether the page has been hydrated (docs/decisions/026-pre-rendered-public-pages.md): false in the
 * build's pre-rendering and during the browser's hydration of that HTML, true from the render after it,
 * and at once on a page the browser renders itself. Forms are disabled until then: text typed into the
 * pre-rendered HTML would be overwritten by the form's state once it runs, and a submit would go nowhere.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** True once React runs the page in this browser (see the module comment). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
