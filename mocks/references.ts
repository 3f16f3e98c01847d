/**
 * Public numbers the mock hands out: application references ("MR-2026-000123": service prefix,
 * year, 6-digit sequence; docs/decisions/005-application-lifecycle.md), payment registration
 * numbers ("PRN" + 10 digits; DOMAIN.md §4) and receipt numbers. The sequences live in the
 * `counters` collection, so they survive a reload in the browser.
 */
import { REFERENCE_PREFIXES } from '../src/domain/services/basics';
import type { ServiceType } from '../src/domain/services/service-types';
import { now } from './clock';
import { db } from './db';
import { randomDigits } from './random';

/** The reference prefix of each service: its rule's (src/domain/services). */
export { REFERENCE_PREFIXES };

/** The shape of every reference: two letters, the year, six digits. */
export const REFERENCE_PATTERN = /^[A-Z]{2}-\d{4}-\d{6}$/;

/**
 * A reference from its parts.
 * @param serviceType - the application's service.
 * @param year - four digits, e.g. 2026.
 * @param sequence - 1 to 999999 (more digits are kept when the sequence outgrows six).
 * @returns e.g. "MR-2026-000123".
 */
export function formatReference(serviceType: ServiceType, year: number, sequence: number): string {
  return `${REFERENCE_PREFIXES[serviceType]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Reserve a block of sequence numbers of a service and year.
 * @param serviceType - the service.
 * @param year - the year of the references.
 * @param count - how many numbers (at least 1).
 * @returns the first number of the block; the block is `first … first + count - 1`.
 */
export async function reserveSequence(serviceType: ServiceType, year: number, count = 1): Promise<number> {
  const id = `${REFERENCE_PREFIXES[serviceType]}-${year}`;
  const counter = db.counters.findFirst((q) => q.where({ id }));
  if (!counter) {
    await db.counters.create({ id, last: count });
    return 1;
  }
  const first = counter.last + 1;
  await db.counters.update(counter, {
    data(draft) {
      draft.last = counter.last + count;
    },
  });
  return first;
}

/**
 * The next reference of a service, in the year of the mock clock.
 * @param serviceType - the service.
 * @param atMs - the moment, ms since the epoch (mock clock); defaults to now.
 */
export async function nextReference(serviceType: ServiceType, atMs: number = now()): Promise<string> {
  const year = new Date(atMs).getUTCFullYear();
  return formatReference(serviceType, year, await reserveSequence(serviceType, year));
}

/**
 * A new payment registration number: "PRN" and 10 random digits (DOMAIN.md §4).
 * @param taken - whether a PRN is already used; a new one is drawn until it is free.
 */
export function newPrn(taken: (prn: string) => boolean): string {
  let prn: string;
  do prn = `PRN${randomDigits(10)}`;
  while (taken(prn));
  return prn;
}

/** A new card receipt number: "RCT" and 10 random digits. */
export function newReceiptNumber(): string {
  return `RCT${randomDigits(10)}`;
}
