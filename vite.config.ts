/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { thirdPartyNotices, workerPackages } from './scripts/third-party-notices.ts';
import { apiReference } from './scripts/api-reference.ts';
import linguiSourceMessages from './scripts/lingui-source-messages.ts';
import { catalogueStats } from './scripts/catalogue-stats.ts';
import { FIRST_PASS, journeyChunks } from './scripts/journey-chunks.ts';
import { mantineStyles } from './scripts/mantine-styles.ts';
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin } from './src/domain/public-origin.ts';
import { pageFileName, requestLanguage } from './scripts/page-languages.mjs';

/**
 * Keeps the mock service worker out of every build but the mock one: Vite copies public/ into each
 * build, and a production build must contain no mock code.
 */
function dropMockWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mode !== 'mock') rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Checks the registry's public address (`VITE_PUBLIC_ORIGIN`, src/domain/public-origin.ts) when the
 * portal is built or served: a value that is not an origin stops it, and a production build left at the
 * demo's address says so, since every document it issues would send people there (issue 30 item 12).
 */
function checkPublicOrigin(mode: string): Plugin {
  return {
    name: 'check-public-origin',
    configResolved(config) {
      const origin = parsePublicOrigin((config.env as Record<string, string | undefined>).VITE_PUBLIC_ORIGIN);
      if (config.command === 'build' && mode === 'production' && !config.build.ssr && origin === DEFAULT_PUBLIC_ORIGIN) {
        config.logger.warn(
          `VITE_PUBLIC_ORIGIN is not set: the QR codes and verify addresses of the documents this build issues will point at ${DEFAULT_PUBLIC_ORIGIN}. Set it to the registry's public address (README.md).`,
        );
      }
    },
  };
}

/**
 * Gives Vite's `<meta property="csp-nonce" nonce="…">` (written for `html.cspNonce`) the `content`
 * attribute HTML requires of a meta with a `property` (the W3C Nu HTML Checker refuses it without;
 * issue 30 item 10). Empty: the nonce stays only in the `nonce` attribute, which the browser hides from
 * selectors and scripts read as a property (src/ui/app/strict-csp.ts).
 */
function cspNonceMetaContent(): Plugin {
  return {
    name: 'csp-nonce-meta-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<meta property="csp-nonce" nonce="([^"]*)">/g, '<meta property="csp-nonce" nonce="$1" content="">'),
    },
  };
}

/**
 * vite preview answers a pre-rendered public page's address with its page (scripts/prerender.mjs writes
 * them at <outDir>/_pages/<path>/index.html), as nginx does in deployment (deploy/nginx); every other
 * address falls through to preview's own index.html fallback.
 */
function servePrerenderedPages(): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || path.includes('.') || path.includes('..')) return next();
        // A page with a parameter is answered with its shell (server-render.tsx PRERENDERED_SHELLS), as in deploy/nginx;
        // in the language the address names or the browser remembered, else in English (scripts/page-languages.mjs).
        const dir = join(outDir, '_pages', /^\/tracking\/[^/]+$/.test(path) ? '/tracking/_shell' : path);
        const search = (req.url ?? '').slice(path.length);
        const inLanguage = join(dir, pageFileName(requestLanguage(search, req.headers.cookie)));
        const file = existsSync(inLanguage) ? inLanguage : join(dir, 'index.html');
        if (!existsSync(file)) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}

/**
 * vite preview answers the build's hashed files (`/assets/`) as the deploy recipe's nginx does (deploy/nginx,
 * decision 045): cached for a year, `immutable`, so a reload asks for none of them again (preview's own answer
 * is `no-cache`, which had a browser ask again for each of the ~180 files of the mock build on every load).
 * And to a browser on this machine (the loopback) they go uncompressed: preview gzips every answer as it sends
 * it, which cost the preview server about 0.25 s of CPU per page load of the mock build (measured on the 2-core
 * CI machine) and a browser reading from the loopback gains nothing from it. A browser on another machine (a
 * phone on the same Wi-Fi) is still sent gzip.
 */
function serveAssetsLikeTheRecipe(): Plugin {
  return {
    name: 'serve-assets-like-the-recipe',
    configurePreviewServer(server) {
      // Added here, not in a returned hook: it runs before preview's compression and its static files.
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith('/assets/')) return next();
        // The static file server keeps a header already set (sirv's `send`).
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        const peer = req.socket.remoteAddress ?? '';
        if (peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1') delete req.headers['accept-encoding'];
        next();
      });
    },
  };
}

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `plural` from `@lingui/core/macro` and `@lingui/react/macro`) are
 * compiled by its Babel plugin, run only over the files that import one: @vitejs/plugin-react 6 runs no Babel
 * (docs/decisions/047-message-catalogue-library.md). The English text stays in the code, compiled there
 * (scripts/lingui-source-messages.ts, docs/decisions/048-english-in-the-code.md): English needs no catalogue.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiSourceMessages] },
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
});

/**
 * Vite and Vitest configuration.
 *
 * Modes: `development`/`production` talk to the API at VITE_API_BASE_URL;
 * `mock` (npm start, npm run build:mock) starts the in-browser MSW mock API first.
 * The mock code is reached only through a dynamic import guarded by
 * `import.meta.env.MODE === 'mock'`, so a production build contains none of it.
 */
/** Every unit test file. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/** Unit test files that need modules of their own (they replace one with vi.mock). */
const ISOLATED_TEST_FILES = '**/*.isolated.test.{ts,tsx}';

export default defineConfig(({ mode, isSsrBuild }) => {
  // The production build's files along the first journey (scripts/journey-chunks.ts; decision 055). Not the mock build,
  // which is one file, nor a server build (the pre-rendering, the mock server), nor the journey's own first pass.
  const journey = mode !== 'mock' && !isSsrBuild && !process.env[FIRST_PASS] ? journeyChunks(import.meta.dirname) : undefined;
  return {
    plugins: [
      babel({ presets: [linguiMacros], sourceMap: false }),
      react(),
      // A `.po` catalogue imported by src/ui/i18n is compiled to its messages (lingui.config.ts).
      lingui(),
      // Each language's completeness and review state, for /backoffice/settings/languages.
      catalogueStats(import.meta.dirname),
      dropMockWorker(mode),
      checkPublicOrigin(mode),
      cspNonceMetaContent(),
      // The production build's service worker holds Workbox's runtime (scripts/service-worker.mjs): its notices too.
      thirdPartyNotices(import.meta.dirname, { serviceWorker: mode === 'production' }),
      servePrerenderedPages(),
      serveAssetsLikeTheRecipe(),
      apiReference(mode, import.meta.dirname),
      journey?.plugin,
      // Mantine's stylesheets are those of the components in use, and all of them (src/ui/mantine-styles.css).
      mantineStyles(import.meta.dirname, mode),
    ],
    // Web Workers (the flow visualizer's layout engine) are bundled apart: their packages join the notices.
    worker: { format: 'es', plugins: () => [workerPackages(import.meta.dirname)] },
    // Vite writes this placeholder as the nonce of index.html's tags and of <meta property="csp-nonce">;
    // the server replaces it with a fresh nonce per response (deploy/nginx; docs/decisions/013).
    html: { cspNonce: 'PORTAL_CSP_NONCE' },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The mock build (tests, demos, developers) is one file of code: a page load asked for ~180 chunks, which cost
      // the browser and the server about 0.75 s of CPU per test on the 2-core CI machine (issue 29 item 7; decision
      // 015, amendment of stop 50). The production build keeps its chunks, each page's code fetched when it is needed
      // (issue 33), and its tests run against it (tests/mock-server, tests/deploy).
      // The production build's first journey in a file per step (decision 055); elsewhere the bundler's own split.
      rolldownOptions: { output: { codeSplitting: mode === 'mock' ? false : (journey?.codeSplitting ?? true) } },
      chunkSizeWarningLimit: mode === 'mock' ? 8_000 : 600,
      // .vite/manifest.json: which chunks and stylesheets each module needs (scripts/prerender.mjs links the
      // public pages' stylesheets from it; scripts/bench/size.mjs measures from it).
      manifest: true,
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
      env: { VITE_API_BASE_URL: 'http://localhost:5173/api' },
      globals: true,
      setupFiles: ['./tests/support/vitest.setup.ts'],
      restoreMocks: true,
      // A fail-safe against a hung test, not a speed check: generous, as CI shares 2 loaded cores.
      testTimeout: 30_000,
      // Vitest leaves a core to its main process by default, so 2 cores ran one test file at a time;
      // the main process is nearly idle while files run, so both cores take files.
      maxWorkers: 2,
      // Worker threads rather than child processes (Vitest's default): the same files and tests, about 12%
      // less CPU (measured twice on 1,761 and 2,121 tests of src/machines, src/domain and mocks/handlers,
      // user+sys 41.0 → 36.4 s and 118.3 → 103.8 s; docs/decisions/015-test-budget.md, amendment of issue 29
      // item 7). No test changes the process (chdir, exit); the ones that spawn servers spawn them as before.
      pool: 'threads',
      projects: [
        {
          // Test files share their worker's modules instead of importing the mock API and the app afresh
          // each: that import was over half of Vitest's time. The set-up (tests/support/vitest.setup.ts)
          // puts back what a file can leave behind: the mock API's data, the page, the query cache and the
          // notifications (docs/decisions/015-test-budget.md).
          extends: true,
          test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: ['**/node_modules/**', ISOLATED_TEST_FILES] },
        },
        {
          // A file that replaces a module (vi.mock) needs modules of its own: it is named *.isolated.test.*
          // (src/test-names.test.ts checks it).
          extends: true,
          test: { name: 'isolated', isolate: true, include: [ISOLATED_TEST_FILES] },
        },
      ],
    },
  };
});
