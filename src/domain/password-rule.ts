/**
 * The password rule: what a new password must be, and the words that say why one is refused
 * (NIST SP 800-63B rev. 3 §5.1.1.2, "Memorized Secret Verifiers"; rev. 4 §3.1.1.2 says the same;
 * docs/decisions/012-password-policy.md).
 *
 * - At least {@link PASSWORD_MIN} and at most {@link PASSWORD_MAX} characters, counted as Unicode code
 *   points after NFKC normalisation (NIST: "each Unicode code point SHALL be counted as a single
 *   character"). Any character is allowed, spaces and emoji included.
 * - No composition rules: no demand for capitals, digits or symbols (NIST: "SHOULD NOT impose other
 *   composition rules").
 * - Refused when it is on the list of common passwords (case-insensitive), a repeated pattern or a
 *   straight sequence, or built from the person's own name, e-mail address or phone number (NIST:
 *   "compare the prospective secrets against a list that contains values known to be commonly-used,
 *   expected, or compromised … repetitive or sequential characters … context-specific words").
 *
 * Pure: the common list is passed in (see `common-passwords.ts`, which loads it lazily).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { textOf } from './words';

/** Fewest characters (Unicode code points after NFKC) of a new password (NIST SP 800-63B §5.1.1.2: 8). */
export const PASSWORD_MIN = 8;
/**
 * Most characters (Unicode code points after NFKC) of a password. NIST asks to allow at least 64;
 * 128 leaves room for any passphrase or password-manager output while bounding the work of hashing
 * and of the strength estimate (docs/decisions/012-password-policy.md).
 */
export const PASSWORD_MAX = 128;
/** How many entries of the ranked common-password list are refused (docs/decisions/012). */
export const COMMON_PASSWORD_COUNT = 10_000;

/** Letters other than the person's own details that a password needs before it stops counting as "based on" them. */
export const PERSONAL_OTHER_LETTERS_MIN = 4;

/** Why a new password is refused. */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong' | 'common' | 'repetitive' | 'name' | 'email' | 'phone';

/**
 * The message shown next to the password field (and by the API in `errors.password`) for each problem, drawn with
 * src/domain/words.ts `textOf` in the language of the moment.
 */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, MessageDescriptor>> = {
  empty: msg`Enter a password`,
  tooShort: msg`Your password must be at least ${PASSWORD_MIN} characters`,
  tooLong: msg`Your password must be ${PASSWORD_MAX} characters or fewer`,
  common: msg`Choose a password that is harder to guess: this one is on a list of common passwords`,
  repetitive: msg`Choose a password that is harder to guess: this one is a repeated pattern or a simple sequence, like aaaaaaaa or 12345678`,
  name: msg`Choose a password that is harder to guess: this one is based on your name`,
  email: msg`Choose a password that is harder to guess: this one is based on your email address`,
  phone: msg`Choose a password that is harder to guess: this one is based on your phone number`,
};

/** What is known of the account the password is for; every part optional (a page may know none). */
export interface PasswordContext {
  /** Given name as registered. */
  givenName?: string | null;
  /** Surname as registered. */
  surname?: string | null;
  /** E-mail address. */
  email?: string | null;
  /** Phone number, E.164 ("+256772123456") or national ("0772 123456"). */
  phone?: string | null;
}

/** What {@link checkPassword} checks against besides the password itself. */
export interface PasswordCheckOptions {
  /**
   * The common passwords, lower-case (from `loadCommonPasswords()`), or null when not loaded: the
   * common check is then skipped (the API still makes it).
   */
  commonPasswords?: ReadonlySet<string> | null;
  /** The account's own details. */
  context?: PasswordContext | null;
}

/**
 * The password as it is compared and stored: NFKC-normalised (NIST SP 800-63B §5.1.1.2: "SHOULD apply
 * the Normalization Process for Stabilized Strings using either the NFKC or NFKD normalization").
 * @param password - as typed.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * The length of a password as the rule counts it: Unicode code points after NFKC, so an emoji or an
 * accented letter typed either way counts once.
 * @param password - as typed.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of normalisePassword(password)) count += 1;
  return count;
}

/**
 * The problems that need nothing but the password: empty, too short, too long, repetitive.
 * @param password - as typed.
 * @returns the first problem, or null.
 */
export function passwordShapeProblem(password: string): 'empty' | 'tooShort' | 'tooLong' | 'repetitive' | null {
  if (password.length === 0) return 'empty';
  // 8 UTF-16 units per allowed character is too long whatever NFKC does: don't normalise megabytes.
  if (password.length > PASSWORD_MAX * 8) return 'tooLong';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  if (isRepetitiveOrSequential(password)) return 'repetitive';
  return null;
}

/**
 * Is the password, ignoring case, on the common list? Surrounding spaces are ignored too
 * ("password " is "password").
 * @param password - as typed.
 * @param commonPasswords - lower-case entries.
 */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(normalisePassword(password).trim().toLowerCase());
}

/** Longest unit whose repetition makes a password "repetitive" ("abab…", "abcabc…", "passpass"). */
const REPEAT_UNIT_MAX = 4;

/**
 * Is the whole password (ignoring case) one short unit repeated ("aaaaaaaa", "abababab", "passpass",
 * up to {@link REPEAT_UNIT_MAX} characters a unit), or a straight run of consecutive characters up or
 * down ("abcdefgh", "98765432")? NIST SP 800-63B §5.1.1.2 names "repetitive or sequential characters".
 * @param password - as typed.
 */
export function isRepetitiveOrSequential(password: string): boolean {
  const points = Array.from(normalisePassword(password).toLowerCase(), (c) => c.codePointAt(0) ?? 0);
  if (points.length < 2) return false;
  for (let unit = 1; unit <= REPEAT_UNIT_MAX && unit < points.length; unit += 1) {
    if (points.every((p, i) => p === points[i % unit])) return true;
  }
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return points.every((p, i) => i === 0 || p - (points[i - 1] ?? 0) === step);
}

/**
 * The letters and digits of a text, lower-cased, without accents, spaces or symbols: how a password
 * and a person's details are compared ("Nakato-Amina 2026!" → "nakatoamina2026").
 * @param text - any text.
 */
export function skeleton(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Shortest name or e-mail part looked for inside a password; shorter ones would match ordinary words. */
const TERM_MIN = 3;
/** Shortest run of phone digits looked for (a subscriber number). */
const PHONE_TERM_MIN = 7;

function termsOf(parts: readonly (string | null | undefined)[], min: number): string[] {
  const terms = new Set<string>();
  for (const part of parts) {
    const term = skeleton(part ?? '');
    if (term.length >= min) terms.add(term);
  }
  return [...terms];
}

/** Name terms: each name whole and each of its words ("Mary-Anne" → "maryanne", "mary", "anne"). */
function nameTerms(context: PasswordContext): string[] {
  const names = [context.givenName, context.surname].filter((n): n is string => Boolean(n));
  return termsOf([...names, ...names.flatMap((n) => n.split(/[^\p{L}\p{M}\p{N}]+/u))], TERM_MIN);
}

/**
 * E-mail terms: the whole address, the part before the @, its pieces and runs of letters
 * ("amina.nakato" → "amina", "nakato"; "kiwanuka77" → "kiwanuka"). Not the domain alone: it is
 * shared by everyone at that provider or employer, not the person's own.
 */
function emailTerms(context: PasswordContext): string[] {
  const email = (context.email ?? '').trim();
  if (!email) return [];
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const pieces = [...local.split(/[._+-]+/), ...local.split(/[^\p{L}\p{M}]+/u)];
  return termsOf([email, local, ...pieces], TERM_MIN);
}

/**
 * Phone terms: its digits, and the same without up to 3 leading digits (a country code or trunk
 * zero), while 7 or more remain. Since digits around a term are ignored (see {@link personalProblem}),
 * "+256 772 123456", "0772123456" and "772123456" all match the number +256772123456.
 */
function phoneTerms(context: PasswordContext): string[] {
  const digits = (context.phone ?? '').replace(/\D/g, '');
  const terms: string[] = [];
  for (let drop = 0; drop <= 3 && digits.length - drop >= PHONE_TERM_MIN; drop += 1) terms.push(digits.slice(drop));
  return terms;
}

/**
 * Is the password built from the person's own details? It is when, compared as {@link skeleton}s, it
 * contains a detail and, once every detail is taken out, fewer than {@link PERSONAL_OTHER_LETTERS_MIN}
 * letters remain: digits, spaces and symbols around them do not count. So "Amina2026!",
 * "nakato.amina", "amina.nakato@example.ug" and "+256 772 123456" are refused, while "Amina walks to
 * the Nile" is not (NIST SP 800-63B §5.1.1.2 "context-specific words, such as … the username").
 * Names and e-mail parts shorter than 3 characters are not looked for.
 * @param password - as typed.
 * @param context - what is known of the account.
 * @returns which detail it is built from ('name', 'email' or 'phone', first found in that order), or null.
 */
export function personalProblem(password: string, context: PasswordContext): 'name' | 'email' | 'phone' | null {
  const text = skeleton(password);
  if (!text) return null;
  const kinds = [
    ['name', nameTerms(context)],
    ['email', emailTerms(context)],
    ['phone', phoneTerms(context)],
  ] as const;
  const found = kinds.find(([, terms]) => terms.some((t) => text.includes(t)));
  if (!found) return null;
  const all = kinds.flatMap(([, terms]) => terms).sort((a, b) => b.length - a.length);
  let rest = text;
  for (const term of all) rest = rest.replaceAll(term, ' ');
  const otherLetters = rest.replace(/[^\p{L}]/gu, '').length;
  return otherLetters < PERSONAL_OTHER_LETTERS_MIN ? found[0] : null;
}

/**
 * The whole rule: the first problem of a new password, in this order: empty, too short, too long,
 * on the common list, repetitive, built from the person's details.
 * @param password - as typed.
 * @param options - the common list (skipped when null) and the account's details (skipped when absent).
 * @returns the problem, or null when the password is acceptable. Its words: {@link PASSWORD_MESSAGES}.
 */
export function checkPassword(password: string, options: PasswordCheckOptions = {}): PasswordProblem | null {
  const shape = passwordShapeProblem(password);
  if (shape && shape !== 'repetitive') return shape;
  if (options.commonPasswords && isCommonPassword(password, options.commonPasswords)) return 'common';
  if (shape) return shape;
  return options.context ? personalProblem(password, options.context) : null;
}

/**
 * The message of {@link checkPassword}, or null.
 * @param password - as typed.
 * @param options - as {@link checkPassword}.
 */
export function passwordMessage(password: string, options: PasswordCheckOptions = {}): string | null {
  const problem = checkPassword(password, options);
  return problem ? textOf(PASSWORD_MESSAGES[problem]) : null;
}
