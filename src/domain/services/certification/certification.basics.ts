/**
 * The basics of certification (CERTIFICATION; SPEC.md §1 "Certification"): label, review chain (DOMAIN.md
 * §2: the registrar), reference prefix and fee item (DOMAIN.md §4). Its forms: the data rectification
 * (/user/services/form-data-rectification; SPEC.md §2); the certified copy is not built yet. Light on
 * purpose: read at start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of certification. */
export const certificationBasics: ServiceBasics = {
  type: 'CERTIFICATION',
  label: 'Certification',
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'CC',
  feeItem: 'certified-copy',
  built: true,
};
