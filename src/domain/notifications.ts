/**
 * Notifications (SPEC.md §3 entity, §8 wording, §9 duration).
 */
import { msg } from '@lingui/core/macro';
import { textOf, wordsTable } from './words';
import { ERROR_TITLE, OFFLINE_MESSAGE } from './offline-message';

/** Notification types (SPEC.md §3). */
export type NotificationType = 'danger' | 'success' | 'info' | 'primary' | 'warning';

/** A notification as the portal raises it (SPEC.md §3). */
export interface AppNotification {
  type: NotificationType;
  /** Overrides the default title of the type; ignored for `primary`, which has no prefix. */
  title?: string;
  message: string;
  /** Seconds on screen; `null` keeps it until closed (SPEC.md §9: "sticky when set to none"). */
  duration?: number | null;
}

/** Default duration in seconds (SPEC.md §9). */
export const DEFAULT_NOTIFICATION_SECONDS = 4;

/** Default titles (SPEC.md §8): Error, Success, Info, Warning; primary has none. Drawn in the active language. */
export const DEFAULT_TITLES: Readonly<Record<Exclude<NotificationType, 'primary'>, string>> = wordsTable({
  danger: ERROR_TITLE,
  success: msg`Success`,
  info: msg`Info`,
  warning: msg`Warning`,
});

/**
 * The text a notification reads (SPEC.md §8): "{Title}: {message}", or the message alone for primary.
 * @param n - the notification.
 * @returns e.g. "Error: No internet connectivity. Check your network".
 */
export function notificationText(n: Pick<AppNotification, 'type' | 'title' | 'message'>): string {
  const title = n.type === 'primary' ? null : (n.title ?? DEFAULT_TITLES[n.type]);
  const message = n.message;
  return title ? textOf(msg`${title}: ${message}`) : message;
}

/**
 * How long a notification stays, in milliseconds, or false when sticky (SPEC.md §9).
 * @param duration - seconds; undefined means the default 4 s; null means sticky.
 */
export function notificationAutoCloseMs(duration: number | null | undefined): number | false {
  if (duration === null) return false;
  return (duration ?? DEFAULT_NOTIFICATION_SECONDS) * 1000;
}

/** The messages SPEC.md §8 fixes word for word. */
export const MESSAGES = wordsTable({
  offline: OFFLINE_MESSAGE,
  sessionReloaded: msg`Session Reloaded`,
  incorrectCredentials: msg`Incorrect username and password`,
  networkError: msg`Network Connection Error`,
});

/**
 * What the portal says when a call is slow (issue 33 item 5; not SPEC.md §8's), without blaming the connection, which
 * may not be the slow part: a call waiting longer than
 * src/api/slow-calls.ts SLOW_CALL_MS, and one given up after its REQUEST_TIMEOUT_MS (20 s).
 */
export const SLOW_MESSAGES = wordsTable({
  waiting: msg`Still waiting for the registry to answer.`,
  timeout: msg`The registry did not answer within 20 seconds. Check your connection and try again.`,
});

/**
 * The window event the API client dispatches when the number of slow calls changes (src/api/slow-calls.ts), with that
 * number as `detail`. An event rather than an import, so the app's start-up bundle listens without loading the
 * client's module.
 */
export const SLOW_CALLS_EVENT = 'portal:slow-calls';
