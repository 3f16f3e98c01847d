/**
 * The words and codes of the mock API's error answers (docs/decisions/002-api-contract.md
 * "Every error answer is { message, code?, errors? }"). Tests import these rather than copy them.
 * Wording follows SPEC.md §8 where it gives one ('Incorrect username and password'); the rest is
 * ours, written for the person reading it.
 */

/** Messages of error answers, keyed by situation. */
export const MOCK_MESSAGES = {
  validation: 'Check the highlighted fields',
  malformedJson: 'The request body is not valid JSON',
  notAnObject: 'The request body must be a JSON object',
  sessionExpired: 'Your session has expired. Sign in again.',
  /** SPEC.md §8 "Re-sign-in, status 401". */
  wrongCredentials: 'Incorrect username and password',
  accountNotActive:
    'Your account is not active yet. Finish registering: confirm your email address and phone number, then set your password.',
  forbidden: 'You do not have permission to do this',
  accountExists: 'An account already uses this email address or phone number',
  emailInUse: 'An account with this email address already exists. Sign in or reset your password',
  phoneInUse: 'An account with this phone number already exists. Sign in or reset your password',
  activationLinkExpired: 'This activation link has expired or was already used',
  passwordLinkExpired: 'This link to set your password has expired or was already used. Start again',
  resetLinkExpired: 'This password reset link has expired or was already used. Ask for a new one',
  registrationNotFound: 'We could not find this registration. Start again',
  emailNotVerified: 'Confirm your email address first: open the link in the email we sent you',
  alreadyActive: 'This account is already active. Sign in',
  otpNotSent: 'Send a code to your phone first',
  otpIncorrect: 'The code is incorrect. Check the SMS and try again',
  otpExpired: 'This code has expired. Send a new code',
  otpLocked: 'Too many wrong codes. Send a new code',
  ninNotFound: 'We could not find this NIN in the national register. Check it and try again',
  ninInUse: 'This NIN is already linked to another account',
  alreadyOnboarded: 'Your account is already linked to a NIN',
  unknownDistrict: 'Choose a district from the list',
  internal: 'The mock API could not answer this request',
} as const;

/**
 * The 429 message of a code asked for too soon.
 * @param seconds - whole seconds left before a new code may be sent.
 * @returns e.g. "Wait 23 seconds before asking for a new code".
 */
export function resendTooSoonMessage(seconds: number): string {
  return `Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code`;
}

/** Machine-readable `code` values of error answers. */
export const MOCK_ERROR_CODES = {
  validation: 'VALIDATION',
  malformedJson: 'MALFORMED_JSON',
  unauthorised: 'UNAUTHORISED',
  sessionExpired: 'SESSION_EXPIRED',
  wrongCredentials: 'INVALID_CREDENTIALS',
  accountNotActive: 'ACCOUNT_NOT_ACTIVE',
  forbidden: 'FORBIDDEN',
  accountExists: 'ACCOUNT_EXISTS',
  linkExpired: 'LINK_EXPIRED',
  notFound: 'NOT_FOUND',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  alreadyActive: 'ALREADY_ACTIVE',
  otpNotSent: 'OTP_NOT_SENT',
  otpIncorrect: 'OTP_INCORRECT',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  tooSoon: 'TOO_SOON',
  ninNotFound: 'NIN_NOT_FOUND',
  ninInUse: 'NIN_IN_USE',
  alreadyOnboarded: 'ALREADY_ONBOARDED',
  internal: 'MOCK_FAILURE',
} as const;
