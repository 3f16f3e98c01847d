/**
 * The sign-in and password-reset-request payloads (SPEC.md §3: phoneOrEmail and password). Kept apart
 * from the registration schemas so the sign-in forms (and the re-sign-in dialog, present on every
 * page) do not load the phone-number metadata.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';

/** Longest sign-in identifier accepted (an e-mail address is the longest form). */
export const SIGN_IN_IDENTIFIER_MAX = 254;

/** Sign-in payload (SPEC.md §3): phoneOrEmail and password. Bounds are ours (SPEC.md §5 shows none). */
export const signInSchema = z.object({
  phoneOrEmail: z
    .string(says(msg`Enter your email address or phone number`))
    .trim()
    .min(1, says(msg`Enter your email address or phone number`))
    .max(SIGN_IN_IDENTIFIER_MAX, says(msg`This must be ${SIGN_IN_IDENTIFIER_MAX} characters or fewer`)),
  password: z
    .string(says(msg`Enter your password`))
    .min(1, says(msg`Enter your password`))
    .max(128, says(msg`Your password must be 128 characters or fewer`)),
});
/** Sign-in payload. */
export type SignInPayload = z.infer<typeof signInSchema>;

/** Request a password reset (POST /users/auth/request-reset-password-token). */
export const requestResetSchema = z.object({ phoneOrEmail: signInSchema.shape.phoneOrEmail });
/** Request-reset payload. */
export type RequestResetPayload = z.infer<typeof requestResetSchema>;

/**
 * Logout payload (POST /users/auth/logout; SPEC.md §7 shows none): the refresh token to revoke,
 * when the client knows it. An empty object is valid: the client clears its storage either way.
 */
export const logoutSchema = z.object({
  refreshToken: z
    .string()
    .max(4096, says(msg`The refresh token is not valid`))
    .optional(),
});
/** Logout payload. */
export type LogoutPayload = z.infer<typeof logoutSchema>;
