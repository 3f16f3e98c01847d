/**
 * Server state of the languages the registry offers (GET /languages, PUT /languages/{code}; issue 32): every page's
 * language menu reads it, and /backoffice/settings/languages changes it.
 */
import type { Language } from '#src/domain/languages';
import type { LanguageOffer } from '#src/domain/settings/language-offers';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of the languages' queries. */
export const languageKeys = {
  /** The offers. */
  offers: ['languages'] as const,
};

/**
 * GET /languages, with the API client loaded when first asked: every page's language menu reads the offers, and the
 * client stays out of the signed-out pages' first bundle (scripts/bench/size.mjs).
 */
async function fetchOffers(): Promise<LanguageOffer[]> {
  return (await import('#src/api/languages')).fetchLanguageOffers();
}

/** How long the offers are trusted before the menu asks again: 10 minutes, in ms (they change rarely). */
const OFFERS_STALE_MS = 10 * 60_000;

/** The offers' query, as the menu and the settings page share it. */
function offersQuery() {
  return { queryKey: languageKeys.offers, queryFn: fetchOffers, staleTime: OFFERS_STALE_MS };
}

/**
 * Follow the languages the registry offers (GET /languages) from outside React's tree of queries: the language menu
 * loads this module after the page is shown, so TanStack Query stays out of a signed-out page's first bytes
 * (scripts/bench/size.mjs), and still shares the one cache with /backoffice/settings/languages, whose changes reach
 * the menu at once.
 * @param onChange - called with the offers now (undefined until they answer) and on every change.
 * @returns a function that stops following.
 */
export function watchLanguageOffers(onChange: (offers: LanguageOffer[] | undefined) => void): () => void {
  const observer = new QueryObserver(queryClient, offersQuery());
  onChange(observer.getCurrentResult().data);
  return observer.subscribe((result) => onChange(result.data));
}

/**
 * The languages the registry offers (GET /languages).
 * @param enabled - false where the menu has only one language to offer anyway (the production build today): no call.
 */
export function useLanguageOffers(enabled = true) {
  return useAppQuery({ ...offersQuery(), enabled });
}

/**
 * Switch a language on or off (PUT /languages/{code}, the administrator); the caller refreshes the offers.
 * @param code - the language; English answers 409.
 * @param offered - whether the menu offers it.
 * @returns the language as changed.
 * @throws ApiError on failure.
 */
export async function changeLanguageOffer(code: Language, offered: boolean): Promise<LanguageOffer> {
  return (await import('#src/api/languages')).setLanguageOffered(code, offered);
}
