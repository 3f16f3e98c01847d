/**
 * Whether the page has been hydrated (docs/decisions/026-pre-rendered-public-pages.md): false in the
 * build's pre-rendering and during the browser's hydration of that HTML, true from the render after it,
 * and at once on a page the browser renders itself. A pre-rendered form is rendered inert until then; the entry
 * script opens it before the app arrives and the form takes what was typed over once hydrated
 * (src/ui/shared/early-forms.ts).
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
