/** Signed mock JWTs (docs/decisions/010-sessions-and-throttling.md; issue 7 §1). */
import { beforeEach, describe, expect, it } from 'vitest';
import { advance, freezeClock } from './clock';
import { base64UrlEncode } from './random';
import { bearerToken, decodeToken, encodeToken, issueToken, setTokenSecret, verifyToken, withBearer } from './tokens';

/** The frozen mock time of every test here: 15 Jan 2026 09:00:00 UTC, in ms. */
const FROZEN_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

const SECRET = 'a-test-secret-of-at-least-32-characters';

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock(FROZEN_MS);
  setTokenSecret(SECRET);
});

/** A token with the same header and payload but another body, signed by nobody. */
function withPayload(jwt: string, payload: Record<string, unknown>): string {
  const [header, , signature] = jwt.split('.');
  return `${header}.${base64UrlEncode(JSON.stringify(payload))}.${signature}`;
}

describe('mock tokens', () => {
  it('are HS256 JWTs: header.payload.signature with a base64url JSON payload in seconds', async () => {
    const { jwt, payload } = await issueToken('usr-1', 'access', 'ses-1');
    const [header, body, signature] = jwt.split('.');
    expect(JSON.parse(atob(header ?? ''))).toEqual({ alg: 'HS256', typ: 'JWT' });
    const decoded = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(decoded).toEqual(payload);
    expect(signature).toMatch(/^[\w-]{43}$/); // 32 bytes of HMAC-SHA-256
    expect(payload).toMatchObject({ sub: 'usr-1', typ: 'access', sid: 'ses-1' });
    expect(payload.exp - payload.iat).toBe(300);
    expect(payload.iat).toBe(FROZEN_MS / 1000);
  });

  it('verify by signature, type and expiry on the mock clock', async () => {
    const { jwt } = await issueToken('usr-1', 'refresh', 'ses-1');
    expect((await verifyToken(jwt, 'refresh'))?.sub).toBe('usr-1');
    expect(await verifyToken(jwt, 'access')).toBeNull();
    advance(1800);
    expect(await verifyToken(jwt, 'refresh')).toBeNull();
    expect((await decodeToken(jwt))?.sub).toBe('usr-1');
  });

  it('never outlive an earlier end they are given', async () => {
    const { payload } = await issueToken('usr-1', 'refresh', 'ses-1', FROZEN_MS / 1000 + 60);
    expect(payload.exp).toBe(FROZEN_MS / 1000 + 60);
  });

  it('refuse a token whose payload was rewritten (another account, a later expiry, another type)', async () => {
    const { jwt, payload } = await issueToken('usr-1', 'access', 'ses-1');
    expect(await decodeToken(withPayload(jwt, { ...payload, sub: 'usr-admin' }))).toBeNull();
    expect(await decodeToken(withPayload(jwt, { ...payload, exp: payload.exp + 86_400 }))).toBeNull();
    expect(await decodeToken(withPayload(jwt, { ...payload, typ: 'refresh' }))).toBeNull();
  });

  it('refuse forged signatures: the old fixed marker, none, another secret', async () => {
    const { jwt, payload } = await issueToken('usr-1', 'access', 'ses-1');
    const [header, body] = jwt.split('.');
    expect(await decodeToken(`${header}.${body}.mock-signature`)).toBeNull();
    expect(await decodeToken(`${header}.${body}.`)).toBeNull();
    const none = `${base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`;
    expect(await decodeToken(none)).toBeNull();
    setTokenSecret('another-secret-of-at-least-32-characters!');
    expect(await decodeToken(jwt)).toBeNull();
    const reissued = await encodeToken(payload);
    expect(await decodeToken(reissued)).toEqual(payload);
  });

  it('refuse malformed text', async () => {
    const { jwt } = await issueToken('usr-1', 'access', 'ses-1');
    expect(await decodeToken(`${jwt}x`)).toBeNull();
    expect(await decodeToken('not.a.token')).toBeNull();
    expect(await decodeToken('')).toBeNull();
    expect(await decodeToken('a.b')).toBeNull();
    expect(await decodeToken(await encodeToken({ sub: '', typ: 'access', sid: 's', iat: 1, exp: 2, jti: 'j' }))).toBeNull();
  });

  it('need a secret of at least 32 characters', () => {
    expect(() => setTokenSecret('short')).toThrow(/32 characters/);
  });

  it('read and write the bearer scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
    expect(withBearer('abc')).toBe('Bearer abc');
  });
});
