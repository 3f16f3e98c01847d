import { describe, expect, it } from 'vitest';
import { i18n } from '#src/ui/shared/i18n';
import { flowCatalogue } from './flow-catalogue';
import { assign, setup } from 'xstate';
import { initialSnapshot, nextSteps, stateValueText, unsimulatable } from './simulation';

const session = flowCatalogue(i18n).find((f) => f.id === 'session')!;

describe('the session simulated on a copy', () => {
  it('starts signed out and offers the sign-in and the repairs', () => {
    const snapshot = initialSnapshot(session.simulation);
    expect(stateValueText(snapshot.value)).toBe('SignedOut.Idle');
    expect(nextSteps(session.simulation, snapshot).map((s) => [s.event, s.variant])).toEqual([
      ['session.signIn', null],
      ['session.repair', 'with a refresh token'],
      ['session.repair', 'without one'],
    ]);
  });

  it('takes each answer of a call as its own step, and never runs the call', () => {
    const start = initialSnapshot(session.simulation);
    const signingIn = nextSteps(session.simulation, start).find((s) => s.event === 'session.signIn')!.next;
    expect(stateValueText(signingIn.value)).toBe('SignedOut.SigningIn');
    const answers = nextSteps(session.simulation, signingIn).map((s) => `${s.event} ${s.variant ?? ''}`.trim());
    expect(answers).toEqual([
      // The districts list, asked alongside the sign-in (issue 33 item 4).
      'xstate.done.actor.fetchDistricts',
      'xstate.done.actor.signIn signed in',
      'xstate.done.actor.signIn 401',
      'xstate.done.actor.signIn 409',
      'xstate.done.actor.signIn no answer',
      'session.repair with a refresh token',
      'session.repair without one',
    ]);
    const failed = nextSteps(session.simulation, signingIn).find((s) => s.variant === '401')!.next;
    expect(stateValueText(failed.value)).toBe('SignedOut.Idle');
    expect(failed.context).toMatchObject({ error: 'Incorrect username and password' });
    // Signed in on the copy: the machine's "store the session" action is returned, never run.
    const signedIn = nextSteps(session.simulation, signingIn).find((s) => s.variant === 'signed in')!.next;
    expect(stateValueText(signedIn.value)).toBe('SignedIn.Active.Idle');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the sign-in simulated on a copy', () => {
  const signIn = flowCatalogue(i18n).find((f) => f.id === 'sign-in')!;

  it('walks login, the bearer token and the profile, one answer at a time', () => {
    let snapshot = initialSnapshot(signIn.simulation);
    expect(stateValueText(snapshot.value)).toBe('LoggingIn');
    for (const [event, next] of [
      ['xstate.done.actor.login', 'GettingToken'],
      ['xstate.done.actor.getToken', 'LoadingProfile'],
      ['xstate.done.actor.fetchMe', 'SignedIn'],
    ] as const) {
      snapshot = nextSteps(signIn.simulation, snapshot).find((s) => s.event === event)!.next;
      expect(stateValueText(snapshot.value)).toBe(next);
    }
    expect(snapshot.status).toBe('done');
  });

  it('ends as Failed with the error of the call that failed', () => {
    const start = initialSnapshot(signIn.simulation);
    const failed = nextSteps(signIn.simulation, start).find((s) => s.event === 'xstate.error.actor.login' && s.variant === '401')!.next;
    expect(stateValueText(failed.value)).toBe('Failed');
    expect(failed.output).toMatchObject({ ok: false, obtained: { refreshToken: null, token: null } });
  });
});

describe('stateValueText', () => {
  it('writes a nested value as a dotted path and parallel regions apart', () => {
    expect(stateValueText('Draft')).toBe('Draft');
    expect(stateValueText({ Review: { Waiting: 'FirstLevel' } })).toBe('Review.Waiting.FirstLevel');
    expect(stateValueText({ a: 'x', b: { c: 'y' } })).toBe('a.x, b.c.y');
  });
});

describe('unsimulatable', () => {
  it('names an event whose every example lacks what the machine reads, instead of offering a button that fails', () => {
    const machine = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'count'; by: { amount: number } } | { type: 'stop' } },
    }).createMachine({
      context: { n: 0 },
      initial: 'On',
      states: {
        On: { on: { count: { actions: assign({ n: ({ context, event }) => context.n + event.by.amount }) }, stop: 'Off' } },
        Off: {},
      },
    });
    const copy = { machine, input: undefined, samples: {} };
    const start = initialSnapshot(copy);
    expect(nextSteps(copy, start).map((s) => s.event)).toEqual(['stop']);
    expect(unsimulatable(copy, start)).toEqual(['count']);
  });
});
