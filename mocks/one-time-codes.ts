/**
 * One-time codes sent by SMS, as registration (activate-phone, verify-otp) and the proof of holding a NIN
 * (POST /users/nin-proof, /users/nin-proof/verify; docs/decisions/037-nin-proof.md) both use them: 6 digits,
 * valid 300 s, a new one at the earliest 30 s after the last and at most 5 an hour, 5 wrong tries lock the
 * code until a new one is sent (docs/decisions/002-api-contract.md "activate-phone"; mocks/timings.ts
 * AUTH_TIMINGS; NIST SP 800-63B §5.1.3).
 *
 * Each function answers the refusal as a `Response` (for the handler to return), or null when the step may go on.
 */
import { now } from './clock';
import type { OtpState } from './db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES, resendTooSoonMessage, tooOftenMessage } from './messages';
import { randomDigits } from './random';
import { takeAttempt, THROTTLE_RULES } from './throttle';
import { AUTH_TIMINGS } from './timings';
import { waitInWords } from '#src/domain/wait-time';
import { fail, tooMany } from './handlers/shared';

/**
 * Whether a new code may be sent now.
 * @param last - the code sent last, if any.
 * @param throttleKey - the throttle's key of this kind of code and its holder (e.g. `otp-send:usr-1`).
 * @returns 429 TOO_SOON (`Retry-After`, the message in seconds) within 30 s of the last code; 429
 *   TOO_MANY_ATTEMPTS after 5 codes in an hour; else null, the send counted.
 */
export async function refuseCodeSend(last: OtpState | null | undefined, throttleKey: string): Promise<Response | null> {
  const stamp = now();
  const resendAt = last ? last.sentAt + AUTH_TIMINGS.otpResendAfterSeconds * 1000 : 0;
  if (stamp < resendAt) {
    const wait = Math.ceil((resendAt - stamp) / 1000);
    return fail(429, resendTooSoonMessage(wait), { code: MOCK_ERROR_CODES.tooSoon, headers: { 'Retry-After': String(wait) } });
  }
  const refused = await takeAttempt(throttleKey, THROTTLE_RULES.otpSend);
  if (refused) return tooMany(refused, tooOftenMessage('You have asked for too many codes', waitInWords(refused.retryAfterSeconds)));
  return null;
}

/** A new code, valid {@link AUTH_TIMINGS} `otpTtlSeconds` from now (mock clock), no wrong tries yet. */
export function newCode(): OtpState {
  const stamp = now();
  return { code: randomDigits(6), expiresAt: stamp + AUTH_TIMINGS.otpTtlSeconds * 1000, attempts: 0, sentAt: stamp };
}

/** What the sender of a code answers: where it went and its timings, in seconds. */
export function codeTimings(): { expiresInSeconds: number; resendAfterSeconds: number } {
  return { expiresInSeconds: AUTH_TIMINGS.otpTtlSeconds, resendAfterSeconds: AUTH_TIMINGS.otpResendAfterSeconds };
}

/**
 * Check a typed code against the one sent.
 * @param sent - the code sent (null: none was).
 * @param typed - what the person typed (already checked to be 6 digits).
 * @param field - the body's field of the code, for the field error (`otp`, `code`).
 * @param countWrong - stores the new count of wrong tries on the holder's record.
 * @returns null when it is right; else 409 OTP_NOT_SENT, 429 OTP_LOCKED (`Retry-After`: the seconds
 *   before a new code may be asked for), 410 OTP_EXPIRED or 400 OTP_INCORRECT with `errors[field]`.
 */
export async function refuseCode(
  sent: OtpState | null | undefined,
  typed: string,
  field: string,
  countWrong: (attempts: number) => Promise<void>,
): Promise<Response | null> {
  if (!sent) return fail(409, MOCK_MESSAGES.otpNotSent, { code: MOCK_ERROR_CODES.otpNotSent });
  const locked = () => {
    const resendIn = Math.max(0, Math.ceil((sent.sentAt + AUTH_TIMINGS.otpResendAfterSeconds * 1000 - now()) / 1000));
    return fail(429, MOCK_MESSAGES.otpLocked, { code: MOCK_ERROR_CODES.otpLocked, headers: { 'Retry-After': String(resendIn) } });
  };
  if (sent.attempts >= AUTH_TIMINGS.otpMaxAttempts) return locked();
  if (now() >= sent.expiresAt) return fail(410, MOCK_MESSAGES.otpExpired, { code: MOCK_ERROR_CODES.otpExpired });
  if (typed === sent.code) return null;
  const attempts = sent.attempts + 1;
  await countWrong(attempts);
  if (attempts >= AUTH_TIMINGS.otpMaxAttempts) return locked();
  return fail(400, MOCK_MESSAGES.otpIncorrect, { code: MOCK_ERROR_CODES.otpIncorrect, errors: { [field]: MOCK_MESSAGES.otpIncorrect } });
}
