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

/** zxcvbn's feedback keys in plain English (GOV.UK style: short, direct, no jargon). */
const FEEDBACK_WORDS: TranslationKeys = {
  warnings: {
    straightRow: 'Rows of keys on the keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "6543" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very commonly used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'Names on their own are easy to guess.',
    commonNames: 'Common names are easy to guess.',
    userInputs: 'Do not use your own details, such as your name, email address or phone number.',
    pwned: 'This password has appeared in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alike symbols, like @ for a, does not make a password much harder to guess.',
    reverseWords: 'Spelling words backwards does not make them much harder to guess.',
    allUppercase: 'Use capitals in some places, not everywhere.',
    capitalization: 'Use capitals in more places than the first letter.',
    dates: 'Avoid dates and years that are linked to you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are linked to you.',
    sequences: 'Avoid common sequences of characters.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change direction several times.',
    anotherWord: 'Add another word or two. Uncommon words are better.',
    useWords: 'Use several unrelated words together.',
    noNeed: 'You can make a strong password without symbols, numbers or capital letters.',
    pwned: 'If you use this password anywhere else, change it there too.',
  },
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

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: FEEDBACK_WORDS });

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
 */
export function estimateStrength(password: string, userInputs: readonly string[] = []): StrengthEstimate {
  const result = zxcvbn.check(password, [...userInputs]);
  return { score: result.score, advice: result.feedback.warning ?? result.feedback.suggestions[0] ?? null };
}
