/**
 * The manifest of the record search (SEARCH_REQUESTS; SPEC.md §1 "Record Search"): label, review chain
 * (DOMAIN.md §2: the registrar), reference prefix and fee item (DOMAIN.md §4), tax head. Light on purpose: read at
 * start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of the record search. */
export const recordSearchManifest = defineService({
  type: 'SEARCH_REQUESTS',
  label: msg`Record Search`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'RS',
  feeItem: 'record-search',
  taxHead: '142203',
});
