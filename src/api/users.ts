/**
 * Profile and account calls (SPEC.md §7). Every function throws {@link ApiError}.
 */
import type { BackofficeAccountPayload, District, Profile, ProfileUpdatePayload } from '../domain/schemas/users';
import type { NinProofSent, NinProofVerified, OnboardingRequest } from '../domain/schemas/identity';
import { normaliseNin } from '../domain/nin';
import { call } from './client';

/**
 * GET /users/me with the bearer token (SPEC.md §4 step 2).
 * @param token - send this token rather than the stored one (sign-in, before anything is stored).
 */
export function fetchMe(token?: string): Promise<Profile> {
  return call('getMe', { headers: token ? { Authorization: token } : undefined });
}

/**
 * POST /users/nin-proof: send a one-time code to the phone the national register holds for a NIN (issue 31 §1;
 * docs/decisions/037). The NIN is trimmed and upper-cased first (SPEC.md §5).
 * @param nin - the NIN as typed.
 * @returns the phone, masked, the code's life and the wait before another, in seconds.
 * @throws ApiError 404 NIN_NOT_FOUND, 409 NIN_IN_USE / NIN_NO_PHONE / ALREADY_ONBOARDED, 429 TOO_SOON / TOO_MANY_ATTEMPTS.
 */
export function sendNinProofCode(nin: string): Promise<NinProofSent> {
  return call('sendNinProofCode', { body: { nin: normaliseNin(nin) } });
}

/**
 * POST /users/nin-proof/verify: check the code sent for a NIN.
 * @param nin - the NIN the code was sent for.
 * @param code - the 6 digits typed.
 * @returns the one-use proof for {@link onboard} (valid `expiresInSeconds`) and the register's record.
 * @throws ApiError 400 OTP_INCORRECT (`errors.code`), 410 OTP_EXPIRED, 429 OTP_LOCKED, 409 OTP_NOT_SENT.
 */
export function verifyNinProofCode(nin: string, code: string): Promise<NinProofVerified> {
  return call('verifyNinProofCode', { body: { nin: normaliseNin(nin), code: code.trim() } });
}

/**
 * POST /users/register: individual onboarding; links the NIN the caller proved they hold (SPEC.md §7: answers data.data).
 * @param payload - the NIN, district, address and the proof of {@link verifyNinProofCode}.
 * @throws ApiError 403 NIN_PROOF_REQUIRED without a live proof, 409, 404, 400 (unknown district).
 */
export function onboard(payload: OnboardingRequest): Promise<Profile> {
  return call('onboard', { body: payload });
}

/** POST /users/update: profile update (SPEC.md §7: answers data.data). */
export function updateProfile(payload: ProfileUpdatePayload): Promise<Profile> {
  return call('updateProfile', { body: payload });
}

/** POST users/back-office: creates a back-office account (ADMIN only; 403 for anyone else). */
export function createBackofficeAccount(payload: BackofficeAccountPayload): Promise<Profile> {
  return call('createBackofficeAccount', { body: payload });
}

/** GET /districts: the districts list the session holds (SPEC.md §3). */
export function fetchDistricts(): Promise<District[]> {
  return call('listDistricts');
}
