import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPromiseController, flush, type PromiseController } from '../machine-test-kit';
import {
  CODE_EXPIRED,
  CODE_SENT,
  CODE_VERIFIED,
  DETAILS,
  EMAIL_ACTIVATED,
  LINK_EXPIRED,
  NO_ANSWER,
  PASSWORD_SET,
  REGISTERED,
  SAVED,
  TAKEN,
  TOO_SOON,
  WEAK,
  WRONG_CODE,
} from './registration.fixtures';
import { registrationMachine, resumeTarget, type PersistedRegistration, type RegistrationInput } from './registration.machine';
import { selectRegistrationStep } from './registration.selectors';
import { readPersistedRegistration, REGISTRATION_STORAGE_KEY, writePersistedRegistration } from './registration.storage';

const NOW = 1_800_000_000_000;

interface Harness {
  ctl: PromiseController;
  actor: ReturnType<typeof createActor<typeof registrationMachine>>;
  persistProgress: ReturnType<typeof vi.fn>;
  clearProgress: ReturnType<typeof vi.fn>;
  saved: () => PersistedRegistration | undefined;
}

function start(input: RegistrationInput = {}): Harness {
  const ctl = createPromiseController();
  const persistProgress = vi.fn();
  const clearProgress = vi.fn();
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        register: ctl.logic,
        activateEmail: ctl.logic,
        activatePhone: ctl.logic,
        verifyOtp: ctl.logic,
        setPassword: ctl.logic,
      },
      actions: { persistProgress, clearProgress },
    }),
    { input },
  ).start();
  const saved = () => persistProgress.mock.calls.at(-1)?.[1] as PersistedRegistration | undefined;
  return { ctl, actor, persistProgress, clearProgress, saved };
}

const step = (h: Harness) => selectRegistrationStep(h.actor.getSnapshot());

async function answer(h: Harness, id: string, output: unknown) {
  h.ctl.resolve(id, output);
  await flush();
}

async function fail(h: Harness, id: string, error: unknown) {
  h.ctl.reject(id, error);
  await flush();
}

/** Drive a fresh registration to the enter-code step. */
async function toEnterCode(): Promise<Harness> {
  const h = start();
  h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
  await answer(h, 'register', REGISTERED);
  h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
  await answer(h, 'activateEmail', EMAIL_ACTIVATED);
  h.actor.send({ type: 'registration.sendCode' });
  await answer(h, 'activatePhone', CODE_SENT);
  return h;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration machine: the happy path (SPEC.md §4 Registration steps)', () => {
  it('registers, activates the e-mail, sends and verifies the code, sets the password', async () => {
    const h = start();
    expect(h.actor.getSnapshot().value).toBe('EnterDetails');
    expect(step(h)).toBe('details');

    h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'register', input: DETAILS });
    await answer(h, 'register', REGISTERED);
    expect(h.actor.getSnapshot().value).toBe('CheckEmail');
    expect(h.saved()).toMatchObject({ step: 'checkEmail', userId: 'u-9', email: DETAILS.email, phone: DETAILS.phone });

    h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
    expect(step(h)).toBe('activatingEmail');
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'activateEmail', input: { token: 'email-token' } });
    await answer(h, 'activateEmail', EMAIL_ACTIVATED);
    expect(h.actor.getSnapshot().value).toBe('EmailVerified');
    expect(h.saved()).toMatchObject({ step: 'emailVerified', maskedPhone: '*********456' });

    h.actor.send({ type: 'registration.sendCode' });
    expect(step(h)).toBe('emailVerified');
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'activatePhone', input: { userId: 'u-9' } });
    await answer(h, 'activatePhone', CODE_SENT);
    expect(h.actor.getSnapshot().value).toBe('EnterCode');
    expect(h.actor.getSnapshot().context).toMatchObject({ codeSentAt: NOW, resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(h.saved()).toMatchObject({ step: 'enterCode', codeSentAt: NOW, resendAfterSeconds: 30 });

    h.actor.send({ type: 'registration.submitCode', otp: '123456' });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'verifyOtp', input: { userId: 'u-9', otp: '123456' } });
    await answer(h, 'verifyOtp', CODE_VERIFIED);
    expect(h.actor.getSnapshot().value).toBe('SetPassword');
    expect(h.saved()).toMatchObject({ step: 'setPassword', passwordToken: 'pwd-token-1' });

    h.actor.send({ type: 'registration.submitPassword', password: 'Secret#123', confirmPassword: 'Secret#123' });
    expect(h.ctl.calls.at(-1)).toEqual({
      id: 'setPassword',
      input: { token: 'pwd-token-1', password: 'Secret#123', confirmPassword: 'Secret#123' },
    });
    await answer(h, 'setPassword', PASSWORD_SET);
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('Done');
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ userId: 'u-9' });
    expect(step(h)).toBe('done');
    expect(h.clearProgress).toHaveBeenCalledTimes(1);
  });

  it('persistProgress writes local storage key "registration" and Done removes it (default actions)', async () => {
    const ctl = createPromiseController();
    const actor = createActor(
      registrationMachine.provide({
        actors: { register: ctl.logic, activateEmail: ctl.logic, activatePhone: ctl.logic, verifyOtp: ctl.logic, setPassword: ctl.logic },
      }),
      { input: { resume: SAVED.setPassword } },
    ).start();
    expect(JSON.parse(localStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null')).toEqual(SAVED.setPassword);
    expect(readPersistedRegistration()).toEqual(SAVED.setPassword);
    actor.send({ type: 'registration.submitPassword', password: 'Secret#123', confirmPassword: 'Secret#123' });
    ctl.resolve('setPassword', PASSWORD_SET);
    await flush();
    expect(localStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
  });
});

describe('registration machine: errors keep the person on the form', () => {
  it('register: error message and field errors on the details form; a new try clears them', async () => {
    const h = start();
    h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
    await fail(h, 'register', TAKEN);
    expect(h.actor.getSnapshot().value).toBe('EnterDetails');
    expect(h.actor.getSnapshot().context).toMatchObject({
      error: 'An account with this email already exists',
      errorStatus: 409,
      fieldErrors: { email: 'An account with this email already exists' },
    });
    expect(h.persistProgress).not.toHaveBeenCalled();
    h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
    expect(h.actor.getSnapshot().context).toMatchObject({ error: null, errorStatus: null, fieldErrors: {} });
  });

  it('a non-API error shows its own message', async () => {
    const h = start();
    h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
    await fail(h, 'register', new Error('boom'));
    expect(h.actor.getSnapshot().context.error).toBe('boom');
  });

  it("an expired e-mail link (410) goes to EmailLinkInvalid with the server's message, not retryable", async () => {
    const h = start({ resume: SAVED.checkEmail });
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'old-token' });
    await fail(h, 'activateEmail', LINK_EXPIRED);
    expect(h.actor.getSnapshot().value).toBe('EmailLinkInvalid');
    expect(step(h)).toBe('emailLinkInvalid');
    expect(h.actor.getSnapshot().context.error).toBe('This link has expired. Register again');
    h.actor.send({ type: 'registration.retryEmailLink' });
    expect(h.actor.getSnapshot().value).toBe('EmailLinkInvalid');
  });

  it('a link that got no answer may be tried again with the same token', async () => {
    const h = start();
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
    await fail(h, 'activateEmail', NO_ANSWER);
    h.actor.send({ type: 'registration.retryEmailLink' });
    expect(h.actor.getSnapshot().value).toBe('ActivatingEmail');
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'activateEmail', input: { token: 'email-token' } });
    await answer(h, 'activateEmail', EMAIL_ACTIVATED);
    expect(h.actor.getSnapshot().value).toBe('EmailVerified');
  });

  it('the first send failing stays on EmailVerified with the message', async () => {
    const h = start({ resume: SAVED.emailVerified });
    h.actor.send({ type: 'registration.sendCode' });
    await fail(h, 'activatePhone', NO_ANSWER);
    expect(h.actor.getSnapshot().value).toBe('EmailVerified');
    expect(h.actor.getSnapshot().context.error).toBe('Network Connection Error');
  });

  it('a resend too soon (429) stays on EnterCode with the message and the old codeSentAt', async () => {
    const h = await toEnterCode();
    h.actor.send({ type: 'registration.resendCode' });
    expect(step(h)).toBe('enterCode');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await fail(h, 'activatePhone', TOO_SOON);
    expect(h.actor.getSnapshot().value).toBe('EnterCode');
    expect(h.actor.getSnapshot().context).toMatchObject({ error: 'Wait before asking for a new code', codeSentAt: NOW });
  });

  it.each([
    ['a wrong code (400)', WRONG_CODE, 'The code is not correct'],
    ['an expired code (410)', CODE_EXPIRED, 'This code has expired. Send a new code'],
  ])('%s goes back to EnterCode with the message', async (_, error, message) => {
    const h = await toEnterCode();
    h.actor.send({ type: 'registration.submitCode', otp: '000000' });
    await fail(h, 'verifyOtp', error);
    expect(h.actor.getSnapshot().value).toBe('EnterCode');
    expect(h.actor.getSnapshot().context.error).toBe(message);
  });

  it('set-password refused (400) stays on SetPassword with field errors', async () => {
    const h = start({ resume: SAVED.setPassword });
    h.actor.send({ type: 'registration.submitPassword', password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' });
    await fail(h, 'setPassword', WEAK);
    expect(h.actor.getSnapshot().value).toBe('SetPassword');
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual({ password: WEAK.fieldErrors.password });
  });

  it('an expired password token (410) goes back to EmailVerified for a new code', async () => {
    const h = start({ resume: SAVED.setPassword });
    h.actor.send({ type: 'registration.submitPassword', password: 'Secret#123', confirmPassword: 'Secret#123' });
    await fail(h, 'setPassword', CODE_EXPIRED);
    expect(h.actor.getSnapshot().value).toBe('EmailVerified');
    expect(h.actor.getSnapshot().context).toMatchObject({ passwordToken: null, codeSentAt: null, error: CODE_EXPIRED.message });
    expect(h.saved()).toMatchObject({ step: 'emailVerified', passwordToken: null });
  });
});

describe('registration machine: resending the code', () => {
  it('resendCode sends a new code and restarts the countdown (codeSentAt in ms)', async () => {
    const h = await toEnterCode();
    await vi.advanceTimersByTimeAsync(31_000);
    h.actor.send({ type: 'registration.resendCode' });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'activatePhone', input: { userId: 'u-9' } });
    await answer(h, 'activatePhone', { ...CODE_SENT, resendAfterSeconds: 60 });
    expect(h.actor.getSnapshot().context).toMatchObject({ codeSentAt: NOW + 31_000, resendAfterSeconds: 60 });
    expect(h.saved()).toMatchObject({ step: 'enterCode', codeSentAt: NOW + 31_000, resendAfterSeconds: 60 });
  });
});

describe('registration machine: the e-mailed link is accepted in any state', () => {
  it.each([
    ['EnterDetails', {}],
    ['CheckEmail', { resume: SAVED.checkEmail }],
    ['EmailVerified', { resume: SAVED.emailVerified }],
    ['EnterCode', { resume: SAVED.enterCode }],
    ['SetPassword', { resume: SAVED.setPassword }],
  ] as const)('from %s', async (from, input) => {
    const h = start(input);
    expect(h.actor.getSnapshot().value).toBe(from);
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
    expect(h.actor.getSnapshot().value).toBe('ActivatingEmail');
    await answer(h, 'activateEmail', EMAIL_ACTIVATED);
    expect(h.actor.getSnapshot().value).toBe('EmailVerified');
    expect(h.actor.getSnapshot().context).toMatchObject({ userId: 'u-9', passwordToken: null, codeSentAt: null });
  });

  it('from a busy state, cancelling its call', async () => {
    const h = start();
    h.actor.send({ type: 'registration.submitDetails', details: DETAILS });
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
    expect(h.actor.getSnapshot().value).toBe('ActivatingEmail');
    h.ctl.resolve('register', REGISTERED);
    await flush();
    expect(h.actor.getSnapshot().value).toBe('ActivatingEmail');
  });

  it('from ActivatingEmail itself, restarting the call with the new token', () => {
    const h = start();
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'first' });
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'second' });
    expect(h.ctl.calls.map((c) => c.input)).toEqual([{ token: 'first' }, { token: 'second' }]);
    expect(h.ctl.pending.has('activateEmail')).toBe(true);
  });

  it('except the link that already activated the e-mail (a reload of its page): ignored', async () => {
    const h = await toEnterCode();
    expect(h.saved()).toMatchObject({ activatedEmailToken: 'email-token' });
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'email-token' });
    expect(h.actor.getSnapshot().value).toBe('EnterCode');
    expect(h.ctl.calls.filter((c) => c.id === 'activateEmail')).toHaveLength(1);
    const resumed = start({ resume: SAVED.enterCode });
    resumed.actor.send({ type: 'registration.emailLinkOpened', token: 'used-token' });
    expect(resumed.actor.getSnapshot().value).toBe('EnterCode');
  });

  it('from EmailLinkInvalid', async () => {
    const h = start();
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'old' });
    await fail(h, 'activateEmail', LINK_EXPIRED);
    h.actor.send({ type: 'registration.emailLinkOpened', token: 'new' });
    expect(h.actor.getSnapshot().value).toBe('ActivatingEmail');
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('registration machine: resuming after a reload', () => {
  it.each([
    ['checkEmail', 'CheckEmail'],
    ['emailVerified', 'EmailVerified'],
    ['enterCode', 'EnterCode'],
    ['setPassword', 'SetPassword'],
  ] as const)('saved at %s resumes at %s with the saved data', (saved, state) => {
    const h = start({ resume: SAVED[saved] });
    expect(h.actor.getSnapshot().value).toBe(state);
    expect(selectRegistrationStep(h.actor.getSnapshot())).toBe(saved);
    const { step: _step, ...data } = SAVED[saved];
    expect(h.actor.getSnapshot().context).toMatchObject(data);
  });

  it('a resumed enter-code step verifies with the saved userId', () => {
    const h = start({ resume: SAVED.enterCode });
    h.actor.send({ type: 'registration.submitCode', otp: '123456' });
    expect(h.ctl.calls.at(-1)).toEqual({ id: 'verifyOtp', input: { userId: 'u-9', otp: '123456' } });
  });

  it('nothing saved starts at the details form', () => {
    expect(start({}).actor.getSnapshot().value).toBe('EnterDetails');
    expect(createActor(registrationMachine, { input: undefined }).getSnapshot().value).toBe('EnterDetails');
  });

  it('round-trips through local storage', () => {
    writePersistedRegistration(SAVED.enterCode);
    const h = start({ resume: readPersistedRegistration() });
    expect(h.actor.getSnapshot().value).toBe('EnterCode');
  });
});

describe('resumeTarget', () => {
  it('resumes each saved step that has its data', () => {
    expect(resumeTarget(undefined)).toBe('details');
    expect(resumeTarget(SAVED.checkEmail)).toBe('checkEmail');
    expect(resumeTarget(SAVED.emailVerified)).toBe('emailVerified');
    expect(resumeTarget(SAVED.enterCode)).toBe('enterCode');
    expect(resumeTarget(SAVED.setPassword)).toBe('setPassword');
  });

  it('falls back to the nearest earlier step whose data was saved', () => {
    expect(resumeTarget({ ...SAVED.setPassword, passwordToken: null })).toBe('enterCode');
    expect(resumeTarget({ ...SAVED.setPassword, passwordToken: null, codeSentAt: null })).toBe('emailVerified');
    expect(resumeTarget({ ...SAVED.enterCode, codeSentAt: null })).toBe('emailVerified');
    expect(resumeTarget({ ...SAVED.emailVerified, userId: null })).toBe('checkEmail');
  });
});

describe('registration machine: starting over', () => {
  it('forgets the progress and returns to an empty details form from any state', async () => {
    const h = await toEnterCode();
    h.actor.send({ type: 'registration.startOver' });
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('EnterDetails');
    expect(h.clearProgress).toHaveBeenCalledTimes(1);
    expect(s.context).toMatchObject({ userId: null, email: null, codeSentAt: null, error: null, resumeAt: 'details' });
  });
});

describe('registration machine: provide()', () => {
  it('takes a single replaced actor and leaves the others', async () => {
    const actor = createActor(
      registrationMachine.provide({
        actors: { register: fromPromise(async () => REGISTERED) },
        actions: { persistProgress: () => {} },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'registration.submitDetails', details: DETAILS });
    await flush();
    expect(actor.getSnapshot().value).toBe('CheckEmail');
  });
});
