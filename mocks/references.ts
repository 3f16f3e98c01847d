/**
 * Public numbers the mock hands out: application references ("MR-2026-7KQ4-9XH3": service prefix,
 * year, seven random Crockford characters and a check character; src/domain/references.ts,
 * docs/decisions/011-references.md), payment registration numbers ("PRN" + 10 digits; DOMAIN.md §4)
 * and receipt numbers.
 */
import { referenceFromNumber, REFERENCE_SPACE } from '../src/domain/references';
import { REFERENCE_PREFIXES } from '../src/domain/services/basics';
import type { ServiceType } from '../src/domain/services/service-types';
import { findApplicationByReference } from './application-store';
import { now } from './clock';
import { randomDigits } from './random';

/** A draw of a reference's random part: a whole number in `0 … REFERENCE_SPACE - 1` (2^35 values). */
export type ReferenceDraw = () => number;

/** 35 bits from Web Crypto: 3 bits of one 32-bit value and all 32 of another. */
export const cryptoReferenceDraw: ReferenceDraw = () => {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0b111) * 2 ** 32 + low;
};

/**
 * A draw from a pseudo-random generator of numbers in [0, 1) with 32 bits each (mocks/seed
 * `random(seed)`), for seeds and benchmark data whose references must be the same on every reseed.
 * @param next - the generator; two numbers are taken per draw.
 */
export function seededReferenceDraw(next: () => number): ReferenceDraw {
  return () => Math.floor(next() * 8) * 2 ** 32 + Math.floor(next() * 2 ** 32);
}

/** Options of {@link nextReference}. */
export interface NextReferenceOptions {
  /** Whether a reference is already issued; drawn again until it is not. Default: any application of the store has it. */
  taken?: (reference: string) => boolean;
  /** Where the random part comes from. Default {@link cryptoReferenceDraw}. */
  draw?: ReferenceDraw;
}

/**
 * Issue a new reference of a service: its prefix, the year of `atMs` (UTC) and a random part no
 * application holds yet (drawn again while taken). Unguessable: knowing one reference tells nothing
 * about the next (decision 011).
 * @param serviceType - the application's service.
 * @param atMs - the moment of issue, ms since the epoch (mock clock); defaults to now.
 * @param options - the taken check and the draw.
 * @returns e.g. "MR-2026-7KQ4-9XH3".
 */
export function nextReference(serviceType: ServiceType, atMs: number = now(), options: NextReferenceOptions = {}): string {
  const taken = options.taken ?? ((reference: string) => findApplicationByReference(reference) !== undefined);
  const draw = options.draw ?? cryptoReferenceDraw;
  const year = new Date(atMs).getUTCFullYear();
  let reference: string;
  do reference = referenceFromNumber(REFERENCE_PREFIXES[serviceType], year, draw() % REFERENCE_SPACE);
  while (taken(reference));
  return reference;
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
