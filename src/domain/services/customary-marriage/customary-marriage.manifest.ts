/**
 * The manifest of Customary Marriage Returns (CUSTOMARY_MARRIAGE): label (SPEC.md §1), review chain
 * (DOMAIN.md §2: the registrar), reference prefix and fee item (DOMAIN.md §4: the on-time fee; the
 * rule's `feeItemOf` picks the late fee from the ceremony date). Light on purpose: read at start-up
 * (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The price list item of a return filed within 6 months of the ceremony (DOMAIN.md §4: UGX 20,000). */
export const CUSTOMARY_ON_TIME_FEE_ITEM = 'customary-return-on-time';
/** The price list item of a return filed later (DOMAIN.md §4: UGX 40,000). */
export const CUSTOMARY_LATE_FEE_ITEM = 'customary-return-late';

/** The manifest of Customary Marriage Returns. */
export const customaryMarriageManifest = defineService({
  type: 'CUSTOMARY_MARRIAGE',
  label: msg`Customary Marriage Returns`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'CR',
  feeItem: CUSTOMARY_ON_TIME_FEE_ITEM,
  taxHead: '142201',
  subsistingCheck: 'return',
});
