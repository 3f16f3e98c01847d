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

/**
 * Read the stored session (SPEC.md §4 "Guard on every navigation": profile, token and refresh token).
 * A profile that is not valid JSON counts as missing.
 */
export function readStoredSession(): StoredSession {
  const s = storage();
  if (!s) return { profile: null, token: null, refreshToken: null };
  let profile: Profile | null = null;
  const raw = s.getItem(SESSION_KEYS.profile);
  if (raw) {
    try {
      profile = JSON.parse(raw) as Profile;
    } catch {
      profile = null;
    }
  }
  return { profile, token: s.getItem(SESSION_KEYS.token), refreshToken: s.getItem(SESSION_KEYS.refreshToken) };
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
