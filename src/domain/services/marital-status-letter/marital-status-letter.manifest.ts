/**
 * The manifest of the marital status letter (SINGLE_STATUS_LETTER): label (SPEC.md §1), review chain
 * (DOMAIN.md §2: the registrar), reference prefix and fee item (DOMAIN.md §4), tax head. Light on purpose: read at
 * start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of the marital status letter. */
export const maritalStatusLetterManifest = defineService({
  type: 'SINGLE_STATUS_LETTER',
  label: msg`Marital Status Letter`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'MS',
  feeItem: 'marital-status-letter',
  taxHead: '142203',
  subsistingCheck: 'letter',
});
