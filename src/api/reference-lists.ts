/**
 * The public reference lists the forms offer (issue 11 "Settings"; mocks/handlers/reference-lists.ts).
 */
import type { ReferenceItem, ReferenceList } from '../domain/schemas/reference-lists';
import { call } from './client';

/**
 * GET /reference/{list}: the active items, by label.
 * @param list - "countries", "denominations" or "dioceses".
 * @returns `{ value, label, group }[]` (group: a country's ISO code, "dioceses" for a denomination organised
 *   in them, a diocese's denomination code).
 * @throws ApiError on failure.
 */
export function fetchReferenceList(list: ReferenceList): Promise<ReferenceItem[]> {
  return call('getReferenceList', { path: { list } });
}
