/**
 * The sign-in sub-flow (SPEC.md §4 "Session" steps 1-2): login for a refresh token, the refresh for the
 * bearer token, then the profile with it. One machine, invoked by the session machine for the first
 * sign-in (`SignedOut.SigningIn`) and for the re-sign-in dialog (`SignedIn.ReSignIn.Submitting`); the
 * session decides what a success or a failure means there (store and route, or store, notify and reload).
 *
 * It always finishes: its output says whether the person is signed in, and carries what it obtained on
 * the way (a failed profile read still leaves the new session's tokens, so a logout can end it).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginAnswer, RefreshAnswer, RefreshPayload } from '#src/domain/schemas/auth';
import type { SignInPayload } from '#src/domain/schemas/sign-in';
import type { Profile } from '#src/domain/schemas/users';
import { authApi, usersApi } from './api-modules';

/** What the sub-flow obtained: tokens carry their scheme (`token` is "Bearer …"); null where not reached. */
export interface SignInObtained {
  refreshToken: string | null;
  token: string | null;
}

/**
 * How the sub-flow ended.
 * - `ok: true`: signed in, with the profile and both tokens.
 * - `ok: false`: the call that failed answered `error` (an ApiError or any thrown value); `obtained` holds
 *   the tokens reached before it.
 */
export type SignInOutput =
  { ok: true; profile: Profile; token: string; refreshToken: string } | { ok: false; error: unknown; obtained: SignInObtained };

interface SignInContext extends SignInObtained {
  credentials: SignInPayload;
  error: unknown;
  profile: Profile | null;
}

/** The sign-in sub-flow. Input: the credentials (SPEC.md §3 sign-in payload). */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    input: {} as SignInPayload,
    output: {} as SignInOutput,
  },
  actors: {
    /** POST /users/auth/login → { refreshToken }. */
    login: fromPromise<LoginAnswer, SignInPayload>(async ({ input }) => (await authApi()).login(input)),
    /** POST /users/refresh-token → { token: "Bearer …" } (and a rotated refresh token, decision 010). */
    refreshToken: fromPromise<RefreshAnswer, RefreshPayload>(async ({ input }) => (await authApi()).refreshToken(input)),
    /** GET /users/me with the given bearer token → profile. */
    fetchMe: fromPromise<Profile, { token: string }>(async ({ input }) => (await usersApi()).fetchMe(input.token)),
  },
  actions: {
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'signIn',
  description: 'Sign-in: login, then the bearer token, then the profile (SPEC.md §4).',
  context: ({ input }) => ({ credentials: input, refreshToken: null, token: null, profile: null, error: null }),
  initial: 'LoggingIn',
  states: {
    LoggingIn: {
      description: 'POST /users/auth/login with the credentials, for a refresh token.',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ phoneOrEmail: context.credentials.phoneOrEmail, password: context.credentials.password }),
        onDone: { target: 'GettingToken', actions: assign({ refreshToken: ({ event }) => event.output.refreshToken }) },
        onError: { target: 'Failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    GettingToken: {
      description: 'POST /users/refresh-token with the new refresh token, for the bearer token.',
      invoke: {
        id: 'getToken',
        src: 'refreshToken',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: {
          target: 'LoadingProfile',
          actions: assign(({ context, event }) => ({
            token: event.output.token,
            refreshToken: event.output.refreshToken ? event.output.refreshToken : context.refreshToken,
          })),
        },
        onError: { target: 'Failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    LoadingProfile: {
      description: 'GET /users/me with the new bearer token.',
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'SignedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'Failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    SignedIn: { type: 'final', description: 'Signed in: the profile and both tokens are the output.' },
    Failed: { type: 'final', description: 'A call failed: its error, and the tokens reached, are the output.' },
  },
  output: ({ context }): SignInOutput =>
    context.profile && context.token && context.refreshToken
      ? { ok: true, profile: context.profile, token: context.token, refreshToken: context.refreshToken }
      : { ok: false, error: context.error, obtained: { refreshToken: context.refreshToken, token: context.token } },
});
