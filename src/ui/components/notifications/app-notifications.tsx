import { Notifications } from '@mantine/notifications';
import { DEFAULT_NOTIFICATION_SECONDS } from '../../../domain/notifications';

/**
 * The notifications host: mount once under the MantineProvider (app root) so {@link notify} has
 * somewhere to show. Top right, at most 3 on screen, 4 s default auto-close (SPEC.md §9), closing
 * paused while hovered or focused (WCAG 2.2.1), swipe-to-dismiss off (a swipe is not the only way:
 * each has a named close button).
 */
export function AppNotifications() {
  return (
    <Notifications
      position="top-right"
      limit={3}
      autoClose={DEFAULT_NOTIFICATION_SECONDS * 1000}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      containerWidth={440}
    />
  );
}
