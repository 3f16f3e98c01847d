/**
 * The live states of the app's actors, told to the flow visualizer (issue 13 part 3;
 * docs/decisions/029-flow-visualizer.md). Every tab of the portal, in the builds where the visualizer
 * exists, posts its session and connectivity actors' state values on a BroadcastChannel, and answers a
 * visualizer that asks; a visualizer open in one tab so follows a person signing in in another tab (or
 * in its own). Only state values travel: no context, no tokens, no profile.
 */
import type { StateValue } from 'xstate';
import type { AppActors } from '../shared/session-context';

/** The channel's name (same origin only, as BroadcastChannel is). */
export const FLOW_CHANNEL = 'marriage-registry-flow-visualizer';

/** The machines whose live state is told. */
export type LiveMachine = 'session' | 'connectivity';

/**
 * A message on the channel.
 * - `state`: a tab's actor is in `value` now; `tab` tells the tabs apart, `seq` orders one tab's reports.
 * - `ask`: a visualizer opened: every tab reports its states again.
 */
export type LiveMessage = { type: 'state'; machine: LiveMachine; tab: string; seq: number; value: StateValue } | { type: 'ask' };

/** This tab's id on the channel (random per page load). */
export const TAB_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

/**
 * Start telling this tab's actors' states on the channel.
 * @param actors - the app-wide actors.
 * @returns a function that stops (unsubscribes and closes the channel); a no-op where BroadcastChannel is missing.
 */
export function publishLiveStates(actors: AppActors): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(FLOW_CHANNEL);
  let seq = 0;
  const tell = (machine: LiveMachine, value: StateValue) => {
    seq += 1;
    const message: LiveMessage = { type: 'state', machine, tab: TAB_ID, seq, value };
    channel.postMessage(message);
  };
  const tellAll = () => {
    tell('session', actors.session.getSnapshot().value);
    tell('connectivity', actors.connectivity.getSnapshot().value);
  };
  const session = actors.session.subscribe((snapshot) => tell('session', snapshot.value));
  const connectivity = actors.connectivity.subscribe((snapshot) => tell('connectivity', snapshot.value));
  channel.onmessage = (event: MessageEvent<LiveMessage>) => {
    if (event.data.type === 'ask') tellAll();
  };
  tellAll();
  return () => {
    session.unsubscribe();
    connectivity.unsubscribe();
    channel.close();
  };
}

/** The latest live state of a machine, and the tab it is from. */
export interface LiveState {
  value: StateValue;
  /** True when it is this tab's own actor. */
  thisTab: boolean;
}

/**
 * Listen to the tabs' live states; asks every tab to report once at the start.
 * @param onState - called with the machine and its latest state, whichever tab it is from (the latest wins).
 * @returns a function that stops listening.
 */
export function listenLiveStates(onState: (machine: LiveMachine, state: LiveState) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(FLOW_CHANNEL);
  channel.onmessage = (event: MessageEvent<LiveMessage>) => {
    const message = event.data;
    if (message.type === 'state') onState(message.machine, { value: message.value, thisTab: message.tab === TAB_ID });
  };
  const ask: LiveMessage = { type: 'ask' };
  channel.postMessage(ask);
  return () => channel.close();
}
