/**
 * The writes of a person's own account that are not a workflow (docs/decisions/001: sign-in, sign-up and the
 * session are machines): asking for a password reset link, setting the new password, checking a NIN against
 * the national register and completing onboarding. Nothing is cached, so this module loads no query library
 * of its own; the pages run them as mutations and say what follows (the session learns the new profile).
 */
import { requestPasswordReset as postResetRequest, resetPassword as postNewPassword } from '#src/api/auth';
import { verifyNin as postNin } from '#src/api/nira';
import { onboard as postOnboarding } from '#src/api/users';
import type { SetPasswordPayload } from '#src/domain/schemas/auth';
import type { NiraPerson, OnboardingPayload } from '#src/domain/schemas/identity';
import type { RequestResetPayload } from '#src/domain/schemas/sign-in';
import type { Profile } from '#src/domain/schemas/users';

/**
 * E-mails a password reset link (POST /users/auth/request-reset-password-token); answers alike for unknown accounts.
 * @param payload - the e-mail address.
 * @throws ApiError.
 */
export function requestPasswordReset(payload: RequestResetPayload): Promise<{ sent: true }> {
  return postResetRequest(payload);
}

/**
 * Sets a new password with the token of the reset link (POST /users/auth/reset-password).
 * @param payload - the token, the password and its confirmation.
 * @throws ApiError (400 with field errors, or an expired token).
 */
export function resetPassword(payload: SetPasswordPayload): Promise<{ userId: string }> {
  return postNewPassword(payload);
}

/**
 * The person a NIN belongs to (POST /nira/verify; the NIN is trimmed and upper-cased first, SPEC.md §5).
 * @param nin - the NIN as typed.
 * @returns the register's record.
 * @throws ApiError 400 malformed NIN, 404 no such person.
 */
export function verifyNin(nin: string): Promise<NiraPerson> {
  return postNin(nin);
}

/**
 * Completes an individual's onboarding: links the verified NIN (POST /users/register).
 * @param payload - the NIN, district and address.
 * @returns the updated profile (the page tells the session).
 * @throws ApiError.
 */
export function onboard(payload: OnboardingPayload): Promise<Profile> {
  return postOnboarding(payload);
}
