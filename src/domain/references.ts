/**
 * Application references (docs/decisions/011-references.md): what a person reads on their confirmation,
 * says on the phone and types into the tracking page.
 *
 * Shape: `MR-2026-7KQ4-9XH3`: the service's two-letter prefix (src/domain/services/basics.ts
 * `REFERENCE_PREFIXES`), the year of issue, then eight characters of Crockford's base32 (digits and
 * letters without I, L, O and U) in two groups of four: seven random characters (35 bits) and a check
 * character.
 *
 * The check character is Luhn mod 32 over every character before it: the prefix letters (A = 0 … Z = 25),
 * the year's digits (0 … 9) and the random characters (their Crockford values, 0 … 31). It catches every
 * single mistyped character anywhere in the reference and most swaps of two neighbouring characters, so
 * a mistyped reference is told apart from an unknown one without asking the registry.
 *
 * Pure: no randomness here. The issuer (the registry API; mocks/references.ts in the mock) draws the
 * random number and calls {@link referenceFromNumber}.
 */

import { msg } from '@lingui/core/macro';
import { wordsTable } from './words';
import {
  crockfordRead,
  crockfordValue,
  encodeCrockford,
  decodeCrockford,
  luhnMod32Check,
  luhnMod32Sum,
  TYPED_SEPARATORS,
} from './crockford';

// Re-exported: references were their first users, and their tests read them here.
export { CROCKFORD_ALPHABET, decodeCrockford, encodeCrockford } from './crockford';

/** How many random characters a reference holds (before its check character). */
export const REFERENCE_RANDOM_LENGTH = 7;

/** How many random bits a reference holds: 5 per random character. */
export const REFERENCE_RANDOM_BITS = REFERENCE_RANDOM_LENGTH * 5;

/** How many different random parts exist: 2^35 = 34,359,738,368. Draw numbers in `0 … REFERENCE_SPACE - 1`. */
export const REFERENCE_SPACE = 2 ** REFERENCE_RANDOM_BITS;

/** Longest text the tracking field accepts (a reference with room for spaces and stray characters). */
export const REFERENCE_MAX = 40;

/** The shape of a reference as the registry writes it (upper case, dashes in place); the check character is not verified. */
export const REFERENCE_PATTERN = /^[A-Z]{2}-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A reference with a valid check character, used in hints and messages. */
export const EXAMPLE_REFERENCE = 'MR-2026-7KQ4-9XH3';

/** Why a typed reference is not a reference. */
export type ReferenceProblem = 'empty' | 'tooLong' | 'characters' | 'shape' | 'check';

/**
 * The words a person reads for each {@link ReferenceProblem} (the tracking form and the API's 400). No
 * example inside: the field's hint shows one ({@link EXAMPLE_REFERENCE}), and a reference in a message
 * would wrap at a dash.
 */
export const REFERENCE_MESSAGES: Readonly<Record<ReferenceProblem, string>> = wordsTable({
  empty: msg`Enter the application reference`,
  tooLong: msg`The reference must be ${REFERENCE_MAX} characters or fewer`,
  characters: msg`The reference contains only letters, digits and hyphens`,
  shape: msg`The reference is 2 letters, the year and 8 letters or digits`,
  check: msg`Check the reference: it has a typing mistake`,
});

/** A reference taken apart. */
export interface ParsedReference {
  /** The reference as the registry writes it, e.g. "MR-2026-7KQ4-9XH3". */
  reference: string;
  /** The service prefix, e.g. "MR". */
  prefix: string;
  /** The year of issue, e.g. 2026. */
  year: number;
  /** The random part as a number, `0 … REFERENCE_SPACE - 1`. */
  number: number;
}

/** What {@link parseReference} answers. */
export type ReferenceParseResult = ({ ok: true } & ParsedReference) | { ok: false; problem: ReferenceProblem };

const ALLOWED = /^[A-Za-z0-9\s\-\u2010-\u2015\u2212]*$/;
/** Two letters, four year characters, eight characters of the random part and check (before Crockford's reading). */
const COMPACT_LENGTH = 2 + 4 + REFERENCE_RANDOM_LENGTH + 1;

/**
 * The values the check character covers, in order: prefix letters (A = 0 … Z = 25), year digits,
 * random characters (Crockford values).
 */
function checkedValues(prefix: string, year: string, random: string): number[] {
  const values: number[] = [];
  for (const c of prefix) values.push(c.charCodeAt(0) - 65);
  for (const c of year) values.push(c.charCodeAt(0) - 48);
  for (const c of random) values.push(crockfordValue(c) ?? 0);
  return values;
}

/**
 * The check character of a reference's parts (Luhn mod 32; decision 011).
 * @param prefix - two upper-case letters A–Z, e.g. "MR".
 * @param year - four digits, e.g. "2026".
 * @param random - the seven random characters in Crockford's alphabet, upper case.
 * @returns one character of {@link CROCKFORD_ALPHABET}.
 * @throws RangeError when a part is not of its shape.
 */
export function checkCharacter(prefix: string, year: string, random: string): string {
  if (!/^[A-Z]{2}$/.test(prefix)) throw new RangeError(`A reference prefix is two letters A–Z, not "${prefix}"`);
  if (!/^\d{4}$/.test(year)) throw new RangeError(`A reference year is four digits, not "${year}"`);
  if (random.length !== REFERENCE_RANDOM_LENGTH || [...random].some((c) => crockfordValue(c) === undefined)) {
    throw new RangeError(`The random part is ${REFERENCE_RANDOM_LENGTH} characters of Crockford's base32, not "${random}"`);
  }
  return luhnMod32Check(checkedValues(prefix, year, random));
}

/**
 * The reference of a service prefix, a year and a drawn number.
 * @param prefix - the service's two letters (`REFERENCE_PREFIXES`), e.g. "MR".
 * @param year - the year of issue, 1000 to 9999.
 * @param number - the random part, a whole number in `0 … REFERENCE_SPACE - 1` (the issuer draws it).
 * @returns e.g. "MR-2026-7KQ4-9XH3".
 * @throws RangeError when a part is out of range.
 */
export function referenceFromNumber(prefix: string, year: number, number: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`A reference year is four digits, not ${year}`);
  const random = encodeCrockford(number, REFERENCE_RANDOM_LENGTH);
  const body = random + checkCharacter(prefix, String(year), random);
  return `${prefix}-${year}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/**
 * Read a reference as a person typed or pasted it: any case; spaces, hyphens or dashes anywhere, or
 * none; in the year and the last eight characters O is read as 0 and I or L as 1 (Crockford). Then the
 * check character is verified, so a typing mistake is found without asking the registry.
 * @param typed - the text as typed.
 * @returns `{ ok: true, reference, prefix, year, number }` with the reference written as the registry
 *   writes it, or `{ ok: false, problem }`: `empty`; `tooLong` (over {@link REFERENCE_MAX} characters);
 *   `characters` (something other than letters, digits, spaces and hyphens); `shape` (not 2 letters,
 *   4 digits and 8 letters or digits); `check` (a U, or the check character does not match: a typing
 *   mistake). Messages: {@link REFERENCE_MESSAGES}.
 */
export function parseReference(typed: string): ReferenceParseResult {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > REFERENCE_MAX) return { ok: false, problem: 'tooLong' };
  if (!ALLOWED.test(trimmed)) return { ok: false, problem: 'characters' };
  const compact = trimmed.replace(TYPED_SEPARATORS, '').toUpperCase();
  if (compact.length !== COMPACT_LENGTH) return { ok: false, problem: 'shape' };
  const prefix = compact.slice(0, 2);
  const year = [...compact.slice(2, 6)].map(crockfordRead).join('');
  const body = [...compact.slice(6)].map(crockfordRead).join('');
  if (!/^[A-Z]{2}$/.test(prefix) || !/^\d{4}$/.test(year)) return { ok: false, problem: 'shape' };
  // Every remaining letter but U is of the alphabet; a U is never written, so it is a typing mistake.
  if ([...body].some((c) => crockfordValue(c) === undefined)) return { ok: false, problem: 'check' };
  const random = body.slice(0, REFERENCE_RANDOM_LENGTH);
  if (luhnMod32Sum(checkedValues(prefix, year, body), false) !== 0) return { ok: false, problem: 'check' };
  return {
    ok: true,
    reference: `${prefix}-${year}-${body.slice(0, 4)}-${body.slice(4)}`,
    prefix,
    year: Number(year),
    number: decodeCrockford(random) ?? 0,
  };
}

/**
 * Is this text a reference exactly as the registry writes it, with a valid check character?
 * @param value - any text, e.g. an API answer's `reference`.
 */
export function isReference(value: string): boolean {
  if (!REFERENCE_PATTERN.test(value)) return false;
  const parsed = parseReference(value);
  return parsed.ok && parsed.reference === value;
}
