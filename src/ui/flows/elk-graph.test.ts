import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/ui/shared/i18n';
import { flowCatalogue } from './flow-catalogue';
import { edgeLabelLines, fromElkGraph, initialDotId, toElkGraph } from './elk-graph';

const catalogue = flowCatalogue(i18n);

describe('toElkGraph', () => {
  it('gives leaves a size and leaves parents without one (ELK rejects an undefined width)', () => {
    const graph = toElkGraph(catalogue.find((f) => f.id === 'session')!.chart);
    const walk = (node: ElkNode): void => {
      for (const child of node.children ?? []) {
        if (child.children?.length) expect(Object.keys(child)).not.toContain('width');
        else expect(child.width).toBeGreaterThan(0);
        walk(child);
      }
    };
    walk(graph);
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ id: initialDotId('session.SignedOut'), targets: ['session.SignedOut.Idle'] }),
    );
  });

  it('wraps a long guard under its event', () => {
    expect(
      edgeLabelLines({
        id: 't',
        source: 'a',
        target: 'b',
        event: 'e',
        eventLabel: 'application.return',
        guard: 'isLevelOfficer & hasPreviousLevel & hasReason',
        description: null,
      }),
    ).toEqual(['application.return', '[isLevelOfficer & hasPreviousLevel', 'hasReason]']);
  });
});

describe('the layout engine', () => {
  it('lays every machine out: a box for every state, a route for every arrow', async () => {
    const elk = new ELK();
    for (const flow of catalogue) {
      const layout = fromElkGraph(await elk.layout(toElkGraph(flow.chart)));
      const boxes = new Set(layout.states.map((s) => s.id));
      expect(
        flow.chart.states.filter((s) => !boxes.has(s.id)),
        flow.id,
      ).toEqual([]);
      const routed = new Map(layout.transitions.map((t) => [t.id, t]));
      for (const t of flow.chart.transitions) expect(routed.get(t.id)?.points.length, `${flow.id} ${t.id}`).toBeGreaterThanOrEqual(2);
    }
  }, 30_000);
});
