/**
 * The basics of every service, by type: label, review chain, reference prefix, fee item, built or not
 * (src/domain/services/<service>/<service>.basics.ts). Light on purpose: the route table, navigation
 * and lifecycle machine read it at start-up; the full rules (schemas) are `catalogue.ts`
 * (docs/decisions/006-service-registry.md).
 */
import { FOUR_LEVEL_CHAIN, REGISTRAR_CHAIN, type ReviewLevel } from '../review-chains';
import { certificationBasics } from './certification/certification.basics';
import { churchAgentBasics } from './church-agent/church-agent.basics';
import { civilMarriageBasics } from './civil-marriage/civil-marriage.basics';
import { customaryMarriageBasics } from './customary-marriage/customary-marriage.basics';
import { marriageReturnsBasics } from './marriage-returns/marriage-returns.basics';
import { divorceReturnsBasics } from './divorce-returns/divorce-returns.basics';
import { islamicMarriageReturnsBasics } from './islamic-marriage-returns/islamic-marriage-returns.basics';
import { districtKadhiBasics } from './district-kadhi/district-kadhi.basics';
import { publicPlaceLicenceBasics } from './public-place-licence/public-place-licence.basics';
import { publicPlaceMarriageBasics } from './public-place-marriage/public-place-marriage.basics';
import type { ServiceBasics } from './service-rule';
import { SERVICE_LABELS, SERVICE_TYPES, type ServiceType } from './service-types';
import { specialLicenceBasics } from './special-licence/special-licence.basics';
import { maritalStatusLetterBasics } from './marital-status-letter/marital-status-letter.basics';
import { recordSearchBasics } from './record-search/record-search.basics';

/**
 * The basics of a service whose form is not built yet: its label, chain, reference prefix and fee item
 * are known (SPEC.md §1, DOMAIN.md §2, §4) until its own folder replaces the entry.
 * @param type - the service type.
 * @param referencePrefix - its two letters.
 * @param feeItem - its price list item, or null.
 * @param chain - its review chain (DOMAIN.md §2); the registrar's by default.
 */
export function notBuiltYet(
  type: ServiceType,
  referencePrefix: string,
  feeItem: string | null,
  chain: readonly ReviewLevel[] = REGISTRAR_CHAIN,
): ServiceBasics {
  return { type, label: SERVICE_LABELS[type], chain, referencePrefix, feeItem, built: false };
}

/** Every service's basics, by type (SPEC.md §1). */
export const SERVICE_BASICS: Readonly<Record<ServiceType, ServiceBasics>> = {
  MARRIAGE: civilMarriageBasics,
  CUSTOMARY_MARRIAGE: customaryMarriageBasics,
  ORGANIZATION_MARRIAGE: publicPlaceMarriageBasics,
  PUBLIC_PLACE_LICENSING: publicPlaceLicenceBasics,
  SPECIAL_LICENSE: specialLicenceBasics,
  MARRIAGE_RETURNS: marriageReturnsBasics,
  DIVORCE_RETURNS: divorceReturnsBasics,
  SINGLE_STATUS_LETTER: maritalStatusLetterBasics,
  SEARCH_REQUESTS: recordSearchBasics,
  CERTIFICATION: certificationBasics,
  DISTRICT_KADHI: districtKadhiBasics,
  CHURCH_AGENT: churchAgentBasics,
  ISLAMIC_MARRIAGE_RETURNS: islamicMarriageReturnsBasics,
};

/** The review chain of each service (DOMAIN.md §2 "Review chains"). */
export const REVIEW_CHAINS: Readonly<Record<ServiceType, readonly ReviewLevel[]>> = Object.fromEntries(
  SERVICE_TYPES.map((type) => [type, SERVICE_BASICS[type].chain]),
) as Record<ServiceType, readonly ReviewLevel[]>;

/** The reference prefix of each service. */
export const REFERENCE_PREFIXES: Readonly<Record<ServiceType, string>> = Object.fromEntries(
  SERVICE_TYPES.map((type) => [type, SERVICE_BASICS[type].referencePrefix]),
) as Record<ServiceType, string>;

/** The services whose chain has the four levels (the licences). */
export const FOUR_LEVEL_SERVICES: readonly ServiceType[] = SERVICE_TYPES.filter((t) => SERVICE_BASICS[t].chain === FOUR_LEVEL_CHAIN);

/**
 * A service's fee in a price list, whole UGX: the amount of its fee item (`ServiceBasics.feeItem`, matched by
 * the item's id; DOMAIN.md §4); 0 when the service names none or the list lacks it (free: no
 * Payment_Confirmation). The mock API's fee rules (answers-dependent items, billables) are its own business.
 * @param prices - the price list (GET /prices), at least each item's id and amount.
 * @param serviceType - the service.
 */
export function feeInPriceList(prices: ReadonlyArray<{ id: string; amountUgx: number }>, serviceType: ServiceType): number {
  const item = SERVICE_BASICS[serviceType].feeItem;
  return item ? (prices.find((p) => p.id === item)?.amountUgx ?? 0) : 0;
}
