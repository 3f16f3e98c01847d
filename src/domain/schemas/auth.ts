/**
 * Payloads of the sign-in, token and registration calls (SPEC.md §3, §4 "Registration steps", §7).
 * SPEC.md shows the sign-in and refresh payloads; the registration payloads are ours (DOMAIN.md §5,
 * docs/decisions/002-api-contract.md).
 */
import { z } from 'zod';
import { says } from '../words';
import { msg } from '@lingui/core/macro';
import { emailField, otpField, personName } from './fields';
import type { setPasswordSchema } from './new-password';
import { phoneField } from './phone-field';

/** Answer of POST /users/auth/login (SPEC.md §3: data.refreshToken). */
export const loginAnswerSchema = z.object({ refreshToken: z.string().min(1) });
/** Answer of POST /users/auth/login. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Refresh payload (SPEC.md §3). */
export const refreshSchema = z.object({ refreshToken: z.string().min(1, says(msg`A refresh token is required`)) });
/** Refresh payload. */
export type RefreshPayload = z.infer<typeof refreshSchema>;

/**
 * Answer of POST /users/refresh-token (SPEC.md §3): the token already carries "Bearer ". Ours: the
 * rotated `refreshToken` that replaces the one sent, which is spent (docs/decisions/010); an API that
 * does not rotate leaves it out and the refresh token in hand stays valid.
 */
export const refreshAnswerSchema = z.object({ token: z.string().startsWith('Bearer '), refreshToken: z.string().min(1).optional() });
/** Answer of POST /users/refresh-token. */
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/** Step 1, register (POST /users/auth/register): an individual's names and contacts. */
export const registerSchema = z.object({
  givenName: personName(msg`given name`),
  surname: personName(msg`surname`),
  email: emailField,
  phone: phoneField,
  acceptTerms: z.literal(true, says(msg`Confirm that you accept the terms and privacy policy`)),
});
/** Register payload as sent (after parsing: phone in E.164, email lower-cased). */
export type RegisterPayload = z.output<typeof registerSchema>;
/** Register form values as typed. */
export type RegisterInput = z.input<typeof registerSchema>;

/** Answer of register: the new account's id and where the messages went. */
export const registerAnswerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  phone: z.string(),
});
/** Answer of register. */
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

/** Step 2, activate email (POST /users/auth/activate-email): the token from the e-mailed link. */
export const activateEmailSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, says(msg`The activation link is incomplete`))
    .max(512, says(msg`The activation link is not valid`)),
});
/** Activate-email payload. */
export type ActivateEmailPayload = z.infer<typeof activateEmailSchema>;

/** Answer of activate-email: the account to continue with, phone masked but for the last 3 digits. */
export const activateEmailAnswerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  maskedPhone: z.string(),
});
/** Answer of activate-email. */
export type ActivateEmailAnswer = z.infer<typeof activateEmailAnswerSchema>;

/** Step 3, activate phone (POST /users/auth/activate-phone): sends (or re-sends) an OTP by SMS. */
export const activatePhoneSchema = z.object({ userId: z.string().trim().min(1).max(64) });
/** Activate-phone payload. */
export type ActivatePhonePayload = z.infer<typeof activatePhoneSchema>;

/** Answer of activate-phone: where the code went and how long it lives (seconds). */
export const activatePhoneAnswerSchema = z.object({
  maskedPhone: z.string(),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
/** Answer of activate-phone. */
export type ActivatePhoneAnswer = z.infer<typeof activatePhoneAnswerSchema>;

/** Step 4, verify OTP (POST /users/auth/verify-otp). */
export const verifyOtpSchema = z.object({ userId: z.string().trim().min(1).max(64), otp: otpField });
/** Verify-OTP payload. */
export type VerifyOtpPayload = z.infer<typeof verifyOtpSchema>;

/** Answer of verify-otp: a one-use token that allows setting the password. */
export const verifyOtpAnswerSchema = z.object({ passwordToken: z.string() });
/** Answer of verify-otp. */
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;

/**
 * Step 5, set password (POST /users/auth/set-password), and reset-password: the payload. Its schema,
 * `setPasswordSchema`, is in new-password.ts, so the password rule stays out of the sign-up page.
 */
export type SetPasswordPayload = z.infer<typeof setPasswordSchema>;
