/**
 * What every start-up module reads about the services, derived from the one list of manifests
 * (`index.ts`; docs/decisions/035-service-manifests.md): each service's manifest by type, its review
 * chain, reference prefix, tax head and fee. Light on purpose: the route table, navigation and
 * lifecycle machine read it at start-up; the full rules (schemas) are `catalogue.ts`.
 */
import { FOUR_LEVEL_CHAIN, type ReviewLevel } from '../review-chains';
import { manifestsDisagree } from './define-service';
import { SERVICE_MANIFESTS } from './index';
import type { ServiceManifest } from './service-rule';
import { SERVICE_TYPES, type ServiceType } from './service-types';

const disagreement = manifestsDisagree(SERVICE_TYPES, SERVICE_MANIFESTS);
if (disagreement) throw new Error(disagreement);

/**
 * A table of one fact of every service, by type, read off the manifests.
 * @param fact - what to read of a manifest.
 */
function byType<T>(fact: (manifest: ServiceManifest) => T): Readonly<Record<ServiceType, T>> {
  return Object.fromEntries(SERVICE_MANIFESTS.map((m) => [m.type, fact(m)])) as Record<ServiceType, T>;
}

/** Every service's manifest, by type (SPEC.md §1). */
export const SERVICE_BASICS: Readonly<Record<ServiceType, ServiceManifest>> = byType((m) => m);

/** The review chain of each service (DOMAIN.md §2 "Review chains"). */
export const REVIEW_CHAINS: Readonly<Record<ServiceType, readonly ReviewLevel[]>> = byType((m) => m.chain);

/** The reference prefix of each service. */
export const REFERENCE_PREFIXES: Readonly<Record<ServiceType, string>> = byType((m) => m.referencePrefix);

/** The tax head code of each service (`ServiceManifest.taxHead`). */
export const TAX_HEAD_OF: Readonly<Record<ServiceType, string>> = byType((m) => m.taxHead);

/** The services whose chain has the four levels (the licences). */
export const FOUR_LEVEL_SERVICES: readonly ServiceType[] = SERVICE_TYPES.filter((t) => SERVICE_BASICS[t].chain === FOUR_LEVEL_CHAIN);

/**
 * A service's fee in a price list, whole UGX: the amount of its fee item (`ServiceManifest.feeItem`, matched by
 * the item's id; DOMAIN.md §4); 0 when the service names none or the list lacks it (free: no
 * Payment_Confirmation). The mock API's fee rules (answers-dependent items, billables) are its own business.
 * @param prices - the price list (GET /prices), at least each item's id and amount.
 * @param serviceType - the service.
 */
export function feeInPriceList(prices: ReadonlyArray<{ id: string; amountUgx: number }>, serviceType: ServiceType): number {
  const item = SERVICE_BASICS[serviceType].feeItem;
  return item ? (prices.find((p) => p.id === item)?.amountUgx ?? 0) : 0;
}
