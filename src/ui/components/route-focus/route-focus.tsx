/**
 * Keyboard and screen-reader users never lose their place on a page change (WCAG 2.2 2.4.3, 4.1.3;
 * GOV.UK: focus the new page's heading). One mechanism for every page, mounted once in the root
 * layout: on every change of the location's pathname (not the first load, not a query change such as
 * the wizard's steps, which place focus themselves) focus moves to the new page's h1, or to `<main>`
 * until the h1 appears, and a polite live region says the new page's title once.
 */
import { useLayoutEffect, useRef } from 'react';

/** The id of the main landmark every layout renders (the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';

/** The id of the live region that says the new page's title. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/** Props of {@link RouteFocus}. */
export interface RouteFocusProps {
  /** The location's pathname: a new value is a new page. */
  pathname: string;
  /**
   * The new page's title (the route table's), or null while the page is not shown yet (the guard is
   * redirecting): nothing moves until there is a page to land on.
   */
  title: string | null;
}

/** The main landmark of the page shown now. */
function findMain(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/** Focus a heading without making it a tab stop for good (GOV.UK: tabindex -1, removed on blur). */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
  }
  heading.focus({ preventScroll: true });
}

/** True when nothing in particular has focus (the body, `<main>` itself, or nothing). */
function focusIsLost(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

/**
 * Move focus to the start of the page in `<main>`: its h1 when there is one; otherwise `<main>`
 * itself, then the h1 as soon as it appears (a page still loading its data), unless the person has
 * moved on meanwhile. A page that already put focus inside `<main>` (an error summary, a field) keeps
 * it.
 * @returns a function that stops waiting for the h1 (call it when the page changes again).
 */
export function focusPageStart(): () => void {
  const main = findMain();
  if (!main) return () => undefined;
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return () => undefined;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusHeading(heading);
    return () => undefined;
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const late = main.querySelector<HTMLElement>('h1');
    if (!late) return;
    observer.disconnect();
    if (focusIsLost(main)) focusHeading(late);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The route-change focus and announcement: renders the (visually hidden) polite live region and, on
 * each new pathname after the first, moves focus with {@link focusPageStart} and puts the page's
 * title in the region once.
 */
export function RouteFocus({ pathname, title }: RouteFocusProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const shownPath = useRef<string | null>(null);

  // A layout effect: focus moves in the same task as the new page's DOM, so no moment passes with
  // focus on the body (where a screen reader would start reading from the top).
  useLayoutEffect(() => {
    if (title === null) return undefined;
    if (shownPath.current === null || shownPath.current === pathname) {
      // The first page is announced by the browser itself; a query change is not a new page.
      shownPath.current = pathname;
      return undefined;
    }
    shownPath.current = pathname;
    const region = regionRef.current;
    if (region) {
      // The same title twice in a row (two pages of one name) still changes the region's text.
      region.textContent = region.textContent === title ? `${title}\u00a0` : title;
    }
    return focusPageStart();
  }, [pathname, title]);

  return <div ref={regionRef} id={ROUTE_ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
