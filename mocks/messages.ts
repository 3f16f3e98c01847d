/**
 * The words and codes of the mock API's error answers (docs/decisions/002-api-contract.md
 * "Every error answer is { message, code?, errors? }"). Tests import these rather than copy them.
 * Wording follows SPEC.md §8 where it gives one ('Incorrect username and password'); the rest is
 * ours, written for the person reading it.
 */
import type { ErrorCode } from '../src/domain/schemas/api';

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
  ninProofRequired:
    'Prove that this NIN is yours first: enter the code we send to the phone number the national identification register holds for it',
  ninNoPhone:
    'The national identification register has no phone number for this NIN, so we cannot send you a code. To link your NIN, take your national ID card to any registry office: a registrar will check it and link it to your account',
  unknownDistrict: 'Choose a district from the list',
  internal: 'The mock API could not answer this request',
  applicationNotFound: 'We could not find this application',
  partyRequestNotFound: 'No request to confirm names you with this reference.',
  partyRequestClosed: 'This request is no longer waiting for your answer: it was answered, withdrawn by the applicant or it lapsed.',
  applicationIdTaken: 'Another application already uses this id. Start a new application',
  notEditable: 'This application cannot be changed now: only a draft, or one returned for corrections, can be edited',
  staleVersion: 'This application was changed elsewhere since these answers were loaded. Load it again, combine the answers and save again',
  onlyApplicantEdits: 'Only the applicant can change this application',
  onlyApplicantsApply: 'Only individual and organisation accounts can make applications',
  tooLarge: 'The form answers are too large to save (more than 200 kB). Remove some text and try again',
  staffOnly: 'Only registry staff can see this list',
  otherDistrict: 'This application is decided in another district',
  trackingNotFound: 'We could not find an application with this reference. Check it and try again',
  uploadMissing: 'Choose a file to upload',
  uploadNotMultipart: 'Send the file as multipart/form-data with the field "file"',
  uploadNotFound: 'We could not find this document',
  uploadGone: 'The mock keeps uploaded files only while the page is open: upload the file again',
  invoiceNotFound: 'We could not find an invoice with this payment registration number (PRN)',
  invoiceExpired: 'This invoice has expired. Submit the application again to get a new invoice',
  alreadyPaid: 'This invoice is already paid. Nothing more has been charged.',
  onlyApplicantPays: 'Only the applicant can pay this invoice',
  cardDeclined: 'Your card was declined. No money was taken. Try another card, or pay by mobile money or bank.',
  cardNotAccepted: 'The test payment gateway does not accept this card number. No money was taken. Use the test card 4242 4242 4242 4242.',
  cardExpired: 'This card has expired. Use another card',
  notJson: 'Send the request body as JSON, with the header Content-Type: application/json',
  notMultipart: 'Send the file as multipart/form-data, with the field "file"',
  refreshTokenRotated: 'This sign-in was just renewed in another tab. Use the newer token',
  profileFieldLocked: 'Your district, role and account type cannot be changed here. Ask the registry to change them if they are wrong',
  notYourDocument: 'Attach only documents you uploaded yourself',
  notLicensedPlace: 'Choose a place of worship your organisation is licensed to file returns for',
  roleHasNoAccess: "Your role does not give access to applicants' personal data",
} as const;

/**
 * The 413 message of a body over a call's limit.
 * @param limitBytes - the limit, in bytes.
 * @returns e.g. "The request is too large: this call takes at most 16 kB".
 */
export function bodyTooLargeMessage(limitBytes: number): string {
  const size = limitBytes >= 1024 * 1024 ? `${Math.round(limitBytes / (1024 * 1024))} MB` : `${Math.round(limitBytes / 1024)} kB`;
  return `The request is too large: this call takes at most ${size}`;
}

/**
 * The 429 message of a sign-in refused while the account (or the client) is locked.
 * @param wait - the wait in words ("15 minutes").
 * @param emailed - whether a link to unlock the account by choosing a new password was e-mailed.
 */
export function signInLockedMessage(wait: string, emailed: boolean): string {
  return emailed
    ? `Too many wrong passwords. Signing in to this account is locked for ${wait}. To unlock it now, choose a new password with the link we emailed to the account, or use "Forgotten your password?".`
    : `Too many wrong passwords. Signing in to this account is locked for ${wait}. Try again then, or use "Forgotten your password?" to choose a new password.`;
}

/**
 * The 429 message of a call refused because it was repeated too often.
 * @param what - what happened, as a sentence without its full stop, e.g. "You have asked for too many codes".
 * @param wait - the wait in words ("1 minute").
 * @returns e.g. "You have asked for too many codes. Try again in 1 minute."
 */
export function tooOftenMessage(what: string, wait: string): string {
  return `${what}. Try again in ${wait}.`;
}

/**
 * The 429 message of a code asked for too soon.
 * @param seconds - whole seconds left before a new code may be sent.
 * @returns e.g. "Wait 23 seconds before asking for a new code".
 */
export function resendTooSoonMessage(seconds: number): string {
  return `Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code`;
}

/** Machine-readable `code` values of error answers: each one of the contract's catalogue (src/domain/schemas/api.ts `ERROR_CODES`). */
export const MOCK_ERROR_CODES = {
  validation: 'VALIDATION',
  malformedJson: 'MALFORMED_JSON',
  unauthorised: 'UNAUTHORISED',
  sessionExpired: 'SESSION_EXPIRED',
  wrongCredentials: 'INVALID_CREDENTIALS',
  accountNotActive: 'ACCOUNT_NOT_ACTIVE',
  /** A staff account an administrator deactivated (docs/decisions/019). */
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
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
  ninProofRequired: 'NIN_PROOF_REQUIRED',
  ninNoPhone: 'NIN_NO_PHONE',
  internal: 'INTERNAL_ERROR',
  applicationIdTaken: 'APPLICATION_ID_TAKEN',
  notEditable: 'NOT_EDITABLE',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  illegalTransition: 'ILLEGAL_TRANSITION',
  uploadRejected: 'UPLOAD_REJECTED',
  uploadGone: 'UPLOAD_GONE',
  invoiceExpired: 'INVOICE_EXPIRED',
  alreadyPaid: 'ALREADY_PAID',
  cardDeclined: 'CARD_DECLINED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  accountLocked: 'ACCOUNT_LOCKED',
  unsupportedContentType: 'UNSUPPORTED_CONTENT_TYPE',
  refreshTokenRotated: 'REFRESH_TOKEN_ROTATED',
  profileFieldLocked: 'PROFILE_FIELD_LOCKED',
  /** The register shows a party in a subsisting marriage (issue 30; the lifecycle machine's refusal). */
  subsistingMarriage: 'SUBSISTING_MARRIAGE',
  /** A dissolution recorded on an entry already dissolved (issue 30). */
  alreadyDissolved: 'ALREADY_DISSOLVED',
  /** A draft deleted because nobody changed it for 90 days, asked for by its applicant (issue 31 §5). */
  draftDeleted: 'DRAFT_DELETED',
  /** Closing refused: an application of the caller is in progress (issue 31 §4; docs/decisions/041). */
  applicationsInProgress: 'APPLICATIONS_IN_PROGRESS',
  /** Closing refused: the password typed again is wrong. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
  /** Sign-in to an account its holder closed. */
  accountClosed: 'ACCOUNT_CLOSED',
} as const satisfies Record<string, ErrorCode>;
