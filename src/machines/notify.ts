/**
 * The notification events machines emit (STYLE.md: machines never touch the UI). The app listens with
 * `actor.on('notify', …)` and `actor.on('clearNotification', …)` and shows or closes a toast.
 */
import type { AppNotification } from '../domain/notifications';

/**
 * Ask the app to show a notification (SPEC.md §3 entity, §8 wording).
 * `id` names a notification the machine may later close with {@link ClearNotificationEmitted}
 * (e.g. 'offline'); it lives on the event because {@link AppNotification} carries no id.
 */
export interface NotifyEmitted {
  type: 'notify';
  notification: AppNotification;
  /** Stable id of a notification the machine will close itself; absent for fire-and-forget ones. */
  id?: string;
}

/** Ask the app to close the notification raised earlier with this `id`. */
export interface ClearNotificationEmitted {
  type: 'clearNotification';
  id: string;
}
