/**
 * The rules of the services, by type: each service's rule (src/domain/services/<service>/<service>.rule.ts,
 * its manifest with its answers' rules; docs/decisions/035-service-manifests.md). The mock API's submit
 * checks, districts, fees, references and seeds, and the browser's submit check, read these rules; the
 * light part every start-up module needs is the manifests (`index.ts`, `basics.ts`). Heavy (the schemas):
 * loaded by lazy pages and the mock, never at start-up.
 */
import { certificationRule } from './certification/certification.rule';
import { churchAgentRule } from './church-agent/church-agent.rule';
import { civilMarriageRule } from './civil-marriage/civil-marriage.rule';
import { customaryMarriageRule } from './customary-marriage/customary-marriage.rule';
import { districtKadhiRule } from './district-kadhi/district-kadhi.rule';
import { divorceReturnsRule } from './divorce-returns/divorce-returns.rule';
import { manifestsDisagree } from './define-service';
import { SERVICE_MANIFESTS } from './index';
import { islamicMarriageReturnsRule } from './islamic-marriage-returns/islamic-marriage-returns.rule';
import { maritalStatusLetterRule } from './marital-status-letter/marital-status-letter.rule';
import { marriageReturnsRule } from './marriage-returns/marriage-returns.rule';
import { publicPlaceLicenceRule } from './public-place-licence/public-place-licence.rule';
import { publicPlaceMarriageRule } from './public-place-marriage/public-place-marriage.rule';
import { recordSearchRule } from './record-search/record-search.rule';
import type { ServiceRule } from './service-rule';
import type { ServiceType } from './service-types';
import { specialLicenceRule } from './special-licence/special-licence.rule';

/** Every rule; checked at load against the manifests (one each). */
const RULES: readonly ServiceRule[] = [
  civilMarriageRule,
  customaryMarriageRule,
  publicPlaceMarriageRule,
  publicPlaceLicenceRule,
  specialLicenceRule,
  marriageReturnsRule,
  divorceReturnsRule,
  maritalStatusLetterRule,
  recordSearchRule,
  certificationRule,
  districtKadhiRule,
  churchAgentRule,
  islamicMarriageReturnsRule,
];

const disagreement = manifestsDisagree(
  SERVICE_MANIFESTS.map((m) => m.type),
  RULES,
);
if (disagreement) throw new Error(`Rules: ${disagreement}`);

/** Every service's rule, by type (SPEC.md §1). */
export const SERVICE_RULES: Readonly<Record<ServiceType, ServiceRule>> = Object.fromEntries(RULES.map((r) => [r.type, r])) as Record<
  ServiceType,
  ServiceRule
>;

/**
 * The rule of a service type.
 * @param type - a service type value.
 * @returns its rule (every type has one).
 */
export function serviceRule(type: ServiceType): ServiceRule {
  return SERVICE_RULES[type];
}
