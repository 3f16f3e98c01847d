/**
 * The registration machine with the real src/api calls against the mock API (MSW node server,
 * reseeded before each test); the e-mailed link and the SMS code are read from the mock's outbox.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '#mocks/control';
import { sessionMachine } from '../session/session.machine';
import { registrationMachine, type RegistrationActorRef } from './registration.machine';
import { selectRegistrationStep } from './registration.selectors';
import { readPersistedRegistration } from './registration.storage';

const PERSON = {
  givenName: 'Florence',
  surname: 'Adong',
  email: 'florence.adong@example.ug',
  phone: '+256783111222',
  acceptTerms: true as const,
};
const PASSWORD = 'Harvest#2027';

function linkToken(email: string): string {
  const link = readOutbox(email).find((m) => m.link)?.link;
  return new URL(link ?? '', 'http://portal.test').searchParams.get('token') ?? '';
}

function smsCode(phone: string): string {
  return readOutbox(phone).find((m) => m.channel === 'sms')?.code ?? '';
}

const idle = (actor: RegistrationActorRef) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('registration machine against the mock API', () => {
  it('registers, verifies e-mail and phone, sets the password, and the person can sign in', async () => {
    const actor = createActor(registrationMachine, { input: { resume: readPersistedRegistration() } }).start();
    actor.send({ type: 'registration.submitDetails', details: PERSON });
    await idle(actor);
    expect(selectRegistrationStep(actor.getSnapshot())).toBe('checkEmail');
    expect(readPersistedRegistration()?.step).toBe('checkEmail');

    // The person opens the link in a new tab: a new actor resumes from local storage.
    actor.stop();
    const tab = createActor(registrationMachine, { input: { resume: readPersistedRegistration() } }).start();
    expect(tab.getSnapshot().value).toBe('CheckEmail');
    tab.send({ type: 'registration.emailLinkOpened', token: linkToken(PERSON.email) });
    await idle(tab);
    expect(tab.getSnapshot().value).toBe('EmailVerified');
    expect(tab.getSnapshot().context.maskedPhone).toMatch(/222$/);

    tab.send({ type: 'registration.sendCode' });
    await idle(tab);
    expect(tab.getSnapshot().value).toBe('EnterCode');
    expect(tab.getSnapshot().context.resendAfterSeconds).toBe(30);

    const code = smsCode(PERSON.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    tab.send({ type: 'registration.submitCode', otp: wrong });
    await idle(tab);
    expect(tab.getSnapshot().value).toBe('EnterCode');
    expect(tab.getSnapshot().context.error).toBe('The code is incorrect. Check the SMS and try again');

    tab.send({ type: 'registration.resendCode' });
    await idle(tab);
    expect(tab.getSnapshot().value).toBe('EnterCode');
    expect(tab.getSnapshot().context.error).toMatch(/^Wait \d+ seconds? before asking for a new code$/);

    tab.send({ type: 'registration.submitCode', otp: code });
    await idle(tab);
    expect(tab.getSnapshot().value).toBe('SetPassword');

    tab.send({ type: 'registration.submitPassword', password: PASSWORD, confirmPassword: PASSWORD });
    await waitFor(tab, (s) => s.status === 'done');
    expect(readPersistedRegistration()).toBeUndefined();

    const session = createActor(sessionMachine, { input: undefined }).start();
    session.send({ type: 'session.signIn', phoneOrEmail: PERSON.email, password: PASSWORD });
    await waitFor(session, (s) => s.hasTag('signedIn'));
    expect(session.getSnapshot().context.profile).toMatchObject({ email: PERSON.email, accountType: 'INDIVIDUAL', idNumber: null });
    session.stop();
  });

  it('shows the server field errors of a taken e-mail on the details form', async () => {
    const actor = createActor(registrationMachine, { input: {} }).start();
    actor.send({ type: 'registration.submitDetails', details: { ...PERSON, email: 'amina.nakato@example.ug' } });
    await idle(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('EnterDetails');
    expect(context.errorStatus).toBe(409);
    expect(context.fieldErrors.email).toBeTruthy();
  });

  it('a used link answers 410 and shows the link-failed page', async () => {
    const first = createActor(registrationMachine, { input: {} }).start();
    first.send({ type: 'registration.submitDetails', details: PERSON });
    await idle(first);
    const token = linkToken(PERSON.email);
    first.send({ type: 'registration.emailLinkOpened', token });
    await idle(first);
    expect(first.getSnapshot().value).toBe('EmailVerified');

    const other = createActor(registrationMachine, { input: {} }).start();
    other.send({ type: 'registration.emailLinkOpened', token });
    await idle(other);
    expect(other.getSnapshot().value).toBe('EmailLinkInvalid');
    expect(other.getSnapshot().context.error).toBe('This activation link has expired or was already used');
  });
});
