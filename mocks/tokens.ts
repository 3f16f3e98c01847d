/**
 * Signed JWTs of the mock API (docs/decisions/002-api-contract.md "Tokens", docs/decisions/010-sessions-and-throttling.md):
 * `base64url(header).base64url(payload).base64url(HMAC-SHA-256(header.payload))` (RFC 7519 with the
 * HS256 algorithm of RFC 7518 §3.2), payload `{ sub, typ, sid, iat, exp, jti }` with `iat` and `exp`
 * in seconds since the epoch (mock clock).
 *
 * The key is a per-install secret of 32 random bytes kept by the mock (the `settings` collection, so
 * every tab of a browser shares it and a reload keeps sessions alive); it never leaves the mock. A
 * token whose signature, type or expiry does not check out is refused, so nobody can write a token
 * for an account they do not hold (issue 7 §1). Whether the token's session is still open is the
 * caller's check (mocks/sessions.ts): signatures prove who issued a token, not that it was not revoked.
 */
import { z } from 'zod';
import { nowSeconds } from './clock';
import { mockConfig } from './config';
import { base64UrlDecode, base64UrlEncode, newId, randomToken } from './random';

/** The header of every mock token: HMAC-SHA-256 (RFC 7518 §3.2). */
export const MOCK_TOKEN_HEADER = { alg: 'HS256', typ: 'JWT' } as const;

/** The two kinds of token: a short-lived access token and a longer-lived refresh token. */
export type TokenType = 'access' | 'refresh';

/** The payload of a mock token. */
export const tokenPayloadSchema = z.object({
  /** The account's userId. */
  sub: z.string().min(1),
  typ: z.enum(['access', 'refresh']),
  /** The session (sign-in) the token belongs to; logout or a stolen refresh token ends it (mocks/sessions.ts). */
  sid: z.string().min(1),
  /** Issued at, seconds since the epoch (mock clock). */
  iat: z.number().int(),
  /** Expires at, seconds since the epoch (mock clock); the token is invalid from this second on. */
  exp: z.number().int(),
  /** The token's unique id; refresh tokens are stored, rotated and revoked by it. */
  jti: z.string().min(1),
});
/** The payload of a mock token. */
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** A token just issued: the compact JWT and its payload. */
export interface IssuedToken {
  /** `header.payload.signature`, without any "Bearer " prefix. */
  jwt: string;
  payload: TokenPayload;
}

let secretText: string | null = null;
let secretKey: Promise<CryptoKey> | null = null;

function importKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/**
 * The signing secret of this install: the one set by {@link setTokenSecret} (restored from the
 * stored settings), or a new random one (32 bytes, base64url) the first time it is asked for.
 * @returns the secret as text (43 characters).
 */
export function tokenSecret(): string {
  if (secretText === null) setTokenSecret(randomToken(32));
  return secretText as string;
}

/**
 * Use this secret to sign and verify from now on (the stored settings' secret, or a fresh one on
 * reseed). Tokens signed with another secret stop verifying.
 * @param secret - at least 32 characters of random text.
 * @throws Error when the secret is shorter than 32 characters.
 */
export function setTokenSecret(secret: string): void {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
  if (secret === secretText) return;
  secretText = secret;
  secretKey = importKey(secret);
}

function key(): Promise<CryptoKey> {
  tokenSecret();
  return secretKey as Promise<CryptoKey>;
}

function bytesToBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    );
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Sign a payload as a compact JWT with the install's secret.
 * @param payload - the claims.
 * @returns `base64url(header).base64url(payload).base64url(HMAC-SHA-256)`.
 */
export async function encodeToken(payload: TokenPayload): Promise<string> {
  const signingInput = `${base64UrlEncode(JSON.stringify(MOCK_TOKEN_HEADER))}.${base64UrlEncode(JSON.stringify(payload))}`;
  const signature = await crypto.subtle.sign('HMAC', await key(), new TextEncoder().encode(signingInput));
  return `${signingInput}.${bytesToBase64Url(signature)}`;
}

/**
 * Issue a token for an account's session, valid from the mock clock's now.
 * @param userId - the account (`sub`).
 * @param typ - 'access' (lifetime `mockConfig.accessTokenTtlSeconds`, default 300 s) or 'refresh'
 *   (`mockConfig.refreshTokenTtlSeconds`, default 1800 s).
 * @param sid - the session it belongs to (mocks/sessions.ts).
 * @param expiresAt - the `exp` to give it, seconds since the epoch, when it must not outlive an
 *   earlier moment (a rotated refresh token keeps its session's end); the lifetime applies otherwise.
 */
export async function issueToken(userId: string, typ: TokenType, sid: string, expiresAt?: number): Promise<IssuedToken> {
  const iat = nowSeconds();
  const ttl = typ === 'access' ? mockConfig.accessTokenTtlSeconds : mockConfig.refreshTokenTtlSeconds;
  const exp = expiresAt === undefined ? iat + ttl : Math.min(iat + ttl, expiresAt);
  const payload: TokenPayload = { sub: userId, typ, sid, iat, exp, jti: newId(typ === 'access' ? 'at' : 'rt') };
  return { jwt: await encodeToken(payload), payload };
}

/**
 * Check a token's signature and read its claims, without checking its type or expiry.
 * @param jwt - a compact token (no "Bearer " prefix).
 * @returns the payload, or null when the text is not a token this install signed (wrong shape,
 *   header, signature or claims).
 */
export async function decodeToken(jwt: string): Promise<TokenPayload | null> {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const headerJson = base64UrlDecode(header);
  if (headerJson === null) return null;
  try {
    const parsed = JSON.parse(headerJson) as { alg?: unknown; typ?: unknown };
    // Only HS256: a token saying "alg": "none" (or anything else) is refused, never trusted.
    if (parsed.alg !== MOCK_TOKEN_HEADER.alg || parsed.typ !== MOCK_TOKEN_HEADER.typ) return null;
  } catch {
    return null;
  }
  const signatureBytes = base64UrlToBytes(signature);
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify('HMAC', await key(), signatureBytes, new TextEncoder().encode(`${header}.${body}`));
  if (!valid) return null;
  const json = base64UrlDecode(body);
  if (json === null) return null;
  try {
    const result = tokenPayloadSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Check a token: signed by this install, of the expected type, and `exp` after the mock clock's now.
 * Whether its session is still open is checked by the caller (mocks/sessions.ts).
 * @param jwt - a compact token (no "Bearer " prefix).
 * @param typ - the type it must have.
 * @returns the payload, or null when the token is forged, of the other type or expired.
 */
export async function verifyToken(jwt: string, typ: TokenType): Promise<TokenPayload | null> {
  const payload = await decodeToken(jwt);
  if (!payload || payload.typ !== typ) return null;
  return payload.exp > nowSeconds() ? payload : null;
}

/**
 * The token of an `Authorization` header of the form "Bearer <jwt>" (case-insensitive scheme).
 * @param header - the header value, or null when absent.
 * @returns the compact token, or null when the header is missing or not a bearer header.
 */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Prefix a token with the bearer scheme, as `/users/refresh-token` answers it (SPEC.md §3:
 * "data.token, which carries a Bearer prefix").
 * @param jwt - a compact token.
 * @returns "Bearer <jwt>".
 */
export function withBearer(jwt: string): string {
  return `Bearer ${jwt}`;
}
