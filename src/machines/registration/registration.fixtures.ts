/**
 * Test fixtures for the registration machine (tests only).
 */
import { ApiError } from '#src/api/errors';
import type { PersistedRegistration, RegistrationDetails } from './registration.machine';

/** The parsed sign-up form. */
export const DETAILS: RegistrationDetails = {
  givenName: 'Amina',
  surname: 'Nakato',
  email: 'amina@example.ug',
  phone: '+256772123456',
  acceptTerms: true,
};

/** The register answer. */
export const REGISTERED = { userId: 'u-9', email: DETAILS.email, phone: DETAILS.phone };
/** The activate-email answer. */
export const EMAIL_ACTIVATED = { userId: 'u-9', email: DETAILS.email, maskedPhone: '*********456' };
/** The activate-phone answer (seconds). */
export const CODE_SENT = { maskedPhone: '*********456', expiresInSeconds: 300, resendAfterSeconds: 30 };
/** The verify-otp answer. */
export const CODE_VERIFIED = { passwordToken: 'pwd-token-1' };
/** The set-password answer. */
export const PASSWORD_SET = { userId: 'u-9' };

/** The e-mail or phone is taken (409) with a field error. */
export const TAKEN = new ApiError(409, 'CONFLICT', 'An account with this email already exists', {
  email: 'An account with this email already exists',
});
/** The e-mailed link or the code has expired (410). */
export const LINK_EXPIRED = new ApiError(410, 'EXPIRED', 'This link has expired. Register again');
/** The code has expired (410). */
export const CODE_EXPIRED = new ApiError(410, 'EXPIRED', 'This code has expired. Send a new code');
/** Wrong code (400). */
export const WRONG_CODE = new ApiError(400, 'WRONG_CODE', 'The code is not correct', { otp: 'The code is not correct' });
/** Asked too soon (429). */
export const TOO_SOON = new ApiError(429, 'TOO_SOON', 'Wait before asking for a new code');
/** A password the server refuses (400). */
export const WEAK = new ApiError(400, 'VALIDATION', 'Check the highlighted fields', {
  password: 'Choose a password that is harder to guess: this one is on a list of common passwords',
});
/** No answer. */
export const NO_ANSWER = new ApiError(0, 'NETWORK', 'Network Connection Error');

/** Saved progress at each step. */
export const SAVED: Record<PersistedRegistration['step'], PersistedRegistration> = {
  checkEmail: {
    step: 'checkEmail',
    userId: 'u-9',
    email: DETAILS.email,
    phone: DETAILS.phone,
    maskedPhone: null,
    passwordToken: null,
    activatedEmailToken: null,
    codeSentAt: null,
    resendAfterSeconds: null,
    expiresInSeconds: null,
  },
  emailVerified: {
    step: 'emailVerified',
    userId: 'u-9',
    email: DETAILS.email,
    phone: null,
    maskedPhone: '*********456',
    passwordToken: null,
    activatedEmailToken: 'used-token',
    codeSentAt: null,
    resendAfterSeconds: null,
    expiresInSeconds: null,
  },
  enterCode: {
    step: 'enterCode',
    userId: 'u-9',
    email: DETAILS.email,
    phone: null,
    maskedPhone: '*********456',
    passwordToken: null,
    activatedEmailToken: 'used-token',
    codeSentAt: 1_800_000_000_000,
    resendAfterSeconds: 30,
    expiresInSeconds: 300,
  },
  setPassword: {
    step: 'setPassword',
    userId: 'u-9',
    email: DETAILS.email,
    phone: null,
    maskedPhone: '*********456',
    passwordToken: 'pwd-token-1',
    activatedEmailToken: 'used-token',
    codeSentAt: 1_800_000_000_000,
    resendAfterSeconds: 30,
    expiresInSeconds: 300,
  },
};
