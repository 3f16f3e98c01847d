/**
 * The manifest of Civil Marriages (MARRIAGE): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4), tax head, and the notice stage after the registrar's acceptance (DOMAIN.md §2;
 * docs/decisions/016). Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of Civil Marriages. */
export const civilMarriageManifest = defineService({
  type: 'MARRIAGE',
  label: msg`Civil Marriages`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'MR',
  feeItem: 'civil-marriage',
  taxHead: '142201',
  noticeStage: true,
  subsistingCheck: 'notice',
  partiesConfirm: true,
});
