/**
 * Sign-in, tokens and registration calls (SPEC.md §7). Every function throws {@link ApiError}.
 */
import type {
  ActivateEmailAnswer,
  ActivateEmailPayload,
  ActivatePhoneAnswer,
  ActivatePhonePayload,
  LoginAnswer,
  RefreshAnswer,
  RefreshPayload,
  RegisterAnswer,
  RegisterPayload,
  SetPasswordPayload,
  VerifyOtpAnswer,
  VerifyOtpPayload,
} from '../domain/schemas/auth';
import type { RequestResetPayload, SignInPayload } from '../domain/schemas/sign-in';
import { call } from './client';
import type { ApiError } from './errors';

/** Re-exported so callers can name the error these calls throw. */
export type { ApiError };

/** POST /users/auth/login: credentials to a refresh token (SPEC.md §7). 401 on wrong credentials. */
export function login(payload: SignInPayload): Promise<LoginAnswer> {
  return call('login', { body: payload });
}

/** POST /users/refresh-token: a refresh token to a bearer token "Bearer …" (SPEC.md §7). */
export function refreshToken(payload: RefreshPayload): Promise<RefreshAnswer> {
  return call('refreshToken', { body: payload });
}

/**
 * POST /users/auth/logout (SPEC.md §7): ends the session on the server. Callers clear session storage
 * whether or not this succeeds (SPEC.md §4).
 * @param refresh - the refresh token to revoke, when known.
 */
export function logout(refresh?: string | null): Promise<null> {
  return call('logout', { body: refresh ? { refreshToken: refresh } : {} });
}

/** POST /users/auth/register: registration step 1 (SPEC.md §4). 409 when the email or phone is taken. */
export function register(payload: Omit<RegisterPayload, 'acceptTerms'> & { acceptTerms: true }): Promise<RegisterAnswer> {
  return call('register', { body: payload });
}

/** POST /users/auth/activate-email: step 2, with the token from the e-mailed link. */
export function activateEmail(payload: ActivateEmailPayload): Promise<ActivateEmailAnswer> {
  return call('activateEmail', { body: payload });
}

/** POST /users/auth/activate-phone: step 3, sends (or re-sends) the SMS code. 429 when asked too soon. */
export function activatePhone(payload: ActivatePhonePayload): Promise<ActivatePhoneAnswer> {
  return call('activatePhone', { body: payload });
}

/** POST /users/auth/verify-otp: step 4. 400 wrong code, 410 expired code, 429 too many attempts. */
export function verifyOtp(payload: VerifyOtpPayload): Promise<VerifyOtpAnswer> {
  return call('verifyOtp', { body: payload });
}

/** POST /users/auth/set-password: step 5, with the token verify-otp returned. */
export function setPassword(payload: SetPasswordPayload): Promise<{ userId: string }> {
  return call('setPassword', { body: payload });
}

/** POST /users/auth/request-reset-password-token: e-mails a reset link; answers alike for unknown accounts. */
export function requestPasswordReset(payload: RequestResetPayload): Promise<{ sent: true }> {
  return call('requestPasswordReset', { body: payload });
}

/** POST /users/auth/reset-password: a new password with the token from the reset link. */
export function resetPassword(payload: SetPasswordPayload): Promise<{ userId: string }> {
  return call('resetPassword', { body: payload });
}
