/**
 * The floor plan of src/ui stays true (issue 29): no arrow between its folders runs back up and no files
 * import each other in a circle, type-only imports included (scripts/import-graph.mjs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = dirname(import.meta.dirname);
const script = join(root, 'scripts', 'import-graph.mjs');

describe('the import graph of src/ui', () => {
  it('has no arrow running back up and no circle', () => {
    const out = execFileSync('node', [script, '--quiet'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^0 of \d+ arrows inside src\/ui run back up; 0 folder circle\(s\); 0 file circle\(s\)\.$/m);
  });

  it('fails on an upward arrow and on a type-only circle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      for (const room of ['app', 'shared', 'components']) mkdirSync(join(dir, room));
      writeFileSync(join(dir, 'app', 'root.ts'), "import { a } from '../shared/a';\nexport const root = a;\n");
      writeFileSync(join(dir, 'shared', 'a.ts'), "import type { Root } from '../app/types';\nexport const a = 1 as unknown as Root;\n");
      writeFileSync(join(dir, 'app', 'types.ts'), 'export type Root = number;\n');
      writeFileSync(join(dir, 'components', 'b.ts'), "import type { C } from './c';\nexport type B = C;\n");
      writeFileSync(join(dir, 'components', 'c.ts'), "import type { B } from './b';\nexport type C = B | 1;\n");
      const run = spawnSync('node', [script, '--root', dir], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('UP  shared -> app (1)');
      expect(run.stdout).toMatch(/file circle \(2 files\): .*components\/b\.ts, .*components\/c\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
