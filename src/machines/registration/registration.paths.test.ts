/**
 * Model-based tests of the registration machine: @xstate/graph walks the machine with the person's
 * events and every outcome of every call, and each generated path is replayed on a real actor whose
 * calls the test settles.
 */
import { __unsafe_getAllOwnEventDescriptors, createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPromiseController, replayPath } from '../machine-test-kit';
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
import { registrationMachine, type RegistrationInput, type RegistrationSnapshot } from './registration.machine';

const CATALOG: Record<string, AnyEventObject[]> = {
  'registration.submitDetails': [{ type: 'registration.submitDetails', details: DETAILS }],
  'registration.emailLinkOpened': [
    { type: 'registration.emailLinkOpened', token: 'email-token' },
    { type: 'registration.emailLinkOpened', token: 'used-token' },
  ],
  'registration.retryEmailLink': [{ type: 'registration.retryEmailLink' }],
  'registration.sendCode': [{ type: 'registration.sendCode' }],
  'registration.resendCode': [{ type: 'registration.resendCode' }],
  'registration.submitCode': [{ type: 'registration.submitCode', otp: '123456' }],
  'registration.submitPassword': [{ type: 'registration.submitPassword', password: 'Secret#123', confirmPassword: 'Secret#123' }],
  'registration.startOver': [{ type: 'registration.startOver' }],
  'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: REGISTERED }],
  'xstate.error.actor.register': [
    { type: 'xstate.error.actor.register', error: TAKEN },
    { type: 'xstate.error.actor.register', error: NO_ANSWER },
  ],
  'xstate.done.actor.activateEmail': [{ type: 'xstate.done.actor.activateEmail', output: EMAIL_ACTIVATED }],
  'xstate.error.actor.activateEmail': [
    { type: 'xstate.error.actor.activateEmail', error: LINK_EXPIRED },
    { type: 'xstate.error.actor.activateEmail', error: NO_ANSWER },
  ],
  'xstate.done.actor.activatePhone': [{ type: 'xstate.done.actor.activatePhone', output: CODE_SENT }],
  'xstate.error.actor.activatePhone': [{ type: 'xstate.error.actor.activatePhone', error: TOO_SOON }],
  'xstate.done.actor.verifyOtp': [{ type: 'xstate.done.actor.verifyOtp', output: CODE_VERIFIED }],
  'xstate.error.actor.verifyOtp': [
    { type: 'xstate.error.actor.verifyOtp', error: WRONG_CODE },
    { type: 'xstate.error.actor.verifyOtp', error: CODE_EXPIRED },
  ],
  'xstate.done.actor.setPassword': [{ type: 'xstate.done.actor.setPassword', output: PASSWORD_SET }],
  'xstate.error.actor.setPassword': [
    { type: 'xstate.error.actor.setPassword', error: WEAK },
    { type: 'xstate.error.actor.setPassword', error: CODE_EXPIRED },
  ],
};

function eventsOf(catalog: Record<string, AnyEventObject[]>) {
  // A finished actor takes no events (the pure transition function would still compute some).
  return (snapshot: RegistrationSnapshot) =>
    (snapshot.status === 'active' ? __unsafe_getAllOwnEventDescriptors(snapshot) : []).flatMap((type) => {
      const known = catalog[type];
      if (!known) throw new Error(`No test events for "${type}"`);
      return known;
    }) as never[];
}

/** `codeSentAt` is the clock's time: compare whether it is set, not its value. */
const normalise = (s: AnyMachineSnapshot) => ({
  value: s.value,
  context: { ...s.context, codeSentAt: s.context.codeSentAt === null ? null : 'set' },
});
const serializeState = (s: RegistrationSnapshot) => JSON.stringify(normalise(s));

const INPUTS: Array<[string, RegistrationInput]> = [
  ['new', {}],
  ['resumed at checkEmail', { resume: SAVED.checkEmail }],
  ['resumed at emailVerified', { resume: SAVED.emailVerified }],
  ['resumed at enterCode', { resume: SAVED.enterCode }],
  ['resumed at setPassword', { resume: SAVED.setPassword }],
];

function replayOn(input: RegistrationInput) {
  const controller = createPromiseController();
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        register: controller.logic,
        activateEmail: controller.logic,
        activatePhone: controller.logic,
        verifyOtp: controller.logic,
        setPassword: controller.logic,
      },
      actions: { persistProgress: () => {}, clearProgress: () => {} },
    }),
    { input },
  ).start();
  return { actor, controller };
}

const describePath = (steps: Array<{ event: AnyEventObject }>) =>
  steps
    .slice(1)
    .map((s) => s.event.type.replace('xstate.', '').replace('registration.', ''))
    .join(' → ') || '(initial)';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration machine: shortest paths to every state', () => {
  for (const [label, input] of INPUTS) {
    const paths = getShortestPaths(registrationMachine, { input, events: eventsOf(CATALOG), serializeState });

    it(`${label}: reaches every state but the start`, () => {
      const reached = new Set(paths.map((p) => p.state.value as string));
      const every = getStateNodes(registrationMachine.root)
        .map((n) => n.key)
        .filter((key) => key !== 'Resuming');
      expect(every.filter((key) => !reached.has(key))).toEqual([]);
    });

    it.each(paths.map((p) => [describePath(p.steps), p] as const))(`${label}: %s`, async (_, path) => {
      const { actor, controller } = replayOn(input);
      await replayPath(actor, path.steps, controller, {}, normalise);
      actor.stop();
    });
  }
});

describe('registration machine: simple paths (state value and error flag)', () => {
  // Simple paths over full snapshots are intractable, so this walk identifies a snapshot by its state
  // value, whether an error is shown and whether a code was sent (it decides where a failed send goes).
  const coarse = (s: AnyMachineSnapshot) => ({
    value: s.value,
    error: s.context.errorStatus,
    codeSent: s.context.codeSentAt !== null,
  });
  const single = Object.fromEntries(Object.entries(CATALOG).map(([k, v]) => [k, v.slice(0, 1)]));
  const paths = getSimplePaths(registrationMachine, {
    input: {},
    events: eventsOf(single),
    serializeState: (s) => JSON.stringify(coarse(s)),
    // A path ends at a final state or an error: enough to cover every transition at least once.
    toState: (s) => s.status === 'done' || s.matches('EmailLinkInvalid'),
    stopWhen: () => false,
  });

  it('finds paths to Done and to EmailLinkInvalid', () => {
    expect(paths.some((p) => p.state.value === 'Done')).toBe(true);
    expect(paths.some((p) => p.state.value === 'EmailLinkInvalid')).toBe(true);
  });

  it.each(paths.map((p) => [describePath(p.steps), p] as const))('%s', async (_, path) => {
    const { actor, controller } = replayOn({});
    await replayPath(actor, path.steps, controller, {}, coarse);
    actor.stop();
  });
});
