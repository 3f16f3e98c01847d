/**
 * Profile and account calls (SPEC.md §7). Every function throws {@link ApiError}.
 */
import type { BackofficeAccountPayload, District, Profile, ProfileUpdatePayload } from '../domain/schemas/users';
import type { NinProofSent, NinProofVerified, OnboardingRequest } from '../domain/schemas/identity';
import type { PersonalData } from '../domain/schemas/personal-data';
import type { CloseAccountAnswer, DeletedDraftsAnswer } from '../domain/schemas/account-closing';
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
 * GET /users/me/data: everything the registry holds about the signed-in person (issue 31 §4; docs/decisions/040).
 * @returns the profile, applications with answers, payments, messages (codes and links left out) and the access log.
 * @throws ApiError 401 without a session.
 */
export function fetchMyData(): Promise<PersonalData> {
  return call('getMyData', {});
}

/**
 * DELETE /users/me/drafts: delete every draft of the signed-in person never submitted (issue 31 §4; docs/decisions/041).
 * @returns the drafts deleted (id, reference, service), so their device copies can be forgotten.
 * @throws ApiError 401 without a session, 403 for staff.
 */
export function deleteMyDrafts(): Promise<DeletedDraftsAnswer> {
  return call('deleteMyDrafts', {});
}

/**
 * POST /users/me/close: close the signed-in person's account (issue 31 §4; docs/decisions/041). Every session of the
 * account ends: the caller signs out next.
 * @param password - the account's password, typed again.
 * @returns when it was closed and the drafts deleted with it.
 * @throws ApiError 400 PASSWORD_INCORRECT (`fieldErrors.password`), 403 (organisations, staff), 409
 *   APPLICATIONS_IN_PROGRESS, 429 ACCOUNT_LOCKED.
 */
export function closeMyAccount(password: string): Promise<CloseAccountAnswer> {
  return call('closeMyAccount', { body: { password, confirm: true } });
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

/** The districts call in flight, shared by whoever asks meanwhile (issue 33 item 4). */
let districtsInFlight: Promise<District[]> | null = null;

/**
 * GET /districts: the districts list the session holds (SPEC.md §3). A call made while another is in flight gets
 * that one's answer instead of a second request: the session asks for the list alongside the sign-in and again once
 * signed in (docs/decisions/046-first-bytes.md).
 * @returns the districts.
 * @throws ApiError as the call does.
 */
export function fetchDistricts(): Promise<District[]> {
  if (districtsInFlight) return districtsInFlight;
  const asked = call('listDistricts').finally(() => {
    if (districtsInFlight === asked) districtsInFlight = null;
  });
  districtsInFlight = asked;
  return asked;
}
