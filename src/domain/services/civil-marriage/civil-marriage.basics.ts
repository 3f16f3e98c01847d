/**
 * The basics of Civil Marriages (MARRIAGE): label (SPEC.md §1), review chain (DOMAIN.md §2), reference prefix and
 * fee item (DOMAIN.md §4), and the notice stage after the registrar's acceptance (DOMAIN.md §2;
 * docs/decisions/016). Light on purpose: read at start-up (docs/decisions/006-service-registry.md).
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import type { ServiceBasics } from '../service-rule';

/** The basics of Civil Marriages. */
export const civilMarriageBasics: ServiceBasics = {
  type: 'MARRIAGE',
  label: 'Civil Marriages',
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'MR',
  feeItem: 'civil-marriage',
  built: true,
  noticeStage: true,
  subsistingCheck: 'notice',
};
