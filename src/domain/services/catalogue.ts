/**
 * The service registry: every service type's rule (src/domain/services/<service>/<service>.rule.ts),
 * by type (docs/decisions/006-service-registry.md). The mock API's submit checks, districts, fees,
 * references and seeds, and the browser's submit check, read these rules; the light part every
 * start-up module needs is `basics.ts`.
 *
 * A service whose form is not built yet has no schema of its own: its answers are any object (what
 * the mock accepted before the service existed) until its folder replaces the entry.
 */
import { z } from 'zod';
import { SERVICE_BASICS } from './basics';
import { certificationRule } from './certification/certification.rule';
import { churchAgentRule } from './church-agent/church-agent.rule';
import { civilMarriageRule } from './civil-marriage/civil-marriage.rule';
import { customaryMarriageRule } from './customary-marriage/customary-marriage.rule';
import { maritalStatusLetterRule } from './marital-status-letter/marital-status-letter.rule';
import { marriageReturnsRule } from './marriage-returns/marriage-returns.rule';
import { divorceReturnsRule } from './divorce-returns/divorce-returns.rule';
import { islamicMarriageReturnsRule } from './islamic-marriage-returns/islamic-marriage-returns.rule';
import { districtKadhiRule } from './district-kadhi/district-kadhi.rule';
import { publicPlaceLicenceRule } from './public-place-licence/public-place-licence.rule';
import { publicPlaceMarriageRule } from './public-place-marriage/public-place-marriage.rule';
import { recordSearchRule } from './record-search/record-search.rule';
import { answerText, type Answers, type ServiceRule } from './service-rule';
import { SERVICE_TYPES, type ServiceType } from './service-types';
import { specialLicenceRule } from './special-licence/special-licence.rule';

/** Answers of a service not built yet: any object. */
const anyAnswers = z.record(z.string(), z.unknown());

/** The rules of the built services. */
const BUILT: Partial<Record<ServiceType, ServiceRule>> = {
  MARRIAGE: civilMarriageRule,
  CUSTOMARY_MARRIAGE: customaryMarriageRule,
  PUBLIC_PLACE_LICENSING: publicPlaceLicenceRule,
  SPECIAL_LICENSE: specialLicenceRule,
  MARRIAGE_RETURNS: marriageReturnsRule,
  ISLAMIC_MARRIAGE_RETURNS: islamicMarriageReturnsRule,
  DIVORCE_RETURNS: divorceReturnsRule,
  DISTRICT_KADHI: districtKadhiRule,
  CHURCH_AGENT: churchAgentRule,
  ORGANIZATION_MARRIAGE: publicPlaceMarriageRule,
  SINGLE_STATUS_LETTER: maritalStatusLetterRule,
  CERTIFICATION: certificationRule,
  SEARCH_REQUESTS: recordSearchRule,
};

/**
 * The rule of a service not built yet: its basics, any answers, the district in `district`.
 * @param type - the service type.
 */
function notBuiltRule(type: ServiceType): ServiceRule {
  return {
    ...SERVICE_BASICS[type],
    answersSchema: () => anyAnswers as z.ZodType<Answers>,
    districtOf: (answers) => answerText(answers, 'district') || null,
    correctableSections: [],
    exampleAnswers: (ctx) => ({ district: ctx.district }),
  };
}

/** Every service's rule, by type (SPEC.md §1). */
export const SERVICE_RULES: Readonly<Record<ServiceType, ServiceRule>> = Object.fromEntries(
  SERVICE_TYPES.map((type) => [type, BUILT[type] ?? notBuiltRule(type)]),
) as Record<ServiceType, ServiceRule>;

/**
 * The rule of a service type.
 * @param type - a service type value.
 * @returns its rule (every type has one).
 */
export function serviceRule(type: ServiceType): ServiceRule {
  return SERVICE_RULES[type];
}
