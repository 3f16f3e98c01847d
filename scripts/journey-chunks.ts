/**
 * The production build's chunks along a citizen's first journey (issue 33 item 2; docs/decisions/055-journey-chunks.md).
 *
 * Left to itself, the bundler splits the code by which dynamic imports share each module: with 116 routes, that made
 * about 340 files, most under 2 kB, and the first journey (landing → sign in → services → a notice's task list → its
 * First party step) fetched 145 of them. Over the deploy recipe's HTTP/2 each answer carries about 290 bytes of
 * headers and framing, and each file is compressed alone, without the words its neighbours share: about 80 kB of the
 * journey's 467 kB of JavaScript on the wire.
 *
 * So the files that journey fetches are joined by the step that first fetches them, one file per step
 * ({@link JOURNEY_STAGES}). The build runs the bundler twice. The first pass splits the code as it always did; a stage
 * is then every file its roots' files import statically, less the page's entry's (index.html, which stays as small as
 * it is) and the earlier stages'. The second pass, the build itself, puts each stage's modules in one file. Reading the
 * first pass's files rather than the source's imports keeps a stage to what its roots use: through a package's index
 * (`@mantine/core`), the source imports every component the package has.
 *
 * A stage's modules only import their own stage's, an earlier one's or the entry's, so no two stage files import each
 * other. Every other module is split as before, by who imports it. A page outside the journey that needs one module of
 * a stage loads the whole stage: the stages are the app's framework and the forms' common parts, which such a page
 * mostly needs anyway.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** One step of the first journey: its file's name and the source modules it starts from (paths from the repository root). */
export interface JourneyStage {
  /** The chunk's name (`assets/<name>-<hash>.js`). */
  name: string;
  /** Source modules, relative to the repository root; each with everything it imports statically. */
  roots: readonly string[];
}

/**
 * The first journey's stages, in the order a person meets them. React DOM, which the entry fetches beside the app,
 * goes with the app.
 */
export const JOURNEY_STAGES: readonly JourneyStage[] = [
  {
    // The app as it starts on any page: the router, the session, the notifications, the service worker's registration,
    // the prefetching and the API client.
    name: 'app',
    roots: [
      'src/ui/app/bootstrap.tsx',
      'src/ui/components/notifications/app-notifications.tsx',
      'src/ui/app/service-worker.tsx',
      'src/ui/app/prefetch.ts',
      'src/machines/session/tab-sync.ts',
      'src/api/client.ts',
      'src/api/auth.ts',
      'src/api/users.ts',
    ],
  },
  {
    // The public pages a journey starts on, with the forms' framework (react-hook-form, zod).
    name: 'public',
    roots: [
      'src/ui/layouts/public-layout.tsx',
      'src/ui/pages/public/landing-page.tsx',
      'src/ui/pages/public/track-form.tsx',
      'src/ui/pages/public/sign-in-page.tsx',
    ],
  },
  {
    // Signed in: the person's layout and services, the server state's client, the prices.
    name: 'account',
    roots: [
      'src/ui/layouts/user-layout.tsx',
      'src/ui/pages/user/user-services-page.tsx',
      'src/ui/layouts/account-menu.tsx',
      'src/ui/shared/query-client.ts',
      'src/ui/queries/prices.ts',
    ],
  },
  {
    // An application's form: the wizard, its drafts, and the notice's task list.
    name: 'notice',
    roots: [
      'src/ui/pages/apply/apply-page.tsx',
      'src/ui/forms/wizard.tsx',
      'src/ui/forms/drafts-store.ts',
      'src/ui/services/civil-marriage/civil-marriage-form.ts',
    ],
  },
  {
    // A form's pages and their fields, which the wizard fetches together once the task list shows
    // (src/ui/forms/wizard.tsx `loadWizardPages`).
    name: 'form-steps',
    roots: ['src/ui/forms/step-page.tsx', 'src/ui/forms/check-answers.tsx', 'src/ui/forms/draft-conflicts.tsx'],
  },
  {
    // The phone field and its checker, with libphonenumber's full metadata.
    name: 'phone',
    roots: ['src/ui/components/form/phone-input-control.tsx', 'src/domain/phone.ts'],
  },
];

/** A file of the first pass, as far as the stages need it (rolldown's `OutputChunk`). */
export type FirstPassChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

/**
 * Which stage each module is in, from the first pass's files.
 * @param chunks - the first pass's files (its chunks; assets are left out).
 * @param root - the repository's root directory (absolute), which the stages' roots are relative to.
 * @param stages - the stages, in the order a person meets them.
 * @returns the stage's name by module id; a module in no stage is not in the map.
 * @throws {Error} when a stage's root is in none of the files (a renamed module: the build must not quietly drop it).
 */
export function stagesOfModules(chunks: readonly FirstPassChunk[], root: string, stages: readonly JourneyStage[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const fileOf = new Map<string, FirstPassChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) fileOf.set(id, chunk);
  /** The files `from` import statically, with them, less those `taken`. */
  const closure = (from: readonly FirstPassChunk[], taken: ReadonlySet<string>) => {
    const found = new Set<string>();
    const pending = from.map((chunk) => chunk.fileName);
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (taken.has(file) || found.has(file)) continue;
      found.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return found;
  };
  const taken = closure(
    chunks.filter((chunk) => chunk.isEntry),
    new Set(),
  );
  const stageOf = new Map<string, string>();
  for (const stage of stages) {
    const missing = stage.roots.filter((path) => !fileOf.has(`${root}/${path}`));
    if (missing.length > 0)
      throw new Error(`journey stage '${stage.name}': ${missing.join(', ')} not in the build (scripts/journey-chunks.ts)`);
    const files = closure(
      stage.roots.map((path) => fileOf.get(`${root}/${path}`)!),
      taken,
    );
    for (const file of files) {
      taken.add(file);
      for (const id of byFile.get(file)?.moduleIds ?? []) stageOf.set(id, stage.name);
    }
  }
  return stageOf;
}

/** The environment variable that tells vite.config.ts a build is {@link journeyChunks}'s first pass. */
export const FIRST_PASS = 'PORTAL_JOURNEY_FIRST_PASS';

/**
 * The first pass: the same build (vite.config.ts, the same mode), split as the bundler would alone, kept in memory.
 * @param root - the repository's root directory.
 * @param mode - the build's mode.
 * @returns its chunks.
 */
async function firstPass(root: string, mode: string): Promise<FirstPassChunk[]> {
  const before = process.env[FIRST_PASS];
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode,
      logLevel: 'silent',
      build: { write: false, manifest: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((output) => output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
  } finally {
    if (before === undefined) delete process.env[FIRST_PASS];
    else process.env[FIRST_PASS] = before;
  }
}

/** What {@link journeyChunks} returns: the plugin that finds each stage's modules, and the bundler's grouping. */
export interface JourneyChunks {
  plugin: Plugin;
  /** `build.rolldownOptions.output.codeSplitting`. */
  codeSplitting: {
    includeDependenciesRecursively: false;
    groups: { name: string; test: (id: string) => boolean; priority: number }[];
  };
}

/**
 * The plugin and the grouping for some stages. The plugin runs the first pass as the build starts; the bundler's
 * groups then ask it which stage a module is in.
 * @param root - the repository's root directory (absolute).
 * @param stages - the stages, in the order a person meets them (default {@link JOURNEY_STAGES}).
 * @param split - the first pass (default: the build's own, {@link firstPass}; a test gives its files).
 * @returns the plugin and the `codeSplitting` option; the build fails when a stage's root is not in it
 * ({@link stagesOfModules}).
 */
export function journeyChunks(
  root: string,
  stages: readonly JourneyStage[] = JOURNEY_STAGES,
  split: (mode: string) => Promise<readonly FirstPassChunk[]> = (mode) => firstPass(root, mode),
): JourneyChunks {
  let stageOf = new Map<string, string>();
  let mode = 'production';
  const plugin: Plugin = {
    name: 'portal:journey-chunks',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      stageOf = stagesOfModules(await split(mode), root, stages);
    },
    writeBundle(output, bundle) {
      // Vite's manifest names a dynamically imported module's file only when the module starts its own file; a module
      // in a stage's file is listed here under its own key, with its stage file's entry (its file, imports and
      // stylesheets), so what reads the manifest by module (scripts/prerender.mjs, scripts/service-worker.mjs, the
      // benchmarks) finds it.
      const path = join(output.dir ?? 'dist', '.vite', 'manifest.json');
      if (!existsSync(path)) return;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !stages.some(({ name }) => name === chunk.name)) continue;
        const [stageKey, stageEntry] = Object.entries(manifest).find(([, entry]) => entry.file === chunk.fileName) ?? [];
        if (!stageKey || !stageEntry) continue;
        for (const id of chunk.moduleIds) {
          if (!stageOf.has(id) || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const key = relative(root, id);
          manifest[key] ??= { ...stageEntry, src: key, isDynamicEntry: true };
        }
      }
      writeFileSync(path, JSON.stringify(manifest, null, 2));
    },
  };
  return {
    plugin,
    codeSplitting: {
      // A stage's imports outside it are the entry's or an earlier stage's, loaded before it: they stay where they are
      // (the bundler would otherwise pull them in, and the entry would then import the app's whole file).
      includeDependenciesRecursively: false,
      groups: stages.map(({ name }, index) => ({
        name,
        test: (id: string) => stageOf.get(id) === name,
        // The earlier stage first (a module is in one stage only; the order is a safeguard).
        priority: stages.length - index,
      })),
    },
  };
}
