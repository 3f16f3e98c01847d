/**
 * The notifications' host, loaded after the page is shown (docs/decisions/049-notifications-after-first-paint.md):
 * Mantine's host, its transitions and swipe handling are about 10 kB gzip that no page needs before a person can use
 * it. A notification raised before the host arrives waits in Mantine's store (src/ui/components/notifications/notify.tsx)
 * and shows when it mounts. The service worker keeps the host's code with the app shell (scripts/shell-pages.mjs), so
 * the portal opened offline has it; should it still not arrive (the connection lost on a first visit, before the worker
 * holds it), the store's notifications are said in plain alerts, so the offline message of SPEC.md §4 always reaches
 * the person.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { CloseButton } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';

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

/**
 * The notifications' host, once the page is shown: nothing in the pre-rendered HTML and in the render that hydrates it
 * (so the two agree), then Mantine's host as soon as its code is in, or {@link PlainNotifications} if it cannot be
 * fetched. Loaded from an effect, not with `lazy`: Suspense reveals late content on a timer, which a page whose clock
 * stands still (tests/e2e/re-sign-in.spec.ts) would never see fire.
 */
export function DeferredNotifications() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    // Awaited, not `import(…).then(loaded, failed)`: Vite puts a `.then` chained to the import inside its preload of
    // the chunk's stylesheet, so `failed` would never hear of a stylesheet that could not be fetched (offline).
    const load = async () => {
      try {
        const { AppNotifications } = await import('../components/notifications/app-notifications');
        if (mounted) setHost(() => AppNotifications);
      } catch {
        if (mounted) setHost(() => PlainNotifications);
      }
    };
    void load();
    return () => {
      mounted = false;
    };
  }, []);
  return Host ? <Host /> : null;
}
