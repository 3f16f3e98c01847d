/**
 * The National Identification Number rule (SPEC.md §5, DOMAIN.md §4).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from './words';

/** A NIN is exactly 14 letters or digits once trimmed and upper-cased (DOMAIN.md §4). */
export const NIN_LENGTH = 14;

const NIN_PATTERN = /^[A-Z0-9]{14}$/;

/**
 * Normalise a NIN as typed: trim and upper-case (SPEC.md §5 "nin is trimmed and upper-cased").
 * @param input - the raw text.
 * @returns the normalised text (not yet checked).
 */
export function normaliseNin(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Is a normalised NIN well formed? 14 letters or digits; the prefix is not checked
 * (CM, CF, P, R, TMP all exist: the NIRA verification decides, DOMAIN.md §4).
 * @param nin - a NIN, already normalised with {@link normaliseNin}.
 */
export function isWellFormedNin(nin: string): boolean {
  return NIN_PATTERN.test(nin);
}

/**
 * Why a NIN as typed is not acceptable, in words for the person, or null when it is well formed.
 * @param input - the raw text.
 * @returns an error message, or null.
 */
export function ninProblem(input: string): string | null {
  const nin = normaliseNin(input);
  if (nin.length === 0) return textOf(msg`Enter your National Identification Number (NIN)`);
  if (!/^[A-Z0-9]*$/.test(nin)) return textOf(msg`A NIN contains only letters and digits`);
  if (nin.length !== NIN_LENGTH) {
    const entered = nin.length;
    return textOf(msg`A NIN is ${NIN_LENGTH} letters and digits; you entered ${entered}`);
  }
  return null;
}
