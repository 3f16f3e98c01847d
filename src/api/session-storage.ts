/**
 * The session store: the one module that holds the session as the browser keeps it (SPEC.md §3:
 * `userProfile`, `token` and `refreshToken` in session storage; §4 "The token is kept in session storage
 * and in state"). Both copies live here:
 * - the storage copy, under the keys of {@link SESSION_KEYS};
 * - the state copy: what this tab's session machine last wrote ({@link writeStoredSession}), kept in
 *   memory so a tab whose storage is missing still sends the token it holds.
 *
 * The session machine (src/machines/session) is the only writer; the API client (`storedToken`), the
 * navigation guard and the bootstrap (`readStoredSession`) read. No other module reads or writes the
 * storage keys or clears session storage: `session-storage.boundary.test.ts` fails when one does.
 * The token already carries its "Bearer " prefix.
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

/** The state copy (SPEC.md §4): what the session machine last wrote in this tab; empty until then. */
let stateCopy: StoredSession = { profile: null, token: null, refreshToken: null };

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
  stateCopy = {
    profile: parts.profile === undefined ? stateCopy.profile : parts.profile,
    token: parts.token === undefined ? stateCopy.token : parts.token,
    refreshToken: parts.refreshToken === undefined ? stateCopy.refreshToken : parts.refreshToken,
  };
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
  stateCopy = { profile: null, token: null, refreshToken: null };
  storage()?.clear();
}

/**
 * Clear session and local storage (SPEC.md §8: a 401/403 clears both before the page reloads). Drafts
 * stay: they are in IndexedDB (docs/decisions/007-draft-versions.md).
 */
export function clearSessionAndLocalStorage(): void {
  clearSessionStorage();
  if (typeof localStorage !== 'undefined') localStorage.clear();
}

/**
 * The bearer token ("Bearer …"), if any; read on every request so a refreshed token is used at once.
 * Storage is read first (another tab's rotation, a repair and the guard all meet there); the state copy
 * answers only where session storage is missing.
 */
export function storedToken(): string | null {
  const s = storage();
  return s ? s.getItem(SESSION_KEYS.token) : stateCopy.token;
}
