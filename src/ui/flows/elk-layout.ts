/**
 * Lays a statechart out in the layout engine's Web Worker (./elk.worker.ts): one worker for the page,
 * created on the first layout; answers are matched to requests by id.
 */
import type { ElkNode } from 'elkjs/lib/elk-api';
import { fromElkGraph, toElkGraph, type ChartLayout } from './elk-graph';
import type { Statechart } from './statechart';

type Answer = { id: number; graph: ElkNode } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (graph: ElkNode) => void; reject: (error: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./elk.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<Answer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.graph);
  };
  created.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The layout engine stopped'));
    pending.clear();
    worker = null;
  };
  worker = created;
  return created;
}

/**
 * Lay a statechart out.
 * @param chart - the statechart.
 * @returns the boxes and arrows; rejects with ELK's message when it cannot lay the graph out.
 */
export function layoutChart(chart: Statechart): Promise<ChartLayout> {
  const id = nextId++;
  return new Promise<ElkNode>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    layoutWorker().postMessage({ id, graph: toElkGraph(chart) });
  }).then(fromElkGraph);
}
