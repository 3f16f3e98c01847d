/**
 * The manifest of Public Place License (PUBLIC_PLACE_LICENSING): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4), tax head. Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Public Place License. */
export const publicPlaceLicenceManifest = defineService({
  type: 'PUBLIC_PLACE_LICENSING',
  label: msg`Public Place License`,
  chain: FOUR_LEVEL_CHAIN,
  referencePrefix: 'PL',
  feeItem: 'public-place-licence',
  taxHead: '142202',
});
