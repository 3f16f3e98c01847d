#!/usr/bin/env node
/**
 * Writes the production build's service worker, `<outDir>/sw.js`, with Workbox 7 (workbox-build's
 * generateSW), after `vite build` and scripts/prerender.mjs (issue 33 item 3; docs/decisions/045-offline-and-caching.md).
 *
 *   node scripts/service-worker.mjs dist
 *
 * What it does:
 * - **precaches** the app shell: index.html, the landing page (`_pages/index.html` is `/`), the offline page
 *   (public/offline.html), the favicon, and the code the landing page runs (the entry's chunks, its dynamic imports:
 *   React DOM and the app's bootstrap, the public layout and the landing page's module, with what they import). A
 *   first visit has fetched that code already, so the install takes it from the HTTP cache: on 2G the precache costs
 *   the landing page's HTML and the offline page, about 15 kB, not the 600 kB it cost when every public page and its
 *   code were precached (issue 33: the whole first journey's budget is 350 kB);
 * - keeps every other **public page** (the pre-rendered ones) network first, in `portal-pages`: each is kept when it
 *   is opened, and, on a fast connection that does not save data, the page fetches them all once the worker runs
 *   (`sw-public-pages.json`, written here: their addresses and code; src/ui/app/service-worker.tsx);
 * - answers any other navigation from the network, and, when that fails, with the offline page;
 * - keeps the reference lists (the contract's public GETs `/districts`, `/prices`, `/reference/{list}` of the build's
 *   API, VITE_API_BASE_URL) stale-while-revalidate;
 * - keeps every other hashed file under /assets/ once fetched (cache first: its name changes with its content);
 * - never caches anything else: every other API answer is behind a sign-in or about one application, and a shared
 *   phone must not keep it;
 * - waits (no skipWaiting): the page asks the person to reload when a new version is ready
 *   (src/ui/app/service-worker.ts), then sends `{ type: 'SKIP_WAITING' }`.
 *
 * The mock build never gets one (it keeps MSW's worker); this script refuses a directory without index.html.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { loadEnv } from 'vite';

/** The modules of the landing page, whose code the shell precaches (with their static imports). */
const SHELL_SOURCES = [/^src\/ui\/pages\/public\/landing-page\./, /^src\/ui\/layouts\/public-layout\./];

/** Modules the app loads lazily that are pages, layouts or page helpers, kept when opened rather than precached. */
const NOT_SHELL = /^src\/ui\/(pages|layouts|ceremonies)\//;

/** Source folders of the other public pages, whose code a fast connection fetches once the worker runs. */
const PUBLIC_SOURCES = [/^src\/ui\/pages\/public\//, /^src\/ui\/pages\/auth\//, /^src\/ui\/layouts\/(public|auth)-layout/];

/** The cache of the public pages, kept network first (also named in src/ui/app/service-worker.tsx). */
export const PAGES_CACHE = 'portal-pages';

/** The list of the public pages and their code, for the page to fetch on a fast connection. */
export const PUBLIC_PAGES_FILE = 'sw-public-pages.json';

/** The cache of the reference lists (also named in the browser test). */
export const REFERENCE_CACHE = 'portal-reference-lists';
/** The cache of the hashed files fetched after the install. */
export const ASSET_CACHE = 'portal-assets';

/**
 * The build files of some modules, each with everything it imports statically, from `.vite/manifest.json`.
 * @param {Record<string, { file: string, src?: string, css?: string[], imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {string[]} roots - manifest keys.
 * @returns {Set<string>} file paths relative to the build directory.
 */
function closureOf(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/** The build's manifest. */
function readManifest(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  if (!manifest['index.html']) throw new Error(`${outDir}/.vite/manifest.json has no index.html entry`);
  return manifest;
}

/**
 * The build files the shell precaches: the entry's chunks, its dynamic imports (react-dom, the app's bootstrap) and
 * the landing page's and public layout's modules, each with everything it imports statically.
 * @param {string} outDir - the build directory (with .vite/manifest.json).
 * @returns {Set<string>} file paths relative to outDir.
 */
export function shellFiles(outDir) {
  const manifest = readManifest(outDir);
  const roots = ['index.html', ...(manifest['index.html'].dynamicImports ?? [])];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src || !SHELL_SOURCES.some((re) => re.test(chunk.src))) continue;
    // The landing page's own lazy parts (its tracking form).
    roots.push(key, ...(chunk.dynamicImports ?? []));
  }
  // What the app loads after it starts on any page (the session's tab sync, the query library, the drafts store, the
  // worker's registration, the prefetching…), but not the other pages and layouts, which are kept when opened.
  for (const key of manifest['index.html'].dynamicImports ?? [])
    for (const loaded of manifest[key]?.dynamicImports ?? []) if (!NOT_SHELL.test(loaded)) roots.push(loaded);
  return closureOf(manifest, roots);
}

/**
 * The code of every public page beyond the shell: the public and auth pages' and layouts' modules, with what they
 * import, less {@link shellFiles}.
 * @param {string} outDir - the build directory.
 * @returns {string[]} file paths relative to outDir.
 */
export function publicPageFiles(outDir) {
  const manifest = readManifest(outDir);
  const roots = Object.entries(manifest)
    .filter(([, chunk]) => chunk.src && PUBLIC_SOURCES.some((re) => re.test(chunk.src)))
    .map(([key]) => key);
  const shell = shellFiles(outDir);
  return [...closureOf(manifest, roots)].filter((file) => !shell.has(file)).sort();
}

/**
 * The address a precached build file is asked for: a pre-rendered page's (`_pages/x/index.html` → `/x`), else the
 * file's own.
 * @param {string} file - relative to the build directory.
 * @returns {string} a root-relative URL.
 */
export function addressOf(file) {
  if (file === '_pages/index.html') return '/';
  const page = /^_pages\/(.+)\/index\.html$/.exec(file);
  return page ? `/${page[1]}` : `/${file}`;
}

/**
 * Write `<outDir>/sw.js`.
 * @param {string} outDir - a production build, pre-rendered.
 * @returns {Promise<{ count: number, size: number }>} how many files are precached, and their bytes (uncompressed).
 */
export async function buildServiceWorker(outDir) {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir} has no index.html: build it first`);
  if (existsSync(join(outDir, 'mockServiceWorker.js'))) throw new Error(`${outDir} is the mock build: it keeps MSW's worker`);
  const shell = shellFiles(outDir);
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // The public pages but the landing page (precached) and the tracking page's shell (it answers many addresses).
  const pages = readdirSync(join(outDir, '_pages'), { recursive: true, encoding: 'utf8' })
    .map((file) => `_pages/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('/index.html'))
    .filter((file) => file !== '_pages/index.html' && !file.startsWith('_pages/tracking/'))
    .map(addressOf)
    .sort();
  writeFileSync(
    join(outDir, PUBLIC_PAGES_FILE),
    `${JSON.stringify({ pages, assets: publicPageFiles(outDir).map((file) => `/${file}`) }, null, 2)}\n`,
  );
  const pagesPattern = `^https?:\\/\\/[^/]+(${pages.map((page) => escape(page)).join('|')})\\/?$`;
  const apiBase = new URL(loadEnv('production', process.cwd(), 'VITE_').VITE_API_BASE_URL || '/api', 'http://portal.invalid/');
  // Workbox matches a route's pattern against the whole address; an API under the portal's own origin ('/api')
  // is matched on any host (the CSP lets the portal call no other origin then).
  const origin = apiBase.origin === 'http://portal.invalid' ? 'https?:\\/\\/[^/]+' : escape(apiBase.origin);
  const referenceLists = `^${origin}${escape(apiBase.pathname.replace(/\/$/, ''))}\\/(districts|prices|reference\\/[a-z-]+)$`;
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: ['index.html', 'offline.html', 'favicon.svg', '_pages/index.html', 'assets/**/*.{js,css}'],
    swDest: join(outDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: undefined,
    // Hashed names change with their content: fetched as they are (from the HTTP cache when there), no revision.
    dontCacheBustURLsMatching: /^\/assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries
          .filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url))
          .map((entry) => ({ ...entry, url: addressOf(entry.url), revision: entry.url.startsWith('assets/') ? null : entry.revision })),
        warnings: [],
      }),
    ],
    runtimeCaching: [
      {
        // A public page (pre-rendered): the network, kept for offline; without either, the offline page.
        urlPattern: new RegExp(pagesPattern),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
      {
        // A page not precached (one behind a sign-in, a link's token page): the network, else the offline page.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: new RegExp(referenceLists),
        method: 'GET',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: REFERENCE_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 20, purgeOnQuotaError: true },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: ASSET_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 120, purgeOnQuotaError: true },
        },
      },
    ],
  });
  for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`);
  return { count, size };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const { count, size } = await buildServiceWorker(outDir);
  process.stdout.write(`Service worker: ${outDir}/sw.js precaches ${count} files, ${Math.round(size / 1024)} kB before compression\n`);
}
