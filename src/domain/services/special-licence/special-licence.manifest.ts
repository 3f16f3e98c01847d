/**
 * The manifest of Special License (SPECIAL_LICENSE): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4), tax head. Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Special License. */
export const specialLicenceManifest = defineService({
  type: 'SPECIAL_LICENSE',
  label: msg`Special License`,
  chain: FOUR_LEVEL_CHAIN,
  referencePrefix: 'SL',
  feeItem: 'special-licence',
  taxHead: '142202',
  partiesConfirm: true,
});
