/**
 * The session machine with the real src/api calls against the mock API (MSW node server, started by
 * tests/support/vitest.setup.ts, reseeded before each test).
 */
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeClock } from '#mocks/clock';
import { readStoredSession } from '#src/api/session-storage';
import { advanceMockClock } from '#mocks/control';
import { DEMO_PASSWORD } from '#mocks/seed/demo';
import { sessionMachine, type SessionEmitted } from './session.machine';

const AMINA = 'amina.nakato@example.ug';

function start(delays?: { REFRESH_INTERVAL: number }) {
  const reloadPage = vi.fn();
  const machine = sessionMachine.provide({ actions: { reloadPage }, ...(delays ? { delays } : {}) });
  const actor = createActor(machine, { input: readStoredSession() });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted, reloadPage };
}

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock();
});

describe('session machine against the mock API', () => {
  it('signs in, keeps the session in session storage, loads the districts and logs out', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'session.signIn', phoneOrEmail: AMINA, password: DEMO_PASSWORD });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    const { context } = actor.getSnapshot();
    expect(context.profile?.email).toBe(AMINA);
    expect(context.token).toMatch(/^Bearer /);
    expect(readStoredSession()).toEqual({ profile: context.profile, token: context.token, refreshToken: context.refreshToken });
    expect(emitted).toEqual([{ type: 'signedIn', profile: context.profile }]);
    await waitFor(actor, (s) => s.context.districts.length > 0);

    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    expect(emitted.at(-1)).toEqual({ type: 'signedOut' });
    expect(readStoredSession()).toEqual({ profile: null, token: null, refreshToken: null });
  });

  it("stores the server's message when sign-in fails (SPEC.md §8)", async () => {
    const { actor } = start();
    actor.send({ type: 'session.signIn', phoneOrEmail: AMINA, password: 'Wrong#2026' });
    await waitFor(actor, (s) => s.matches({ SignedOut: 'Idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Incorrect username and password');
  });

  it("asks to sign in again when the refresh token has expired, then reloads with 'Session Reloaded'", async () => {
    const { actor, emitted, reloadPage } = start({ REFRESH_INTERVAL: 20 });
    actor.send({ type: 'session.signIn', phoneOrEmail: AMINA, password: DEMO_PASSWORD });
    await waitFor(actor, (s) => s.hasTag('signedIn'));
    await advanceMockClock(31 * 60); // past the mock's 30-minute refresh token
    await waitFor(actor, (s) => s.hasTag('reSignIn'));

    actor.send({ type: 'session.reSignIn', phoneOrEmail: AMINA, password: 'Wrong#2026' });
    await waitFor(actor, (s) => s.context.reSignInError !== null);
    expect(actor.getSnapshot().context.reSignInError).toBe('Incorrect username and password');

    actor.send({ type: 'session.reSignIn', phoneOrEmail: AMINA, password: DEMO_PASSWORD });
    await waitFor(actor, (s) => s.matches({ SignedIn: 'Active' }));
    expect(emitted.at(-1)).toEqual({ type: 'notify', notification: { type: 'success', message: 'Session Reloaded' }, afterReload: true });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(readStoredSession().token).toBe(actor.getSnapshot().context.token);
    actor.stop();
  });
});
