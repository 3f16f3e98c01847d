/**
 * Profile and account calls (SPEC.md §7). Every function throws {@link ApiError}.
 */
import type { BackofficeAccountPayload, District, Profile, ProfileUpdatePayload } from '../domain/schemas/users';
import type { OnboardingPayload } from '../domain/schemas/identity';
import { call } from './client';

/**
 * GET /users/me with the bearer token (SPEC.md §4 step 2).
 * @param token - send this token rather than the stored one (sign-in, before anything is stored).
 */
export function fetchMe(token?: string): Promise<Profile> {
  return call('getMe', { headers: token ? { Authorization: token } : undefined });
}

/** POST /users/register: individual onboarding; links the verified NIN (SPEC.md §7: answers data.data). */
export function onboard(payload: OnboardingPayload): Promise<Profile> {
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
