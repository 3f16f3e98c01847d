/**
 * A person signing in reads the portal in the language saved to their account (issue 32), unless the address names
 * one; the device remembers it.
 */
import { describe, expect, it } from 'vitest';
import { adoptAccountLanguage } from './account-language';
import { activateLocale, i18n } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './locale';

describe('the language of the account, on sign-in (issue 32)', () => {
  it('switches the page to it and remembers it on this device', async () => {
    expect(await adoptAccountLanguage({ language: 'sw' }, '?returnTo=%2Fuser', 'mock')).toBe(true);
    expect(i18n.locale).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
  });

  it('leaves the page as it is when the address names a language, or the account names none', async () => {
    expect(await adoptAccountLanguage({ language: 'lg' }, '?lang=en', 'mock')).toBe(false);
    expect(await adoptAccountLanguage({ language: null }, '', 'mock')).toBe(false);
    expect(await adoptAccountLanguage({}, '', 'mock')).toBe(false);
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('follows the account over an address whose ?lang= names no language', async () => {
    expect(await adoptAccountLanguage({ language: 'lg' }, '?lang=fr', 'mock')).toBe(true);
    expect(i18n.locale).toBe('lg');
  });

  it('offers only what the build offers: production, English alone, stays in English', async () => {
    expect(await adoptAccountLanguage({ language: 'sw' }, '', 'production')).toBe(false);
    expect(i18n.locale).toBe('en');
  });

  it('remembers the language already shown without changing anything', async () => {
    await activateLocale('sw');
    expect(await adoptAccountLanguage({ language: 'sw' }, '', 'mock')).toBe(false);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
  });
});
