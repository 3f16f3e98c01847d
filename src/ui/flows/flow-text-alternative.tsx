/**
 * The statechart as text (WCAG 2.2 AA 1.1.1: the drawing is not readable by a screen reader): every state,
 * nested as in the drawing, with its description, its tags, whether it is live or simulated, and each
 * transition it declares as "event [guard] → target".
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartState, ChartTransition, Statechart } from './statechart';
import { transitionText } from './elk-graph';
import classes from './flow-text-alternative.module.css';

/** Props of {@link FlowTextAlternative}. */
export interface FlowTextAlternativeProps {
  chart: Statechart;
  /** The ids of the states the live actor is in. */
  liveIds: readonly string[];
  /** The ids of the states the simulated copy is in. */
  simulatedIds: readonly string[];
}

/** The states and transitions of a statechart as nested lists, in a disclosure. */
export function FlowTextAlternative({ chart, liveIds, simulatedIds }: FlowTextAlternativeProps) {
  const { t: tr } = useLingui();
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const nameOf = (id: string) => {
    const state = byId.get(id);
    if (!state) return id;
    const path: string[] = [];
    for (let s: ChartState | undefined = state; s && s.parentId !== null; s = s.parentId ? byId.get(s.parentId) : undefined)
      path.unshift(s.key);
    return path.join(' › ') || state.key;
  };
  const item = (t: ChartTransition) => (
    <li key={t.id}>
      {transitionText(t)} → {t.target === t.source ? tr`stays` : nameOf(t.target)}
      {t.description ? `: ${t.description}` : ''}
    </li>
  );
  const render = (parentId: string | null): ReactNode => {
    const children = chart.states.filter((s) => s.parentId === parentId);
    if (children.length === 0) return null;
    return (
      <ul>
        {children.map((state) => {
          // The machine itself is always active: only the states inside it are marked live or simulated.
          const out = [...chart.transitions.filter((t) => t.source === state.id), ...state.internal];
          const marks = [
            state.initial ? tr`starts here` : null,
            state.type === 'final' ? tr`final` : null,
            state.parentId !== null && liveIds.includes(state.id) ? tr`live` : null,
            state.parentId !== null && simulatedIds.includes(state.id) ? tr`simulated` : null,
          ].filter(Boolean);
          const tags = state.tags.join(', ');
          return (
            <li key={state.id}>
              <strong>{state.key}</strong>
              {marks.length > 0 && ` (${marks.join(', ')})`}
              {state.description && `: ${state.description}`}
              {state.tags.length > 0 && <> {tr`Tags: ${tags}.`}</>}
              {out.length > 0 && <ul className={classes.transitions}>{out.map(item)}</ul>}
              {render(state.id)}
            </li>
          );
        })}
      </ul>
    );
  };
  const stateCount = chart.states.length;
  const transitionCount = chart.transitions.length + chart.states.reduce((n, s) => n + s.internal.length, 0);
  return (
    <details className={classes.details}>
      <summary>
        <Trans>
          States and transitions as text ({stateCount} states, {transitionCount} transitions)
        </Trans>
      </summary>
      <div className={classes.body}>{render(null)}</div>
    </details>
  );
}
