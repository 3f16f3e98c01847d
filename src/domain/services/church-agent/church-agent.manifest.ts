/**
 * The manifest of Church Agent (CHURCH_AGENT): the account registrations of church agents and of Hindu
 * temples, two variants of one service (docs/decisions/014-returns-and-organisations.md: "Hindu temple
 * accounts are CHURCH_AGENT applications of variant HINDU_TEMPLE"). Label SPEC.md §1, the registrar's
 * review DOMAIN.md §2, fee item DOMAIN.md §4 (one demo price for both). Light: read at start-up.
 */
import { REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { msg } from '@lingui/core/macro';
import { defineService } from '../define-service';
import type { Answers } from '../service-rule';

/** The variants of CHURCH_AGENT, named by the answers' `organisationKind`. */
export const CHURCH_AGENT_VARIANTS = ['CHURCH_AGENT', 'HINDU_TEMPLE'] as const;
/** A variant of CHURCH_AGENT. */
export type ChurchAgentVariant = (typeof CHURCH_AGENT_VARIANTS)[number];

/**
 * The variant of some answers: "HINDU_TEMPLE" when they register a temple, else "CHURCH_AGENT".
 * @param answers - the answers, possibly partial.
 */
export function churchAgentVariantOf(answers: Answers): ChurchAgentVariant {
  return answers.organisationKind === 'HINDU_TEMPLE' ? 'HINDU_TEMPLE' : 'CHURCH_AGENT';
}

/** The manifest of Church Agent. */
export const churchAgentManifest = defineService({
  type: 'CHURCH_AGENT',
  label: msg`Church Agent`,
  chain: REGISTRAR_CHAIN,
  referencePrefix: 'CA',
  feeItem: 'church-agent-registration',
  taxHead: '142204',
  variantOf: churchAgentVariantOf,
});
