/**
 * The production build's service worker, seen from the page (issue 33 item 3; docs/decisions/045-offline-and-caching.md):
 * registered once the portal runs, and a new version is offered, never forced: the person is told a new version is
 * ready and reloads when they choose, so the app never changes under their fingers (a half-typed form stays as it is).
 *
 * The worker itself is written by scripts/service-worker.mjs (Workbox) after the build; the mock build has none (it
 * keeps MSW's worker), so nothing here runs there: the condition is written out so that Vite folds it away.
 */
import { Button, Group, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { Trans } from '@lingui/react/macro';

/** The worker's address (scripts/service-worker.mjs writes it at the build's root). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The id of the "new version" notification. */
export const NEW_VERSION_NOTIFICATION_ID = 'new-version';

/**
 * The caches the worker keeps, all public: the precache (app shell, public pages), the reference lists, the
 * hashed code files and the shell's pages in the person's language (scripts/service-worker.mjs). Any other cache could hold something personal.
 */
const PUBLIC_CACHE_PREFIXES = ['workbox-precache', 'portal-reference-lists', 'portal-assets', 'portal-pages'];

/**
 * Register the worker (production build only) and offer each new version with a notification and a "Reload" button.
 * Does nothing where service workers are missing (an old browser, a private window that refuses them) or in the
 * mock and development builds.
 * @param show - shows a notification (src/ui/components/notifications/notify.tsx `showNotification`).
 * @returns once the registration was started (its failure is ignored: the portal works without a worker).
 */
export async function registerServiceWorker(show: (data: NotificationData) => void): Promise<void> {
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox(SERVICE_WORKER_URL);
  worker.addEventListener('waiting', () => {
    showNewVersion(show, () => {
      // The new worker takes over, then the page reloads onto it (once, in this tab).
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  await worker.register().catch(() => undefined);
}

/**
 * Show the "new version" notification, which stays until the person reloads or closes it.
 * @param show - shows a notification (src/ui/components/notifications/notify.tsx `showNotification`).
 * @param reload - what the "Reload" button does.
 */
export function showNewVersion(show: (data: NotificationData) => void, reload: () => void): void {
  show({
    id: NEW_VERSION_NOTIFICATION_ID,
    color: 'blue',
    autoClose: false,
    role: 'status',
    'aria-atomic': true,
    message: (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">
          <Trans>A new version of the portal is ready. Reload the page to use it.</Trans>
        </Text>
        <Button size="xs" onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    ),
  });
}

/**
 * Delete every Cache Storage cache that is not one of the worker's public ones, on sign-out: none should exist (the
 * worker never caches an answer behind a sign-in; the browser test shows it), so this is a guard for a shared phone.
 * @returns the names deleted (none, normally).
 */
export async function forgetPersonalCaches(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => !PUBLIC_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)));
  await Promise.all(names.map((name) => caches.delete(name)));
  return names;
}
