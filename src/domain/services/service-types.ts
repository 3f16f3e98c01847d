/**
 * The catalogue of application service types (SPEC.md §1: "label = value").
 *
 * A service type is the value the API stores on an application; the label is what people read. This is the
 * one list of values; every other fact of a service is in its manifest (`index.ts`, checked against this list).
 */
import type { MessageDescriptor } from '@lingui/core';
import { wordsTable } from '../words';
import { SERVICE_MANIFESTS } from './index';

/** Every application service type value, in the order SPEC.md §1 lists them. */
export const SERVICE_TYPES = [
  'MARRIAGE',
  'CUSTOMARY_MARRIAGE',
  'ORGANIZATION_MARRIAGE',
  'PUBLIC_PLACE_LICENSING',
  'SPECIAL_LICENSE',
  'MARRIAGE_RETURNS',
  'DIVORCE_RETURNS',
  'SINGLE_STATUS_LETTER',
  'SEARCH_REQUESTS',
  'CERTIFICATION',
  'DISTRICT_KADHI',
  'CHURCH_AGENT',
  'ISLAMIC_MARRIAGE_RETURNS',
] as const;

/** An application service type value (SPEC.md §1). */
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * The label people read for each service type, exactly as SPEC.md §1 gives it: each manifest's `label`
 * (the one list of manifests, `index.ts`).
 */
export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = wordsTable(
  Object.fromEntries(SERVICE_MANIFESTS.map((m) => [m.type, m.label])) as Record<ServiceType, MessageDescriptor>,
);

/**
 * Type guard: is `value` one of the 13 service type values?
 * @param value - any value, typically from a URL or an API answer.
 * @returns true when `value` is a {@link ServiceType}.
 */
export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/**
 * The label of a service type (SPEC.md §1).
 * @param type - a service type value.
 * @returns its label, e.g. `serviceLabel('MARRIAGE') === 'Civil Marriages'`.
 */
export function serviceLabel(type: ServiceType): string {
  return SERVICE_LABELS[type];
}
