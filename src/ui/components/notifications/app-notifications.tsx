import { useEffect } from 'react';
import { Notifications, useNotifications } from '@mantine/notifications';
import { DEFAULT_NOTIFICATION_SECONDS } from '#src/domain/notifications';
import { MAIN_CONTENT_ID } from '../route-focus/route-focus';
import classes from './app-notifications.module.css';

/** Gap between the page's start (or the window's top) and the first notification, in px. */
const GAP_PX = 8;
/** The least distance from the window's top, in px (Mantine's md spacing). */
const MIN_TOP_PX = 16;

/**
 * Where the notifications start, in px from the window's top: just below the header and the area's
 * navigation (the top of the main content) while they are in view, else {@link MIN_TOP_PX}.
 */
export function notificationsTop(mainTop: number | null): number {
  return Math.max(MIN_TOP_PX, Math.round((mainTop ?? 0) + GAP_PX));
}

/**
 * While a notification is shown, keep `--app-notifications-top` on the document at {@link notificationsTop}
 * of the main content, so no notification covers the header's controls (Sign out, the menu) or the area's links:
 * placed again, at the next frame, when the window scrolls or changes size, when the page changes under it (a
 * notification shown on one page often stays while the next one opens, whose header and area links may take another
 * height: "Your answers are saved" covered "Your data" at 390 px until the window scrolled), or when the page's size
 * changes (fonts arriving, a link wrapping).
 */
function useNotificationsBelowHeader(): void {
  const shown = useNotifications().notifications.length > 0;
  useEffect(() => {
    if (!shown) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const main = document.getElementById(MAIN_CONTENT_ID);
      document.documentElement.style.setProperty(
        '--app-notifications-top',
        `${notificationsTop(main ? main.getBoundingClientRect().top : null)}px`,
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The variable is set on <html>, outside <body>: placing never wakes this observer.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    sizes?.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
      sizes?.disconnect();
    };
  }, [shown]);
}

/**
 * The notifications host: mount once under the MantineProvider (app root) so {@link notify} has
 * somewhere to show. Top right, below the header and the area's navigation while they are in view
 * (never over their controls), at most 3 on screen, 4 s default auto-close (SPEC.md §9), closing
 * paused while hovered or focused (WCAG 2.2.1), swipe-to-dismiss off (a swipe is not the only way:
 * each has a named close button).
 */
export function AppNotifications() {
  useNotificationsBelowHeader();
  return (
    <Notifications
      position="top-right"
      limit={3}
      autoClose={DEFAULT_NOTIFICATION_SECONDS * 1000}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      containerWidth={440}
      classNames={{ root: classes.root }}
    />
  );
}
