/**
 * The basics of Special License (SPECIAL_LICENSE): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4). Light on purpose: read at start-up (docs/decisions/006-service-registry.md).
 */
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of Special License. */
export const specialLicenceBasics: ServiceBasics = {
  type: 'SPECIAL_LICENSE',
  label: 'Special License',
  chain: FOUR_LEVEL_CHAIN,
  referencePrefix: 'SL',
  feeItem: 'special-licence',
  built: true,
};
