import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeyChunks, stagesOfModules, type FirstPassChunk, type JourneyStage } from './journey-chunks';

/** A first pass's files: the entry, the app, two pages and what they share, as the bundler splits them alone. */
const firstPass: FirstPassChunk[] = [
  { fileName: 'assets/index.js', isEntry: true, imports: ['assets/csp.js'], moduleIds: ['/repo/index.html', '/repo/src/main.tsx'] },
  { fileName: 'assets/csp.js', isEntry: false, imports: [], moduleIds: ['/repo/src/csp.ts'] },
  { fileName: 'assets/bootstrap.js', isEntry: false, imports: ['assets/csp.js', 'assets/Box.js'], moduleIds: ['/repo/src/bootstrap.tsx'] },
  { fileName: 'assets/Box.js', isEntry: false, imports: [], moduleIds: ['/repo/node_modules/@mantine/core/Box.mjs'] },
  { fileName: 'assets/landing.js', isEntry: false, imports: ['assets/zod.js', 'assets/Box.js'], moduleIds: ['/repo/src/landing.tsx'] },
  { fileName: 'assets/zod.js', isEntry: false, imports: [], moduleIds: ['/repo/node_modules/zod/index.js'] },
  { fileName: 'assets/apply.js', isEntry: false, imports: ['assets/zod.js', 'assets/wizard.js'], moduleIds: ['/repo/src/apply.tsx'] },
  { fileName: 'assets/wizard.js', isEntry: false, imports: [], moduleIds: ['/repo/src/wizard.ts', '/repo/src/drafts.ts'] },
  { fileName: 'assets/reports.js', isEntry: false, imports: ['assets/wizard.js', 'assets/Table.js'], moduleIds: ['/repo/src/reports.tsx'] },
  { fileName: 'assets/Table.js', isEntry: false, imports: [], moduleIds: ['/repo/node_modules/@mantine/core/Table.mjs'] },
];

const stages: JourneyStage[] = [
  { name: 'app', roots: ['src/bootstrap.tsx'] },
  { name: 'public', roots: ['src/landing.tsx'] },
  { name: 'notice', roots: ['src/apply.tsx'] },
];

describe('stagesOfModules', () => {
  const stageOf = stagesOfModules(firstPass, '/repo', stages);

  it('gives a stage the files its roots import statically, less the entry’s and the earlier stages’', () => {
    expect(Object.fromEntries(stageOf)).toEqual({
      '/repo/src/bootstrap.tsx': 'app',
      '/repo/node_modules/@mantine/core/Box.mjs': 'app',
      // zod is first fetched on the public pages: the notice's stage imports it from there.
      '/repo/src/landing.tsx': 'public',
      '/repo/node_modules/zod/index.js': 'public',
      '/repo/src/apply.tsx': 'notice',
      '/repo/src/wizard.ts': 'notice',
      '/repo/src/drafts.ts': 'notice',
    });
    // The entry's modules stay in the entry, though the app imports one; a page outside the journey, and what only it
    // imports (Table), keep files of their own.
    for (const id of ['/repo/src/main.tsx', '/repo/src/csp.ts', '/repo/src/reports.tsx', '/repo/node_modules/@mantine/core/Table.mjs'])
      expect(stageOf.has(id), id).toBe(false);
  });

  it('fails the build when a stage’s root is not in it', () => {
    expect(() => stagesOfModules(firstPass, '/repo', [...stages, { name: 'steps', roots: ['src/renamed-step-page.tsx'] }])).toThrow(
      "journey stage 'steps': src/renamed-step-page.tsx not in the build (scripts/journey-chunks.ts)",
    );
  });
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;

describe('journeyChunks', () => {
  it('groups each stage’s modules into its file, leaving their imports outside it where they are', async () => {
    const chunks = journeyChunks('/repo', stages, async () => firstPass);
    await (chunks.plugin.buildStart as Hook).call({});
    const groups = chunks.codeSplitting.groups;
    expect(groups.map(({ name }) => name)).toEqual(['app', 'public', 'notice']);
    expect(groups.filter((group) => group.test('/repo/node_modules/zod/index.js')).map(({ name }) => name)).toEqual(['public']);
    expect(groups.filter((group) => group.test('/repo/src/reports.tsx'))).toEqual([]);
    expect(chunks.codeSplitting.includeDependenciesRecursively).toBe(false);
  });

  it('lists in the manifest each dynamically imported module of a stage under its own key, with its stage file’s entry', async () => {
    const chunks = journeyChunks('/repo', stages, async () => firstPass);
    await (chunks.plugin.buildStart as Hook).call({});
    const dir = mkdtempSync(join(tmpdir(), 'journey-chunks-'));
    mkdirSync(join(dir, '.vite'));
    const publicEntry = { file: 'assets/public-abc.js', name: 'public', imports: ['_app-def.js'], css: ['assets/public-abc.css'] };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ '_public-abc.js': publicEntry }));
    const bundle = {
      'assets/public-abc.js': {
        type: 'chunk',
        name: 'public',
        fileName: 'assets/public-abc.js',
        moduleIds: ['/repo/src/landing.tsx', '/repo/node_modules/zod/index.js'],
      },
    };
    const dynamicImporters: Record<string, string[]> = { '/repo/src/landing.tsx': ['/repo/src/bootstrap.tsx'] };
    const context = { getModuleInfo: (id: string) => ({ dynamicImporters: dynamicImporters[id] ?? [] }) };
    (chunks.plugin.writeBundle as Hook).call(context, { dir }, bundle);
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
    expect(manifest['src/landing.tsx']).toEqual({ ...publicEntry, src: 'src/landing.tsx', isDynamicEntry: true });
    // zod is not imported dynamically: it gets no key of its own, as Vite would give it none.
    expect(Object.keys(manifest).sort()).toEqual(['_public-abc.js', 'src/landing.tsx']);
  });
});
