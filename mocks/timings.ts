/**
 * How long the registration and password links and codes live, in seconds
 * (docs/decisions/002-api-contract.md "Registration"; the figures the contract leaves open are ours).
 * The mock clock (mocks/clock.ts) decides when they have passed.
 */
export const AUTH_TIMINGS = {
  /** Activation link e-mailed at registration (ours: 24 hours). */
  activationLinkTtlSeconds: 24 * 60 * 60,
  /** SMS code lifetime (contract: 300 s). */
  otpTtlSeconds: 300,
  /** Earliest re-send of an SMS code after the last one (contract: 30 s). */
  otpResendAfterSeconds: 30,
  /** Wrong codes allowed; the last one locks the code (contract: 429 after 5 wrong tries). */
  otpMaxAttempts: 5,
  /** Password token handed out by verify-otp (brief: 15 minutes, one use). */
  passwordTokenTtlSeconds: 15 * 60,
  /** The proof of holding a NIN that POST /users/nin-proof/verify hands out for onboarding (ours: 15 minutes, one use; docs/decisions/037). */
  ninProofTtlSeconds: 15 * 60,
  /** Password reset link (ours: 1 hour, one use). */
  resetLinkTtlSeconds: 60 * 60,
  /** Invitation link e-mailed to a new back-office account (ours: 72 hours, one use). */
  invitationTtlSeconds: 72 * 60 * 60,
} as const;

/** Portal paths the e-mailed links open (relative to the portal origin; SPEC.md §2 "Auth area"). */
export const LINK_PATHS = {
  /** Registration step 2: the activation link. */
  emailVerified: '/auth/email-verified',
  /** Password reset and back-office invitation. */
  accountPassword: '/auth/account-password',
} as const;

/**
 * A link path with its token.
 * @param path - one of {@link LINK_PATHS}.
 * @param token - the one-use token.
 * @returns e.g. "/auth/email-verified?token=abc".
 */
export function linkWithToken(path: string, token: string): string {
  return `${path}?token=${encodeURIComponent(token)}`;
}
