/**
 * The strength estimate behind the password meter: zxcvbn-ts (@zxcvbn-ts/core, MIT) with the common
 * dictionaries and keyboard graphs of @zxcvbn-ts/language-common, and feedback in the portal's
 * own words (docs/decisions/012-password-policy.md).
 *
 * Loaded only with a dynamic import by {@link PasswordStrength} (about 200 kB gzip with the
 * dictionaries, shared with the common-password list), never in the start-up or sign-in bundles.
 */
import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { i18n as activeCatalogue, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** zxcvbn's feedback in plain English (GOV.UK style: short, direct, no jargon), in the catalogue, by zxcvbn's key. */
const WARNING_WORDS = {
  straightRow: msg`Rows of keys on the keyboard are easy to guess.`,
  keyPattern: msg`Short keyboard patterns are easy to guess.`,
  simpleRepeat: msg`Repeated characters like "aaa" are easy to guess.`,
  extendedRepeat: msg`Repeated patterns like "abcabcabc" are easy to guess.`,
  sequences: msg`Sequences like "abc" or "6543" are easy to guess.`,
  recentYears: msg`Recent years are easy to guess.`,
  dates: msg`Dates are easy to guess.`,
  topTen: msg`This is one of the most used passwords.`,
  topHundred: msg`This is a very commonly used password.`,
  common: msg`This is a commonly used password.`,
  similarToCommon: msg`This is similar to a commonly used password.`,
  wordByItself: msg`A single word is easy to guess.`,
  namesByThemselves: msg`Names on their own are easy to guess.`,
  commonNames: msg`Common names are easy to guess.`,
  userInputs: msg`Do not use your own details, such as your name, email address or phone number.`,
  pwned: msg`This password has appeared in a data breach.`,
} as const satisfies Record<keyof TranslationKeys['warnings'], MessageDescriptor>;

const SUGGESTION_WORDS = {
  l33t: msg`Swapping letters for look-alike symbols, like @ for a, does not make a password much harder to guess.`,
  reverseWords: msg`Spelling words backwards does not make them much harder to guess.`,
  allUppercase: msg`Use capitals in some places, not everywhere.`,
  capitalization: msg`Use capitals in more places than the first letter.`,
  dates: msg`Avoid dates and years that are linked to you.`,
  recentYears: msg`Avoid recent years.`,
  associatedYears: msg`Avoid years that are linked to you.`,
  sequences: msg`Avoid common sequences of characters.`,
  repeated: msg`Avoid repeated words and characters.`,
  longerKeyboardPattern: msg`Use longer keyboard patterns and change direction several times.`,
  anotherWord: msg`Add another word or two. Uncommon words are better.`,
  useWords: msg`Use several unrelated words together.`,
  noNeed: msg`You can make a strong password without symbols, numbers or capital letters.`,
  pwned: msg`If you use this password anywhere else, change it there too.`,
} as const satisfies Record<keyof TranslationKeys['suggestions'], MessageDescriptor>;

/** Feedback by zxcvbn's key ("warnings.dates", "suggestions.dates"): zxcvbn answers the key, drawn in the portal's words. */
const FEEDBACK_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  ...Object.fromEntries(Object.entries(WARNING_WORDS).map(([key, words]) => [`warnings.${key}`, words])),
  ...Object.fromEntries(Object.entries(SUGGESTION_WORDS).map(([key, words]) => [`suggestions.${key}`, words])),
};

/** What zxcvbn answers: the key of each piece of feedback (its time estimates are not shown, and stay English). */
const FEEDBACK_KEYS: TranslationKeys = {
  warnings: Object.fromEntries(Object.keys(WARNING_WORDS).map((key) => [key, `warnings.${key}`])) as TranslationKeys['warnings'],
  suggestions: Object.fromEntries(
    Object.keys(SUGGESTION_WORDS).map((key) => [key, `suggestions.${key}`]),
  ) as TranslationKeys['suggestions'],
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: FEEDBACK_KEYS });

/** zxcvbn's view of a password: score and one piece of advice. */
export interface StrengthEstimate {
  /** 0 (too guessable) to 4 (very unguessable), zxcvbn's score. */
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's warning, else its first suggestion, in the portal's words; null when it has none. */
  advice: string | null;
}

/**
 * Estimate how guessable a password is.
 * @param password - as typed (at most PASSWORD_MAX characters: the caller checks the length first).
 * @param userInputs - the person's own words (names, e-mail, phone), which zxcvbn counts as known.
 * @param i18n - the catalogue to draw the advice in; the active one by default.
 */
export function estimateStrength(password: string, userInputs: readonly string[] = [], i18n: I18n = activeCatalogue): StrengthEstimate {
  const result = zxcvbn.check(password, [...userInputs]);
  const key = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  const words = key ? FEEDBACK_WORDS[key] : undefined;
  return { score: result.score, advice: words ? i18n._(words) : key };
}
