import { createActor, fromCallback, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import { readStoredSession, writeStoredSession, type StoredSession } from '#src/api/session-storage';
import { MESSAGES } from '#src/domain/notifications';
import { createPromiseController, flush, type PromiseController } from '../machine-test-kit';
import {
  BEARER,
  BEARER_REFRESHED,
  DISTRICTS,
  EXPIRING_REFRESH,
  HEALTHY_REFRESH,
  NETWORK,
  ONBOARDED,
  PROFILE,
  ROTATED_REFRESH,
  SERVER,
  signInVia,
  UNAUTHORISED,
  valueWithSignIn,
} from './session.fixtures';
import type { SessionTabMessage } from './tab-sync';
import { REFRESH_INTERVAL_MS, sessionMachine, type SessionEmitted, type SessionInput } from './session.machine';

const CREDENTIALS = { phoneOrEmail: 'amina@example.ug', password: 'Secret#123' };
const SIGNED_IN: StoredSession = { profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH };

interface Harness {
  ctl: PromiseController;
  /** What this tab told the other tabs of its session. */
  told: SessionTabMessage[];
  /** Deliver a message from another tab. */
  hear: (message: SessionTabMessage) => void;
  actor: ReturnType<typeof createActor<typeof sessionMachine>>;
  emitted: SessionEmitted[];
  persistSession: ReturnType<typeof vi.fn>;
  clearStorage: ReturnType<typeof vi.fn>;
  reloadPage: ReturnType<typeof vi.fn>;
  order: string[];
}

/** A session actor whose calls the test answers and whose browser effects are recorded. */
function start(input?: SessionInput): Harness {
  const ctl = createPromiseController();
  const order: string[] = [];
  const persistSession = vi.fn((_: unknown, params: StoredSession) => order.push(`persist:${params.token}`));
  const clearStorage = vi.fn(() => order.push('clearStorage'));
  const reloadPage = vi.fn(() => order.push('reloadPage'));
  const told: SessionTabMessage[] = [];
  const listeners = new Set<(m: SessionTabMessage) => void>();
  const machine = sessionMachine.provide({
    actors: {
      signIn: signInVia(ctl),
      refreshToken: ctl.logic,
      fetchMe: ctl.logic,
      fetchDistricts: ctl.logic,
      logout: ctl.logic,
      tabSync: fromCallback(({ sendBack }) => {
        const listener = (m: SessionTabMessage) =>
          sendBack(
            m.type === 'rotated'
              ? { ...m, type: 'session.tokensRotated' }
              : m.type === 'hello'
                ? { type: 'session.hello', sid: m.sid }
                : { type: 'session.ended', sid: m.sid },
          );
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    },
    actions: {
      persistSession,
      clearStorage,
      reloadPage,
      broadcastRotation: ({ context }) => {
        told.push({ type: 'rotated', sid: 'ses-1', token: context.token ?? '', refreshToken: context.refreshToken ?? '' });
      },
      broadcastEnded: () => {
        told.push({ type: 'ended', sid: 'ses-1' });
      },
      askOtherTabs: () => {
        told.push({ type: 'hello', sid: 'ses-1' });
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (e) => {
    emitted.push(e);
    order.push(`emit:${e.type}`);
  });
  actor.start();
  const hear = (message: SessionTabMessage) => {
    for (const listener of listeners) listener(message);
  };
  return { ctl, told, hear, actor, emitted, persistSession, clearStorage, reloadPage, order };
}

/**
 * A harness whose stored session has been verified (issue 7: the refresh token exchanged and the
 * profile read again), with what that recorded forgotten, so a test starts from a signed-in tab.
 */
async function restored(input: SessionInput = SIGNED_IN): Promise<Harness> {
  const h = start(input);
  if (h.ctl.pending.has('verifyGetToken')) {
    h.ctl.resolve('verifyGetToken', { token: input?.token ?? BEARER });
    await flush();
  }
  if (h.ctl.pending.has('verifyFetchMe')) {
    h.ctl.resolve('verifyFetchMe', input?.profile ?? PROFILE);
    await flush();
  }
  expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(true);
  h.told.length = 0;
  h.order.length = 0;
  h.persistSession.mockClear();
  h.ctl.calls.splice(0, h.ctl.calls.length, ...h.ctl.calls.filter((c) => !c.id.startsWith('verify')));
  return h;
}

async function signIn(h: Harness, refresh = HEALTHY_REFRESH, options: { alreadyAsked?: boolean } = {}) {
  if (!options.alreadyAsked) h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
  h.ctl.resolve('login', { refreshToken: refresh });
  await flush();
  h.ctl.resolve('getToken', { token: BEARER });
  await flush();
  h.ctl.resolve('fetchMe', PROFILE);
  await flush();
}

describe('session machine: restoring (SPEC.md §4 "Guard on every navigation")', () => {
  it('verifies a stored profile and token with the API before it counts as signed in (issue 7)', async () => {
    const h = start(SIGNED_IN);
    expect(h.actor.getSnapshot().hasTag('repairing')).toBe(true);
    expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'verifyGetToken', input: { refreshToken: HEALTHY_REFRESH } });
    h.ctl.resolve('verifyGetToken', { token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    await flush();
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'verifyFetchMe', input: { token: BEARER_REFRESHED } });
    h.ctl.resolve('verifyFetchMe', ONBOARDED);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(s.context).toMatchObject({ profile: ONBOARDED, token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.persistSession.mock.calls.at(-1)?.[1]).toEqual({ profile: ONBOARDED, token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.told).toEqual([{ type: 'rotated', sid: 'ses-1', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH }]);
  });

  it('clears a stored session the API refuses (a forged or ended one) and is signed out', async () => {
    const refused = start(SIGNED_IN);
    refused.ctl.reject('verifyGetToken', UNAUTHORISED);
    await flush();
    expect(refused.actor.getSnapshot().value).toEqual({ SignedOut: 'Idle' });
    expect(refused.clearStorage).toHaveBeenCalledTimes(1);
    expect(refused.actor.getSnapshot().context).toMatchObject({ profile: null, token: null, refreshToken: null });

    const withoutRefresh = start({ ...SIGNED_IN, refreshToken: null });
    expect(withoutRefresh.ctl.calls.at(-1)).toEqual({ id: 'verifyFetchMe', input: { token: BEARER } });
    withoutRefresh.ctl.reject('verifyFetchMe', UNAUTHORISED);
    await flush();
    expect(withoutRefresh.actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(withoutRefresh.clearStorage).toHaveBeenCalledTimes(1);
  });

  it('on a 409 (another tab of the session rotated the token a moment ago) asks the tabs, takes their tokens and reads the profile', async () => {
    const h = start(SIGNED_IN);
    // The other tab's rotation arrives while this page is still verifying.
    h.hear({ type: 'rotated', sid: 'ses-1', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    h.ctl.reject('verifyGetToken', new ApiError(409, 'REFRESH_TOKEN_ROTATED', 'Rotated'));
    await flush();
    expect(h.told).toEqual([{ type: 'hello', sid: 'ses-1' }]);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'verifyFetchMe', input: { token: BEARER_REFRESHED } });
    h.ctl.resolve('verifyFetchMe', PROFILE);
    await flush();
    expect(h.actor.getSnapshot().context).toMatchObject({ token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('answers another tab of its session that asks for the tokens', async () => {
    const h = await restored();
    h.hear({ type: 'hello', sid: 'ses-other' });
    expect(h.told).toEqual([]);
    h.hear({ type: 'hello', sid: 'ses-1' });
    expect(h.told).toEqual([{ type: 'rotated', sid: 'ses-1', token: BEARER, refreshToken: HEALTHY_REFRESH }]);
  });

  it('keeps the stored session when the API gives no verdict (offline, a server error)', async () => {
    const offline = start(SIGNED_IN);
    offline.ctl.reject('verifyGetToken', NETWORK);
    await flush();
    expect(offline.actor.getSnapshot().value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(offline.actor.getSnapshot().context).toMatchObject(SIGNED_IN);
    const failing = start(SIGNED_IN);
    failing.ctl.resolve('verifyGetToken', { token: BEARER });
    await flush();
    failing.ctl.reject('verifyFetchMe', SERVER);
    await flush();
    expect(failing.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(failing.clearStorage).not.toHaveBeenCalled();
  });

  it('starts signed out with no input, or a profile without a token', () => {
    expect(start().actor.getSnapshot().value).toEqual({ SignedOut: 'Idle' });
    const { actor } = start({ profile: PROFILE, token: null, refreshToken: HEALTHY_REFRESH });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('does not emit signedIn on restore (the UI stays where it is)', () => {
    expect(start(SIGNED_IN).emitted).toEqual([]);
  });
});

describe('session machine: sign-in (SPEC.md §4 Session)', () => {
  it('logs in, gets the bearer token, loads the profile, stores all three and emits signedIn', async () => {
    const h = start();
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    expect(valueWithSignIn(h.actor.getSnapshot())).toEqual({ SignedOut: { SigningIn: 'LoggingIn' } });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'login', input: CREDENTIALS });

    h.ctl.resolve('login', { refreshToken: HEALTHY_REFRESH });
    await flush();
    expect(valueWithSignIn(h.actor.getSnapshot())).toEqual({ SignedOut: { SigningIn: 'GettingToken' } });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'getToken', input: { refreshToken: HEALTHY_REFRESH } });

    h.ctl.resolve('getToken', { token: BEARER });
    await flush();
    expect(valueWithSignIn(h.actor.getSnapshot())).toEqual({ SignedOut: { SigningIn: 'LoadingProfile' } });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'fetchMe', input: { token: BEARER } });

    h.ctl.resolve('fetchMe', PROFILE);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context).toMatchObject({ profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH, error: null });
    expect(h.persistSession).toHaveBeenCalledTimes(1);
    expect(h.persistSession.mock.calls[0]?.[1]).toEqual(SIGNED_IN);
    expect(h.emitted).toEqual([{ type: 'signedIn', profile: PROFILE }]);
  });

  it('persistSession writes userProfile, token and refreshToken to session storage by default', async () => {
    const ctl = createPromiseController();
    const actor = createActor(
      sessionMachine.provide({
        actors: { signIn: signInVia(ctl), refreshToken: ctl.logic, fetchMe: ctl.logic, fetchDistricts: ctl.logic, logout: ctl.logic },
      }),
      { input: undefined },
    ).start();
    actor.send({ type: 'session.signIn', ...CREDENTIALS });
    ctl.resolve('login', { refreshToken: HEALTHY_REFRESH });
    await flush();
    ctl.resolve('getToken', { token: BEARER });
    await flush();
    ctl.resolve('fetchMe', PROFILE);
    await flush();
    expect(readStoredSession()).toEqual(SIGNED_IN);
    expect(sessionStorage.getItem('token')).toBe(BEARER);
  });

  it.each([
    ['login', 0],
    ['getToken', 1],
    ['fetchMe', 2],
  ] as const)('a failure of %s returns to the form with the error message and keeps nothing', async (failing, at) => {
    const h = start();
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    const steps = [() => h.ctl.resolve('login', { refreshToken: HEALTHY_REFRESH }), () => h.ctl.resolve('getToken', { token: BEARER })];
    for (const step of steps.slice(0, at)) {
      step();
      await flush();
    }
    h.ctl.reject(failing, UNAUTHORISED);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedOut: 'Idle' });
    expect(s.context).toMatchObject({ error: 'Incorrect username and password', profile: null, token: null, refreshToken: null });
    expect(h.persistSession).not.toHaveBeenCalled();
    expect(h.emitted).toEqual([]);
  });

  it("stores a non-API error's own message (SPEC.md §8)", async () => {
    const h = start();
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    h.ctl.reject('login', new Error('socket hang up'));
    await flush();
    expect(h.actor.getSnapshot().context.error).toBe('socket hang up');
  });

  it('a new attempt clears the previous error', async () => {
    const h = start();
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    h.ctl.reject('login', NETWORK);
    await flush();
    expect(h.actor.getSnapshot().context.error).toBe(MESSAGES.networkError);
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores sign-in while already signed in', async () => {
    const h = await restored(SIGNED_IN);
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    expect(h.actor.getSnapshot().value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(h.ctl.calls.map((c) => c.id)).toEqual(['fetchDistricts']);
  });
});

describe('session machine: districts (SPEC.md §3)', () => {
  it('asks for the districts list alongside the sign-in, not after it (issue 33 item 4)', async () => {
    const h = start();
    h.actor.send({ type: 'session.signIn', ...CREDENTIALS });
    expect(h.ctl.calls.map((c) => c.id)).toContain('fetchDistricts');
    expect(h.ctl.calls.find((c) => c.id === 'fetchDistricts')).toEqual({ id: 'fetchDistricts', input: { known: [] } });
    h.ctl.resolve('fetchDistricts', DISTRICTS);
    await flush();
    expect(h.actor.getSnapshot().context.districts).toEqual(DISTRICTS);
    await signIn(h, HEALTHY_REFRESH, { alreadyAsked: true });
    // Signed in: the list it holds is kept, and no second call is made for it.
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'fetchDistricts', input: { known: DISTRICTS } });
    h.ctl.resolve('fetchDistricts', DISTRICTS);
    await flush();
    expect(h.actor.getSnapshot().context.districts).toEqual(DISTRICTS);
  });

  it('asks again once signed in when the list had not come during the sign-in', async () => {
    const h = start();
    await signIn(h);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'fetchDistricts', input: { known: [] } });
    h.ctl.resolve('fetchDistricts', DISTRICTS);
    await flush();
    expect(h.actor.getSnapshot().context.districts).toEqual(DISTRICTS);
  });

  it('ignores a failure to load them', async () => {
    const h = await restored(SIGNED_IN);
    h.ctl.reject('fetchDistricts', SERVER);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.status).toBe('active');
    expect(s.value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(s.context.districts).toEqual([]);
  });
});

describe('session machine: token refresh every 30 s (SPEC.md §7 extra facts, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 30 000 ms', () => {
    expect(REFRESH_INTERVAL_MS).toBe(30_000);
  });

  it('refreshes after 30 s with the refresh token and stores the new token in context and storage', async () => {
    const h = await restored(SIGNED_IN);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1);
    expect(h.ctl.pending.has('refresh')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'refresh', input: { refreshToken: HEALTHY_REFRESH } });
    expect(h.actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(false);
    h.ctl.resolve('refresh', { token: BEARER_REFRESHED });
    await flush();
    expect(h.actor.getSnapshot().context.token).toBe(BEARER_REFRESHED);
    expect(h.persistSession.mock.calls.at(-1)?.[1]).toEqual({ ...SIGNED_IN, token: BEARER_REFRESHED });
    // and again 30 s later
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.ctl.calls.filter((c) => c.id === 'refresh')).toHaveLength(2);
  });

  it('takes the rotated refresh token the refresh answers (the old one is spent) and tells the other tabs', async () => {
    const h = await restored(SIGNED_IN);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    h.ctl.resolve('refresh', { token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    await flush();
    expect(h.actor.getSnapshot().context).toMatchObject({ token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.persistSession.mock.calls.at(-1)?.[1]).toEqual({ ...SIGNED_IN, token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.told).toEqual([{ type: 'rotated', sid: 'ses-1', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH }]);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'refresh', input: { refreshToken: ROTATED_REFRESH } });
  });

  it('uses the tokens another tab of its session rotated, and ignores other sessions', async () => {
    const h = await restored(SIGNED_IN);
    h.hear({ type: 'rotated', sid: 'ses-other', token: 'Bearer other', refreshToken: 'other' });
    expect(h.actor.getSnapshot().context.refreshToken).toBe(HEALTHY_REFRESH);
    h.hear({ type: 'rotated', sid: 'ses-1', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.actor.getSnapshot().context).toMatchObject({ token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    expect(h.persistSession.mock.calls.at(-1)?.[1]).toEqual({ ...SIGNED_IN, token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'refresh', input: { refreshToken: ROTATED_REFRESH } });
  });

  it('signs out when another tab of its session logged out, not when another session did', async () => {
    const h = await restored(SIGNED_IN);
    h.hear({ type: 'ended', sid: 'ses-other' });
    expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    h.hear({ type: 'ended', sid: 'ses-1' });
    expect(h.actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(h.clearStorage).toHaveBeenCalled();
    expect(h.emitted.map((e) => e.type)).toContain('signedOut');
  });

  it.each([
    ['a server error', SERVER],
    ['no answer', NETWORK],
    ['a 403', new ApiError(403, 'HTTP_403', 'Forbidden')],
    ['a 409 (another tab rotated the token a moment ago)', new ApiError(409, 'REFRESH_TOKEN_ROTATED', 'Rotated')],
  ])('ignores %s and keeps refreshing', async (_, error) => {
    const h = await restored(SIGNED_IN);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    h.ctl.reject('refresh', error);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(s.context.token).toBe(BEARER);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.ctl.pending.has('refresh')).toBe(true);
  });

  it('opens the re-sign-in dialog when the refresh answers 401', async () => {
    const h = await restored(SIGNED_IN);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    h.ctl.reject('refresh', new ApiError(401, 'HTTP_401', 'Token expired'));
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { ReSignIn: 'Form' } });
    expect(s.hasTag('reSignIn')).toBe(true);
    expect(s.hasTag('signedIn')).toBe(true);
  });

  it('opens the re-sign-in dialog at a tick when the refresh token expires within 60 s, without calling refresh', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60 + 30 + 10; // 100 s from now
    const token = `${btoa('{}')}.${btoa(JSON.stringify({ exp }))}.sig`;
    const h = await restored({ ...SIGNED_IN, refreshToken: token });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS); // 70 s left: refresh
    expect(h.ctl.pending.has('refresh')).toBe(true);
    h.ctl.resolve('refresh', { token: BEARER_REFRESHED });
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS); // 40 s left: re-sign-in
    expect(h.actor.getSnapshot().hasTag('reSignIn')).toBe(true);
    expect(h.ctl.calls.filter((c) => c.id === 'refresh')).toHaveLength(1);
  });

  it('treats a non-JWT refresh token as never expiring', async () => {
    const h = await restored({ ...SIGNED_IN, refreshToken: 'opaque-refresh-token' });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'refresh', input: { refreshToken: 'opaque-refresh-token' } });
  });

  it('does not refresh without a refresh token', async () => {
    const h = await restored({ ...SIGNED_IN, refreshToken: null });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 3);
    expect(h.ctl.calls.map((c) => c.id)).toEqual(['fetchDistricts']);
    expect(h.actor.getSnapshot().value).toEqual({ SignedIn: { Active: 'Idle' } });
  });

  it('stops refreshing once signed out', async () => {
    const h = await restored(SIGNED_IN);
    h.actor.send({ type: 'session.logout' });
    h.ctl.resolve('logout', null);
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 2);
    expect(h.ctl.calls.map((c) => c.id)).toEqual(['fetchDistricts', 'logout']);
  });
});

describe('session machine: repairing a broken stored session (issue 15, docs/decisions/003)', () => {
  it('without a refresh token, clears session storage and is signed out, announcing nothing', async () => {
    const h = start();
    h.actor.send({ type: 'session.repair', refreshToken: null });
    expect(h.order).toEqual(['clearStorage']);
    expect(h.actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(h.emitted).toEqual([]);
  });

  it('tries the stored refresh token once, then the profile, and stores the whole session', async () => {
    const h = start();
    h.actor.send({ type: 'session.repair', refreshToken: HEALTHY_REFRESH });
    expect(h.actor.getSnapshot().hasTag('repairing')).toBe(true);
    h.actor.send({ type: 'session.repair', refreshToken: HEALTHY_REFRESH }); // a second ask is ignored
    expect(h.ctl.calls).toEqual([{ id: 'repairGetToken', input: { refreshToken: HEALTHY_REFRESH } }]);
    h.ctl.resolve('repairGetToken', { token: BEARER_REFRESHED });
    await flush();
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'repairFetchMe', input: { token: BEARER_REFRESHED } });
    h.ctl.resolve('repairFetchMe', ONBOARDED);
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.hasTag('signedIn')).toBe(true);
    expect(s.hasTag('repairing')).toBe(false);
    expect(h.persistSession).toHaveBeenCalledWith(expect.anything(), {
      profile: ONBOARDED,
      token: BEARER_REFRESHED,
      refreshToken: HEALTHY_REFRESH,
    });
    expect(h.emitted).toEqual([]);
  });

  it('clears session storage when the refresh token is refused, or the profile cannot be read', async () => {
    for (const failing of ['repairGetToken', 'repairFetchMe'] as const) {
      const h = await restored(SIGNED_IN);
      h.actor.send({ type: 'session.repair', refreshToken: HEALTHY_REFRESH });
      if (failing === 'repairFetchMe') {
        h.ctl.resolve('repairGetToken', { token: BEARER_REFRESHED });
        await flush();
      }
      h.ctl.reject(failing, UNAUTHORISED);
      await flush();
      const s = h.actor.getSnapshot();
      expect(s.hasTag('signedOut')).toBe(true);
      expect(s.context).toMatchObject({ profile: null, token: null, refreshToken: null });
      expect(h.clearStorage).toHaveBeenCalledTimes(1);
      expect(h.emitted).toEqual([]);
      h.actor.stop();
    }
  });
});

describe('session machine: re-sign-in (SPEC.md §4 Re-sign-in, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openDialog(): Promise<Harness> {
    const h = await restored({ ...SIGNED_IN, refreshToken: EXPIRING_REFRESH });
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(h.actor.getSnapshot().hasTag('reSignIn')).toBe(true);
    return h;
  }

  it("clears session storage, signs in again, stores the session, shows 'Session Reloaded' and reloads", async () => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.order).toEqual(['clearStorage']);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'login', input: CREDENTIALS });
    h.ctl.resolve('login', { refreshToken: HEALTHY_REFRESH });
    await flush();
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'getToken', input: { refreshToken: HEALTHY_REFRESH } });
    h.ctl.resolve('getToken', { token: BEARER_REFRESHED });
    await flush();
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'fetchMe', input: { token: BEARER_REFRESHED } });
    h.ctl.resolve('fetchMe', ONBOARDED);
    await flush();
    expect(h.order.slice(0, 2)).toEqual(['clearStorage', `persist:${BEARER_REFRESHED}`]);
    expect(h.order.slice(2).sort()).toEqual(['emit:notify', 'reloadPage']);
    expect(h.emitted).toEqual([{ type: 'notify', notification: { type: 'success', message: 'Session Reloaded' }, afterReload: true }]);
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { Active: 'Idle' } });
    expect(s.context).toMatchObject({ profile: ONBOARDED, token: BEARER_REFRESHED, refreshToken: HEALTHY_REFRESH });
  });

  it('reloadPage reloads the page one macrotask later by default, after the notify listeners ran', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const ctl = createPromiseController();
    const actor = createActor(
      sessionMachine.provide({
        actors: { signIn: signInVia(ctl), refreshToken: ctl.logic, fetchMe: ctl.logic, fetchDistricts: ctl.logic, logout: ctl.logic },
        actions: { persistSession: () => {}, clearStorage: () => {} },
      }),
      { input: { ...SIGNED_IN, refreshToken: EXPIRING_REFRESH } },
    );
    const seen: string[] = [];
    actor.on('notify', () => seen.push(`notify, reloaded: ${reload.mock.calls.length}`));
    actor.start();
    ctl.resolve('verifyGetToken', { token: BEARER });
    await flush();
    ctl.resolve('verifyFetchMe', PROFILE);
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    ctl.resolve('login', { refreshToken: HEALTHY_REFRESH });
    await flush();
    ctl.resolve('getToken', { token: BEARER });
    await flush();
    ctl.resolve('fetchMe', PROFILE);
    await flush();
    expect(seen).toEqual(['notify, reloaded: 0']);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Incorrect username and password' on a 401", async () => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    h.ctl.reject('login', new ApiError(401, 'HTTP_401', 'whatever the server says'));
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedIn: { ReSignIn: 'Form' } });
    expect(s.context.reSignInError).toBe('Incorrect username and password');
    expect(h.reloadPage).not.toHaveBeenCalled();
  });

  it('shows the wait when too many wrong passwords locked signing in (429)', async () => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    const locked = 'Too many wrong passwords. Signing in to this account is locked for 1 minute.';
    h.ctl.reject('login', new ApiError(429, 'ACCOUNT_LOCKED', locked));
    await flush();
    expect(h.actor.getSnapshot().context.reSignInError).toBe(locked);
  });

  it.each([
    ['login', NETWORK],
    ['login', SERVER],
    ['getToken', new ApiError(409, 'ACCOUNT_NOT_ACTIVE', 'Finish registration')],
    ['fetchMe', SERVER],
  ] as const)("shows 'Network Connection Error' when %s fails otherwise", async (failing, error) => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    if (failing !== 'login') {
      h.ctl.resolve('login', { refreshToken: HEALTHY_REFRESH });
      await flush();
    }
    if (failing === 'fetchMe') {
      h.ctl.resolve('getToken', { token: BEARER });
      await flush();
    }
    h.ctl.reject(failing, error);
    await flush();
    expect(h.actor.getSnapshot().context.reSignInError).toBe('Network Connection Error');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a new try clears the previous error', async () => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    h.ctl.reject('login', UNAUTHORISED);
    await flush();
    h.actor.send({ type: 'session.reSignIn', ...CREDENTIALS });
    expect(h.actor.getSnapshot().context.reSignInError).toBeNull();
  });

  it('does not refresh while the dialog is open', async () => {
    const h = await openDialog();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 3);
    expect(h.ctl.calls.some((c) => c.id === 'refresh')).toBe(false);
  });

  it('Cancel logs out (errors ignored), clears session storage and emits signedOut', async () => {
    const h = await openDialog();
    h.actor.send({ type: 'session.reSignInCancel' });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'logout', input: { refreshToken: EXPIRING_REFRESH } });
    h.ctl.reject('logout', UNAUTHORISED);
    await flush();
    expect(h.order).toEqual(['clearStorage', 'emit:signedOut']);
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ SignedOut: 'Idle' });
    expect(s.context).toMatchObject({ profile: null, token: null, refreshToken: null });
  });
});

describe('session machine: logout (SPEC.md §4.4)', () => {
  it.each([
    ['succeeds', true],
    ['fails', false],
  ])('clears session storage and emits signedOut when the call %s', async (_, ok) => {
    const h = await restored(SIGNED_IN);
    h.actor.send({ type: 'session.logout' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'logout', input: { refreshToken: HEALTHY_REFRESH } });
    if (ok) h.ctl.resolve('logout', null);
    else h.ctl.reject('logout', NETWORK);
    await flush();
    expect(h.clearStorage).toHaveBeenCalledTimes(1);
    expect(h.emitted).toEqual([{ type: 'signedOut' }]);
    expect(h.actor.getSnapshot().value).toEqual({ SignedOut: 'Idle' });
    expect(h.actor.getSnapshot().context.profile).toBeNull();
    // The other tabs of the session are told, whatever the call's fate (the server ends it).
    expect(h.told).toEqual([{ type: 'ended', sid: 'ses-1' }]);
  });

  it('clearStorage empties session storage by default', async () => {
    writeStoredSession(SIGNED_IN);
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          logout: fromPromise(() => Promise.reject(NETWORK)),
          fetchDistricts: fromPromise(async () => DISTRICTS),
          refreshToken: fromPromise(async () => ({ token: BEARER })),
          fetchMe: fromPromise(async () => PROFILE),
        },
      }),
      { input: readStoredSession() },
    ).start();
    await flush();
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    actor.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ SignedOut: 'Idle' });
    expect(readStoredSession()).toEqual({ profile: null, token: null, refreshToken: null });
  });
});

describe('session machine: profile update', () => {
  it('replaces the profile in context and storage', async () => {
    const h = await restored(SIGNED_IN);
    h.actor.send({ type: 'session.profileUpdated', profile: ONBOARDED });
    expect(h.actor.getSnapshot().context.profile).toEqual(ONBOARDED);
    expect(h.persistSession.mock.calls.at(-1)?.[1]).toEqual({ ...SIGNED_IN, profile: ONBOARDED });
  });

  it('is ignored while signed out', async () => {
    const h = start();
    h.actor.send({ type: 'session.profileUpdated', profile: ONBOARDED });
    expect(h.actor.getSnapshot().context.profile).toBeNull();
    expect(h.persistSession).not.toHaveBeenCalled();
  });
});
