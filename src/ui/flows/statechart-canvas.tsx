/**
 * The statechart drawn with @xyflow/react (docs/decisions/029-flow-visualizer.md): one box per state,
 * nested boxes inside their parents (positions relative to the parent, as ELK returns them), arrows as ELK
 * routed them with their event and guard. A state's description shows on hover (its `title`). The live
 * state and the simulated copy's state are marked by a border and a text badge ("Live", "Simulated"), not
 * by colour alone; the arrows the copy may take now are drawn bold and blue, and a click on one simulates it.
 * A drawing is not readable by a screen reader: the page lists the same states and transitions as text.
 */
import { memo, useMemo } from 'react';
import { useElementSize } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Background, Controls, ReactFlow, ViewportPortal, type Node, type NodeProps } from '@xyflow/react';
import { edgeLabelParts, initialDotId, leafLines, type ChartLayout } from './elk-graph';
import type { ChartState, ChartTransition, Statechart } from './statechart';
import classes from './statechart-canvas.module.css';

/** What a state box shows. */
interface StateBoxData extends Record<string, unknown> {
  state: ChartState | null;
  parent: boolean;
  live: boolean;
  simulated: boolean;
}

type StateNode = Node<StateBoxData, 'state'>;

const StateBox = memo(function StateBox({ data }: NodeProps<StateNode>) {
  const { state, parent, live, simulated } = data;
  const { t } = useLingui();
  if (!state) return <div className={classes.dot} aria-hidden="true" />;
  const lines = leafLines(state);
  // The tags' line in the language of the page (leafLines, which sizes the box in the layout worker, writes it in English).
  const tags = state.tags.join(', ');
  if (state.tags.length > 0) lines[1] = t`tags: ${tags}`;
  const className = [
    classes.state,
    parent ? classes.parent : '',
    state.type === 'final' ? classes.final : '',
    live ? classes.live : '',
    simulated ? classes.simulated : '',
  ].join(' ');
  return (
    <div className={className} title={state.description ?? undefined} data-state-id={state.id}>
      <div className={classes.header}>
        <span className={classes.name}>{lines[0]}</span>
      </div>
      {!parent && (live || simulated) && (
        <div className={classes.badges}>
          {live && (
            <span className={classes.liveBadge}>
              <Trans>Live</Trans>
            </span>
          )}
          {simulated && (
            <span className={classes.simBadge}>
              <Trans>Simulated</Trans>
            </span>
          )}
        </div>
      )}
      {lines.slice(1).map((line, i) => (
        <div key={i} className={i === 0 && state.tags.length > 0 ? classes.tags : classes.internal}>
          {line}
        </div>
      ))}
    </div>
  );
});

const NODE_TYPES = { state: StateBox };

/** Props of {@link StatechartCanvas}. */
export interface StatechartCanvasProps {
  /** The statechart. */
  chart: Statechart;
  /** Its layout (ELK's answer). */
  layout: ChartLayout;
  /** The ids of the states the live actor is in (empty when nothing is live for this machine). */
  liveIds: readonly string[];
  /** The ids of the states the simulated copy is in. */
  simulatedIds: readonly string[];
  /** The arrows the copy may take now, by transition id. */
  enabled: ReadonlySet<string>;
  /** Simulate a transition (called with its id) when an enabled arrow is clicked. */
  onSimulate: (transitionId: string) => void;
}

/**
 * The smallest zoom the drawing is shown at: 1, where its smallest text (badges, tags, arrow labels) is 12 px
 * (issue 30: fitted to the page's width, the charts' text shrank to about 7 px). A chart wider than the canvas is
 * moved around instead (drag it), or read one part at a time.
 */
export const MIN_ZOOM = 1;

/**
 * The canvas height, px: the chart's height at {@link MIN_ZOOM}, plus a margin; between 320 and 1200 (a taller
 * chart is moved around).
 * @param layout - the laid-out chart.
 */
function canvasHeight(layout: ChartLayout): number {
  return Math.round(Math.min(1200, Math.max(320, layout.height * MIN_ZOOM + 40)));
}

function pathOf(points: ReadonlyArray<{ x: number; y: number }>): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}

/** The statechart drawing. */
export function StatechartCanvas({ chart, layout, liveIds, simulatedIds, enabled, onSimulate }: StatechartCanvasProps) {
  const { ref, width } = useElementSize();
  const height = canvasHeight(layout);
  // Fitted (centred) when it fits at a readable size; else shown from its top-left corner, to be dragged.
  const fits = layout.width * MIN_ZOOM + 40 <= width;
  const byId = useMemo(() => new Map(chart.states.map((s) => [s.id, s])), [chart]);
  const parents = useMemo(() => new Set(chart.states.map((s) => s.parentId).filter((p): p is string => p !== null)), [chart]);
  const transitions = useMemo(() => new Map<string, ChartTransition>(chart.transitions.map((t) => [t.id, t])), [chart]);
  const nodes: StateNode[] = useMemo(
    () =>
      layout.states.map((box) => ({
        id: box.id,
        type: 'state' as const,
        position: { x: box.x, y: box.y },
        width: box.width,
        height: box.height,
        ...(box.parentId ? { parentId: box.parentId } : {}),
        draggable: false,
        selectable: false,
        focusable: false,
        data: {
          state: byId.get(box.id) ?? null,
          parent: parents.has(box.id),
          // The machine's own box is always active: it is not marked.
          live: box.parentId !== null && liveIds.includes(box.id),
          simulated: box.parentId !== null && simulatedIds.includes(box.id),
        },
      })),
    [layout, byId, parents, liveIds, simulatedIds],
  );
  return (
    // As tall as the chart at a readable size (up to 1200 px, at least 320 px); a larger one is dragged around.
    <div ref={ref} className={classes.canvas} style={{ height: `${height}px` }}>
      {/* Drawn once the width is known, and again when the height changes, so that fitView fits the final box. */}
      {width > 0 && (
        <ReactFlow
          key={`${chart.id}:${chart.states.length}:${height}:${fits}`}
          nodes={nodes}
          edges={[]}
          nodeTypes={NODE_TYPES}
          fitView={fits}
          fitViewOptions={{ maxZoom: 1, minZoom: MIN_ZOOM }}
          defaultViewport={{ x: 20, y: 20, zoom: MIN_ZOOM }}
          minZoom={MIN_ZOOM}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          proOptions={{ hideAttribution: false }}
        >
          <Background gap={24} />
          <Controls showInteractive={false} />
          <ViewportPortal>
            <svg className={classes.arrows} width={layout.width} height={layout.height} aria-hidden="true">
              <defs>
                <marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                  <path d="M0,0 L10,5 L0,10 z" className={classes.arrowHead} />
                </marker>
                <marker
                  id="flow-arrow-enabled"
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerWidth="6"
                  markerHeight="6"
                  orient="auto-start-reverse"
                >
                  <path d="M0,0 L10,5 L0,10 z" className={classes.arrowHeadEnabled} />
                </marker>
              </defs>
              {layout.transitions.map((laid) => {
                const t = transitions.get(laid.id);
                const isStart = !t;
                const on = t ? enabled.has(t.id) : false;
                const parts = t ? edgeLabelParts(t) : null;
                const lines = parts
                  ? [
                      { text: parts.event, className: classes.event },
                      ...parts.words.map((text) => ({ text, className: classes.words })),
                      ...parts.guard.map((text) => ({ text, className: classes.guard })),
                    ]
                  : [];
                return (
                  <g
                    key={laid.id}
                    className={on ? classes.enabled : isStart ? classes.start : classes.edge}
                    data-transition-id={t?.id}
                    onClick={on && t ? () => onSimulate(t.id) : undefined}
                  >
                    <path d={pathOf(laid.points)} markerEnd={`url(#${on ? 'flow-arrow-enabled' : 'flow-arrow'})`} />
                    {t && laid.label && (
                      <>
                        {t.description && <title>{t.description}</title>}
                        <rect x={laid.label.x} y={laid.label.y} width={laid.label.width} height={laid.label.height} rx={3} />
                        <text x={laid.label.x + 5} y={laid.label.y + 13}>
                          {lines.map((line, i) => (
                            <tspan key={i} x={laid.label!.x + 5} dy={i === 0 ? 0 : 15} className={line.className}>
                              {line.text}
                            </tspan>
                          ))}
                        </text>
                      </>
                    )}
                  </g>
                );
              })}
            </svg>
          </ViewportPortal>
        </ReactFlow>
      )}
    </div>
  );
}

/** The id of a parent's start-dot arrow (re-exported for the page's tests). */
export { initialDotId };
