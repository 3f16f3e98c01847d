import { describe, expect, it } from 'vitest';
import { expiresWithin, readJwtExp, REFRESH_TOKEN_EXPIRY_MARGIN_MS } from './jwt';
import { fakeJwt } from './session.fixtures';

describe('readJwtExp', () => {
  it('reads exp in seconds from a JWT, with or without "Bearer "', () => {
    const token = fakeJwt({ sub: 'u-1', exp: 1_900_000_000 });
    expect(readJwtExp(token)).toBe(1_900_000_000);
    expect(readJwtExp(`Bearer ${token}`)).toBe(1_900_000_000);
  });

  it('decodes base64url payloads (- and _, no padding) and UTF-8 text', () => {
    const token = fakeJwt({ name: 'Nakato ü ~~~???', exp: 1_700_000_001 });
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readJwtExp(token)).toBe(1_700_000_001);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['opaque', 'opaque-refresh-token'],
    ['two parts', 'a.b'],
    ['not base64 JSON', 'a.@@@.c'],
    ['JSON without exp', fakeJwt({ sub: 'u-1' })],
    ['exp not a number', fakeJwt({ exp: '1900000000' })],
    ['JSON not an object', `a.${btoa('42')}.c`],
  ])('gives null for %s', (_, token) => {
    expect(readJwtExp(token)).toBeNull();
  });
});

describe('expiresWithin', () => {
  const now = 1_800_000_000_000; // ms
  const at = (secondsFromNow: number) => fakeJwt({ exp: now / 1000 + secondsFromNow });

  it('has a 60 s margin by default', () => {
    expect(REFRESH_TOKEN_EXPIRY_MARGIN_MS).toBe(60_000);
  });

  it('is true when exp is less than 60 s away or past, false otherwise', () => {
    expect(expiresWithin(at(59), now)).toBe(true);
    expect(expiresWithin(at(-10), now)).toBe(true);
    expect(expiresWithin(at(60), now)).toBe(false);
    expect(expiresWithin(at(3600), now)).toBe(false);
  });

  it('never expires a token without a readable exp', () => {
    expect(expiresWithin('opaque', now)).toBe(false);
    expect(expiresWithin(null, now)).toBe(false);
  });
});
