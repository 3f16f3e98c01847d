import { and, createMachine, not, or } from 'xstate';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/ui/shared/i18n';
import { sessionMachine } from '#src/machines/session/session.machine';
import { activeStateIds, activeStatesText, chartRegions, eventLabelOf, guardText, regionChart, regionOf, statechartOf } from './statechart';

describe('eventLabelOf', () => {
  it('reads xstate’s own event types as people say them', () => {
    expect(eventLabelOf('xstate.done.actor.login')).toBe('login done');
    expect(eventLabelOf('xstate.error.actor.login')).toBe('login failed');
    expect(eventLabelOf('xstate.done.actor.0.wizard.Loading', { '0.wizard.Loading': 'readLocal' })).toBe('readLocal done');
    expect(eventLabelOf('xstate.after.REFRESH_INTERVAL.session.SignedIn.Active.Idle')).toBe('after REFRESH_INTERVAL');
    expect(eventLabelOf('xstate.after.1000.connectivity.BackOnline')).toBe('after 1000 ms');
    expect(eventLabelOf('xstate.done.state.wizard.Active.persistence.Saving')).toBe('Saving finished');
    expect(eventLabelOf('')).toBe('(immediately)');
    expect(eventLabelOf('session.signIn')).toBe('session.signIn');
  });
});

describe('guardText', () => {
  it('names a guard, and spells and/or/not out', () => {
    expect(guardText(undefined)).toBeNull();
    expect(guardText('hasFee')).toBe('hasFee');
    expect(guardText({ type: 'isUnauthorised', params: {} })).toBe('isUnauthorised');
    expect(guardText(and(['isOwner', 'hasDeclaration']))).toBe('isOwner & hasDeclaration');
    expect(guardText(or(['isOwner', 'isLevelOfficer']))).toBe('isOwner | isLevelOfficer');
    expect(guardText(not('hasSession'))).toBe('!hasSession');
    expect(guardText(and([or(['a', 'b']), 'c']))).toBe('(a | b) & c');
    expect(guardText(() => true)).toBe('(inline check)');
  });
});

describe('statechartOf', () => {
  const chart = statechartOf(sessionMachine);

  it('lists every state, nested, with its description and whether it is its parent’s initial state', () => {
    const idle = chart.states.find((s) => s.id === 'session.SignedOut.Idle');
    expect(idle).toMatchObject({ key: 'Idle', parentId: 'session.SignedOut', type: 'atomic', initial: true });
    expect(idle?.description).toMatch(/Waiting for the sign-in form/);
    expect(chart.states[0]).toMatchObject({ id: 'session', parentId: null });
  });

  it('labels transitions with their event and guard, the eventless ones included', () => {
    expect(chart.transitions).toContainEqual(
      expect.objectContaining({
        source: 'session.SignedOut.Idle',
        target: 'session.SignedOut.SigningIn',
        event: 'session.signIn',
        guard: null,
      }),
    );
    expect(chart.transitions).toContainEqual(
      expect.objectContaining({
        source: 'session.Restoring',
        target: 'session.Verifying',
        eventLabel: '(immediately)',
        guard: 'hasSession',
      }),
    );
    expect(chart.transitions).toContainEqual(
      expect.objectContaining({
        source: 'session.Verifying.GettingToken',
        target: 'session.SignedOut',
        eventLabel: 'verifyGetToken failed',
        guard: 'isUnauthorised',
      }),
    );
  });

  it('keeps a transition that stays in its state on the state, not as an arrow', () => {
    const repairing = chart.states.find((s) => s.id === 'session.Repairing');
    expect(repairing?.internal.map((t) => t.event)).toEqual(['session.repair']);
    expect(chart.transitions.every((t) => t.source !== t.target)).toBe(true);
  });

  it('gives every transition a unique id', () => {
    const ids = [...chart.transitions, ...chart.states.flatMap((s) => s.internal)].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('activeStateIds', () => {
  it('lists the states a value is in, ancestors and parallel regions included', () => {
    expect(activeStateIds('session', { SignedOut: { SigningIn: 'LoggingIn' } })).toEqual([
      'session',
      'session.SignedOut',
      'session.SignedOut.SigningIn',
      'session.SignedOut.SigningIn.LoggingIn',
    ]);
    const machine = createMachine({
      id: 'm',
      type: 'parallel',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } },
    });
    expect(activeStateIds(machine.id, { a: 'x', b: 'y' })).toEqual(['m', 'm.a', 'm.a.x', 'm.b', 'm.b.y']);
  });
});

describe('activeStatesText', () => {
  it('names the innermost states below the machine', () => {
    const chart = statechartOf(sessionMachine);
    expect(activeStatesText(chart, activeStateIds('session', { SignedIn: { Active: 'Idle' } }))).toBe('SignedIn › Active › Idle');
  });
});

describe('one region of a chart at a time (issue 30)', () => {
  const chart = statechartOf(sessionMachine);

  it('offers the machine’s top-level states as regions, and finds the one a state is in', () => {
    const regions = chartRegions(chart).map((r) => r.label);
    expect(regions).toEqual(expect.arrayContaining(['SignedOut', 'SignedIn']));
    expect(regionOf(chart, activeStateIds('session', { SignedIn: { Active: 'Idle' } }))).toBe('session.SignedIn');
  });

  it('draws a region with its inside, and the other regions its arrows touch as plain boxes', () => {
    const part = regionChart(i18n, chart, 'session.SignedOut');
    const ids = new Set(part.states.map((s) => s.id));
    expect(ids.has('session.SignedOut.SigningIn')).toBe(true);
    // Nothing inside another region is drawn: only its box.
    expect([...ids].some((id) => id.startsWith('session.SignedIn.'))).toBe(false);
    expect(ids.has('session.SignedIn')).toBe(true);
    expect(part.states.length).toBeLessThan(chart.states.length);
    expect(part.transitions.length).toBeLessThan(chart.transitions.length);
    // Every arrow starts and ends at a drawn box, and keeps its id (the page marks and simulates by id).
    for (const t of part.transitions) {
      expect(ids.has(t.source), t.id).toBe(true);
      expect(ids.has(t.target), t.id).toBe(true);
      expect(chart.transitions.some((o) => o.id === t.id)).toBe(true);
    }
    // The signed-in session is reached from the sign-in: its arrow points at the SignedIn box.
    expect(part.transitions).toContainEqual(expect.objectContaining({ source: 'session.SignedOut.SigningIn', target: 'session.SignedIn' }));
  });
});
