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
import type { StrengthEstimate } from './strength-estimator';

/** The meter's words, weakest first. */
export const STRENGTH_LABELS = ['Too short', 'Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
/** One of {@link STRENGTH_LABELS}, or "Too long". */
export type StrengthLabel = (typeof STRENGTH_LABELS)[number] | 'Too long';

/** How many segments the bar has. */
export const STRENGTH_SEGMENTS = 4;

/** What the meter shows for a password. */
export interface StrengthView {
  /** Filled segments of the bar, 0 to {@link STRENGTH_SEGMENTS}. */
  filled: number;
  /** The word. */
  label: StrengthLabel;
  /** One piece of advice, or null. */
  advice: string | null;
}

/** Advice when the rule refuses a password (the field's own error says the same at submit). */
const REFUSED_ADVICE: Readonly<Partial<Record<PasswordProblem, string>>> = {
  common: 'This is on a list of common passwords.',
  repetitive: 'Repeated characters and simple sequences are easy to guess.',
  name: 'Passwords based on your name are easy to guess.',
  email: 'Passwords based on your email address are easy to guess.',
  phone: 'Passwords based on your phone number are easy to guess.',
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
 * @returns the view, or null when nothing is typed yet or the estimate is not loaded.
 */
export function describeStrength(password: string, inputs: StrengthInputs): StrengthView | null {
  if (password.length === 0) return null;
  const problem = checkPassword(password, { commonPasswords: inputs.commonPasswords, context: inputs.context });
  if (problem === 'tooShort') {
    const missing = PASSWORD_MIN - passwordLength(password);
    return { filled: 0, label: 'Too short', advice: `Add ${missing} more character${missing === 1 ? '' : 's'}.` };
  }
  if (problem === 'tooLong') return { filled: 0, label: 'Too long', advice: `Use ${PASSWORD_MAX} characters or fewer.` };
  if (problem) return { filled: 1, label: 'Very weak', advice: REFUSED_ADVICE[problem] ?? null };
  if (!inputs.estimate) return null;
  const { score, advice } = inputs.estimate(password);
  return { filled: FILLED_BY_SCORE[score], label: STRENGTH_LABELS[score + 1] ?? 'Strong', advice };
}

/**
 * The sentence a screen reader hears (politely, once typing pauses): "Password strength: Fair. Add
 * another word or two. Uncommon words are better."
 * @param view - the meter's view, or null (nothing to say).
 */
export function strengthAnnouncement(view: StrengthView | null): string {
  if (!view) return '';
  return view.advice ? `Password strength: ${view.label}. ${view.advice}` : `Password strength: ${view.label}.`;
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
