/** Mock JWTs (docs/decisions/002-api-contract.md "Tokens"). */
import { beforeEach, describe, expect, it } from 'vitest';
import { advance, freezeClock } from './clock';
import { bearerToken, decodeToken, encodeToken, issueToken, verifyToken, withBearer } from './tokens';

/** The frozen mock time of every test here: 15 Jan 2026 09:00:00 UTC, in ms. */
const FROZEN_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock(FROZEN_MS);
});

describe('mock tokens', () => {
  it('are header.payload.mock-signature with a base64url JSON payload in seconds', () => {
    const { jwt, payload } = issueToken('usr-1', 'access');
    const [header, body, signature] = jwt.split('.');
    expect(signature).toBe('mock-signature');
    expect(JSON.parse(atob(header ?? ''))).toMatchObject({ typ: 'JWT' });
    const decoded = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(decoded).toEqual(payload);
    expect(payload.exp - payload.iat).toBe(300);
    expect(payload.iat).toBe(FROZEN_MS / 1000);
  });

  it('verify by type and expiry on the mock clock', () => {
    const { jwt } = issueToken('usr-1', 'refresh');
    expect(verifyToken(jwt, 'refresh')?.sub).toBe('usr-1');
    expect(verifyToken(jwt, 'access')).toBeNull();
    advance(1800);
    expect(verifyToken(jwt, 'refresh')).toBeNull();
    expect(decodeToken(jwt)?.sub).toBe('usr-1');
  });

  it('refuse tampered or foreign tokens', () => {
    const { jwt, payload } = issueToken('usr-1', 'access');
    expect(decodeToken(`${jwt}x`)).toBeNull();
    expect(decodeToken(jwt.replace('mock-signature', 'other'))).toBeNull();
    expect(decodeToken('not.a.token')).toBeNull();
    expect(decodeToken(encodeToken({ ...payload, sub: '' }))).toBeNull();
  });

  it('read and write the bearer scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
    expect(withBearer('abc')).toBe('Bearer abc');
  });
});
