/**
 * Phone numbers (SPEC.md §5, §9; DOMAIN.md §4): libphonenumber-js metadata decides validity,
 * Uganda is the default country, numbers are stored in E.164.
 *
 * Uses the full ("max") metadata so a number is checked for its country's number pattern as well as
 * its possible length (SPEC.md §5). The limits and the words are in ./phone-rule.ts. A schema checks
 * through that file's checker slot, which ./phone-checker.ts fills with {@link checkPhone}, so a page loads the
 * metadata only when a phone number is checked or typed (issue 33).
 */
import { textOf } from './words';
import { DEFAULT_PHONE_COUNTRY, PHONE_ERROR_MESSAGES, PHONE_LIMITS, type PhoneCheck, type PhoneErrorCode } from './phone-rule';
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';

export { DEFAULT_PHONE_COUNTRY, PHONE_ERROR_MESSAGES, PHONE_LIMITS, type PhoneCheck, type PhoneErrorCode };

const ALLOWED_CHARACTERS = /^[0-9\s()+\-.]*$/;

function fail(code: PhoneErrorCode): PhoneCheck {
  return { ok: false, code, message: textOf(PHONE_ERROR_MESSAGES[code]) };
}

/**
 * Check a phone number as typed (SPEC.md §5): digits, spaces, parentheses, hyphens and plus only;
 * at most 250 characters parsed; national number 2 to 17 digits; extension up to 20 digits; valid
 * for its country's number pattern.
 * @param input - the text as typed, national ("0772 123456") or international ("+256772123456").
 * @param defaultCountry - the country assumed for national numbers; Uganda by default.
 * @returns `{ ok: true, e164 }` or `{ ok: false, code, message }`; never throws.
 */
export function checkPhone(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const text = input.trim();
  if (text.length === 0 || text.length > PHONE_LIMITS.maxParseLength) return fail('NOT_A_NUMBER');
  if (!ALLOWED_CHARACTERS.test(text)) return fail('NOT_A_NUMBER');
  if (!text.startsWith('+') && !isSupportedCountry(defaultCountry)) return fail('INVALID_COUNTRY');
  const lengthProblem = validatePhoneNumberLength(text, defaultCountry);
  if (lengthProblem === 'INVALID_COUNTRY' || lengthProblem === 'NOT_A_NUMBER') return fail(lengthProblem);
  if (lengthProblem === 'TOO_SHORT' || lengthProblem === 'TOO_LONG') return fail(lengthProblem);
  try {
    const number = parsePhoneNumberWithError(text, defaultCountry);
    const digits = number.nationalNumber.length;
    if (digits < PHONE_LIMITS.minNationalDigits) return fail('TOO_SHORT');
    if (digits > PHONE_LIMITS.maxNationalDigits) return fail('TOO_LONG');
    if (number.ext && number.ext.length > PHONE_LIMITS.maxExtensionDigits) return fail('TOO_LONG');
    if (lengthProblem === 'INVALID_LENGTH' || !number.isValid()) return fail('INVALID_NUMBER');
    return { ok: true, e164: number.number, country: number.country };
  } catch (error) {
    if (error instanceof ParseError) {
      const code = error.message as PhoneErrorCode;
      return fail(code in PHONE_ERROR_MESSAGES ? code : 'NOT_A_NUMBER');
    }
    return fail('NOT_A_NUMBER');
  }
}

/**
 * Normalise a phone number to E.164, or undefined when it is not valid.
 * @param input - national or international text.
 * @param defaultCountry - Uganda by default.
 */
export function toE164(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const result = checkPhone(input, defaultCountry);
  return result.ok ? result.e164 : undefined;
}
