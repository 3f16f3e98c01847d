/**
 * What the password meter says: a level for the bar, a word ("Weak", "Fair", "Good", "Strong"…) and
 * one piece of advice, from the password rule (src/domain/password-rule.ts, which decides) and
 * zxcvbn's estimate (which guides). Pure, so it is tested without the dictionaries.
 * docs/decisions/012-password-policy.md.
 */
import {
  checkPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordLength,
  type PasswordContext,
  type PasswordProblem,
} from '#src/domain/password-rule';
import { i18n as activeCatalogue, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { StrengthEstimate } from './strength-estimator';

/** The meter's words, weakest first. */
export const STRENGTH_LABELS = ['Too short', 'Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
/** One of {@link STRENGTH_LABELS}, or "Too long". */
export type StrengthLabel = (typeof STRENGTH_LABELS)[number] | 'Too long';

/** The meter's words in the catalogue, by {@link StrengthLabel}: what the person reads. */
export const STRENGTH_WORDS: Readonly<Record<StrengthLabel, MessageDescriptor>> = {
  'Too short': msg`Too short`,
  'Very weak': msg`Very weak`,
  Weak: msg`Weak`,
  Fair: msg`Fair`,
  Good: msg`Good`,
  Strong: msg`Strong`,
  'Too long': msg`Too long`,
};

/** How many segments the bar has. */
export const STRENGTH_SEGMENTS = 4;

/** What the meter shows for a password. */
export interface StrengthView {
  /** Filled segments of the bar, 0 to {@link STRENGTH_SEGMENTS}. */
  filled: number;
  /** The word's key (English); draw {@link STRENGTH_WORDS} to show it. */
  label: StrengthLabel;
  /** One piece of advice, or null. */
  advice: string | null;
}

/** Advice when the rule refuses a password (the field's own error says the same at submit). */
const REFUSED_ADVICE: Readonly<Partial<Record<PasswordProblem, MessageDescriptor>>> = {
  common: msg`This is on a list of common passwords.`,
  repetitive: msg`Repeated characters and simple sequences are easy to guess.`,
  name: msg`Passwords based on your name are easy to guess.`,
  email: msg`Passwords based on your email address are easy to guess.`,
  phone: msg`Passwords based on your phone number are easy to guess.`,
};

/** Filled segments for zxcvbn's score 0-4: very weak and weak 1, fair 2, good 3, strong 4. */
const FILLED_BY_SCORE = [1, 1, 2, 3, 4] as const;

/** What the meter knows besides the password. */
export interface StrengthInputs {
  /** zxcvbn's estimate (called only for a password the rule accepts), or null while it loads. */
  estimate: ((password: string) => StrengthEstimate) | null;
  /** The common-password list, or null while it loads (or when it cannot be). */
  commonPasswords: ReadonlySet<string> | null;
  /** What the page knows of the account. */
  context: PasswordContext | null;
}

/**
 * The meter's view of a password. The rule comes first: a password the rule refuses is never shown
 * better than "Very weak" (too short or too long say so and how to fix it); otherwise zxcvbn's score
 * gives the word: 0 "Very weak", 1 "Weak", 2 "Fair", 3 "Good", 4 "Strong".
 * @param password - as typed.
 * @param inputs - the estimate, the common list and the account's details.
 * @param i18n - the catalogue to draw the advice in; the active one by default.
 * @returns the view, or null when nothing is typed yet or the estimate is not loaded.
 */
export function describeStrength(password: string, inputs: StrengthInputs, i18n: I18n = activeCatalogue): StrengthView | null {
  if (password.length === 0) return null;
  const problem = checkPassword(password, { commonPasswords: inputs.commonPasswords, context: inputs.context });
  if (problem === 'tooShort') {
    const missing = PASSWORD_MIN - passwordLength(password);
    const advice = i18n._(msg`${plural(missing, { one: 'Add # more character.', other: 'Add # more characters.' })}`);
    return { filled: 0, label: 'Too short', advice };
  }
  if (problem === 'tooLong') {
    const most = PASSWORD_MAX;
    return { filled: 0, label: 'Too long', advice: i18n._(msg`Use ${most} characters or fewer.`) };
  }
  if (problem) {
    const advice = REFUSED_ADVICE[problem];
    return { filled: 1, label: 'Very weak', advice: advice ? i18n._(advice) : null };
  }
  if (!inputs.estimate) return null;
  const { score, advice } = inputs.estimate(password);
  return { filled: FILLED_BY_SCORE[score], label: STRENGTH_LABELS[score + 1] ?? 'Strong', advice };
}

/**
 * The sentence a screen reader hears (politely, once typing pauses): "Password strength: Fair. Add
 * another word or two. Uncommon words are better."
 * @param view - the meter's view, or null (nothing to say).
 * @param i18n - the catalogue to draw in; the active one by default.
 */
export function strengthAnnouncement(view: StrengthView | null, i18n: I18n = activeCatalogue): string {
  if (!view) return '';
  const strength = i18n._(STRENGTH_WORDS[view.label]);
  const advice = view.advice;
  return advice ? i18n._(msg`Password strength: ${strength}. ${advice}`) : i18n._(msg`Password strength: ${strength}.`);
}

/**
 * The person's own words for zxcvbn (`userInputs`): names, e-mail address and its part before the @,
 * phone digits.
 * @param context - what the page knows of the account.
 */
export function userInputsOf(context: PasswordContext | null): string[] {
  if (!context) return [];
  const email = context.email ?? '';
  const words = [context.givenName, context.surname, email, email.split('@')[0], context.phone?.replace(/\D/g, '')];
  return words.filter((w): w is string => Boolean(w && w.length >= 3));
}
