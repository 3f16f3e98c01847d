/**
 * Pure selectors over the registration snapshot (SPEC.md §4 "Registration steps").
 */
import { isRetryableLinkFailure, type RegistrationSnapshot } from './registration.machine';

/**
 * The page a registration shows. Busy states show the page of the form that started the call (with
 * its button busy, see {@link selectRegistrationBusy}); sending a code shows 'emailVerified' the first
 * time and 'enterCode' on a resend.
 */
export type RegistrationStep =
  'details' | 'checkEmail' | 'activatingEmail' | 'emailVerified' | 'enterCode' | 'setPassword' | 'done' | 'emailLinkInvalid';

/** The page to show for a snapshot (see {@link RegistrationStep}). */
export function selectRegistrationStep(snapshot: RegistrationSnapshot): RegistrationStep {
  const value = snapshot.value;
  switch (value) {
    case 'Resuming':
    case 'EnterDetails':
    case 'Registering':
      return 'details';
    case 'CheckEmail':
      return 'checkEmail';
    case 'ActivatingEmail':
      return 'activatingEmail';
    case 'EmailLinkInvalid':
      return 'emailLinkInvalid';
    case 'EmailVerified':
      return 'emailVerified';
    case 'SendingCode':
      return snapshot.context.codeSentAt === null ? 'emailVerified' : 'enterCode';
    case 'EnterCode':
    case 'VerifyingCode':
      return 'enterCode';
    case 'SetPassword':
    case 'SettingPassword':
      return 'setPassword';
    case 'Done':
      return 'done';
  }
}

/** True while a registration call is in flight (the form's button shows its spinner). */
export function selectRegistrationBusy(snapshot: RegistrationSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The last failure's message (the server's, SPEC.md §8), or null. */
export function selectRegistrationError(snapshot: RegistrationSnapshot): string | null {
  return snapshot.context.error;
}

/** The last failure's messages by form field name (empty when none). */
export function selectRegistrationFieldErrors(snapshot: RegistrationSnapshot): Record<string, string> {
  return snapshot.context.fieldErrors;
}

/** Where the registration's messages go: the e-mail address and the masked phone (each may be null). */
export interface RegistrationContacts {
  email: string | null;
  maskedPhone: string | null;
}

let lastContacts: RegistrationContacts = { email: null, maskedPhone: null };

/** The e-mail address and masked phone; the same object while they are unchanged. */
export function selectRegistrationContacts(snapshot: RegistrationSnapshot): RegistrationContacts {
  const { email, maskedPhone } = snapshot.context;
  if (lastContacts.email !== email || lastContacts.maskedPhone !== maskedPhone) lastContacts = { email, maskedPhone };
  return lastContacts;
}

/** When a new code may be asked for, in ms since the epoch (`codeSentAt` + `resendAfterSeconds`), or null before any code. */
export function selectResendAvailableAt(snapshot: RegistrationSnapshot): number | null {
  const { codeSentAt, resendAfterSeconds } = snapshot.context;
  return codeSentAt === null ? null : codeSentAt + (resendAfterSeconds ?? 0) * 1000;
}

/** When the last code stops working, in ms since the epoch (`codeSentAt` + `expiresInSeconds`), or null if unknown. */
export function selectCodeExpiresAt(snapshot: RegistrationSnapshot): number | null {
  const { codeSentAt, expiresInSeconds } = snapshot.context;
  return codeSentAt === null || expiresInSeconds === null ? null : codeSentAt + expiresInSeconds * 1000;
}

/**
 * Whole seconds left before a new code may be asked for (0 when it may be asked for now).
 * @param snapshot - the registration snapshot.
 * @param nowMs - the current time in ms since the epoch.
 */
export function secondsUntilResend(snapshot: RegistrationSnapshot, nowMs: number): number {
  const at = selectResendAvailableAt(snapshot);
  return at === null ? 0 : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** True on the link-failed page when "Try again" makes sense (no answer, 429 or 5xx; not a dead link). */
export function selectCanRetryEmailLink(snapshot: RegistrationSnapshot): boolean {
  return (
    snapshot.matches('EmailLinkInvalid') && snapshot.context.emailToken !== null && isRetryableLinkFailure(snapshot.context.errorStatus)
  );
}
