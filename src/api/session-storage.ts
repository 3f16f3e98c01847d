/**
 * The session as the browser keeps it (SPEC.md §3): `userProfile`, `token` and `refreshToken` in
 * session storage. The token already carries its "Bearer " prefix.
 */
import type { Profile } from '../domain/schemas/users';

/** Session storage keys, exactly as SPEC.md §3 names them. */
export const SESSION_KEYS = { profile: 'userProfile', token: 'token', refreshToken: 'refreshToken' } as const;

/** What session storage holds of a session; each part may be missing. */
export interface StoredSession {
  profile: Profile | null;
  token: string | null;
  refreshToken: string | null;
}

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The scheme every stored token starts with (SPEC.md §3 "data.token, which carries a Bearer prefix", §9). */
const BEARER_PREFIX = 'Bearer ';

/** The raw strings session storage holds under {@link SESSION_KEYS}; null where a key is absent. */
export interface RawStoredSession {
  profile: string | null;
  token: string | null;
  refreshToken: string | null;
}

/**
 * Read raw stored strings as a session (SPEC.md §3 keys). What cannot be used counts as missing, so a
 * half-written or tampered entry never reads as a session:
 * - a profile that is not valid JSON, or not a JSON object (e.g. `"x"`, `42`, `[]`, `null`);
 * - a token that is empty or lacks its "Bearer " scheme;
 * - an empty refresh token.
 * Whether the parts form a whole session is the navigation guard's call
 * (src/machines/navigation-guard/navigation-guard.ts `sessionCondition`).
 * @param raw - the strings under `userProfile`, `token` and `refreshToken`.
 * @returns each part, or null; never throws.
 */
export function parseStoredSession(raw: RawStoredSession): StoredSession {
  let profile: Profile | null = null;
  if (raw.profile) {
    try {
      const parsed: unknown = JSON.parse(raw.profile);
      profile = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Profile) : null;
    } catch {
      profile = null;
    }
  }
  const { token, refreshToken } = raw;
  return {
    profile,
    token: token && token.startsWith(BEARER_PREFIX) && token.length > BEARER_PREFIX.length ? token : null,
    refreshToken: refreshToken ? refreshToken : null,
  };
}

/**
 * Read the stored session (SPEC.md §4 "Guard on every navigation": profile, token and refresh token),
 * unusable parts as missing ({@link parseStoredSession}).
 * @returns each part, or null; never throws.
 */
export function readStoredSession(): StoredSession {
  const s = storage();
  if (!s) return { profile: null, token: null, refreshToken: null };
  return parseStoredSession({
    profile: s.getItem(SESSION_KEYS.profile),
    token: s.getItem(SESSION_KEYS.token),
    refreshToken: s.getItem(SESSION_KEYS.refreshToken),
  });
}

/**
 * Store parts of the session; parts left undefined are untouched, parts set to null are removed.
 * @param parts - profile, token ("Bearer …") and refresh token.
 */
export function writeStoredSession(parts: Partial<StoredSession>): void {
  const s = storage();
  if (!s) return;
  const set = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  };
  set(SESSION_KEYS.profile, parts.profile === undefined ? undefined : parts.profile && JSON.stringify(parts.profile));
  set(SESSION_KEYS.token, parts.token);
  set(SESSION_KEYS.refreshToken, parts.refreshToken);
}

/** Clear all of session storage (SPEC.md §4: logout and re-sign-in clear session storage). */
export function clearSessionStorage(): void {
  storage()?.clear();
}

/** The stored bearer token, if any; read on every request so a refreshed token is used at once. */
export function storedToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}
