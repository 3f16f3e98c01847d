/**
 * Throttling of the calls a guesser or a spammer would repeat (issue 7 §5;
 * docs/decisions/010-sessions-and-throttling.md; NIST SP 800-63B §5.2.2 "Rate limiting"):
 *
 * | what | key | limit | then |
 * |---|---|---|---|
 * | sign-in, wrong password | the account (or, for an unknown one, what was typed, so a lock never tells which accounts exist) | 5 in a row free | locked 1 min, doubling per further failure up to 15 min; an e-mailed link unlocks it at once by setting a new password |
 * | sign-in, wrong password | the account | 100 in a row (NIST's ceiling) | locked 24 hours, or until the e-mailed link is used |
 * | sign-in, wrong password | the client | 30 in 15 min, across accounts (password spraying) | refused until the oldest leaves the window |
 * | reset-password link | what was typed (known or not) | 3 an hour | refused; nothing is sent |
 * | reset-password link | the client | 10 an hour | refused |
 * | SMS code sent | the registration | 5 an hour (and 30 s apart) | refused: with 5 tries per code, at most 25 guesses an hour |
 * | account registration | the client | 10 an hour | refused |
 * | NIN look-up (/nira/verify) | the account | 60 an hour | refused |
 * | public tracking | the client | 60 a minute | refused |
 * | document verification (/verify) | the client | 60 a minute | refused |
 *
 * Refusals are 429 with `Retry-After` (seconds) and a message saying when to try again. The state is
 * kept in the `throttles` collection, so a lock outlives a reload of the mock in the browser.
 *
 * "The client" is the first address of `X-Forwarded-For` when the call carries one (how a registry
 * API behind a proxy sees its callers, and how the tests act as several clients), else `local` (the
 * browser mock has one client: the page itself).
 */
import { now } from './clock';
import { db, type ThrottleRecord } from './db';

/** A sliding-window limit: at most `limit` attempts in any `windowSeconds`. */
export interface WindowRule {
  /** Attempts allowed in the window. */
  limit: number;
  /** The window, in seconds. */
  windowSeconds: number;
}

/** The limits of the table above. */
export const THROTTLE_RULES = {
  /** Wrong passwords in a row before the account's first lock. */
  loginFreeFailures: 5,
  /** The first lock, in seconds; it doubles with each further failure. */
  loginFirstLockSeconds: 60,
  /** The longest lock short of the hard limit, in seconds. */
  loginLongestLockSeconds: 15 * 60,
  /** Wrong passwords in a row at which the account locks for a day (NIST SP 800-63B §5.2.2: at most 100). */
  loginHardLimit: 100,
  /** The hard lock, in seconds. */
  loginHardLockSeconds: 24 * 3600,
  /** After this long without a failure (seconds), the count in a row starts again. */
  loginFailureMemorySeconds: 24 * 3600,
  loginClient: { limit: 30, windowSeconds: 15 * 60 },
  resetIdentifier: { limit: 3, windowSeconds: 3600 },
  resetClient: { limit: 10, windowSeconds: 3600 },
  otpSend: { limit: 5, windowSeconds: 3600 },
  registerClient: { limit: 10, windowSeconds: 3600 },
  ninLookup: { limit: 60, windowSeconds: 3600 },
  trackingClient: { limit: 60, windowSeconds: 60 },
  verifyClient: { limit: 60, windowSeconds: 60 },
} as const;

/** A refusal: how many whole seconds until the next attempt may succeed (the `Retry-After` value, at least 1). */
export interface Refusal {
  retryAfterSeconds: number;
}

/**
 * The caller as a throttle key: the first address of `X-Forwarded-For`, else "local".
 * @param request - the intercepted request.
 */
export function clientOf(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : 'local';
}

type StoredThrottle = NonNullable<ReturnType<typeof db.throttles.findFirst>>;

function record(key: string): StoredThrottle | undefined {
  return db.throttles.findFirst((q) => q.where({ key }));
}

async function save(key: string, change: (state: ThrottleRecord) => void): Promise<ThrottleRecord> {
  const existing = record(key);
  if (!existing) {
    const fresh: ThrottleRecord = { key, consecutiveFailures: 0, hits: [], lockedUntil: null };
    change(fresh);
    return db.throttles.create(fresh);
  }
  const updated = await db.throttles.update(existing, { data: change });
  return updated ?? existing;
}

function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil((ms - now()) / 1000));
}

function recentHits(state: ThrottleRecord | undefined, rule: WindowRule): number[] {
  const since = now() - rule.windowSeconds * 1000;
  return (state?.hits ?? []).filter((at) => at > since);
}

/**
 * Whether an attempt under a window rule would be refused now, without counting it.
 * @param key - e.g. "reset-client:local".
 * @param rule - the limit.
 * @returns the refusal, or null when the attempt may go ahead.
 */
export function windowRefusal(key: string, rule: WindowRule): Refusal | null {
  const hits = recentHits(record(key), rule);
  if (hits.length < rule.limit) return null;
  const oldest = hits[hits.length - rule.limit] as number;
  return { retryAfterSeconds: secondsUntil(oldest + rule.windowSeconds * 1000) };
}

/**
 * Count an attempt under a window rule (whether it then succeeded or not).
 * @param key - the throttle key.
 * @param rule - the limit (its window decides which older attempts are forgotten).
 */
export async function countAttempt(key: string, rule: WindowRule): Promise<void> {
  const stamp = now();
  await save(key, (state) => {
    state.hits = [...recentHits(state, rule), stamp];
  });
}

/**
 * Take an attempt under a window rule: refuse it when the window is full, else count it.
 * @param key - the throttle key.
 * @param rule - the limit.
 * @returns the refusal, or null when the attempt was counted and may go ahead.
 */
export async function takeAttempt(key: string, rule: WindowRule): Promise<Refusal | null> {
  const refusal = windowRefusal(key, rule);
  if (refusal) return refusal;
  await countAttempt(key, rule);
  return null;
}

/**
 * The throttle key of sign-in attempts for what was typed: the account when there is one, else the
 * identifier as typed (trimmed, lower case), so unknown identifiers lock exactly like accounts.
 * @param userId - the account's id, when the identifier names one.
 * @param identifier - the `phoneOrEmail` typed.
 */
export function loginKey(userId: string | undefined, identifier: string): string {
  return userId ? `login-account:${userId}` : `login-identifier:${identifier.trim().toLowerCase()}`;
}

/**
 * Whether sign-in under this key is locked now.
 * @param key - from {@link loginKey}.
 * @returns the refusal, or null when a password may be tried.
 */
export function loginLock(key: string): Refusal | null {
  const lockedUntil = record(key)?.lockedUntil ?? null;
  return lockedUntil !== null && lockedUntil > now() ? { retryAfterSeconds: secondsUntil(lockedUntil) } : null;
}

/** What a wrong password did to the key's lock. */
export interface LoginFailure {
  /** Wrong passwords in a row, this one included. */
  consecutiveFailures: number;
  /** The lock it started, or null when the next attempt may come at once. */
  lock: Refusal | null;
  /** True when this failure started the first lock of a run, or the hard lock: e-mail the account. */
  warn: boolean;
}

/**
 * The lock after a number of wrong passwords in a row, in seconds (0: none).
 * @param failures - wrong passwords in a row.
 */
export function lockSecondsAfter(failures: number): number {
  const r = THROTTLE_RULES;
  if (failures >= r.loginHardLimit) return r.loginHardLockSeconds;
  if (failures < r.loginFreeFailures) return 0;
  return Math.min(r.loginLongestLockSeconds, r.loginFirstLockSeconds * 2 ** (failures - r.loginFreeFailures));
}

/**
 * Count a wrong password under a sign-in key and lock it when the count calls for it.
 * @param key - from {@link loginKey}.
 * @returns the count in a row, the lock started, and whether to warn the account by e-mail.
 */
export async function recordLoginFailure(key: string): Promise<LoginFailure> {
  const stamp = now();
  const memoryMs = THROTTLE_RULES.loginFailureMemorySeconds * 1000;
  const state = await save(key, (draft) => {
    const last = draft.hits[draft.hits.length - 1];
    const forgotten = last === undefined || stamp - last > memoryMs;
    draft.consecutiveFailures = (forgotten ? 0 : draft.consecutiveFailures) + 1;
    draft.hits = [stamp];
    const seconds = lockSecondsAfter(draft.consecutiveFailures);
    draft.lockedUntil = seconds > 0 ? stamp + seconds * 1000 : null;
  });
  const failures = state.consecutiveFailures;
  return {
    consecutiveFailures: failures,
    lock: state.lockedUntil === null ? null : { retryAfterSeconds: secondsUntil(state.lockedUntil) },
    warn: failures === THROTTLE_RULES.loginFreeFailures || failures === THROTTLE_RULES.loginHardLimit,
  };
}

/**
 * Forget a sign-in key's failures and lift its lock: a correct password, or a new password set
 * with the e-mailed link.
 * @param key - from {@link loginKey}.
 */
export async function clearLoginFailures(key: string): Promise<void> {
  if (!record(key)) return;
  await save(key, (draft) => {
    draft.consecutiveFailures = 0;
    draft.hits = [];
    draft.lockedUntil = null;
  });
}
