/**
 * The basics of the marital status letter (SINGLE_STATUS_LETTER): label (SPEC.md §1), review chain
 * (DOMAIN.md §2: the registrar), reference prefix and fee item (DOMAIN.md §4). Light on purpose: read at
 * start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of the marital status letter. */
export const maritalStatusLetterBasics: ServiceBasics = {
  type: 'SINGLE_STATUS_LETTER',
  label: 'Marital Status Letter',
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'MS',
  feeItem: 'marital-status-letter',
  built: true,
  subsistingCheck: 'letter',
};
