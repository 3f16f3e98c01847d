/**
 * Model-based tests of the session machine: @xstate/graph walks the machine with the person's events
 * and every outcome of every call (done with an answer, error with an ApiError), and each generated
 * path is replayed on a real actor whose calls are settled by the test.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromCallback,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import { createPromiseController, replayPath } from '../machine-test-kit';
import {
  BEARER,
  BEARER_REFRESHED,
  DISTRICTS,
  EXPIRING_REFRESH,
  HEALTHY_REFRESH,
  NETWORK,
  ONBOARDED,
  PROFILE,
  ROTATED_REFRESH,
  UNAUTHORISED,
} from './session.fixtures';
import { REFRESH_INTERVAL_MS, sessionMachine, type SessionInput, type SessionSnapshot } from './session.machine';
import type { signInMachine } from './sign-in.machine';

const CREDENTIALS = { phoneOrEmail: 'amina@example.ug', password: 'Secret#123' };

/** Every event the traversal may take, by type; types not listed are sent bare (e.g. delays). */
const CATALOG: Record<string, AnyEventObject[]> = {
  'session.signIn': [{ type: 'session.signIn', ...CREDENTIALS }],
  'session.reSignIn': [{ type: 'session.reSignIn', ...CREDENTIALS }],
  'session.reSignInCancel': [{ type: 'session.reSignInCancel' }],
  'session.logout': [{ type: 'session.logout' }],
  'session.profileUpdated': [{ type: 'session.profileUpdated', profile: ONBOARDED }],
  'session.tokensRotated': [
    { type: 'session.tokensRotated', sid: 'ses-1', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH },
    { type: 'session.tokensRotated', sid: 'ses-other', token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH },
  ],
  'session.ended': [
    { type: 'session.ended', sid: 'ses-1' },
    { type: 'session.ended', sid: 'ses-other' },
  ],
  'session.hello': [{ type: 'session.hello', sid: 'ses-1' }],
  'session.repair': [
    { type: 'session.repair', refreshToken: HEALTHY_REFRESH },
    { type: 'session.repair', refreshToken: null },
  ],
  // The sign-in sub-flow (./sign-in.machine.ts) is one child here: its output is the event (its own steps are
  // walked by session.machine.test.ts and sign-in.machine.test.ts).
  'xstate.done.actor.signIn': [
    { type: 'xstate.done.actor.signIn', output: { ok: true, profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH } },
    { type: 'xstate.done.actor.signIn', output: { ok: true, profile: PROFILE, token: BEARER, refreshToken: EXPIRING_REFRESH } },
    { type: 'xstate.done.actor.signIn', output: { ok: false, error: UNAUTHORISED, obtained: { refreshToken: null, token: null } } },
    { type: 'xstate.done.actor.signIn', output: { ok: false, error: NETWORK, obtained: { refreshToken: HEALTHY_REFRESH, token: null } } },
  ],
  'xstate.done.actor.fetchDistricts': [{ type: 'xstate.done.actor.fetchDistricts', output: DISTRICTS }],
  'xstate.error.actor.fetchDistricts': [{ type: 'xstate.error.actor.fetchDistricts', error: NETWORK }],
  'xstate.done.actor.refresh': [{ type: 'xstate.done.actor.refresh', output: { token: BEARER_REFRESHED } }],
  'xstate.error.actor.refresh': [
    { type: 'xstate.error.actor.refresh', error: UNAUTHORISED },
    { type: 'xstate.error.actor.refresh', error: NETWORK },
  ],
  'xstate.done.actor.reSignIn': [
    { type: 'xstate.done.actor.reSignIn', output: { ok: true, profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH } },
    { type: 'xstate.done.actor.reSignIn', output: { ok: false, error: UNAUTHORISED, obtained: { refreshToken: null, token: null } } },
    {
      type: 'xstate.done.actor.reSignIn',
      output: { ok: false, error: NETWORK, obtained: { refreshToken: HEALTHY_REFRESH, token: BEARER } },
    },
  ],
  'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout', output: null }],
  'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: NETWORK }],
  'xstate.done.actor.verifyGetToken': [
    { type: 'xstate.done.actor.verifyGetToken', output: { token: BEARER_REFRESHED, refreshToken: ROTATED_REFRESH } },
    { type: 'xstate.done.actor.verifyGetToken', output: { token: BEARER_REFRESHED } },
  ],
  'xstate.error.actor.verifyGetToken': [
    { type: 'xstate.error.actor.verifyGetToken', error: UNAUTHORISED },
    { type: 'xstate.error.actor.verifyGetToken', error: new ApiError(409, 'REFRESH_TOKEN_ROTATED', 'Rotated') },
    { type: 'xstate.error.actor.verifyGetToken', error: NETWORK },
  ],
  'xstate.done.actor.verifyFetchMe': [{ type: 'xstate.done.actor.verifyFetchMe', output: ONBOARDED }],
  'xstate.error.actor.verifyFetchMe': [
    { type: 'xstate.error.actor.verifyFetchMe', error: UNAUTHORISED },
    { type: 'xstate.error.actor.verifyFetchMe', error: NETWORK },
  ],
  'xstate.done.actor.repairGetToken': [{ type: 'xstate.done.actor.repairGetToken', output: { token: BEARER_REFRESHED } }],
  'xstate.error.actor.repairGetToken': [{ type: 'xstate.error.actor.repairGetToken', error: UNAUTHORISED }],
  'xstate.done.actor.repairFetchMe': [{ type: 'xstate.done.actor.repairFetchMe', output: PROFILE }],
  'xstate.error.actor.repairFetchMe': [{ type: 'xstate.error.actor.repairFetchMe', error: NETWORK }],
};

/** The events a snapshot handles, made concrete from {@link CATALOG}. */
function eventsOf(catalog: Record<string, AnyEventObject[]>) {
  return (snapshot: SessionSnapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      if (type.startsWith('xstate.after.')) return [{ type }];
      const known = catalog[type];
      if (!known) throw new Error(`No test events for "${type}"`);
      return known;
    }) as never[];
}

/** Serialise a snapshot by its value and context (the default, typed). */
const serializeState = (s: SessionSnapshot) => JSON.stringify({ value: s.value, context: s.context });

const INPUTS: Array<[string, SessionInput]> = [
  ['signed out', undefined],
  ['restored', { profile: PROFILE, token: BEARER, refreshToken: HEALTHY_REFRESH }],
];

function replayOn(input: SessionInput) {
  const controller = createPromiseController();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        // The sub-flow answers as one promise here: the test settles it with the output the catalogue names.
        signIn: controller.logic as unknown as typeof signInMachine,
        refreshToken: controller.logic,
        fetchMe: controller.logic,
        fetchDistricts: controller.logic,
        logout: controller.logic,
        tabSync: fromCallback(() => () => undefined),
      },
      actions: {
        persistSession: () => {},
        clearStorage: () => {},
        reloadPage: () => {},
        broadcastRotation: () => {},
        broadcastEnded: () => {},
        askOtherTabs: () => {},
      },
    }),
    { input },
  ).start();
  return { actor, controller };
}

const describePath = (steps: Array<{ event: EventObject }>) =>
  steps
    .slice(1)
    .map((s) => s.event.type.replace('xstate.', ''))
    .join(' → ') || '(initial)';

describe('session machine: shortest paths to every state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const [label, input] of INPUTS) {
    const paths = getShortestPaths(sessionMachine, { input, events: eventsOf(CATALOG), serializeState });

    it(`${label}: reaches every state node of the machine`, () => {
      const reached = new Set(paths.flatMap((p) => p.state._nodes.map((n) => n.id)));
      const every = getStateNodes(sessionMachine.root)
        .map((n) => n.id)
        // Transient states (`always` only): never at rest, so no path ends in them.
        .filter((id) => id !== 'session.Restoring' && id !== 'session.Verifying.Choosing')
        // Only a stored session is verified: signed out, the person signs in instead.
        .filter((id) => input !== undefined || !id.startsWith('session.Verifying'));
      expect([...every].filter((id) => !reached.has(id))).toEqual([]);
    });

    it.each(paths.map((p) => [describePath(p.steps), p] as const))(`${label}: %s`, async (_, path) => {
      const { actor, controller } = replayOn(input);
      await replayPath(actor, path.steps, controller, { REFRESH_INTERVAL: REFRESH_INTERVAL_MS });
      actor.stop();
    });
  }
});

describe('session machine: simple paths (state value and error flags)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Simple paths over full snapshots are intractable (every token and list doubles the graph), so this
  // walk identifies a snapshot by its state value and whether an error is shown, and takes one answer
  // per call. The shortest paths above cover every alternative answer with full snapshots.
  const coarse = (s: AnyMachineSnapshot) => ({
    value: s.value,
    error: s.context.error !== null,
    reSignInError: s.context.reSignInError !== null,
  });
  const single = Object.fromEntries(Object.entries(CATALOG).map(([k, v]) => [k, v.slice(0, 1)]));
  const paths = getSimplePaths(sessionMachine, {
    input: undefined,
    events: eventsOf(single),
    serializeState: (s) => JSON.stringify(coarse(s)),
  });

  it('finds more paths than there are state values', () => {
    expect(paths.length).toBeGreaterThan(getStateNodes(sessionMachine.root).length);
  });

  it.each(paths.map((p) => [describePath(p.steps), p] as const))('%s', async (_, path) => {
    const { actor, controller } = replayOn(undefined);
    await replayPath(actor, path.steps, controller, { REFRESH_INTERVAL: REFRESH_INTERVAL_MS }, coarse);
    actor.stop();
  });
});
