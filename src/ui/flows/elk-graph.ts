/**
 * The statechart as ELK's input graph and ELK's answer as positioned boxes and routed arrows
 * (docs/decisions/029-flow-visualizer.md). ELK ("layered", hierarchy handled across levels) places
 * nested states inside their parents; leaf sizes are estimated here from their text, and parent states
 * carry no size, which ELK computes (it rejects a width or height given as `undefined`, so they are left
 * out). Pure: the layout itself runs in a Web Worker (./elk.worker.ts).
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartState, ChartTransition, Statechart } from './statechart';

/** Pixels per character of the 13 px labels (an estimate wide enough for the system sans-serif fonts). */
export const CHAR_WIDTH_PX = 7.4;
/** Height of one text line in a state box or an arrow label, px. */
export const LINE_HEIGHT_PX = 18;
/** Room at the top of a parent state for its name, px. */
export const PARENT_HEADER_PX = 34;

/**
 * Cycles (a return to an earlier level, an expired invoice back to Draft) are broken where an arrow goes
 * against the order the machine declares its states in, so Draft is drawn first and level 1 above level 2.
 * ELK's model-order strategies fail on nested graphs (elkjs 0.12.1), so each node is given a position
 * hint in document order ({@link toElkGraph}) and the interactive strategy reads it. Set on every parent,
 * as ELK reads these options per nested graph.
 */
const ORDER_OPTIONS = {
  'elk.layered.cycleBreaking.strategy': 'INTERACTIVE',
} as const;

/** The diameter of the start dot of a parent state, px. */
export const INITIAL_DOT_PX = 12;

/**
 * The id of a parent state's start dot, and of its arrow to the initial child.
 * @param parentId - the parent state's id.
 */
export function initialDotId(parentId: string): string {
  return `${parentId}#initial`;
}

/** The lines a leaf state box shows: its name, its tags, then its transitions that stay in it. */
export function leafLines(state: ChartState): string[] {
  const lines = [state.key];
  if (state.tags.length > 0) lines.push(`tags: ${state.tags.join(', ')}`);
  for (const t of state.internal) lines.push(`↻ ${transitionText(t, { words: false })}`);
  return lines;
}

/** The lines at the top of a parent state's box: its name, its tags, then its transitions that stay in it. */
export function parentHeaderLines(state: ChartState): string[] {
  return leafLines(state);
}

/**
 * A transition as one line: `event “words” [guard]`.
 * @param t - the transition.
 * @param options.words - whether to write its words (default true; a state box's own transitions leave them to the text alternative).
 */
export function transitionText(t: ChartTransition, { words = true }: { words?: boolean } = {}): string {
  return [t.eventLabel, words && t.words ? `“${t.words}”` : null, t.guard ? `[${t.guard}]` : null].filter(Boolean).join(' ');
}

/** The longest line of an arrow's label, in characters: longer words and guards wrap. */
const LABEL_LINE_CHARS = 34;

/** Text cut into lines of at most {@link LABEL_LINE_CHARS} characters at `separator` (a longer part stays whole). */
function wrap(text: string, separator: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of text.split(separator)) {
    const next = line ? `${line}${separator}${part}` : part;
    if (next.length > LABEL_LINE_CHARS && line) {
      lines.push(line);
      line = part;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/**
 * An arrow's label in its parts: the event, its words in the registry's language ("Registrar's certificate
 * issued"; issue 30), and the guard in brackets (long words wrap at spaces, long guards at `&`).
 */
export function edgeLabelParts(t: ChartTransition): { event: string; words: string[]; guard: string[] } {
  const words = t.words ? wrap(`“${t.words}”`, ' ') : [];
  if (!t.guard) return { event: t.eventLabel, words, guard: [] };
  const guard = wrap(t.guard, ' & ');
  guard[0] = `[${guard[0] ?? ''}`;
  guard[guard.length - 1] = `${guard[guard.length - 1] ?? ''}]`;
  return { event: t.eventLabel, words, guard };
}

/** An arrow's label lines: the event, its words, then the guard in brackets (see {@link edgeLabelParts}). */
export function edgeLabelLines(t: ChartTransition): string[] {
  const parts = edgeLabelParts(t);
  return [parts.event, ...parts.words, ...parts.guard];
}

function textWidth(lines: readonly string[]): number {
  return Math.ceil(Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH_PX);
}

/**
 * ELK's input for a statechart: one node per state (the root's children at the top), children nested,
 * every arrow declared on the root with its label's size.
 * @param chart - the statechart.
 * @returns the graph for `elk.layout` (options: layered, INCLUDE_CHILDREN, edge coordinates relative to the root).
 */
export function toElkGraph(chart: Statechart): ElkNode {
  const childrenOf = new Map<string | null, ChartState[]>();
  for (const state of chart.states) {
    const list = childrenOf.get(state.parentId) ?? [];
    list.push(state);
    childrenOf.set(state.parentId, list);
  }
  let order = 0;
  // The position hint of ORDER_OPTIONS: document order, top to bottom.
  const hint = () => ({ x: 0, y: order++ * 40 });
  const toNode = (state: ChartState): ElkNode => {
    const children = childrenOf.get(state.id) ?? [];
    if (children.length === 0) {
      const lines = leafLines(state);
      return { id: state.id, ...hint(), width: Math.max(120, textWidth(lines) + 28), height: 14 + lines.length * LINE_HEIGHT_PX };
    }
    // A parent: no width or height (ELK sizes it), room at the top for its name and its own transitions.
    const header = parentHeaderLines(state);
    return {
      id: state.id,
      ...hint(),
      layoutOptions: {
        'elk.padding': `[top=${PARENT_HEADER_PX + (header.length - 1) * LINE_HEIGHT_PX},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${textWidth(header) + 40}, 60)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        ...ORDER_OPTIONS,
      },
      children: [
        // The statechart's start dot: a pseudo-state with an arrow to the initial child (UML notation).
        ...(children.some((c) => c.initial)
          ? [{ id: initialDotId(state.id), ...hint(), width: INITIAL_DOT_PX, height: INITIAL_DOT_PX }]
          : []),
        ...children.map(toNode),
      ],
    };
  };
  const root = chart.states.find((s) => s.parentId === null);
  // The machine itself is the outermost box: transitions it declares (heard in every state) start there.
  const edges: ElkExtendedEdge[] = chart.transitions.map((t) => {
    const lines = edgeLabelLines(t);
    return {
      id: t.id,
      sources: [t.source],
      targets: [t.target],
      labels: [{ id: `${t.id}:label`, text: lines.join('\n'), width: textWidth(lines) + 10, height: lines.length * 15 + 4 }],
    };
  });
  for (const state of chart.states) {
    if (state.parentId === null || !state.initial) continue;
    edges.push({ id: initialDotId(state.parentId), sources: [initialDotId(state.parentId)], targets: [state.id] });
  }
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'DOWN',
      ...ORDER_OPTIONS,
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '18',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=10,left=10,bottom=10,right=10]',
    },
    children: root ? [toNode(root)] : [],
    edges,
  };
}

/** A state box as laid out: position relative to its parent box (as @xyflow/react wants), size in px. */
export interface LaidState {
  id: string;
  parentId: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An arrow as routed: its points in the chart's coordinates (px), and its label's box. */
export interface LaidTransition {
  id: string;
  points: ReadonlyArray<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number } | null;
}

/** A laid-out statechart. */
export interface ChartLayout {
  states: LaidState[];
  transitions: LaidTransition[];
  width: number;
  height: number;
}

/**
 * ELK's answer as boxes and arrows.
 * @param laid - the graph `elk.layout` returned for {@link toElkGraph}'s input.
 * @returns boxes (parents before children, the machine's own box first) and arrows.
 */
export function fromElkGraph(laid: ElkNode): ChartLayout {
  const states: LaidState[] = [];
  const visit = (node: ElkNode, parentId: string | null) => {
    for (const child of node.children ?? []) {
      states.push({ id: child.id, parentId, x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 });
      visit(child, child.id);
    }
  };
  visit(laid, null);
  const transitions: LaidTransition[] = (laid.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      points,
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
    };
  });
  return { states, transitions, width: laid.width ?? 0, height: laid.height ?? 0 };
}
