/**
 * A machine as a drawable statechart (issue 13 part 3; docs/decisions/029-flow-visualizer.md): its states
 * (nested, with descriptions and tags) and its transitions (labelled with their event and guard), read
 * from the machine definition with @xstate/graph's `toDirectedGraph`, plus the eventless (`always`)
 * transitions that `toDirectedGraph` leaves out. Pure: no React, no layout.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/** One state of a statechart. */
export interface ChartState {
  /** The state node's id, e.g. `session.SignedOut.Idle` (unique in the machine). */
  id: string;
  /** Its name in its parent, e.g. `Idle`; the machine's id for the root. */
  key: string;
  /** The id of its parent state, or null for the machine's root. */
  parentId: string | null;
  /** xstate's node type. */
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The `description` the machine gives it, or null. */
  description: string | null;
  /** Whether it is its parent's initial state. */
  initial: boolean;
  /** Its tags (e.g. display statuses), in definition order. */
  tags: readonly string[];
  /** Transitions that stay in this state (no target, or itself): listed inside the state, not drawn as arrows. */
  internal: readonly ChartTransition[];
}

/** One transition of a statechart. */
export interface ChartTransition {
  /** A stable id, unique in the chart: `<source>:<event>:<n>`. */
  id: string;
  /** The id of the state that declares it. */
  source: string;
  /** The id of the state it goes to (the source itself for a targetless transition). */
  target: string;
  /** The event type (`''` for an eventless `always` transition). */
  event: string;
  /** The event as people read it: `login done`, `after REFRESH_INTERVAL`, `(immediately)`, or the event type. */
  eventLabel: string;
  /** The guard as text (`isOwner & hasFee`, `!hasSession`), or null when unguarded. */
  guard: string | null;
  /** The transition's `description`, or null. */
  description: string | null;
  /** What the event does in the registry's words ("Registrar's certificate issued"), when known (./event-words.ts). */
  words?: string | null;
}

/** A machine as a statechart: its root first, then its states in document order. */
export interface Statechart {
  /** The machine's id (its root state's id). */
  id: string;
  /** Every state, the root first, parents before their children. */
  states: readonly ChartState[];
  /** Every transition between two different states (drawn as arrows). */
  transitions: readonly ChartTransition[];
  /** The unnamed invoked actors: invoke id (`0.wizard.Loading`) → the name of its source in `setup({ actors })`. */
  invokes: Readonly<Record<string, string>>;
}

/**
 * The label people read for an event type.
 * - `xstate.done.actor.login` → `login done`; `xstate.error.actor.login` → `login failed`;
 * - `xstate.done.state.wizard.Active.persistence.Saving` (a compound state reached its final state) → `Saving finished`;
 * - `xstate.after.REFRESH_INTERVAL.session.SignedIn…` → `after REFRESH_INTERVAL`; `xstate.after.1000.…` → `after 1000 ms`;
 * - `''` (an `always` transition) → `(immediately)`; anything else unchanged.
 * @param event - an event type as xstate names it.
 * @param invokes - the machine's invoked actors, id → source name: an unnamed invoke (`0.wizard.Loading`)
 *   reads by its source (`readLocal done`).
 */
export function eventLabelOf(event: string, invokes: Readonly<Record<string, string>> = {}): string {
  if (event === '') return '(immediately)';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done?.[1]) return `${invokes[done[1]] ?? done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error?.[1]) return `${invokes[error[1]] ?? error[1]} failed`;
  const finished = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (finished?.[1]) return `${finished[1].split('.').pop() ?? finished[1]} finished`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  return event;
}

type GuardLike = string | { type: string } | (((...args: never[]) => unknown) & { guards?: unknown[]; check?: CheckFn }) | undefined;
type CheckFn = (snapshot: unknown, args: { context: unknown; event: unknown }, params: { guards: unknown[] }) => boolean;

/** A snapshot stand-in for probing a higher-order guard with inline guards only (they never read it). */
const PROBE_SNAPSHOT = { machine: { implementations: { guards: {} } } };

/**
 * Which combinator a higher-order guard (`and`, `or`, `not`) is, told by its behaviour so that minified
 * builds (which may rename functions) read the same: `or` passes with one true guard; `not` passes with
 * none; `and` passes with neither.
 */
function combinatorOf(check: CheckFn): 'and' | 'or' | 'not' {
  const yes = () => true;
  const no = () => false;
  const args = { context: {}, event: { type: '' } };
  if (check(PROBE_SNAPSHOT, args, { guards: [yes, no] })) return 'or';
  if (check(PROBE_SNAPSHOT, args, { guards: [no, no] })) return 'not';
  return 'and';
}

/**
 * A guard as text: a named guard by its name, `and`/`or`/`not` as `a & b`, `a | b`, `!a` (nested ones
 * in brackets), an inline function as `(inline check)`.
 * @param guard - a transition's `guard` as xstate stores it; undefined for none.
 * @returns the text, or null when there is no guard.
 */
export function guardText(guard: unknown): string | null {
  const g = guard as GuardLike;
  if (g === undefined || g === null) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object') return g.type;
  if (typeof g === 'function' && Array.isArray(g.guards) && typeof g.check === 'function') {
    const parts = g.guards.map((inner) => {
      const text = guardText(inner) ?? '';
      return typeof inner === 'function' && Array.isArray((inner as { guards?: unknown }).guards) ? `(${text})` : text;
    });
    const kind = combinatorOf(g.check);
    if (kind === 'not') return `!${parts[0] ?? ''}`;
    return parts.join(kind === 'and' ? ' & ' : ' | ');
  }
  return '(inline check)';
}

function typeOf(node: AnyStateNode): ChartState['type'] {
  return node.type;
}

/**
 * The statechart of a machine.
 * @param machine - any xstate v5 machine.
 * @returns its states (root first, parents before children) and the transitions between different states;
 *   transitions that stay in their state are kept on the state (`internal`).
 */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const invokes: Record<string, string> = {};
  const collect = (node: AnyStateNode) => {
    // Only unnamed invokes (xstate ids them `<index>.<state path>`); a named one reads by its own id.
    for (const invoke of node.invoke) if (typeof invoke.src === 'string' && /^\d+\./.test(invoke.id)) invokes[invoke.id] = invoke.src;
    for (const child of Object.values(node.states)) collect(child);
  };
  collect(machine.root);
  const visit = (graphNode: DirectedGraphNode, parent: AnyStateNode | null) => {
    const node = graphNode.stateNode as AnyStateNode;
    const internal: ChartTransition[] = [];
    const counts = new Map<string, number>();
    const add = (event: string, target: string, guard: unknown, description: string | undefined) => {
      const n = counts.get(event) ?? 0;
      counts.set(event, n + 1);
      const transition: ChartTransition = {
        id: `${node.id}:${event || 'always'}:${n}`,
        source: node.id,
        target,
        event,
        eventLabel: eventLabelOf(event, invokes),
        guard: guardText(guard),
        description: description ?? null,
      };
      if (target === node.id) internal.push(transition);
      else transitions.push(transition);
    };
    for (const edge of graphNode.edges) {
      add(edge.transition.eventType as string, edge.target.id, edge.transition.guard, edge.transition.description);
    }
    for (const always of node.always ?? []) {
      add('', always.target?.[0]?.id ?? node.id, always.guard, always.description);
    }
    const parentInitial = parent?.initial?.target?.[0];
    states.push({
      id: node.id,
      key: parent ? node.key : node.id,
      parentId: parent?.id ?? null,
      type: typeOf(node),
      description: node.description ?? null,
      initial: parentInitial !== undefined && parentInitial.id === node.id,
      tags: [...node.tags],
      internal,
    });
    for (const child of graphNode.children) visit(child, node);
  };
  visit(toDirectedGraph(machine), null);
  return { id: machine.id, states, transitions, invokes };
}

/**
 * The ids of the states a state value is in, every ancestor included (the root's id first).
 * @param machineId - the machine's id (its root state's id).
 * @param value - a snapshot's `value`.
 */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  const ids = [machineId];
  const walk = (prefix: string, v: StateValue) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
      return;
    }
    for (const [key, inner] of Object.entries(v)) {
      ids.push(`${prefix}.${key}`);
      if (inner !== undefined) walk(`${prefix}.${key}`, inner);
    }
  };
  walk(machineId, value);
  return ids;
}

/**
 * The ids of the states a snapshot is in (see {@link activeStateIds}).
 * @param snapshot - a machine snapshot.
 */
export function activeStatesOf(snapshot: AnyMachineSnapshot): string[] {
  return activeStateIds(snapshot.machine.id, snapshot.value as StateValue);
}

/**
 * The states a set of active ids is in, as people read them: each innermost state with its ancestors
 * below the machine, e.g. `SignedOut › SigningIn › LoggingIn` or `Review › 2. Director › Waiting`; parallel
 * regions joined with `; `.
 * @param chart - the statechart the ids are from.
 * @param ids - active state ids (ancestors included), as {@link activeStateIds} returns them.
 */
export function activeStatesText(chart: Statechart, ids: readonly string[]): string {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const active = new Set(ids.filter((id) => byId.has(id)));
  const innermost = [...active].filter((id) => ![...active].some((other) => byId.get(other)?.parentId === id));
  return innermost
    .map((id) => {
      const keys: string[] = [];
      for (let state = byId.get(id); state && state.parentId !== null; state = byId.get(state.parentId)) keys.unshift(state.key);
      return keys.join(' › ');
    })
    .join('; ');
}

/** A region of a statechart people can read on its own: one of the machine's top-level states. */
export interface ChartRegion {
  /** The top-level state's id. */
  id: string;
  /** Its name, e.g. `SignedIn`, `Review`. */
  label: string;
}

/**
 * The regions of a statechart (issue 30: "one chart region at a time"): its top-level states, in document order.
 * @param chart - the statechart.
 */
export function chartRegions(chart: Statechart): ChartRegion[] {
  const root = chart.states.find((s) => s.parentId === null);
  return chart.states.filter((s) => root && s.parentId === root.id).map((s) => ({ id: s.id, label: s.key }));
}

/**
 * The region of a statechart a set of active ids is in (the top-level state of the innermost one), or null.
 * @param chart - the statechart.
 * @param ids - active state ids, ancestors included (as {@link activeStateIds} returns them).
 */
export function regionOf(chart: Statechart, ids: readonly string[]): string | null {
  const regions = new Set(chartRegions(chart).map((r) => r.id));
  return ids.find((id) => regions.has(id)) ?? null;
}

/**
 * One region of a statechart drawn on its own (issue 30: the whole session chart was a web of crossing lines):
 * the machine's box with the region's state and everything inside it, and, as plain boxes, the other top-level
 * states its arrows come from or go to (an arrow to a state inside another region points at that region's box).
 * Transitions keep their ids, so what the page marks and simulates by id still applies. The machine's own
 * transitions (heard in every state) are kept when they lead into the region.
 * @param i18n - the catalogue, in the language to write the other regions' note in.
 * @param chart - the statechart.
 * @param regionId - a top-level state's id ({@link chartRegions}).
 * @returns a statechart of the same id.
 */
export function regionChart(i18n: I18n, chart: Statechart, regionId: string): Statechart {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const root = chart.states.find((s) => s.parentId === null);
  if (!root || !byId.has(regionId)) return chart;
  const topOf = (id: string): string => {
    let state = byId.get(id);
    while (state && state.parentId !== null && state.parentId !== root.id) state = byId.get(state.parentId);
    return state?.id ?? id;
  };
  const inRegion = (id: string) => id !== root.id && topOf(id) === regionId;
  const neighbours = new Set<string>();
  const seen = new Set<string>();
  const transitions: ChartTransition[] = [];
  for (const t of chart.transitions) {
    const fromInside = inRegion(t.source);
    const toInside = inRegion(t.target);
    if (!fromInside && !toInside) continue;
    const source = fromInside || t.source === root.id ? t.source : topOf(t.source);
    const target = toInside ? t.target : topOf(t.target);
    const key = `${source}|${target}|${t.event}|${t.guard ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!fromInside && source !== root.id) neighbours.add(source);
    if (!toInside) neighbours.add(target);
    transitions.push({ ...t, source, target });
  }
  const note = i18n._(msg`(Another region: choose it to see inside.)`);
  const states = chart.states.flatMap((s): ChartState[] => {
    if (s.id === root.id) return [s];
    if (inRegion(s.id)) return [s];
    // Another region, drawn as a plain box: what happens inside it is drawn when it is chosen.
    if (neighbours.has(s.id)) return [{ ...s, internal: [], description: `${s.description ? `${s.description} ` : ''}${note}` }];
    return [];
  });
  return { ...chart, states, transitions };
}
