/**
 * JWT-shaped tokens of the mock API (docs/decisions/002-api-contract.md "Tokens"):
 * `base64url(header).base64url(payload).mock-signature`, payload `{ sub, typ, iat, exp, jti }` with
 * `iat` and `exp` in seconds since the epoch. The signature is a fixed marker, not cryptography:
 * the mock recognises its own tokens by it, and the portal never trusts a token's content.
 */
import { z } from 'zod';
import { nowSeconds } from './clock';
import { mockConfig } from './config';
import { base64UrlDecode, base64UrlEncode, newId } from './random';

/** The signature part of every mock token. */
export const MOCK_SIGNATURE = 'mock-signature';

/** The header of every mock token (the algorithm is nominal; see {@link MOCK_SIGNATURE}). */
export const MOCK_TOKEN_HEADER = { alg: 'HS256', typ: 'JWT', kid: 'mock' } as const;

/** The two kinds of token: a short-lived access token and a longer-lived refresh token. */
export type TokenType = 'access' | 'refresh';

/** The payload of a mock token. */
export const tokenPayloadSchema = z.object({
  /** The account's userId. */
  sub: z.string().min(1),
  typ: z.enum(['access', 'refresh']),
  /** Issued at, seconds since the epoch (mock clock). */
  iat: z.number().int(),
  /** Expires at, seconds since the epoch (mock clock); the token is invalid from this second on. */
  exp: z.number().int(),
  /** The token's unique id; refresh tokens are stored and revoked by it. */
  jti: z.string().min(1),
});
/** The payload of a mock token. */
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** A token just issued: the compact JWT and its payload. */
export interface IssuedToken {
  /** `header.payload.mock-signature`, without any "Bearer " prefix. */
  jwt: string;
  payload: TokenPayload;
}

/**
 * Encode a payload as a mock JWT.
 * @param payload - the claims.
 * @returns `base64url(header).base64url(payload).mock-signature`.
 */
export function encodeToken(payload: TokenPayload): string {
  return `${base64UrlEncode(JSON.stringify(MOCK_TOKEN_HEADER))}.${base64UrlEncode(JSON.stringify(payload))}.${MOCK_SIGNATURE}`;
}

/**
 * Issue a token for an account, valid from the mock clock's now.
 * @param userId - the account (`sub`).
 * @param typ - 'access' (lifetime `mockConfig.accessTokenTtlSeconds`, default 300 s) or 'refresh'
 *   (`mockConfig.refreshTokenTtlSeconds`, default 1800 s).
 */
export function issueToken(userId: string, typ: TokenType): IssuedToken {
  const iat = nowSeconds();
  const ttl = typ === 'access' ? mockConfig.accessTokenTtlSeconds : mockConfig.refreshTokenTtlSeconds;
  const payload: TokenPayload = { sub: userId, typ, iat, exp: iat + ttl, jti: newId(typ === 'access' ? 'at' : 'rt') };
  return { jwt: encodeToken(payload), payload };
}

/**
 * Decode a mock token without checking its expiry.
 * @param jwt - a compact token (no "Bearer " prefix).
 * @returns the payload, or null when the text is not a mock token (wrong shape, signature or claims).
 */
export function decodeToken(jwt: string): TokenPayload | null {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || parts[2] !== MOCK_SIGNATURE) return null;
  const json = base64UrlDecode(parts[1] ?? '');
  if (json === null) return null;
  try {
    const result = tokenPayloadSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Check a token: a mock token of the expected type whose `exp` is after the mock clock's now.
 * Refresh tokens must also be checked against the store (revocation) by the caller.
 * @param jwt - a compact token (no "Bearer " prefix).
 * @param typ - the type it must have.
 * @returns the payload, or null when the token is invalid or expired.
 */
export function verifyToken(jwt: string, typ: TokenType): TokenPayload | null {
  const payload = decodeToken(jwt);
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
