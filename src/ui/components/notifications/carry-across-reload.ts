/**
 * A notification that must outlive a page reload (SPEC.md §4 Re-sign-in step 3: 'Session Reloaded',
 * then the reload). Shown before the reload it would vanish within milliseconds; instead it is kept in
 * session storage and shown once the page is back, for its whole duration (SPEC.md §9: 4 s by default).
 */
import type { AppNotification, NotificationType } from '#src/domain/notifications';
import { notify } from './notify';

/** The session storage key the notification waits under across the reload. */
export const CARRIED_NOTIFICATION_KEY = 'notificationAfterReload';

const TYPES: readonly NotificationType[] = ['danger', 'success', 'info', 'primary', 'warning'];

/**
 * Keep a notification to show after the coming reload. A later call replaces an earlier one.
 * Storage that refuses the write (private mode, quota) loses the notification, never the reload.
 * @param n - the notification (SPEC.md §3 entity).
 */
export function carryAcrossReload(n: AppNotification): void {
  try {
    sessionStorage.setItem(CARRIED_NOTIFICATION_KEY, JSON.stringify(n));
  } catch {
    // The notification is a courtesy; the reload goes ahead without it.
  }
}

/**
 * Take (read and remove) the notification carried across the reload, if any.
 * @returns the notification, or null when none is waiting or what is stored is not a notification.
 */
export function takeCarriedNotification(): AppNotification | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CARRIED_NOTIFICATION_KEY);
    sessionStorage.removeItem(CARRIED_NOTIFICATION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AppNotification> | null;
    if (!value || !TYPES.includes(value.type as NotificationType) || typeof value.message !== 'string') return null;
    return value as AppNotification;
  } catch {
    return null;
  }
}

/**
 * Show the notification carried across the reload, once (called when the portal starts).
 * @returns the id it is shown under, or null when none was waiting.
 */
export function showCarriedNotification(): string | null {
  const n = takeCarriedNotification();
  return n ? notify(n) : null;
}
