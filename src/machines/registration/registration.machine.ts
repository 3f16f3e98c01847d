/**
 * Account registration of an individual (SPEC.md §4 "Registration steps": register, activate email,
 * activate phone, verify OTP, set password; payloads and answers in docs/decisions/002-api-contract.md).
 *
 * The person fills in their details, opens the link e-mailed to them, asks for an SMS code, types it
 * and sets a password. Progress is saved to local storage at every stable step (`persistProgress`), and
 * the UI passes it back as `input.resume` so a reload continues where the person was. The e-mailed link
 * (`registration.emailLinkOpened`) is accepted in any state, since it may be opened in a fresh tab.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { activateEmail, activatePhone, register, setPassword, verifyOtp } from '#src/api/auth';
import { toApiError } from '#src/api/errors';
import type {
  ActivateEmailAnswer,
  ActivateEmailPayload,
  ActivatePhoneAnswer,
  ActivatePhonePayload,
  RegisterAnswer,
  SetPasswordPayload,
  VerifyOtpAnswer,
  VerifyOtpPayload,
} from '#src/domain/schemas/auth';
import {
  clearPersistedRegistration,
  writePersistedRegistration,
  type PersistedRegistration,
  type PersistedStep,
} from './registration.storage';

export type { PersistedRegistration, PersistedStep };

/** The details the register call takes (the parsed sign-up form: E.164 phone, acceptTerms true). */
export type RegistrationDetails = Parameters<typeof register>[0];

/** What the registration machine remembers. Times: `codeSentAt` in ms since the epoch, the rest in s. */
export interface RegistrationContext {
  userId: string | null;
  email: string | null;
  /** The phone as registered (E.164); null after a resume at a later step from another tab. */
  phone: string | null;
  /** The phone masked but for its last digits, as activate-email / activate-phone answer it. */
  maskedPhone: string | null;
  /** The token of the last e-mailed link opened; kept so the person can try it again. */
  emailToken: string | null;
  /** The token of the link that activated the e-mail; opening it again is ignored (it is used up). */
  activatedEmailToken: string | null;
  /** The one-use token verify-otp answered; set-password needs it. */
  passwordToken: string | null;
  /** When the last SMS code was sent, in ms since the epoch (the UI counts the resend wait from it). */
  codeSentAt: number | null;
  /** Seconds after `codeSentAt` before a new code may be asked for (activate-phone answer). */
  resendAfterSeconds: number | null;
  /** Seconds after `codeSentAt` the code stays valid (activate-phone answer). */
  expiresInSeconds: number | null;
  /** The last failure's message (ApiError.message), shown at the top of the form; null when none. */
  error: string | null;
  /** The last failure's HTTP status (0: no answer); null when none. */
  errorStatus: number | null;
  /** The last failure's field errors (ApiError.fieldErrors), keyed by form field name. */
  fieldErrors: Record<string, string>;
  /** Where the machine resumed from `input.resume` ('details' when nothing was saved). */
  resumeAt: ResumeTarget;
}

/** The machine's input: saved progress (from `readPersistedRegistration()`), if any. */
export interface RegistrationInput {
  resume?: PersistedRegistration;
}

/** The form step a resumed registration starts at. */
export type ResumeTarget = 'details' | PersistedStep;

/**
 * Where saved progress resumes. A step resumes only when the data it needs was saved; otherwise the
 * nearest earlier step that has its data: setPassword needs `passwordToken`, enterCode `codeSentAt`,
 * emailVerified and enterCode `userId`.
 * @param resume - saved progress, or undefined.
 */
export function resumeTarget(resume: PersistedRegistration | undefined): ResumeTarget {
  if (!resume) return 'details';
  const { step, userId, passwordToken, codeSentAt } = resume;
  if (step === 'checkEmail' || !userId) return 'checkEmail';
  if (step === 'setPassword' && passwordToken) return 'setPassword';
  if ((step === 'setPassword' || step === 'enterCode') && codeSentAt !== null) return 'enterCode';
  return 'emailVerified';
}

/**
 * The events registration accepts.
 * - `registration.submitDetails`: the sign-up form (EnterDetails).
 * - `registration.emailLinkOpened`: the page of the e-mailed link opened with its `token` (any state;
 *   ignored when it is the link that already activated the e-mail, e.g. a reload of that page).
 * - `registration.retryEmailLink`: try the same link again after a failure that was not the link's fault.
 * - `registration.sendCode`: "Send code" on the email-verified page (EmailVerified).
 * - `registration.resendCode`: ask for a new code (EnterCode); the UI enforces `resendAfterSeconds`.
 * - `registration.submitCode`: the 6-digit code (EnterCode).
 * - `registration.submitPassword`: the new password twice (SetPassword).
 * - `registration.startOver`: forget the progress and go back to the sign-up form (any state).
 */
export type RegistrationEvent =
  | { type: 'registration.submitDetails'; details: RegistrationDetails }
  | { type: 'registration.emailLinkOpened'; token: string }
  | { type: 'registration.retryEmailLink' }
  | { type: 'registration.sendCode' }
  | { type: 'registration.resendCode' }
  | { type: 'registration.submitCode'; otp: string }
  | { type: 'registration.submitPassword'; password: string; confirmPassword: string }
  | { type: 'registration.startOver' };

/** Tags: `busy` while a call is in flight. Pages are told apart with `selectRegistrationStep`. */
export type RegistrationTag = 'busy';

/** What a finished registration outputs: the new account's id. */
export interface RegistrationOutput {
  userId: string | null;
}

const EMPTY: Omit<RegistrationContext, 'resumeAt'> = {
  userId: null,
  email: null,
  phone: null,
  maskedPhone: null,
  emailToken: null,
  activatedEmailToken: null,
  passwordToken: null,
  codeSentAt: null,
  resendAfterSeconds: null,
  expiresInSeconds: null,
  error: null,
  errorStatus: null,
  fieldErrors: {},
};

/**
 * Whether an activation link failure may be retried: it got no answer (0), was too soon (429) or met a
 * server error (5xx), rather than a dead link (400 malformed, 404 unknown, 410 expired) or a conflict (409).
 * @param status - the failure's HTTP status (0: no answer), or null when there was no failure.
 */
export function isRetryableLinkFailure(status: number | null): boolean {
  return status !== null && (status === 0 || status === 429 || status >= 500);
}

function progressOf(context: RegistrationContext, step: PersistedStep): PersistedRegistration {
  return {
    step,
    userId: context.userId,
    email: context.email,
    phone: context.phone,
    maskedPhone: context.maskedPhone,
    passwordToken: context.passwordToken,
    activatedEmailToken: context.activatedEmailToken,
    codeSentAt: context.codeSentAt,
    resendAfterSeconds: context.resendAfterSeconds,
    expiresInSeconds: context.expiresInSeconds,
  };
}

/** The registration state machine (SPEC.md §4 "Registration steps"). See the module comment. */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
    tags: {} as RegistrationTag,
    output: {} as RegistrationOutput,
  },
  actors: {
    /** POST /users/auth/register → { userId, email, phone }. */
    register: fromPromise<RegisterAnswer, RegistrationDetails>(({ input }) => register(input)),
    /** POST /users/auth/activate-email → { userId, email, maskedPhone }. */
    activateEmail: fromPromise<ActivateEmailAnswer, ActivateEmailPayload>(({ input }) => activateEmail(input)),
    /** POST /users/auth/activate-phone → { maskedPhone, expiresInSeconds, resendAfterSeconds }. */
    activatePhone: fromPromise<ActivatePhoneAnswer, ActivatePhonePayload>(({ input }) => activatePhone(input)),
    /** POST /users/auth/verify-otp → { passwordToken }. */
    verifyOtp: fromPromise<VerifyOtpAnswer, VerifyOtpPayload>(({ input }) => verifyOtp(input)),
    /** POST /users/auth/set-password → { userId }. */
    setPassword: fromPromise<{ userId: string }, SetPasswordPayload>(({ input }) => setPassword(input)),
  },
  actions: {
    /** Save progress to local storage key 'registration' (default). */
    persistProgress: (_, params: PersistedRegistration) => writePersistedRegistration(params),
    /** Forget saved progress (default: remove local storage key 'registration'). */
    clearProgress: () => clearPersistedRegistration(),
    clearError: assign({ error: null, errorStatus: null, fieldErrors: {} }),
    assignError: assign((_, params: { error: unknown }) => {
      const error = toApiError(params.error);
      return { error: error.message, errorStatus: error.status, fieldErrors: { ...error.fieldErrors } };
    }),
    assignRegistered: assign((_, params: RegisterAnswer) => ({
      userId: params.userId,
      email: params.email,
      phone: params.phone,
    })),
    assignEmailToken: assign((_, params: { token: string }) => ({ emailToken: params.token })),
    assignEmailActivated: assign(({ context }, params: ActivateEmailAnswer) => ({
      activatedEmailToken: context.emailToken,
      userId: params.userId,
      email: params.email,
      maskedPhone: params.maskedPhone,
      passwordToken: null,
      codeSentAt: null,
      resendAfterSeconds: null,
      expiresInSeconds: null,
    })),
    assignCodeSent: assign((_, params: ActivatePhoneAnswer) => ({
      maskedPhone: params.maskedPhone,
      expiresInSeconds: params.expiresInSeconds,
      resendAfterSeconds: params.resendAfterSeconds,
      codeSentAt: Date.now(),
    })),
    assignPasswordToken: assign((_, params: VerifyOtpAnswer) => ({ passwordToken: params.passwordToken })),
    forgetCode: assign({ passwordToken: null, codeSentAt: null, resendAfterSeconds: null, expiresInSeconds: null }),
    reset: assign({ ...EMPTY, resumeAt: 'details' as const }),
  },
  guards: {
    /** The opened link is the one that already activated the e-mail (a reload of the link's page). */
    isActivatedLink: ({ context }, params: { token: string }) =>
      context.activatedEmailToken !== null && context.activatedEmailToken === params.token,
    /** The machine resumes at this step (see {@link resumeTarget}). */
    resumesAt: ({ context }, params: { step: ResumeTarget }) => context.resumeAt === params.step,
    /** A code was sent before, so the person is on the enter-code page. */
    hasSentCode: ({ context }) => context.codeSentAt !== null,
    /** An e-mailed link was opened and failed for a reason other than the link (see {@link isRetryableLinkFailure}). */
    canRetryEmailLink: ({ context }) => context.emailToken !== null && isRetryableLinkFailure(context.errorStatus),
    /** The failure is the password token's expiry (410): the code must be verified again. */
    isExpired: (_, params: { error: unknown }) => toApiError(params.error).status === 410,
  },
}).createMachine({
  id: 'registration',
  description: 'Register, activate email, activate phone, verify OTP, set password (SPEC.md §4).',
  context: ({ input }) => {
    const resume = input?.resume;
    return {
      ...EMPTY,
      userId: resume?.userId ?? null,
      email: resume?.email ?? null,
      phone: resume?.phone ?? null,
      maskedPhone: resume?.maskedPhone ?? null,
      passwordToken: resume?.passwordToken ?? null,
      activatedEmailToken: resume?.activatedEmailToken ?? null,
      codeSentAt: resume?.codeSentAt ?? null,
      resendAfterSeconds: resume?.resendAfterSeconds ?? null,
      expiresInSeconds: resume?.expiresInSeconds ?? null,
      resumeAt: resumeTarget(resume),
    };
  },
  output: ({ context }) => ({ userId: context.userId }),
  on: {
    'registration.emailLinkOpened': [
      {
        description: 'The link that already activated the e-mail (used up): stay where the person is.',
        guard: { type: 'isActivatedLink', params: ({ event }) => ({ token: event.token }) },
      },
      {
        target: '.ActivatingEmail',
        actions: { type: 'assignEmailToken', params: ({ event }) => ({ token: event.token }) },
      },
    ],
    'registration.startOver': { target: '.EnterDetails', actions: ['clearProgress', 'reset'] },
  },
  initial: 'Resuming',
  states: {
    Resuming: {
      description: 'Sends a resumed registration to the step it was saved at; a new one to the details form.',
      always: [
        { guard: { type: 'resumesAt', params: { step: 'setPassword' } }, target: 'SetPassword' },
        { guard: { type: 'resumesAt', params: { step: 'enterCode' } }, target: 'EnterCode' },
        { guard: { type: 'resumesAt', params: { step: 'emailVerified' } }, target: 'EmailVerified' },
        { guard: { type: 'resumesAt', params: { step: 'checkEmail' } }, target: 'CheckEmail' },
        { target: 'EnterDetails' },
      ],
    },
    EnterDetails: {
      description: 'The sign-up form: names, e-mail, phone and terms. Shows `error` and `fieldErrors`.',
      on: { 'registration.submitDetails': 'Registering' },
    },
    Registering: {
      description: 'POST /users/auth/register.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'registration.submitDetails');
          return event.details;
        },
        onDone: { target: 'CheckEmail', actions: { type: 'assignRegistered', params: ({ event }) => event.output } },
        onError: { target: 'EnterDetails', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    CheckEmail: {
      description: 'Asks the person to open the activation link e-mailed to them.',
      entry: { type: 'persistProgress', params: ({ context }) => progressOf(context, 'checkEmail') },
    },
    ActivatingEmail: {
      description: 'POST /users/auth/activate-email with the token of the opened link.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'activateEmail',
        src: 'activateEmail',
        input: ({ context }) => ({ token: context.emailToken ?? '' }),
        onDone: {
          target: 'EmailVerified',
          actions: { type: 'assignEmailActivated', params: ({ event }) => event.output },
        },
        onError: {
          target: 'EmailLinkInvalid',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    EmailLinkInvalid: {
      description:
        "The link failed: `error` holds the server's message. A link that is not dead (no answer, server error) may be tried again.",
      on: {
        'registration.retryEmailLink': { guard: 'canRetryEmailLink', target: 'ActivatingEmail' },
      },
    },
    EmailVerified: {
      description: 'The e-mail is verified; the person presses "Send code" to get an SMS code.',
      entry: { type: 'persistProgress', params: ({ context }) => progressOf(context, 'emailVerified') },
      on: { 'registration.sendCode': 'SendingCode' },
    },
    SendingCode: {
      description: 'POST /users/auth/activate-phone: sends (or re-sends) the SMS code.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'activatePhone',
        src: 'activatePhone',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: { target: 'EnterCode', actions: { type: 'assignCodeSent', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'hasSentCode',
            target: 'EnterCode',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'EmailVerified', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    EnterCode: {
      description: 'The person types the 6-digit SMS code, or asks for a new one once the resend wait is over.',
      entry: { type: 'persistProgress', params: ({ context }) => progressOf(context, 'enterCode') },
      on: {
        'registration.submitCode': 'VerifyingCode',
        'registration.resendCode': 'SendingCode',
      },
    },
    VerifyingCode: {
      description: 'POST /users/auth/verify-otp. 400 wrong code, 410 expired, 429 too many tries: back to EnterCode.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => {
          assertEvent(event, 'registration.submitCode');
          return { userId: context.userId ?? '', otp: event.otp };
        },
        onDone: { target: 'SetPassword', actions: { type: 'assignPasswordToken', params: ({ event }) => event.output } },
        onError: { target: 'EnterCode', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    SetPassword: {
      description: 'The person chooses a password and types it twice.',
      entry: { type: 'persistProgress', params: ({ context }) => progressOf(context, 'setPassword') },
      on: { 'registration.submitPassword': 'SettingPassword' },
    },
    SettingPassword: {
      description: 'POST /users/auth/set-password. An expired password token (410) needs a new code.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'registration.submitPassword');
          return { token: context.passwordToken ?? '', password: event.password, confirmPassword: event.confirmPassword };
        },
        onDone: 'Done',
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'EmailVerified',
            actions: ['forgetCode', { type: 'assignError', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'SetPassword', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    Done: {
      description: 'The account is active; the saved progress is forgotten. The person may sign in.',
      type: 'final',
      entry: 'clearProgress',
    },
  },
});

/** A snapshot of the registration machine. */
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** A running registration actor. */
export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;
