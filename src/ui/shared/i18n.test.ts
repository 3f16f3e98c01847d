/**
 * The catalogue's parts arrive with the pages that need them (decision 048): a part a page asks for while a language is
 * being chosen is loaded before that language is shown, so the page's words are not left in English.
 */
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n, needCatalogueParts } from './i18n';

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
