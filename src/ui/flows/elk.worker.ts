/**
 * The layout engine's Web Worker (docs/decisions/029-flow-visualizer.md): ELK's layered algorithm runs
 * here, off the page's thread. Message in: `{ id, graph }` (an ELK graph); out: `{ id, graph }` laid out,
 * or `{ id, error }` with ELK's message. A file of our own origin, so the deploy's `worker-src 'self'`
 * allows it.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';

/** What the page asks. */
interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

const elk = new ELK();
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, graph } = event.data;
  elk.layout(graph).then(
    (laid) => scope.postMessage({ id, graph: laid }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
