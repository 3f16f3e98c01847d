/**
 * The languages the registry offers (issue 32; src/domain/settings/language-offers.ts; mocks/handlers/languages.ts).
 */
import type { Language } from '../domain/languages';
import type { LanguageOffer } from '../domain/settings/language-offers';
import { call } from './client';

/**
 * GET /languages (public): each language and whether the language menu offers it.
 * @returns one offer per language, in the menu's order.
 * @throws ApiError on failure.
 */
export function fetchLanguageOffers(): Promise<LanguageOffer[]> {
  return call('listLanguageOffers', {});
}

/**
 * PUT /languages/{code}: switch a language on or off (the administrator).
 * @param code - the language; English answers 409.
 * @param offered - whether the menu offers it.
 * @returns the language as changed.
 * @throws ApiError on failure (403 for anyone but the administrator, 409 for English).
 */
export function setLanguageOffered(code: Language, offered: boolean): Promise<LanguageOffer> {
  return call('changeLanguageOffer', { path: { code }, body: { offered } });
}
