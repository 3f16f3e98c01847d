import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPromiseController, flush } from '../machine-test-kit';
import { BEARER, DISTRICTS, HEALTHY_REFRESH, PROFILE, signInVia, UNAUTHORISED } from './session.fixtures';
import { sessionMachine, type SessionInput } from './session.machine';
import {
  selectAccountType,
  selectDistricts,
  selectError,
  selectIsBusy,
  selectIsSignedIn,
  selectProfile,
  selectReSignIn,
  selectToken,
} from './session.selectors';

function start(input?: SessionInput) {
  const ctl = createPromiseController();
  const actor = createActor(
    sessionMachine.provide({
      actors: { signIn: signInVia(ctl), refreshToken: ctl.logic, fetchMe: ctl.logic, fetchDistricts: ctl.logic, logout: ctl.logic },
      actions: { persistSession: () => {}, clearStorage: () => {}, reloadPage: () => {} },
    }),
    { input },
  ).start();
  return { actor, ctl };
}

const SIGNED_IN = { profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH };

describe('session selectors', () => {
  it('read a signed-out snapshot', () => {
    const s = start().actor.getSnapshot();
    expect(selectIsSignedIn(s)).toBe(false);
    expect(selectProfile(s)).toBeNull();
    expect(selectToken(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(selectIsBusy(s)).toBe(false);
    expect(selectAccountType(s)).toBeNull();
    expect(selectDistricts(s)).toEqual([]);
    expect(selectReSignIn(s)).toEqual({ open: false, busy: false, error: null });
  });

  it('read a signed-in snapshot', async () => {
    const { actor, ctl } = start(SIGNED_IN);
    ctl.resolve('verifyGetToken', { token: BEARER });
    await flush();
    ctl.resolve('verifyFetchMe', PROFILE);
    await flush();
    ctl.resolve('fetchDistricts', DISTRICTS);
    await flush();
    const s = actor.getSnapshot();
    expect(selectIsSignedIn(s)).toBe(true);
    expect(selectProfile(s)).toEqual(PROFILE);
    expect(selectToken(s)).toBe(BEARER);
    expect(selectAccountType(s)).toBe('INDIVIDUAL');
    expect(selectDistricts(s)).toEqual(DISTRICTS);
  });

  it('selectIsBusy and selectError follow a failing sign-in', async () => {
    const { actor, ctl } = start();
    actor.send({ type: 'session.signIn', phoneOrEmail: 'a@b.ug', password: 'x' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    ctl.reject('login', UNAUTHORISED);
    await flush();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('Incorrect username and password');
  });

  it('selectReSignIn reports the dialog open, busy and failed, and is stable between equal snapshots', async () => {
    const { actor } = start(SIGNED_IN);
    const closed = selectReSignIn(actor.getSnapshot());
    expect(selectReSignIn(actor.getSnapshot())).toBe(closed);

    const open = sessionMachine.resolveState({ value: { SignedIn: { ReSignIn: 'Form' } }, context: actor.getSnapshot().context });
    expect(selectReSignIn(open)).toEqual({ open: true, busy: false, error: null });
    expect(selectReSignIn(open)).toBe(selectReSignIn(open));

    const busy = sessionMachine.resolveState({
      value: { SignedIn: { ReSignIn: 'Submitting' } },
      context: actor.getSnapshot().context,
    });
    expect(selectReSignIn(busy)).toEqual({ open: true, busy: true, error: null });

    const failed = sessionMachine.resolveState({
      value: { SignedIn: { ReSignIn: 'Form' } },
      context: { ...actor.getSnapshot().context, reSignInError: 'Network Connection Error' },
    });
    const view = selectReSignIn(failed);
    expect(view).toEqual({ open: true, busy: false, error: 'Network Connection Error' });
    expect(selectReSignIn(failed)).toBe(view);
  });
});
