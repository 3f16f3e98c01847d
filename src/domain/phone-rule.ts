/**
 * The phone rule's light half (SPEC.md §5, §9; DOMAIN.md §4): the limits, the error words and the checker's slot. The
 * checker itself is src/domain/phone.ts, which carries libphonenumber's full metadata (about 50 kB gzip); its
 * `checkPhone` reaches the slot through ./phone-checker.ts `loadPhoneChecker`. A schema (./schemas/phone-field.ts)
 * asks the slot, so a page whose schema has a phone field does not load the metadata before it shows: a notice's task
 * list opens without it (issue 33 item 2), and the form's resolvers load it when a phone number is first checked
 * (src/ui/components/form/use-zod-form.ts `withPhoneChecker`). The mock API's handlers fill the slot when they load
 * (mocks/handlers/index.ts; the unit tests' set-up loads them), so it is filled wherever a server checks.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CountryCode } from 'libphonenumber-js/max';

/** Default country of every phone field (DOMAIN.md §4). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'UG';

/** Phone limits (SPEC.md §9). */
export const PHONE_LIMITS = {
  /** Fewest digits of a national number. */
  minNationalDigits: 2,
  /** Most digits of a national number. */
  maxNationalDigits: 17,
  /** Most digits of an extension. */
  maxExtensionDigits: 20,
  /** Most characters of text handed to the parser. */
  maxParseLength: 250,
  /** `maxlength` of the phone input. */
  inputMaxLength: 25,
} as const;

/** The four parse errors SPEC.md §8 names, plus the pattern failure of a number of possible length. */
export type PhoneErrorCode = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID_NUMBER';

/** Clear words for each phone error (SPEC.md §8 names the errors; the words are ours). */
export const PHONE_ERROR_MESSAGES: Readonly<Record<PhoneErrorCode, MessageDescriptor>> = {
  NOT_A_NUMBER: msg`Enter a phone number using digits only, like 0772 123456 or +256 772 123456`,
  TOO_SHORT: msg`The phone number is too short: check that no digits are missing`,
  TOO_LONG: msg`The phone number is too long: check for extra digits`,
  INVALID_COUNTRY: msg`Choose the country of the phone number, or start it with + and the country code`,
  INVALID_NUMBER: msg`This is not a valid phone number for the chosen country`,
};

/** The outcome of a phone check (src/domain/phone.ts `checkPhone`). */
export type PhoneCheck =
  { ok: true; e164: string; country: CountryCode | undefined } | { ok: false; code: PhoneErrorCode; message: string };

/** A phone checker: the text as typed and the country assumed for a national number → the outcome; never throws. */
export type PhoneChecker = (input: string, defaultCountry?: CountryCode) => PhoneCheck;

/**
 * What a phone field says when its number could not be checked because the checker's code has not arrived (a lost
 * connection): true at that moment, and the person's number is kept.
 */
export const PHONE_NOT_CHECKED: MessageDescriptor = msg`This phone number could not be checked yet. Check your connection, then try again.`;

let installed: PhoneChecker | undefined;
let misses = 0;

/**
 * Put the checker in the slot (./phone-checker.ts `loadPhoneChecker` does; a server at start).
 * @param checker - the checker, or undefined to empty the slot (tests of a page before the checker arrives).
 */
export function installPhoneChecker(checker: PhoneChecker | undefined): void {
  installed = checker;
}

/**
 * The checker, if it has arrived. When it has not, the call is counted ({@link phoneCheckMisses}), so a form's
 * resolver knows to load it and check again.
 * @returns the checker, or undefined.
 */
export function phoneChecker(): PhoneChecker | undefined {
  if (!installed) misses += 1;
  return installed;
}

/** How many checks found no checker since the page started (a counter: compare before and after a check). */
export function phoneCheckMisses(): number {
  return misses;
}
