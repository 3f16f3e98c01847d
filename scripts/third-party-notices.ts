/**
 * Third-party licence notices for every build (docs/decisions/009-dependency-review.md).
 *
 * The MIT, BSD and Apache-2.0 licences of the packages we bundle ask that their copyright and
 * licence notices travel with every copy, and a minified bundle carries none. This Vite plugin
 * writes `third-party-licences.txt` beside `index.html` in each build (`dist/`, `dist-mock/`):
 * one entry per npm package with code in the emitted chunks (name, version, licence, home page and
 * the text of its LICENCE/NOTICE files), read from the modules the bundler actually included, so a
 * package that is installed but tree-shaken away (axios's Node-only dependencies) is not listed.
 * Web Workers are bundled apart (the flow visualizer's layout engine, elkjs; docs/decisions/029):
 * {@link workerPackages} collects their packages, which the main build's notices then include.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file name of the notices, at the root of the build's output directory. */
export const NOTICES_FILE = 'third-party-licences.txt';

/** One bundled package as it appears in the notices. */
export interface BundledPackage {
  name: string;
  version: string;
  /** The `license` field of its package.json (an SPDX expression), or "UNKNOWN". */
  licence: string;
  /** Its home page or repository URL, when its package.json names one. */
  home: string | undefined;
  /** Its LICENCE/LICENSE/COPYING/NOTICE files, by file name, in name order. */
  texts: { file: string; text: string }[];
}

const NODE_MODULES = '/node_modules/';
/** Bundler-injected helpers (virtual modules, id starts with \0) and the package whose code they are. */
const VIRTUAL_OWNERS: [prefix: string, owner: string][] = [
  ['\0vite/', 'vite'],
  ['\0rolldown/', 'rolldown'],
];
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;
/**
 * Where a tool's LICENSE goes on to list the licences of the packages bundled into the tool itself
 * (Vite's does, 98 kB of it). Only the tool's own helpers reach our build, so that part is left out.
 */
const TOOL_BUNDLED_SECTION = /^#+ Licenses of bundled dependencies/im;

/**
 * The directory of the npm package a bundled module belongs to.
 *
 * @param moduleId - a module id from the bundle: an absolute path (POSIX or Windows separators,
 *   maybe with a `?query`), or a virtual id starting with `\0`.
 * @param projectRoot - the project's root directory, where virtual helpers' owners are installed.
 * @returns `<…>/node_modules/<name>` or `<…>/node_modules/@scope/name` (forward slashes) of the
 *   innermost node_modules on the path; undefined for the project's own modules and unknown
 *   virtual ids.
 */
export function packageDirOf(moduleId: string, projectRoot: string): string | undefined {
  const owner = VIRTUAL_OWNERS.find(([prefix]) => moduleId.startsWith(prefix))?.[1];
  if (owner) return `${projectRoot.replace(/\\/g, '/').replace(/\/$/, '')}${NODE_MODULES}${owner}`;
  if (moduleId.startsWith('\0')) return undefined;
  const path = (moduleId.split('?')[0] ?? '').replace(/\\/g, '/');
  const at = path.lastIndexOf(NODE_MODULES);
  if (at === -1) return undefined;
  const segments = path.slice(at + NODE_MODULES.length).split('/');
  const nameLength = segments[0]?.startsWith('@') ? 2 : 1;
  if (segments.length <= nameLength) return undefined;
  return path.slice(0, at + NODE_MODULES.length) + segments.slice(0, nameLength).join('/');
}

/** A licence text without the section on a tool's own bundled dependencies (TOOL_BUNDLED_SECTION). */
function ownPart(text: string): string {
  const cut = text.search(TOOL_BUNDLED_SECTION);
  if (cut === -1) return text.trim();
  return `${text.slice(0, cut).trim()}\n\n(The licences of the packages bundled into this tool are left out: none of their code is in this build.)`;
}

/**
 * Reads a package's name, version, licence field, home and licence files from its directory.
 *
 * @throws Error when `dir` has no readable package.json.
 */
export function readBundledPackage(dir: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: unknown;
    homepage?: string;
    repository?: string | { url?: string };
  };
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const texts = readdirSync(dir)
    .filter((file) => LICENCE_FILE.test(file))
    .sort()
    .map((file) => ({ file, text: ownPart(readFileSync(join(dir, file), 'utf8')) }));
  return {
    name: manifest.name,
    version: manifest.version,
    licence: typeof manifest.license === 'string' ? manifest.license : 'UNKNOWN',
    home: manifest.homepage ?? repository?.replace(/^git\+/, '').replace(/\.git$/, ''),
    texts,
  };
}

/**
 * The notices file's text: a header, then one block per package in name order.
 *
 * @param packages - the bundled packages (any order; duplicates by name and version are merged).
 */
export function renderNotices(packages: BundledPackage[]): string {
  const unique = new Map(packages.map((pkg) => [`${pkg.name}@${pkg.version}`, pkg]));
  const sorted = [...unique.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  const rule = '='.repeat(78);
  const blocks = sorted.map((pkg) => {
    const texts = pkg.texts.length
      ? pkg.texts.map(({ file, text }) => `--- ${file} ---\n${text}`).join('\n\n')
      : `(no licence file in the package; its package.json declares ${pkg.licence})`;
    return [rule, `${pkg.name} ${pkg.version}: ${pkg.licence}`, ...(pkg.home ? [pkg.home] : []), '', texts].join('\n');
  });
  return [
    'Third-party software in this build of the Marriage Registry Portal',
    `${sorted.length} ${sorted.length === 1 ? 'package' : 'packages'}, with the licence and notice files each one ships.`,
    'Generated at build time from the modules in the bundle (docs/decisions/009-dependency-review.md).',
    '',
    ...blocks,
    '',
  ].join('\n');
}

/** The package directories of the modules in the builds' Web Worker bundles (filled by {@link workerPackages}). */
const workerPackageDirs = new Set<string>();

/** The package directories of the bundle's chunks (CSS imported from a package counts too). */
function chunkPackageDirs(bundle: Record<string, { type: string; moduleIds?: readonly string[] }>, projectRoot: string): Set<string> {
  const dirs = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const id of output.moduleIds ?? []) {
      const dir = packageDirOf(id, projectRoot);
      if (dir) dirs.add(dir);
    }
  }
  return dirs;
}

/**
 * The Vite plugin for Web Worker bundles (`worker.plugins`): notes the packages a worker's chunks hold,
 * so the main build's notices ({@link thirdPartyNotices}) list them too. Vite bundles a worker while it
 * builds the main bundle, so the worker's packages are known before the notices are written.
 *
 * @param projectRoot - the project's root directory (where node_modules is).
 */
export function workerPackages(projectRoot: string): Plugin {
  return {
    name: 'third-party-notices:worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const dir of chunkPackageDirs(bundle, projectRoot)) workerPackageDirs.add(dir);
    },
  };
}

/**
 * The packages whose code the production build's service worker holds (scripts/service-worker.mjs inlines Workbox's
 * runtime into `sw.js`, after the bundler has run, so no chunk shows them). That script fails the build when `sw.js`
 * holds a Workbox module this list lacks.
 */
export const SERVICE_WORKER_PACKAGES = [
  'workbox-cacheable-response',
  'workbox-core',
  'workbox-expiration',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
] as const;

/**
 * The Vite plugin: at the end of a build, emits {@link NOTICES_FILE} for the packages whose modules
 * are in the emitted chunks (CSS imported from a package counts too), in its workers' chunks and, for the
 * production build, in its service worker ({@link SERVICE_WORKER_PACKAGES}).
 *
 * @param projectRoot - the project's root directory (where node_modules is).
 * @param options.serviceWorker - whether the build gets the service worker (the production build; not the mock's).
 */
export function thirdPartyNotices(projectRoot: string, options: { serviceWorker?: boolean } = {}): Plugin {
  return {
    name: 'third-party-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      const serviceWorkerDirs = options.serviceWorker ? SERVICE_WORKER_PACKAGES.map((name) => join(projectRoot, 'node_modules', name)) : [];
      const dirs = new Set([...chunkPackageDirs(bundle, projectRoot), ...workerPackageDirs, ...serviceWorkerDirs]);
      const packages = [...dirs].filter((dir) => existsSync(join(dir, 'package.json'))).map(readBundledPackage);
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: renderNotices(packages) });
    },
  };
}
