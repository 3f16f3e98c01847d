/**
 * Whether the browser is online (SPEC.md §4 "Connectivity", §8, §9).
 *
 * - Going offline emits a sticky danger notification 'No internet connectivity. Check your network'
 *   with id 'offline'.
 * - Coming back emits `clearNotification` {id: 'offline'} and raises the back-online flag (tag
 *   'backOnline') for 1 s.
 * The app creates one actor with `input: { online: navigator.onLine }` and listens with
 * `actor.on('notify' | 'clearNotification', …)` registered before `start()`, so an offline start is seen.
 */
import { emit, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { MESSAGES } from '#src/domain/notifications';
import type { ClearNotificationEmitted, NotifyEmitted } from '../notify';

/** How long the back-online flag stays up, in milliseconds: 1 s (SPEC.md §4, §9). */
export const BACK_ONLINE_FLAG_MS = 1000;

/** The id of the offline notification, so the app can close it when the connection returns. */
export const OFFLINE_NOTIFICATION_ID = 'offline';

/** The machine's input: whether the browser is online at start (`navigator.onLine`). */
export interface ConnectivityInput {
  online: boolean;
}

/** What the connectivity machine remembers: only how it started. */
export interface ConnectivityContext {
  /** `input.online`; decides the first state. */
  startedOnline: boolean;
}

/**
 * The events connectivity accepts, sent by the `listenToNetwork` actor on the window's 'online' and
 * 'offline' events (or by tests).
 */
export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' };

/** What connectivity emits: show the offline notification, or close it. */
export type ConnectivityEmitted = NotifyEmitted | ClearNotificationEmitted;

/** Tags: 'online' (also while the flag is up), 'offline', 'backOnline' (the 1 s flag). */
export type ConnectivityTag = 'online' | 'offline' | 'backOnline';

/**
 * Listens to the window's 'online' and 'offline' events and forwards them as connectivity events.
 * Replace with `.provide({ actors: { listenToNetwork } })` where there is no window.
 */
export const listenToNetwork = fromCallback<ConnectivityEvent>(({ sendBack }) => {
  const online = () => sendBack({ type: 'connectivity.online' });
  const offline = () => sendBack({ type: 'connectivity.offline' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

/** The connectivity state machine (SPEC.md §4 "Connectivity"). See the module comment. */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    emitted: {} as ConnectivityEmitted,
    tags: {} as ConnectivityTag,
  },
  actors: { listenToNetwork },
  actions: {
    notifyOffline: emit({
      type: 'notify' as const,
      id: OFFLINE_NOTIFICATION_ID,
      notification: { type: 'danger' as const, message: MESSAGES.offline, duration: null },
    }),
    clearOfflineNotification: emit({ type: 'clearNotification' as const, id: OFFLINE_NOTIFICATION_ID }),
  },
  guards: {
    startedOnline: ({ context }) => context.startedOnline,
  },
  delays: {
    BACK_ONLINE_FLAG: BACK_ONLINE_FLAG_MS,
  },
}).createMachine({
  id: 'connectivity',
  description: 'The browser connection as the window reports it (SPEC.md §4).',
  context: ({ input }) => ({ startedOnline: input.online }),
  invoke: { id: 'network', src: 'listenToNetwork' },
  initial: 'Starting',
  states: {
    Starting: {
      description: 'Chooses the first state from `input.online`.',
      always: [{ guard: 'startedOnline', target: 'Online' }, { target: 'Offline' }],
    },
    Online: {
      description: 'Connected.',
      tags: ['online'],
      on: { 'connectivity.offline': 'Offline' },
    },
    Offline: {
      description: "No connection: the sticky 'No internet connectivity. Check your network' notification is up.",
      tags: ['offline'],
      entry: 'notifyOffline',
      on: { 'connectivity.online': { target: 'BackOnline', actions: 'clearOfflineNotification' } },
    },
    BackOnline: {
      description: 'Connected again; the back-online flag is up for 1 s (SPEC.md §4, §9).',
      tags: ['online', 'backOnline'],
      after: { BACK_ONLINE_FLAG: 'Online' },
      on: { 'connectivity.offline': 'Offline' },
    },
  },
});

/** A snapshot of the connectivity machine. */
export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

/** The running connectivity actor, as the app provides it through context. */
export type ConnectivityActorRef = ActorRefFrom<typeof connectivityMachine>;
