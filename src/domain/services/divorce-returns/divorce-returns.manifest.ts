/**
 * The manifest of Divorce Returns (DIVORCE_RETURNS): label (SPEC.md §1), review chain (the district
 * kadhi, then the registrar: DOMAIN.md §1, docs/decisions/014), reference prefix and fee item
 * (DOMAIN.md §4). Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { KADHI_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Divorce Returns. */
export const divorceReturnsManifest = defineService({
  type: 'DIVORCE_RETURNS',
  label: msg`Divorce Returns`,
  chain: KADHI_CHAIN,
  referencePrefix: 'DR',
  feeItem: 'divorce-return',
  taxHead: '142201',
});
