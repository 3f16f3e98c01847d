/**
 * A safety net for buttons that are natively disabled while they work (Mantine's `loading` does
 * that): the browser drops focus to the page body, so the next Tab starts again at the top. Prefer
 * {@link BusyButton} (aria-disabled, focus never leaves); this catches the rest in one place.
 */
import { useEffect } from 'react';

function isDisabled(element: Element): boolean {
  return element.hasAttribute('disabled');
}

/**
 * While mounted: when the focused control becomes disabled and is enabled again, and focus has not
 * gone anywhere meanwhile (it is on the body), focus returns to it, so keyboard users keep their place
 * and hear the result where they left off (WCAG 2.4.3). Focus the page moved on purpose (an error
 * field, a new heading) is left alone. Mount once, in the root layout.
 */
export function useKeepFocusOnBusyControls(): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let parked: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      parked = null;
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target;
        if (!(element instanceof HTMLElement)) continue;
        if (element === lastFocused && isDisabled(element)) {
          parked = element;
        } else if (element === parked && !isDisabled(element)) {
          parked = null;
          const active = document.activeElement;
          if (element.isConnected && (active === null || active === document.body)) element.focus({ preventScroll: true });
        }
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
