/**
 * The basics of the record search (SEARCH_REQUESTS; SPEC.md §1 "Record Search"): label, review chain
 * (DOMAIN.md §2: the registrar), reference prefix and fee item (DOMAIN.md §4). Light on purpose: read at
 * start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of the record search. */
export const recordSearchBasics: ServiceBasics = {
  type: 'SEARCH_REQUESTS',
  label: 'Record Search',
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'RS',
  feeItem: 'record-search',
  built: true,
};
