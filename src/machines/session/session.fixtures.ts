/**
 * Test fixtures for the session machine (tests only).
 */
import { ApiError } from '#src/api/errors';
import type { Profile } from '#src/domain/schemas/users';
import type { PromiseController } from '../machine-test-kit';
import type { SessionSnapshot } from './session.machine';
import { signInMachine } from './sign-in.machine';

/** Build a JWT-shaped token with the given payload (signature is a dummy). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}.c2ln`;
}

/** 2100-01-01T00:00:00Z in seconds: a refresh token that does not expire during any test. */
export const FAR_FUTURE_EXP = 4_102_444_800;

/** A refresh token valid until 2100. */
export const HEALTHY_REFRESH = fakeJwt({ sub: 'u-1', typ: 'refresh', sid: 'ses-1', iat: 1_700_000_000, exp: FAR_FUTURE_EXP });
/** The refresh token another tab of the same session (`sid` ses-1) got by rotating. */
export const ROTATED_REFRESH = fakeJwt({ sub: 'u-1', typ: 'refresh', sid: 'ses-1', iat: 1_700_000_030, exp: FAR_FUTURE_EXP });
/** A refresh token that expired long ago (so it is "less than 60 s away" at any tick). */
export const EXPIRING_REFRESH = fakeJwt({ sub: 'u-1', typ: 'refresh', sid: 'ses-2', iat: 1_000, exp: 2_000 });
/** A bearer token as /users/refresh-token answers it. */
export const BEARER = 'Bearer access-1';
/** A second bearer token, as a later refresh answers it. */
export const BEARER_REFRESHED = 'Bearer access-2';

/** A signed-in individual who has not onboarded yet. */
export const PROFILE: Profile = {
  userId: 'u-1',
  accountType: 'INDIVIDUAL',
  idNumber: null,
  givenName: 'Amina',
  surname: 'Nakato',
  email: 'amina@example.ug',
  phone: '+256772123456',
};

/** The same person after onboarding (idNumber set). */
export const ONBOARDED: Profile = { ...PROFILE, idNumber: 'CM9001012345AB' };

/** A districts list. */
export const DISTRICTS = [{ id: 'd-1', name: 'Kampala', region: 'Central' }];

/** Wrong credentials, as the login call answers them. */
export const UNAUTHORISED = new ApiError(401, 'HTTP_401', 'Incorrect username and password');
/** A request that got no answer. */
export const NETWORK = new ApiError(0, 'NETWORK', 'Network Connection Error');
/** A server failure. */
export const SERVER = new ApiError(500, 'HTTP_500', 'Internal server error');

/**
 * The sign-in sub-flow (./sign-in.machine.ts) with its calls answered by a test's controller: provide it as the
 * session's `signIn` actor. Its invocations are settled by their ids: `login`, `getToken`, `fetchMe`.
 * @param ctl - the test's promise controller (src/machines/machine-test-kit.ts).
 */
export function signInVia(ctl: PromiseController) {
  return signInMachine.provide({ actors: { login: ctl.logic, refreshToken: ctl.logic, fetchMe: ctl.logic } });
}

/**
 * A session snapshot's value with the running sign-in sub-flow's state laid under the state that invoked it,
 * e.g. `{ SignedOut: { SigningIn: 'LoggingIn' } }`: the value the machine had when the sub-flow was written inline.
 * @param snapshot - a snapshot of the session actor.
 */
export function valueWithSignIn(snapshot: SessionSnapshot): unknown {
  const child = (snapshot.children.signIn ?? snapshot.children.reSignIn) as { getSnapshot: () => { value: unknown } } | undefined;
  if (!child) return snapshot.value;
  if (snapshot.matches({ SignedOut: 'SigningIn' })) return { SignedOut: { SigningIn: child.getSnapshot().value } };
  return { SignedIn: { ReSignIn: { Submitting: child.getSnapshot().value } } };
}
