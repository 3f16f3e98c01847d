/**
 * The registry's public address setting (issue 30 item 12): an origin, with its default; anything
 * else is refused with the setting's name.
 */
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin } from './public-origin';

describe('parsePublicOrigin', () => {
  it('takes an http(s) origin, with or without its trailing slash', () => {
    expect(parsePublicOrigin('https://marriage.registry.example')).toBe('https://marriage.registry.example');
    expect(parsePublicOrigin(' https://Marriage.Registry.example/ ')).toBe('https://marriage.registry.example');
    expect(parsePublicOrigin('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
  });

  it('falls back to the demo address when unset', () => {
    expect(parsePublicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(parsePublicOrigin('')).toBe(DEFAULT_PUBLIC_ORIGIN);
  });

  it('refuses what is not an origin', () => {
    for (const value of [
      'marriage.registry.example',
      'ftp://registry.example',
      'https://registry.example/portal',
      'https://registry.example/?a=1',
      'https://user@registry.example',
    ]) {
      expect(() => parsePublicOrigin(value), value).toThrow(/VITE_PUBLIC_ORIGIN/);
    }
  });
});
