/**
 * The manifest of Marriage Returns (MARRIAGE_RETURNS): label (SPEC.md §1), review chain (DOMAIN.md §2:
 * the registrar's), reference prefix, fee item (DOMAIN.md §4), tax head and its two kinds, read from the
 * answers' `regime` (docs/decisions/014-returns-and-organisations.md): "CHURCH" (a church marriage
 * return, reviewed in marriage-returns) and "HINDU" (a Hindu marriage registration, reviewed in
 * hindu-marriage-returns). Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Marriage Returns. */
export const marriageReturnsManifest = defineService({
  type: 'MARRIAGE_RETURNS',
  label: msg`Marriage Returns`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'RT',
  feeItem: 'church-marriage-return',
  taxHead: '142201',
  variantOf: (answers) => (answers.regime === 'CHURCH' || answers.regime === 'HINDU' ? answers.regime : null),
  subsistingCheck: 'return',
});
