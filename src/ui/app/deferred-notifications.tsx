/**
 * The notifications' host, loaded after the page is shown (docs/decisions/049-notifications-after-first-paint.md):
 * Mantine's host, its transitions and swipe handling are about 10 kB gzip that no page needs before a person can use
 * it. A notification raised before the host arrives waits in Mantine's store (src/ui/components/notifications/notify.tsx)
 * and shows when it mounts. Should the host's code not arrive (the connection lost on a first visit, before the service
 * worker holds it), the store's notifications are still said, in plain alerts, so the offline message of SPEC.md §4
 * always reaches the person.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { CloseButton } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../shared/use-hydrated';

/** One notification in plain words, closing when its time is up (SPEC.md §9) or by its button. */
function PlainNotification({ data }: { data: NotificationData }) {
  const { t } = useLingui();
  const { id = '', autoClose } = data;
  useEffect(() => {
    if (typeof autoClose !== 'number') return undefined;
    const timer = window.setTimeout(() => notifications.hide(id), autoClose);
    return () => window.clearTimeout(timer);
  }, [id, autoClose]);
  return (
    <div
      role={data.role ?? 'status'}
      aria-atomic="true"
      style={{ display: 'flex', gap: 8, padding: '12px 16px', background: '#fff', border: '1px solid #495057', marginBottom: 8 }}
    >
      <div style={{ flex: 1 }}>{data.message}</div>
      <CloseButton aria-label={t`Close notification`} onClick={() => notifications.hide(id)} />
    </div>
  );
}

/**
 * The store's notifications in plain alerts, each with a close button: the host of last resort, when its code could not
 * be fetched.
 */
function PlainNotifications() {
  const shown = useNotifications().notifications;
  return (
    <div style={{ position: 'fixed', top: 16, right: 16, left: 16, zIndex: 1000, maxWidth: 440, marginLeft: 'auto' }}>
      {shown.map((n) => (
        <PlainNotification key={n.id} data={n} />
      ))}
    </div>
  );
}

const Host = lazy((): Promise<{ default: ComponentType }> =>
  import('../components/notifications/app-notifications').then(
    (m) => ({ default: m.AppNotifications }),
    () => ({ default: PlainNotifications }),
  ),
);

/**
 * The notifications' host, once the page is hydrated: nothing in the pre-rendered HTML and in the render that hydrates
 * it (so the two agree), then Mantine's host as soon as its code is in.
 */
export function DeferredNotifications() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
