/**
 * Reading a token's expiry without trusting it (docs/decisions/002-api-contract.md: the client reads
 * `exp` only to warn before a session ends). No dependency: a JWT is `header.payload.signature` with a
 * base64url JSON payload.
 */

/** How close to its expiry a refresh token may get before the person is asked to sign in again: 60 s. */
export const REFRESH_TOKEN_EXPIRY_MARGIN_MS = 60_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readJwtClaim(token: string | null | undefined, name: string): unknown {
  if (!token) return undefined;
  const parts = token.replace(/^Bearer\s+/i, '').split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === 'object' && name in payload ? (payload as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `exp` claim of a JWT-shaped token, in seconds since the epoch.
 * @param token - a JWT, with or without a "Bearer " prefix; null or undefined allowed.
 * @returns `exp` in seconds, or null when the token is missing, not JWT-shaped, not base64url JSON,
 *   or has no numeric `exp`. Never throws.
 */
export function readJwtExp(token: string | null | undefined): number | null {
  const exp = readJwtClaim(token, 'exp');
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/**
 * The `sid` claim of a JWT-shaped token: the server session it belongs to
 * (docs/decisions/010-sessions-and-throttling.md). Read only to tell which open tabs share one
 * session; never trusted for anything else.
 * @param token - a JWT, with or without "Bearer "; null or undefined allowed.
 * @returns the session id, or null when the token has none. Never throws.
 */
export function readJwtSessionId(token: string | null | undefined): string | null {
  const sid = readJwtClaim(token, 'sid');
  return typeof sid === 'string' && sid.length > 0 ? sid : null;
}

/**
 * Whether a token expires within `marginMs` of `nowMs` (or has already expired).
 * A token whose `exp` cannot be read never expires by this rule.
 * @param token - a JWT, with or without "Bearer ".
 * @param nowMs - the current time in milliseconds since the epoch.
 * @param marginMs - how far ahead to look, in milliseconds (default 60 000).
 */
export function expiresWithin(token: string | null | undefined, nowMs: number, marginMs: number = REFRESH_TOKEN_EXPIRY_MARGIN_MS): boolean {
  const exp = readJwtExp(token);
  if (exp === null) return false;
  return exp * 1000 - nowMs < marginMs;
}
