/**
 * The catalogue's parts arrive with the pages that need them (decision 048): a part a page asks for while a language is
 * being chosen is loaded before that language is shown, so the page's words are not left in English.
 */
import { msg } from '@lingui/core/macro';
import { readFileSync } from 'node:fs';
import { LANGUAGE_COOKIE as PAGES_COOKIE, pageFileName, requestLanguage } from '../../../scripts/page-languages.mjs';
import { activateLocale, i18n, needCatalogueParts, openingLocale, rememberLocale } from './i18n';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './locale';

describe('choosing a language while a page asks for its part', () => {
  it('loads the part the page asked for before the language is shown', async () => {
    // A word of the `portal` part (src/ui/forms/form-definition.ts) and one of the `public` part.
    const portalWord = msg`Not given`;
    const publicWord = msg`Marriage Registry`;
    const choosing = activateLocale('sw');
    await needCatalogueParts(['public', 'portal']);
    await choosing;
    expect(i18n.locale).toBe('sw');
    expect(i18n._(publicWord)).toBe('Usajili wa Ndoa');
    expect(i18n._(portalWord)).not.toBe('Not given');
  });
});

/**
 * The language chosen is remembered where the server and the service worker can read it (decision 050): the cookie
 * that picks a public page's pre-rendering, under the name deploy/nginx and scripts/page-languages.mjs read.
 */
describe('remembering the language chosen', () => {
  const clearCookie = () => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  };
  afterEach(() => {
    clearCookie();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps it on this device and in the cookie the server reads, under the name nginx and the worker read', () => {
    rememberLocale('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(document.cookie).toContain('portal_language=sw');
    expect(LANGUAGE_COOKIE).toBe(PAGES_COOKIE);
    expect(readFileSync('deploy/nginx/templates/portal-site.inc.template', 'utf8')).toContain(`$cookie_${LANGUAGE_COOKIE}`);
  });

  it('writes the cookie for a language remembered before the cookie existed, and none for English by default', () => {
    expect(openingLocale()).toBe('en');
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'lg');
    expect(openingLocale()).toBe('lg');
    expect(document.cookie).toContain('portal_language=lg');
  });

  it('answers a public page in the language the address names, else the cookie’s, else English', () => {
    expect(requestLanguage('?lang=sw', 'portal_language=lg')).toBe('sw');
    expect(requestLanguage('?lang=en', 'portal_language=lg')).toBe('en');
    expect(requestLanguage('', 'other=1; portal_language=lg')).toBe('lg');
    expect(requestLanguage('?lang=fr', 'portal_language=de')).toBe('en');
    expect(requestLanguage('', undefined)).toBe('en');
    expect(pageFileName('en')).toBe('index.html');
    expect(pageFileName('sw')).toBe('index.sw.html');
  });
});
