import { createActor, fromCallback } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_ONLINE_FLAG_MS,
  connectivityMachine,
  listenToNetwork,
  type ConnectivityEmitted,
  type ConnectivityEvent,
} from './connectivity.machine';
import { selectBackOnline, selectIsOnline } from './connectivity.selectors';

const OFFLINE_NOTIFY = {
  type: 'notify',
  id: 'offline',
  notification: { type: 'danger', message: 'No internet connectivity. Check your network', duration: null },
};

/** A connectivity actor with a quiet network listener; events are sent by the test. */
function start(online: boolean) {
  const machine = connectivityMachine.provide({ actors: { listenToNetwork: fromCallback<ConnectivityEvent>(() => {}) } });
  const actor = createActor(machine, { input: { online } });
  const emitted: ConnectivityEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('connectivity machine (SPEC.md §4 Connectivity)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts online quietly', () => {
    const { actor, emitted } = start(true);
    expect(actor.getSnapshot().value).toBe('Online');
    expect(selectIsOnline(actor.getSnapshot())).toBe(true);
    expect(selectBackOnline(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([]);
  });

  it('starts offline with the sticky offline notification', () => {
    const { actor, emitted } = start(false);
    expect(actor.getSnapshot().value).toBe('Offline');
    expect(selectIsOnline(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([OFFLINE_NOTIFY]);
  });

  it("going offline shows 'No internet connectivity. Check your network', sticky, with id 'offline'", () => {
    const { actor, emitted } = start(true);
    actor.send({ type: 'connectivity.offline' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(emitted).toEqual([OFFLINE_NOTIFY]);
  });

  it('coming back closes the notification and raises the back-online flag for exactly 1 s', async () => {
    const { actor, emitted } = start(false);
    actor.send({ type: 'connectivity.online' });
    expect(emitted.at(-1)).toEqual({ type: 'clearNotification', id: 'offline' });
    expect(selectIsOnline(actor.getSnapshot())).toBe(true);
    expect(selectBackOnline(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(BACK_ONLINE_FLAG_MS - 1);
    expect(selectBackOnline(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectBackOnline(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('Online');
  });

  it('is 1000 ms', () => {
    expect(BACK_ONLINE_FLAG_MS).toBe(1000);
  });

  it('going offline again during the flag drops the flag and notifies again', () => {
    const { actor, emitted } = start(false);
    actor.send({ type: 'connectivity.online' });
    actor.send({ type: 'connectivity.offline' });
    expect(selectBackOnline(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('Offline');
    expect(emitted.filter((e) => e.type === 'notify')).toHaveLength(2);
  });

  it('ignores a repeated online or offline event', () => {
    const { actor, emitted } = start(true);
    actor.send({ type: 'connectivity.online' });
    expect(actor.getSnapshot().value).toBe('Online');
    actor.send({ type: 'connectivity.offline' });
    actor.send({ type: 'connectivity.offline' });
    expect(emitted).toHaveLength(1);
  });
});

describe('listenToNetwork (the default listener)', () => {
  it("follows the window's 'online' and 'offline' events and stops listening when stopped", () => {
    const actor = createActor(connectivityMachine.provide({ actors: { listenToNetwork } }), { input: { online: true } });
    actor.start();
    window.dispatchEvent(new Event('offline'));
    expect(actor.getSnapshot().value).toBe('Offline');
    window.dispatchEvent(new Event('online'));
    expect(actor.getSnapshot().value).toBe('BackOnline');
    actor.stop();
    const removed = vi.spyOn(window, 'removeEventListener');
    const again = createActor(connectivityMachine, { input: { online: true } }).start();
    again.stop();
    expect(removed.mock.calls.map((c) => c[0]).sort()).toEqual(['offline', 'online']);
  });
});
