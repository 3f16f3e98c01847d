/**
 * The manifest of certification (CERTIFICATION; SPEC.md §1 "Certification"): label, review chain (DOMAIN.md
 * §2: the registrar), reference prefix and fee item (DOMAIN.md §4), tax head. Its forms: the data rectification
 * (/user/services/form-data-rectification; SPEC.md §2); the certified copy is not built yet. Light on
 * purpose: read at start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';

/** The manifest of certification. */
export const certificationManifest = defineService({
  type: 'CERTIFICATION',
  label: msg`Certification`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'CC',
  feeItem: 'certified-copy',
  taxHead: '142203',
});
