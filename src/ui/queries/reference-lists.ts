/**
 * Server state of the reference lists the forms choose from (GET /reference/{list}: countries, denominations,
 * dioceses; the administrator keeps them in the settings, so a form reads the active items of the day).
 */
import { fetchReferenceList } from '#src/api/reference-lists';
import type { ReferenceList } from '#src/domain/schemas/reference-lists';
import { useAppQuery } from '../shared/query-client';

/** The keys of reference list queries. */
export const referenceKeys = {
  /** One list's active items. */
  list: (list: ReferenceList) => ['reference', list] as const,
};

/** How long a reference list is trusted before it is asked again, in ms. */
export const REFERENCE_LIST_STALE_MS = 60_000;

/**
 * The active items of one reference list.
 * @param list - "countries", "denominations" or "dioceses".
 * @returns the query: `data` is `{ value, label, group }[]` by label once loaded.
 */
export function useReferenceList(list: ReferenceList) {
  return useAppQuery({ queryKey: referenceKeys.list(list), queryFn: () => fetchReferenceList(list), staleTime: REFERENCE_LIST_STALE_MS });
}
