/**
 * The basics of Public Place License (PUBLIC_PLACE_LICENSING): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4). Light on purpose: read at start-up (docs/decisions/006-service-registry.md).
 */
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of Public Place License. */
export const publicPlaceLicenceBasics: ServiceBasics = {
  type: 'PUBLIC_PLACE_LICENSING',
  label: 'Public Place License',
  chain: FOUR_LEVEL_CHAIN,
  referencePrefix: 'PL',
  feeItem: 'public-place-licence',
  built: true,
};
