#!/usr/bin/env node
/**
 * Writes the production build's service worker, `<outDir>/sw.js`, with Workbox 7 (workbox-build's
 * generateSW), after `vite build` and scripts/prerender.mjs (issue 33 item 3; docs/decisions/045-offline-and-caching.md).
 *
 *   node scripts/service-worker.mjs dist
 *
 * What it does:
 * - **precaches** the app shell: index.html, the offline page (public/offline.html), and the scripts and
 *   stylesheets the first pages of every journey (`/` and `/sign-in`: scripts/shell-pages.mjs) need before they can be
 *   used (the entry's chunks, the app's bootstrap, the public layout and
 *   those pages' modules, with what they import). Not the whole app (5.6 MB of code), and not the other public pages
 *   (about 240 kB of pages and code over the wire, which a person on 2G would pay for on the first visit and may never
 *   open; most of them need the registry's answers to be of any use): a chunk opened later is kept when it is first
 *   fetched (below);
 * - keeps those pages, pre-rendered, in English and in the one language the person reads, and answers them in the
 *   person's language, as nginx does (docs/decisions/050-pre-rendered-pages-per-language.md): a script of its own
 *   ({@link PAGES_SCRIPT}, run before Workbox's; {@link answerPagesInLanguage}), which takes a page the browser has
 *   just read from its HTTP cache instead of downloading it again;
 * - answers a navigation it has no page for from the network, and, when that fails, with the offline page;
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
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { loadEnv } from 'vite';
import { AFTER_FIRST_PAINT, CATALOGUE_OF, SHELL_PAGES } from './shell-pages.mjs';
import { LANGUAGE_COOKIE, PAGE_LANGUAGES, pageFileName } from './page-languages.mjs';

/** The cache of the reference lists (also named in the browser test). */
export const REFERENCE_CACHE = 'portal-reference-lists';
/** The cache of the hashed files fetched after the install. */
export const ASSET_CACHE = 'portal-assets';

/**
 * The build files to precache: the entry's chunks, its dynamic imports (react-dom, the app's bootstrap), the
 * modules of the shell's pages and the modules loaded after first paint (scripts/shell-pages.mjs), each with
 * everything it
 * imports statically.
 * @param {string} outDir - the build directory (with .vite/manifest.json).
 * @returns {Set<string>} file paths relative to outDir.
 */
export function shellFiles(outDir) {
  const manifest = readManifest(outDir);
  const entry = manifest['index.html'];
  if (!entry) throw new Error(`${outDir}/.vite/manifest.json has no index.html entry`);
  const roots = ['index.html', ...(entry.dynamicImports ?? []), ...SHELL_PAGES.flatMap((page) => page.keys), ...AFTER_FIRST_PAINT];
  return chunkFiles(manifest, roots, `${outDir}/.vite/manifest.json`);
}

/**
 * A build's `.vite/manifest.json`.
 * @param {string} outDir - the build directory.
 * @returns {Record<string, { file: string, css?: string[], imports?: string[], dynamicImports?: string[] }>} by source key.
 */
function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The files of some modules of a build: each one's chunk and stylesheets, with everything it imports statically.
 * @param {ReturnType<typeof readManifest>} manifest - the build's manifest.
 * @param {string[]} keys - the modules' keys (source paths, `index.html`).
 * @param {string} where - the manifest's path, for the error.
 * @returns {Set<string>} file paths relative to the build directory.
 * @throws {Error} when a key is not in the manifest (scripts/shell-pages.mjs names a module the build lacks).
 */
function chunkFiles(manifest, keys, where) {
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
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${where} has no ${key} (scripts/shell-pages.mjs)`);
    visit(key);
  }
  return files;
}

/** The script `sw.js` runs first (importScripts), which answers the shell's pages in the person's language. */
export const PAGES_SCRIPT = 'sw-pages.js';

/** The cache of the shell's pages in the person's language (also named in src/ui/app/service-worker.ts). */
export const PAGES_CACHE = 'portal-pages';

/**
 * The shell's pages in every language: by address, each language's pre-rendered file, with its content's hash as a
 * version (a new build's page replaces the old one's).
 * @param {string} outDir - the pre-rendered build.
 * @returns {Record<string, Record<string, string>>} e.g. `{ '/': { en: '/_pages/index.html?v=9f8e…', lg: '/_pages/index.lg.html?v=1a2b…', … } }`.
 */
export function pagesInLanguages(outDir) {
  return Object.fromEntries(
    SHELL_PAGES.map((page) => [
      page.address,
      Object.fromEntries(
        ['en', ...PAGE_LANGUAGES].map((code) => {
          const file = code === 'en' ? page.prerendered : `${dirname(page.prerendered)}/${pageFileName(code)}`;
          const version = createHash('sha256')
            .update(readFileSync(join(outDir, file)))
            .digest('hex')
            .slice(0, 16);
          return [code, `/${file}?v=${version}`];
        }),
      ),
    ]),
  );
}

/**
 * The files of each language's public catalogue part (scripts/shell-pages.mjs `CATALOGUE_OF`), with what they import
 * that the precache does not hold.
 * @param {string} outDir - the build directory (with .vite/manifest.json).
 * @param {Set<string>} shell - {@link shellFiles}.
 * @returns {Record<string, string[]>} e.g. `{ sw: ['/assets/public-Ds8Zknb_.js'] }`.
 * @throws {Error} when the manifest lacks a language's catalogue.
 */
export function cataloguesInLanguages(outDir, shell) {
  const manifest = readManifest(outDir);
  return Object.fromEntries(
    PAGE_LANGUAGES.map((code) => [
      code,
      [...chunkFiles(manifest, [CATALOGUE_OF[code]], `${outDir}/.vite/manifest.json`)]
        .filter((file) => !shell.has(file))
        .map((file) => `/${file}`),
    ]),
  );
}

/**
 * The body of {@link PAGES_SCRIPT}, run in the worker (written out with `toString`: it may use only its arguments).
 * It keeps, in {@link PAGES_CACHE}, the shell's pages in English and in the language the browser remembered (the
 * `portal_language` cookie, read through the Cookie Store API where the browser has one), when the worker installs
 * and when a page is first opened in it: every person would otherwise pay for every language's pages. A page the
 * browser has just read is taken from its HTTP cache when it is this build's page in that language, rather than
 * downloaded again under its file's address (about 11 kB each on a first visit). The install fails when the English
 * pages cannot be had, as a precache's does, and is tried again at the next visit.
 *
 * A navigation to a shell page is answered with its pre-rendering in the language the address names (`?lang=`), else
 * the cookie's: from that cache, else from the network (then kept), else in English (the app then renders it in the
 * person's language). Any other request is left to Workbox's routes. The language's public catalogue part is kept
 * beside its pages, in the cache of hashed files that Workbox's cache-first route reads ({@link ASSET_CACHE}).
 * @param {Record<string, Record<string, string>>} pages - {@link pagesInLanguages}.
 * @param {string} cookie - the language cookie's name.
 * @param {string} cacheName - {@link PAGES_CACHE}.
 * @param {Record<string, string[]>} catalogues - {@link cataloguesInLanguages}.
 * @param {string} assetCache - {@link ASSET_CACHE}.
 * @param {Record<string, string>} precacheKeys - the precache's key of each precached file but the hashed ones, by its
 * address (`{ '/offline.html': '/offline.html?__WB_REVISION__=…', … }`).
 * @param {string} entry - the address of this build's entry script (`/assets/index-….js`), which its pages name.
 */
export function answerPagesInLanguage(pages, cookie, cacheName, catalogues, assetCache, precacheKeys, entry) {
  const wanted = new Set(Object.values(pages).flatMap((languages) => Object.values(languages)));
  // By the precache's own key (the address with Workbox's `__WB_REVISION__`): an exact match, found at once, where a
  // match that ignores the search part reads every entry of every cache.
  const precached = (address) =>
    precacheKeys[address] ? caches.match(new URL(precacheKeys[address], self.location.href).href) : undefined;
  const rememberedLanguage = async () => {
    try {
      return (await self.cookieStore?.get(cookie))?.value ?? null;
    } catch {
      return null;
    }
  };
  /**
   * The page at `address` as the browser last read it, from its HTTP cache and never from the network, when it is
   * this build's page in `language` (nginx answers an address in the cookie's language); else undefined.
   */
  const alreadyRead = async (address, language) => {
    try {
      const response = await fetch(address, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' });
      if (!response.ok) return undefined;
      const html = await response.clone().text();
      return html.includes(`data-prerendered-language="${language}"`) && html.includes(`src="${entry}"`) ? response : undefined;
    } catch {
      return undefined;
    }
  };
  /** A language's page: kept, else read from the HTTP cache or fetched, and kept; undefined when it cannot be had. */
  const pageIn = async (address, language, file) => {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(file);
    if (kept) return kept;
    try {
      const response = (await alreadyRead(address, language)) ?? (await fetch(file, { credentials: 'same-origin' }));
      if (!response.ok) return undefined;
      await cache.put(file, response.clone());
      return response;
    } catch {
      return undefined;
    }
  };
  /** A language's catalogue files, kept where Workbox's route for hashed files finds them. */
  const keepCatalogue = async (language) => {
    const files = catalogues[language] ?? [];
    if (files.length === 0) return;
    const cache = await caches.open(assetCache);
    await Promise.all(
      files.map(async (file) => {
        if (await cache.match(file, { ignoreVary: true })) return;
        try {
          const response = await fetch(file);
          if (response.ok) await cache.put(file, response);
        } catch {
          // Offline: kept the next time the language's page opens online.
        }
      }),
    );
  };
  /** Everything a language's shell pages need (its catalogue part beside them; English has none). */
  const keepLanguage = (language) =>
    Promise.all([
      keepCatalogue(language),
      ...Object.entries(pages).map(([address, languages]) =>
        languages[language] ? pageIn(address, language, languages[language]) : undefined,
      ),
    ]);
  self.addEventListener('install', (event) => {
    event.waitUntil(
      Promise.all([
        keepLanguage('en').then((kept) => {
          if (kept.slice(1).some((page) => !page)) throw new Error('The English shell pages could not be kept');
        }),
        rememberedLanguage().then((language) => (language && language !== 'en' ? keepLanguage(language) : undefined)),
      ]),
    );
  });
  self.addEventListener('activate', (event) => {
    // A page of an older build goes: its scripts are no longer there.
    event.waitUntil(
      caches.open(cacheName).then(async (cache) => {
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          if (!wanted.has(url.pathname + url.search)) await cache.delete(request);
        }
      }),
    );
  });
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate') return;
    const url = new URL(request.url);
    const languages = url.origin === self.location.origin ? pages[url.pathname] : undefined;
    if (!languages) return;
    event.respondWith(
      (async () => {
        const asked = url.searchParams.get('lang');
        const chosen = languages[asked] ? asked : await rememberedLanguage();
        const language = languages[chosen] ? chosen : 'en';
        // The page's catalogue too, for its next opening offline (not awaited: the page does not wait for it).
        if (language !== 'en') event.waitUntil(keepCatalogue(language));
        const page =
          (await pageIn(url.pathname, language, languages[language])) ??
          (language === 'en' ? undefined : await pageIn(url.pathname, 'en', languages.en));
        if (page) return page;
        try {
          return await fetch(request);
        } catch {
          return (await precached('/offline.html')) ?? Response.error();
        }
      })(),
    );
    // Answered: Workbox's own listener, registered after this one, must not answer it again.
    event.stopImmediatePropagation();
  });
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
  /** The precache's key of each page {@link PAGES_SCRIPT} answers in English, by address (Workbox's createCacheKey). */
  const precacheKeys = {};
  const apiBase = new URL(loadEnv('production', process.cwd(), 'VITE_').VITE_API_BASE_URL || '/api', 'http://portal.invalid/');
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Workbox matches a route's pattern against the whole address; an API under the portal's own origin ('/api')
  // is matched on any host (the CSP lets the portal call no other origin then).
  const origin = apiBase.origin === 'http://portal.invalid' ? 'https?:\\/\\/[^/]+' : escape(apiBase.origin);
  const referenceLists = `^${origin}${escape(apiBase.pathname.replace(/\/$/, ''))}\\/(districts|prices|reference\\/[a-z-]+)$`;
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    // Not the favicon: the browser fetches it around the worker (at every page of the first journey, before nginx kept
    // it a day), so a copy here would never be read.
    // Nor the shell's pages: answerPagesInLanguage keeps them, from the browser's HTTP cache when it has just read them.
    globPatterns: ['index.html', 'offline.html', 'assets/**/*.{js,css}'],
    importScripts: [PAGES_SCRIPT],
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
          // Each file under its own address.
          .map((entry) => ({ ...entry, url: `/${entry.url}`, revision: entry.url.startsWith('assets/') ? null : entry.revision }))
          .map((entry) => {
            if (!entry.url.startsWith('/assets/')) precacheKeys[entry.url] = `${entry.url}?__WB_REVISION__=${entry.revision}`;
            return entry;
          }),
        warnings: [],
      }),
    ],
    runtimeCaching: [
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
          // A hashed file is the same whoever asks: a `Vary` of the server's (vite preview's `Origin`, nginx's
          // `Accept-Encoding`) must not hide the copy the worker fetched itself (answerPagesInLanguage's catalogue).
          matchOptions: { ignoreVary: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 120, purgeOnQuotaError: true },
        },
      },
    ],
  });
  for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`);
  // After Workbox, whose manifest gave the precache's keys; sw.js only names the file.
  const pagesArguments = [
    pagesInLanguages(outDir),
    LANGUAGE_COOKIE,
    PAGES_CACHE,
    cataloguesInLanguages(outDir, shell),
    ASSET_CACHE,
    precacheKeys,
    `/${readManifest(outDir)['index.html'].file}`,
  ];
  writeFileSync(
    join(outDir, PAGES_SCRIPT),
    `// The shell's pages in the person's language (scripts/service-worker.mjs answerPagesInLanguage).\n(${answerPagesInLanguage.toString()})(${pagesArguments.map((value) => JSON.stringify(value)).join(', ')});\n`,
  );
  checkNotices(outDir);
  return { count, size };
}

/**
 * Check that the build's third-party notices (third-party-licences.txt, scripts/third-party-notices.ts) list every
 * Workbox module inlined into `sw.js`, which each marks with `self['workbox:<module>:<version>']`.
 * @param {string} outDir - the build directory, with sw.js written.
 * @throws {Error} naming the modules the notices lack (add them to SERVICE_WORKER_PACKAGES there).
 */
export function checkNotices(outDir) {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const noticesFile = join(outDir, 'third-party-licences.txt');
  const notices = existsSync(noticesFile) ? readFileSync(noticesFile, 'utf8') : '';
  // The marker's version is not always the package's (workbox-core 7.4.1 marks itself 7.4.0): the name is checked.
  const modules = new Set([...worker.matchAll(/workbox:([a-z-]+):\d+\.\d+\.\d+/g)].map(([, name]) => `workbox-${name}`));
  const missing = [...modules].filter((name) => !notices.includes(`\n${name} `));
  if (missing.length > 0)
    throw new Error(
      `${outDir}/sw.js holds ${missing.join(', ')}, which ${noticesFile} does not list: add them to SERVICE_WORKER_PACKAGES (scripts/third-party-notices.ts)`,
    );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const { count, size } = await buildServiceWorker(outDir);
  process.stdout.write(`Service worker: ${outDir}/sw.js precaches ${count} files, ${Math.round(size / 1024)} kB before compression\n`);
}
