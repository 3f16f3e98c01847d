import { describe, expect, it } from 'vitest';
import { registrationMachine, type RegistrationContext } from './registration.machine';
import {
  secondsUntilResend,
  selectCanRetryEmailLink,
  selectCodeExpiresAt,
  selectRegistrationBusy,
  selectRegistrationContacts,
  selectRegistrationError,
  selectRegistrationFieldErrors,
  selectRegistrationStep,
  selectResendAvailableAt,
} from './registration.selectors';

const BASE: RegistrationContext = {
  userId: 'u-9',
  email: 'amina@example.ug',
  phone: null,
  maskedPhone: '*********456',
  emailToken: null,
  activatedEmailToken: null,
  passwordToken: null,
  codeSentAt: null,
  resendAfterSeconds: null,
  expiresInSeconds: null,
  error: null,
  errorStatus: null,
  fieldErrors: {},
  resumeAt: 'details',
};

const at = (value: string, context: Partial<RegistrationContext> = {}) =>
  registrationMachine.resolveState({ value, context: { ...BASE, ...context } });

describe('selectRegistrationStep', () => {
  it.each([
    ['EnterDetails', {}, 'details'],
    ['Registering', {}, 'details'],
    ['CheckEmail', {}, 'checkEmail'],
    ['ActivatingEmail', {}, 'activatingEmail'],
    ['EmailLinkInvalid', {}, 'emailLinkInvalid'],
    ['EmailVerified', {}, 'emailVerified'],
    ['SendingCode', { codeSentAt: null }, 'emailVerified'],
    ['SendingCode', { codeSentAt: 1 }, 'enterCode'],
    ['EnterCode', {}, 'enterCode'],
    ['VerifyingCode', {}, 'enterCode'],
    ['SetPassword', {}, 'setPassword'],
    ['SettingPassword', {}, 'setPassword'],
    ['Done', {}, 'done'],
  ] as const)('%s (%j) shows %s', (value, context, expected) => {
    expect(selectRegistrationStep(at(value, context))).toBe(expected);
  });
});

describe('registration selectors', () => {
  it('busy follows the busy states', () => {
    expect(selectRegistrationBusy(at('VerifyingCode'))).toBe(true);
    expect(selectRegistrationBusy(at('EnterCode'))).toBe(false);
  });

  it('error and field errors read the context', () => {
    const s = at('EnterDetails', { error: 'Taken', fieldErrors: { email: 'Taken' } });
    expect(selectRegistrationError(s)).toBe('Taken');
    expect(selectRegistrationFieldErrors(s)).toEqual({ email: 'Taken' });
  });

  it('contacts are the same object while unchanged', () => {
    const a = selectRegistrationContacts(at('EnterCode'));
    expect(a).toEqual({ email: 'amina@example.ug', maskedPhone: '*********456' });
    expect(selectRegistrationContacts(at('VerifyingCode'))).toBe(a);
  });

  it('resend and expiry times are codeSentAt plus the seconds, in ms', () => {
    const s = at('EnterCode', { codeSentAt: 1_000_000, resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(selectResendAvailableAt(s)).toBe(1_030_000);
    expect(selectCodeExpiresAt(s)).toBe(1_300_000);
    expect(selectResendAvailableAt(at('EmailVerified'))).toBeNull();
    expect(selectCodeExpiresAt(at('EnterCode', { codeSentAt: 1 }))).toBeNull();
  });

  it('secondsUntilResend counts down in whole seconds to 0', () => {
    const s = at('EnterCode', { codeSentAt: 1_000_000, resendAfterSeconds: 30 });
    expect(secondsUntilResend(s, 1_000_000)).toBe(30);
    expect(secondsUntilResend(s, 1_000_001)).toBe(30);
    expect(secondsUntilResend(s, 1_029_001)).toBe(1);
    expect(secondsUntilResend(s, 1_030_000)).toBe(0);
    expect(secondsUntilResend(s, 2_000_000)).toBe(0);
    expect(secondsUntilResend(at('EmailVerified'), 0)).toBe(0);
  });

  it.each([
    [0, true],
    [429, true],
    [503, true],
    [400, false],
    [404, false],
    [409, false],
    [410, false],
  ])('a link failure with status %i may be retried: %s', (status, expected) => {
    expect(selectCanRetryEmailLink(at('EmailLinkInvalid', { emailToken: 't', errorStatus: status }))).toBe(expected);
  });

  it('no retry without a token or outside the link-failed page', () => {
    expect(selectCanRetryEmailLink(at('EmailLinkInvalid', { errorStatus: 0 }))).toBe(false);
    expect(selectCanRetryEmailLink(at('CheckEmail', { emailToken: 't', errorStatus: 0 }))).toBe(false);
  });
});
