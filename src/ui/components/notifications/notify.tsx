/**
 * Show the portal's notifications with Mantine (SPEC.md §3 entity, §8 wording, §9 duration).
 * Needs `<Notifications />` from @mantine/notifications mounted once under the MantineProvider.
 */
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import type { MantineColor } from '@mantine/core';
import {
  type AppNotification,
  DEFAULT_TITLES,
  type NotificationType,
  notificationAutoCloseMs,
  notificationText,
} from '#src/domain/notifications';

/** A notification with an optional id, to replace or hide it later. */
export interface AppNotificationWithId extends AppNotification {
  /** Reusing an id replaces the notification shown under it; generated when absent. */
  id?: string;
}

/**
 * Accent colour by type. The colour is only an accent line: the words carry the meaning
 * ("Error: ...") and the text itself is always body colour on white, so contrast never depends on it.
 */
export const NOTIFICATION_COLORS: Readonly<Record<NotificationType, MantineColor>> = {
  danger: 'red',
  success: 'green',
  info: 'blue',
  warning: 'orange',
  primary: 'blue',
};

/**
 * Live-region role by type: errors and warnings interrupt (`alert`, assertive); the others wait
 * for a pause (`status`, polite). Mantine's Notification defaults every one to `alert`.
 */
export const NOTIFICATION_ROLES: Readonly<Record<NotificationType, 'alert' | 'status'>> = {
  danger: 'alert',
  warning: 'alert',
  success: 'status',
  info: 'status',
  primary: 'status',
};

let counter = 0;
function nextId(): string {
  counter += 1;
  return `app-notification-${counter}`;
}

/**
 * Show a notification. Its whole visible text is `notificationText(n)`, e.g.
 * "Error: No internet connectivity. Check your network" (SPEC.md §8: "{Title}: {message}", no prefix
 * for primary); the title part is bold. It closes after `notificationAutoCloseMs(n.duration)`
 * milliseconds (4 s by default) or stays until closed when `duration` is null (SPEC.md §9).
 * Showing again under an id already on screen replaces that notification's content (no duplicate).
 * @param n - the notification; `id` optional.
 * @returns the id it is shown under (the given one, or a generated one).
 */
export function notify(n: AppNotificationWithId): string {
  const id = n.id ?? nextId();
  const title = n.type === 'primary' ? null : (n.title ?? DEFAULT_TITLES[n.type]);
  const text = notificationText(n);
  const message = title ? (
    <>
      <strong>{title}:</strong>
      {text.slice(title.length + 1)}
    </>
  ) : (
    text
  );
  const data = {
    id,
    message,
    color: NOTIFICATION_COLORS[n.type],
    autoClose: notificationAutoCloseMs(n.duration),
    role: NOTIFICATION_ROLES[n.type],
    'aria-atomic': true,
    'data-notification-type': n.type,
  } as const;
  const { notifications: visible, queue } = notificationsStore.getState();
  if ([...visible, ...queue].some((item) => item.id === id)) notifications.update(data);
  else notifications.show(data);
  return id;
}

/**
 * Hide a notification shown by {@link notify}.
 * @param id - the id {@link notify} returned.
 */
export function hideNotification(id: string): void {
  notifications.hide(id);
}

/**
 * Hide every notification shown or queued but those named: what the app told the person who signs out (a
 * reference approved, a payment received) must not stay on screen for the next person on the same device.
 * @param keep - ids to leave, e.g. the connectivity machine's "offline", which is about the device.
 */
export function hideNotificationsExcept(keep: readonly string[]): void {
  const { notifications: visible, queue } = notificationsStore.getState();
  for (const item of [...visible, ...queue]) if (item.id && !keep.includes(item.id)) notifications.hide(item.id);
}

/**
 * Show a notification whose content is not only words (the "new version" notice's "Reload" button,
 * src/ui/app/service-worker.tsx), through the one notifications store: that module takes it as an argument, so its
 * lazy chunk does not reach the store itself and the start-up bundle is not split again (issue 33 item 3).
 * @param data - Mantine's notification data; give it an id, a role and an accessible text.
 */
export function showNotification(data: NotificationData): void {
  notifications.show(data);
}
