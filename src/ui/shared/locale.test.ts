import { chooseLocale, htmlLang, isCatalogueLocale, LOCALES, offeredLocales } from './locale';

describe('the language a page opens in (issue 32 item 3)', () => {
  it('is the one the address names, remembered', () => {
    expect(chooseLocale({ search: '?lang=sw', stored: 'lg', allowPseudo: false })).toEqual({ locale: 'sw', fromAddress: true });
    expect(chooseLocale({ search: '?returnTo=%2F&lang=lg', stored: null, allowPseudo: false })).toEqual({
      locale: 'lg',
      fromAddress: true,
    });
  });

  it('else the one this device remembered, else English', () => {
    expect(chooseLocale({ search: '', stored: 'lg', allowPseudo: false })).toEqual({ locale: 'lg', fromAddress: false });
    expect(chooseLocale({ search: '', stored: null, allowPseudo: false })).toEqual({ locale: 'en', fromAddress: false });
  });

  it('ignores an address or a memory that names no language of the portal', () => {
    expect(chooseLocale({ search: '?lang=fr', stored: 'sw', allowPseudo: false }).locale).toBe('sw');
    expect(chooseLocale({ search: '?lang=SW', stored: 'xx', allowPseudo: false }).locale).toBe('en');
    expect(chooseLocale({ search: '?lang=sw-KE', stored: null, allowPseudo: false }).locale).toBe('en');
  });

  it('takes the pseudo-locale only where the build allows it', () => {
    expect(chooseLocale({ search: '?lang=en-XA', stored: null, allowPseudo: true }).locale).toBe('en-XA');
    expect(chooseLocale({ search: '?lang=en-XA', stored: 'sw', allowPseudo: false }).locale).toBe('sw');
    expect(isCatalogueLocale('en-XA', false)).toBe(false);
  });
});

describe('the languages the menu offers', () => {
  it('are all three outside production, English alone in production until Luganda and Swahili are reviewed', () => {
    expect(offeredLocales('mock')).toEqual(LOCALES);
    expect(offeredLocales('development')).toEqual(['en', 'lg', 'sw']);
    expect(offeredLocales('production')).toEqual(['en']);
  });
});

describe('the page language a screen reader is told', () => {
  it('is English as written in Uganda, or the language itself', () => {
    expect(['en', 'lg', 'sw', 'en-XA'].map((l) => htmlLang(l as 'en'))).toEqual(['en-UG', 'lg', 'sw', 'en-XA']);
  });
});
