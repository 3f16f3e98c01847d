/**
 * The session: sign-in, the bearer token's upkeep, re-sign-in and logout (SPEC.md §3, §4 "Session" and
 * "Re-sign-in", §7 extra facts, §8, §9).
 *
 * The app creates one actor with `input: readStoredSession()` and listens to what it emits:
 * - `signedIn` {profile} after a sign-in: the UI routes with `pathAfterSignIn` (SPEC.md §4);
 * - `signedOut` after a logout or a cancelled re-sign-in: the UI goes to /sign-in;
 * - `notify` {notification, afterReload?}: a toast; with `afterReload` ('Session Reloaded') the page
 *   reloads next, so the app shows it once the page is back (docs/decisions/003-routing-and-guard.md).
 * The navigation guard sends `session.repair` when session storage holds a broken session.
 * The machine never touches the UI; `reloadPage` is the one browser effect, and tests replace it.
 */
import { assertEvent, assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toApiError } from '#src/api/errors';
import { clearSessionStorage, writeStoredSession, type StoredSession } from '#src/api/session-storage';
import { MESSAGES } from '#src/domain/notifications';
import type { RefreshAnswer, RefreshPayload } from '#src/domain/schemas/auth';
import type { SignInPayload } from '#src/domain/schemas/sign-in';
import type { District, Profile } from '#src/domain/schemas/users';
import type { NotifyEmitted } from '../notify';
import { expiresWithin, readJwtSessionId } from './jwt';
import { signInMachine, type SignInObtained, type SignInOutput } from './sign-in.machine';
import type { SessionTabMessage } from './tab-sync';
import { authApi, usersApi } from './api-modules';

/** The tabs' channel loads once signed in: a visitor never downloads it (bundle budget). */
const tabSync = () => import('./tab-sync');

/** Token refresh interval in milliseconds: 30 s (SPEC.md §7 extra facts, §9). */
export const REFRESH_INTERVAL_MS = 30_000;

/** What the session machine remembers. Tokens carry their scheme: `token` is "Bearer …". */
export interface SessionContext {
  /** The signed-in person's profile (SPEC.md §3: userId, accountType, idNumber, …); null when signed out. */
  profile: Profile | null;
  /** The bearer token "Bearer …" (SPEC.md §3, §9); null when signed out. */
  token: string | null;
  /** The refresh token the login answered (SPEC.md §3); null when signed out. */
  refreshToken: string | null;
  /** The districts list (SPEC.md §3 "A districts list is held in the session state"); empty until loaded. */
  districts: District[];
  /** Why the last sign-in failed: the server's message, else the error's (SPEC.md §8); null otherwise. */
  error: string | null;
  /** Why the last re-sign-in failed: 'Incorrect username and password' or 'Network Connection Error' (SPEC.md §8). */
  reSignInError: string | null;
  /**
   * The `mark` of the last `session.repair` (the guard sends the address it is deciding), so the guard
   * can tell that this address has had its one repair; null until a repair is asked for.
   */
  repairMark: string | null;
}

/** The machine's input: the session as stored (`readStoredSession()`); missing parts count as none. */
export type SessionInput = Partial<StoredSession> | undefined;

/** Credentials of a sign-in or re-sign-in (SPEC.md §3 sign-in payload). */
export type SessionCredentials = SignInPayload;

/**
 * The events the session accepts.
 * - `session.signIn`: sign in from the sign-in page (only while signed out).
 * - `session.reSignIn`: submit the 'Login to continue using the system' dialog (only while it is open).
 * - `session.reSignInCancel`: the dialog's Cancel: log out (SPEC.md §2).
 * - `session.logout`: log out (while signed in).
 * - `session.profileUpdated`: replace the stored profile, e.g. after onboarding (while signed in).
 * - `session.tokensRotated`: another tab of this session rotated the tokens (./tab-sync.ts): take them.
 * - `session.ended`: another tab of this session logged out: sign out here too.
 * - `session.hello`: another tab of this session asks for the current tokens (its refresh was
 *   answered 409: the token it sent had just been rotated here).
 * - `session.repair`: session storage holds a broken session (src/machines/navigation-guard
 *   `sessionCondition`): try `refreshToken` once (then GET /users/me), or clear session storage when it
 *   is null; `mark` is kept as `repairMark`. Accepted in every state; ignored while a repair is
 *   already running.
 */
export type SessionEvent =
  | ({ type: 'session.signIn' } & SessionCredentials)
  | ({ type: 'session.reSignIn' } & SessionCredentials)
  | { type: 'session.reSignInCancel' }
  | { type: 'session.logout' }
  | { type: 'session.profileUpdated'; profile: Profile }
  | { type: 'session.tokensRotated'; sid: string; token: string; refreshToken: string }
  | { type: 'session.ended'; sid: string }
  | { type: 'session.hello'; sid: string }
  | { type: 'session.repair'; refreshToken: string | null; mark?: string };

/**
 * A notification the app should show (SPEC.md §3, §8). `afterReload: true` means the page reloads
 * right after (re-sign-in, SPEC.md §4): show it once the page is back, not before.
 */
export type SessionNotifyEmitted = NotifyEmitted & { afterReload?: true };

/**
 * What the session emits for the app to act on (`actor.on(type, …)`).
 * - `signedIn`: a sign-in completed (not emitted on restore or re-sign-in, which reloads the page).
 * - `signedOut`: the session ended; session storage is already cleared.
 * - `notify`: show a notification ({@link SessionNotifyEmitted}).
 * A repaired session emits nothing: the guard decides again from what storage then holds.
 */
export type SessionEmitted = { type: 'signedIn'; profile: Profile } | { type: 'signedOut' } | SessionNotifyEmitted;

/**
 * Tags that group states for views.
 * - `signedIn` / `signedOut`: which side of the session the person is on (re-sign-in counts as signed in).
 * - `busy`: a call the person is waiting for is in flight (sign-in, re-sign-in, logout).
 * - `refreshing`: the background token refresh is in flight (not `busy`, so nothing spins every 30 s).
 * - `reSignIn`: the 'Login to continue using the system' dialog is open (SPEC.md §2, §4).
 * - `repairing`: a stored session is being verified, or a broken one repaired, with its refresh
 *   token; the guard waits.
 */
export type SessionTag = 'signedIn' | 'signedOut' | 'busy' | 'refreshing' | 'reSignIn' | 'repairing';

/** The session state machine (SPEC.md §3, §4, §7, §8). See the module comment for how the app uses it. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
  },
  actors: {
    /** The sign-in sub-flow: login, bearer token, profile (./sign-in.machine.ts); first sign-in and re-sign-in. */
    signIn: signInMachine,
    /** POST /users/refresh-token → { token: "Bearer …" }. */
    refreshToken: fromPromise<RefreshAnswer, RefreshPayload>(async ({ input }) => (await authApi()).refreshToken(input)),
    /** GET /users/me with the given bearer token → profile. */
    fetchMe: fromPromise<Profile, { token: string }>(async ({ input }) => (await usersApi()).fetchMe(input.token)),
    /**
     * GET /districts → districts; none when the session holds them already (`known`: asked alongside the sign-in,
     * issue 33 item 4). A second ask while one is in flight shares it (src/api/users.ts).
     */
    fetchDistricts: fromPromise<District[], { known: District[] }>(async ({ input }) =>
      input.known.length > 0 ? input.known : (await usersApi()).fetchDistricts(),
    ),
    /** POST /users/auth/logout with the refresh token. */
    logout: fromPromise<null, { refreshToken: string | null }>(async ({ input }) => (await authApi()).logout(input.refreshToken)),
    /** Hears the other tabs of the session (./tab-sync.ts) and passes their news on as events. */
    tabSync: fromCallback<SessionEvent>(({ sendBack }) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void tabSync().then(({ listenSessionMessages }) => {
        if (stopped) return;
        stop = listenSessionMessages((message: SessionTabMessage) => {
          if (message.type === 'rotated') sendBack({ ...message, type: 'session.tokensRotated' });
          else if (message.type === 'hello') sendBack({ type: 'session.hello', sid: message.sid });
          else sendBack({ type: 'session.ended', sid: message.sid });
        });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    }),
  },
  actions: {
    /** Write profile, token and refresh token to session storage (SPEC.md §3, §4 step 3). */
    persistSession: (_, params: StoredSession) => writeStoredSession(params),
    /** Clear all of session storage (SPEC.md §4 logout and re-sign-in step 1). */
    clearStorage: () => clearSessionStorage(),
    /**
     * Reload the page after a re-sign-in (SPEC.md §4 re-sign-in step 3). The default waits one macrotask
     * so that listeners of the 'Session Reloaded' notify (emitted in the same step) run first.
     */
    reloadPage: () => {
      setTimeout(() => window.location.reload(), 0);
    },
    clearErrors: assign({ error: null, reSignInError: null }),
    /** The sign-in sub-flow succeeded: its profile and tokens are the session. */
    assignSignedIn: assign((_, params: SignInOutput) =>
      params.ok ? { profile: params.profile, token: params.token, refreshToken: params.refreshToken } : {},
    ),
    /** The re-sign-in failed part-way: keep the tokens it obtained (a logout then ends the new session). */
    assignObtained: assign(({ context }, params: Partial<SignInObtained>) => ({
      refreshToken: params.refreshToken ?? context.refreshToken,
      token: params.token ?? context.token,
    })),
    /** Take the bearer token and, when the API rotated it, the new refresh token (the old one is spent). */
    assignTokens: assign((_, params: { token: string; refreshToken?: string | undefined }) =>
      params.refreshToken ? { token: params.token, refreshToken: params.refreshToken } : { token: params.token },
    ),
    /** Tell the other tabs of this session the rotated tokens (./tab-sync.ts). */
    broadcastRotation: ({ context }) => {
      const sid = readJwtSessionId(context.refreshToken);
      const { token, refreshToken } = context;
      if (sid && token && refreshToken) void tabSync().then((m) => m.postSessionMessage({ type: 'rotated', sid, token, refreshToken }));
    },
    /** Ask the other tabs of this session for the current tokens (after a 409 on refresh). */
    askOtherTabs: ({ context }) => {
      const sid = readJwtSessionId(context.refreshToken);
      if (sid) void tabSync().then((m) => m.postSessionMessage({ type: 'hello', sid }));
    },
    /** Tell the other tabs of this session that it is ending (logout). */
    broadcastEnded: ({ context }) => {
      const sid = readJwtSessionId(context.refreshToken);
      if (sid) void tabSync().then((m) => m.postSessionMessage({ type: 'ended', sid }));
    },
    assignProfile: assign((_, params: { profile: Profile }) => ({ profile: params.profile })),
    assignDistricts: assign((_, params: { districts: District[] }) => ({ districts: params.districts })),
    assignSignInError: assign((_, params: { error: unknown }) => ({
      error: toApiError(params.error).message,
      profile: null,
      token: null,
      refreshToken: null,
    })),
    /**
     * SPEC.md §8: 401 → 'Incorrect username and password', any other failure → 'Network Connection
     * Error'; except a 429 (too many wrong passwords: docs/decisions/010), whose message says when to
     * try again: calling it a network error would send the person to check a network that works.
     */
    assignReSignInError: assign((_, params: { error: unknown }) => {
      const error = toApiError(params.error);
      if (error.status === 401) return { reSignInError: MESSAGES.incorrectCredentials };
      return { reSignInError: error.status === 429 ? error.message : MESSAGES.networkError };
    }),
    clearSession: assign({ profile: null, token: null, refreshToken: null, reSignInError: null }),
    emitSignedIn: emit((_, params: { profile: Profile }) => ({ type: 'signedIn' as const, profile: params.profile })),
    emitSignedOut: emit({ type: 'signedOut' as const }),
    notifySessionReloaded: emit({
      type: 'notify' as const,
      notification: { type: 'success' as const, message: MESSAGES.sessionReloaded },
      afterReload: true as const,
    }),
    /** Forget the session in memory, keep only the refresh token a repair will try, and its mark. */
    assignRepair: assign((_, params: { refreshToken: string | null; mark: string | null }) => ({
      profile: null,
      token: null,
      refreshToken: params.refreshToken,
      repairMark: params.mark,
    })),
  },
  guards: {
    /** The sign-in sub-flow ended signed in (its output's `ok`), not with the error of a call. */
    signInSucceeded: (_, params: { output: SignInOutput }) => params.output.ok,
    /** A stored profile and token: the session is restored (SPEC.md §4 "Guard": profile and token). */
    hasSession: ({ context }) => Boolean(context.profile && context.token),
    /** Token information exists, so the refresh runs (SPEC.md §7 extra facts). */
    hasRefreshToken: ({ context }) => Boolean(context.refreshToken),
    /** The refresh token's JWT `exp` is less than 60 s away (non-JWT tokens never are). */
    refreshTokenExpiring: ({ context }) => Boolean(context.refreshToken) && expiresWithin(context.refreshToken, Date.now()),
    /** A `session.repair` that carries a refresh token to try. */
    repairHasRefreshToken: ({ event }) => event.type === 'session.repair' && Boolean(event.refreshToken),
    /** The event comes from another tab of this very session (same `sid` as the refresh token in hand). */
    sameSession: ({ context, event }) =>
      (event.type === 'session.tokensRotated' || event.type === 'session.ended' || event.type === 'session.hello') &&
      event.sid === readJwtSessionId(context.refreshToken),
    /** The refresh answered 409: another tab of the session rotated the token a moment ago. */
    isRotatedElsewhere: (_, params: { error: unknown }) => toApiError(params.error).status === 409,
    /** The failed call answered 401. */
    isUnauthorised: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
  },
  delays: {
    REFRESH_INTERVAL: REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  description: 'The browser session of one person (SPEC.md §3, §4).',
  context: ({ input }) => {
    const restored = Boolean(input?.profile && input.token);
    return {
      profile: restored ? (input?.profile ?? null) : null,
      token: restored ? (input?.token ?? null) : null,
      refreshToken: restored ? (input?.refreshToken ?? null) : null,
      districts: [],
      error: null,
      reSignInError: null,
      repairMark: null,
    };
  },
  initial: 'Restoring',
  invoke: { id: 'tabSync', src: 'tabSync' },
  on: {
    'session.tokensRotated': {
      guard: 'sameSession',
      description: 'Another tab of this session rotated the tokens (heard in every state, a page load included).',
      actions: [
        { type: 'assignTokens', params: ({ event }) => ({ token: event.token, refreshToken: event.refreshToken }) },
        { type: 'persistSession', params: ({ context }) => storedOf(context) },
      ],
    },
    'session.repair': [
      {
        guard: 'repairHasRefreshToken',
        target: '.Repairing',
        actions: {
          type: 'assignRepair',
          params: ({ event }) => ({ refreshToken: event.refreshToken, mark: event.mark ?? null }),
        },
      },
      {
        target: '.SignedOut',
        actions: [
          'clearStorage',
          { type: 'assignRepair', params: ({ event }) => ({ refreshToken: null, mark: event.mark ?? null }) },
          'clearSession',
        ],
      },
    ],
  },
  states: {
    Repairing: {
      description:
        'Session storage held a broken session (e.g. a profile without a token): the stored refresh token is tried once, then the profile fetched; success stores a whole session, failure clears session storage (docs/decisions/003).',
      tags: ['repairing'],
      on: {
        'session.repair': { description: 'Already repairing: the refresh token is tried once, not again.' },
      },
      initial: 'GettingToken',
      states: {
        GettingToken: {
          description: 'POST /users/refresh-token with the stored refresh token.',
          invoke: {
            id: 'repairGetToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: {
              target: 'LoadingProfile',
              actions: { type: 'assignTokens', params: ({ event }) => event.output },
            },
            onError: { target: '#session.SignedOut', actions: ['clearStorage', 'clearSession'] },
          },
        },
        LoadingProfile: {
          description: 'GET /users/me with the new bearer token; on success the whole session is stored.',
          invoke: {
            id: 'repairFetchMe',
            src: 'fetchMe',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#session.SignedIn',
              actions: [
                { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
                { type: 'persistSession', params: ({ context }) => storedOf(context) },
              ],
            },
            onError: { target: '#session.SignedOut', actions: ['clearStorage', 'clearSession'] },
          },
        },
      },
    },
    Restoring: {
      description: 'Decides from the stored session whether the person may be signed in: a stored session is verified first.',
      always: [{ guard: 'hasSession', target: 'Verifying' }, { target: 'SignedOut' }],
    },
    Verifying: {
      description: 'A stored session is checked with the API first: refresh, then profile. 401 clears it; no answer keeps it.',
      tags: ['repairing'],
      initial: 'Choosing',
      states: {
        Choosing: {
          always: [{ guard: 'hasRefreshToken', target: 'GettingToken' }, { target: 'LoadingProfile' }],
        },
        GettingToken: {
          description: 'POST /users/refresh-token with the stored refresh token.',
          invoke: {
            id: 'verifyGetToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
            onDone: {
              target: 'LoadingProfile',
              actions: [
                { type: 'assignTokens', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ context }) => storedOf(context) },
                'broadcastRotation',
              ],
            },
            onError: [
              {
                guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                target: '#session.SignedOut',
                actions: ['clearStorage', 'clearSession'],
              },
              {
                guard: { type: 'isRotatedElsewhere', params: ({ event }) => ({ error: event.error }) },
                description: 'Another tab rotated it a moment ago: ask the tabs for the tokens, and read the profile.',
                target: 'LoadingProfile',
                actions: 'askOtherTabs',
              },
              { description: 'No verdict: keep the stored session.', target: '#session.SignedIn' },
            ],
          },
        },
        LoadingProfile: {
          description: 'GET /users/me: the API’s profile replaces the stored one.',
          invoke: {
            id: 'verifyFetchMe',
            src: 'fetchMe',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#session.SignedIn',
              actions: [
                { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
                { type: 'persistSession', params: ({ context }) => storedOf(context) },
              ],
            },
            onError: [
              {
                guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                target: '#session.SignedOut',
                actions: ['clearStorage', 'clearSession'],
              },
              { description: 'No verdict: keep the stored session.', target: '#session.SignedIn' },
            ],
          },
        },
      },
    },
    SignedOut: {
      description: 'Nobody is signed in; the sign-in form may be submitted.',
      tags: ['signedOut'],
      initial: 'Idle',
      states: {
        Idle: {
          description: 'Waiting for the sign-in form; `error` tells why the last attempt failed.',
          on: { 'session.signIn': { target: 'SigningIn', actions: 'clearErrors' } },
        },
        SigningIn: {
          description:
            'Sign-in in progress: the sign-in sub-flow (./sign-in.machine.ts) runs login, bearer token and profile (SPEC.md §4).',
          tags: ['busy'],
          invoke: [
            {
              // The districts list is public: asked alongside login → refresh → me, not after them (issue 33 item 4),
              // so it is there when the first page wants it.
              id: 'fetchDistricts',
              src: 'fetchDistricts',
              input: ({ context }) => ({ known: context.districts }),
              onDone: { actions: { type: 'assignDistricts', params: ({ event }) => ({ districts: event.output }) } },
              onError: { description: 'The districts list is optional; its errors are ignored (asked again once signed in).' },
            },
            {
              id: 'signIn',
              src: 'signIn',
              input: ({ event }) => {
                assertEvent(event, 'session.signIn');
                return { phoneOrEmail: event.phoneOrEmail, password: event.password };
              },
              onDone: [
                {
                  guard: { type: 'signInSucceeded', params: ({ event }) => ({ output: event.output }) },
                  description: 'Signed in: the session is stored.',
                  target: '#session.SignedIn',
                  actions: [
                    { type: 'assignSignedIn', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ context }) => storedOf(context) },
                    { type: 'emitSignedIn', params: ({ context }) => ({ profile: context.profile as Profile }) },
                  ],
                },
                {
                  target: '#session.SignedOut.Idle',
                  actions: { type: 'assignSignInError', params: ({ event }) => ({ error: failureOf(event.output) }) },
                },
              ],
            },
          ],
        },
      },
    },
    SignedIn: {
      description: 'A person is signed in; the districts list is loaded once (SPEC.md §3), unless the sign-in brought it already.',
      tags: ['signedIn'],
      invoke: [
        {
          id: 'fetchDistricts',
          src: 'fetchDistricts',
          input: ({ context }) => ({ known: context.districts }),
          onDone: { actions: { type: 'assignDistricts', params: ({ event }) => ({ districts: event.output }) } },
          onError: { description: 'The districts list is optional; its errors are ignored.' },
        },
      ],
      on: {
        'session.hello': {
          guard: 'sameSession',
          description: 'A tab of this session lost track of the tokens: tell it the current ones.',
          actions: 'broadcastRotation',
        },
        'session.ended': {
          guard: 'sameSession',
          description: 'Another tab of this session logged out.',
          target: '#session.SignedOut',
          actions: ['clearStorage', 'clearSession', 'emitSignedOut'],
        },
        'session.profileUpdated': {
          actions: [
            { type: 'assignProfile', params: ({ event }) => ({ profile: event.profile }) },
            { type: 'persistSession', params: ({ context }) => storedOf(context) },
          ],
        },
      },
      initial: 'Active',
      states: {
        Active: {
          description: 'Signed in and working; the bearer token is refreshed every 30 s (SPEC.md §7, §9).',
          on: { 'session.logout': 'LoggingOut' },
          initial: 'Idle',
          states: {
            Idle: {
              description: 'Waiting 30 s for the next refresh. A refresh token expiring within 60 s opens the re-sign-in dialog instead.',
              after: {
                REFRESH_INTERVAL: [
                  { guard: 'refreshTokenExpiring', target: '#session.SignedIn.ReSignIn' },
                  { guard: 'hasRefreshToken', target: 'Refreshing' },
                ],
              },
            },
            Refreshing: {
              description: 'POST /users/refresh-token; errors are ignored but a 401 opens the re-sign-in dialog.',
              tags: ['refreshing'],
              invoke: {
                id: 'refresh',
                src: 'refreshToken',
                input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
                onDone: {
                  target: 'Idle',
                  actions: [
                    { type: 'assignTokens', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ context }) => storedOf(context) },
                    'broadcastRotation',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.SignedIn.ReSignIn',
                  },
                  {
                    guard: { type: 'isRotatedElsewhere', params: ({ event }) => ({ error: event.error }) },
                    target: 'Idle',
                    actions: 'askOtherTabs',
                  },
                  { target: 'Idle' },
                ],
              },
            },
          },
        },
        ReSignIn: {
          description: "The dialog 'Login to continue using the system' is open (SPEC.md §2, §4 Re-sign-in).",
          tags: ['reSignIn'],
          entry: 'clearErrors',
          on: {
            'session.reSignInCancel': 'LoggingOut',
            'session.logout': 'LoggingOut',
          },
          initial: 'Form',
          states: {
            Form: {
              description: 'Waiting for the username and password; `reSignInError` tells why the last try failed.',
              on: { 'session.reSignIn': { target: 'Submitting', actions: ['clearStorage', 'clearErrors'] } },
            },
            Submitting: {
              description:
                "Session storage is cleared, then the sign-in sub-flow (./sign-in.machine.ts) runs again; on success the session is stored, 'Session Reloaded' shown and the page reloaded.",
              tags: ['busy'],
              invoke: {
                id: 'reSignIn',
                src: 'signIn',
                input: ({ event }) => {
                  assertEvent(event, 'session.reSignIn');
                  return { phoneOrEmail: event.phoneOrEmail, password: event.password };
                },
                onDone: [
                  {
                    guard: { type: 'signInSucceeded', params: ({ event }) => ({ output: event.output }) },
                    target: '#session.SignedIn.Active',
                    actions: [
                      { type: 'assignSignedIn', params: ({ event }) => event.output },
                      { type: 'persistSession', params: ({ context }) => storedOf(context) },
                      'notifySessionReloaded',
                      'reloadPage',
                    ],
                  },
                  {
                    target: '#session.SignedIn.ReSignIn.Form',
                    actions: [
                      { type: 'assignObtained', params: ({ event }) => (event.output.ok ? {} : event.output.obtained) },
                      { type: 'assignReSignInError', params: ({ event }) => ({ error: failureOf(event.output) }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        LoggingOut: {
          description: 'POST /users/auth/logout; session storage is cleared whether or not it succeeds (SPEC.md §4).',
          tags: ['busy'],
          entry: 'broadcastEnded',
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ refreshToken: context.refreshToken }),
            onDone: { target: '#session.SignedOut', actions: ['clearStorage', 'clearSession', 'emitSignedOut'] },
            onError: { target: '#session.SignedOut', actions: ['clearStorage', 'clearSession', 'emitSignedOut'] },
          },
        },
      },
    },
  },
});

/** The error of a failed sign-in sub-flow (none when it succeeded). */
function failureOf(output: SignInOutput): unknown {
  return output.ok ? null : output.error;
}

function storedOf(context: SessionContext): StoredSession {
  return { profile: context.profile, token: context.token, refreshToken: context.refreshToken };
}

/** A snapshot of the session machine. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The running session actor, as the app provides it through context. */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
