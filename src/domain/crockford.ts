/**
 * Crockford's base32 and the Luhn mod 32 check character: the pieces shared by the public numbers a
 * person reads, says and types (application references, docs/decisions/011-references.md; the codes
 * of issued documents, src/domain/schemas/documents.ts). Pure: no randomness here.
 */

/** Crockford's base32 alphabet, in value order: no I, L, O or U (easy to read aloud and to type). */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const VALUES = new Map<string, number>([...CROCKFORD_ALPHABET].map((c, i) => [c, i]));
const BASE = CROCKFORD_ALPHABET.length;

/** Separators people type or paste between groups: spaces, hyphens and dashes (global regex). */
export const TYPED_SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * The value of one character of {@link CROCKFORD_ALPHABET}.
 * @param c - one upper-case character.
 * @returns 0 … 31, or undefined when it is not of the alphabet (I, L, O, U, lower case, anything else).
 */
export function crockfordValue(c: string): number | undefined {
  return VALUES.get(c);
}

/**
 * Crockford's reading of a typed character: O is 0, I and L are 1; any other character is returned as it is.
 * @param c - one upper-case character.
 */
export function crockfordRead(c: string): string {
  if (c === 'O') return '0';
  if (c === 'I' || c === 'L') return '1';
  return c;
}

/**
 * Luhn mod 32's sum: from the right, every second value (starting with the rightmost when
 * `doubleFirst`) is doubled and its base-32 digits added.
 * @param values - values 0 … 31, in reading order.
 * @param doubleFirst - true to compute a check character for `values`; false to verify values that end with theirs.
 * @returns the sum mod 32: 0 when `values` end with a valid check character (and `doubleFirst` is false).
 */
export function luhnMod32Sum(values: readonly number[], doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = values.length - 1; i >= 0; i -= 1) {
    let addend = (values[i] ?? 0) * (double ? 2 : 1);
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
    double = !double;
  }
  return sum % BASE;
}

/**
 * The Luhn mod 32 check character of some values: catches every single wrong character and most swaps
 * of two neighbours.
 * @param values - values 0 … 31, in reading order.
 * @returns one character of {@link CROCKFORD_ALPHABET}.
 */
export function luhnMod32Check(values: readonly number[]): string {
  return CROCKFORD_ALPHABET[(BASE - luhnMod32Sum(values, true)) % BASE] as string;
}

/**
 * A number written in Crockford's base32, most significant character first, padded with zeros.
 * @param value - a whole number, 0 or more, below 32^length.
 * @param length - how many characters.
 * @throws RangeError when the number does not fit.
 */
export function encodeCrockford(value: number, length: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= BASE ** length) {
    throw new RangeError(`${value} is not a whole number that ${length} base-32 characters can hold`);
  }
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = (CROCKFORD_ALPHABET[rest % BASE] as string) + out;
    rest = Math.floor(rest / BASE);
  }
  return out;
}

/**
 * The number a Crockford base32 text writes (upper case, no separators; O, I and L are not read here).
 * @param text - characters of {@link CROCKFORD_ALPHABET}.
 * @returns the number, or null when a character is not of the alphabet.
 */
export function decodeCrockford(text: string): number | null {
  let value = 0;
  for (const c of text) {
    const digit = VALUES.get(c);
    if (digit === undefined) return null;
    value = value * BASE + digit;
  }
  return value;
}
