/**
 * The manifest of Public Place Marriages (ORGANIZATION_MARRIAGE): notice of a marriage to be celebrated
 * in a licensed place of worship, given through the church agent acting for it (label SPEC.md §1; the
 * registrar's review, then the notice stages, DOMAIN.md §2; fee item DOMAIN.md §4). Light: read at
 * start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Public Place Marriages. */
export const publicPlaceMarriageManifest = defineService({
  type: 'ORGANIZATION_MARRIAGE',
  label: msg`Public Place Marriages`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'PM',
  feeItem: 'public-place-marriage',
  taxHead: '142201',
  subsistingCheck: 'notice',
  partiesConfirm: true,
});
