/**
 * The manifest of District Kadhi (DISTRICT_KADHI): a kadhi appointed by the Minister registers the
 * office's account (label SPEC.md §1, the registrar's review DOMAIN.md §2, fee item DOMAIN.md §4).
 * Light on purpose: read at start-up (docs/decisions/035-service-manifests.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of District Kadhi. */
export const districtKadhiManifest = defineService({
  type: 'DISTRICT_KADHI',
  label: msg`District Kadhi`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'DK',
  feeItem: 'district-kadhi-registration',
  taxHead: '142204',
});
