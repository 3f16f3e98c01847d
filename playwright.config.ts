/**
 * Browser tests in real Chromium against the mock build (npm run build:mock, served by vite preview),
 * and, in the `nginx` project (tests/deploy), against builds served by nginx with the deploy recipe
 * (deploy/nginx; docs/decisions/013-deploy-headers.md). Without nginx those tests are skipped, except
 * in CI (CI set), where they fail.
 *
 * Which Chromium: $CHROMIUM_PATH, else /usr/bin/chromium (Debian's package), else Playwright's own
 * browser if it has been installed with `npx playwright install chromium`. When none is found the
 * run stops with instructions.
 */
import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { FAKE_API_ORIGIN, findNginx, NGINX_MISSING, NGINX_MOCK_ORIGIN, NGINX_PRODUCTION_ORIGIN } from './tests/support/nginx';
import { MOCK_SERVER_API, MOCK_SERVER_PORTAL_ORIGIN } from './tests/support/mock-server';

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (found) return found;
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright's own browser: no override needed.
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of these:',
      '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
      '  - anywhere with internet: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

const executablePath = findChromium();
/**
 * The mock build's port: 4317, or $E2E_PORT. With $E2E_PORT set only that server is started or reused (one
 * engineer's worktree runs its own chromium specs beside another's servers; the other projects need theirs).
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const ONLY_MOCK_BUILD = Boolean(process.env.E2E_PORT);
const nginx = findNginx();
// Said once, by the runner (workers load this file too).
if (!nginx && !process.env.TEST_WORKER_INDEX)
  console.warn(
    `${NGINX_MISSING}\n${process.env.CI ? 'The deploy tests (tests/deploy) will fail.' : 'The deploy tests (tests/deploy) are skipped.'}`,
  );
const port = (origin: string) => new URL(origin).port;

export default defineConfig({
  testDir: 'tests/e2e',
  // Lingui's macros in the ui data a test imports (the route table's titles): tests/support/lingui-macro.ts.
  tsconfig: './tests/tsconfig.playwright.json',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace snapshots the page at every action, on every test: in CI only a retry records
    // one (the first attempt's failure is in the log and its screenshot); locally, with no retries,
    // a failing test keeps its trace (docs/decisions/015-test-budget.md, amendment of issue 9).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Africa/Kampala',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'nginx', testDir: 'tests/deploy', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: NGINX_MOCK_ORIGIN } },
    // The production build against the standalone mock API (npm run mock:server; docs/decisions/028).
    {
      name: 'mock-server',
      testDir: 'tests/mock-server',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: MOCK_SERVER_PORTAL_ORIGIN },
    },
  ],
  webServer: [
    {
      command: `npm run build:mock && npx vite preview --outDir dist-mock --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The standalone mock API on its own data file, from the demo scenario, and the production build
    // made for it (another origin: the calls cross origins, as with a real API).
    ...(ONLY_MOCK_BUILD ? [] : otherServers()),
  ],
});

/** The servers of the mock-server and nginx projects (left out when $E2E_PORT is set). */
function otherServers(): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  return [
    {
      command: 'npm run mock:server -- --reset --quiet',
      env: { MOCK_PORT: port(MOCK_SERVER_API), MOCK_HOST: '127.0.0.1', MOCK_DATA_FILE: 'test-results/mock-server/registry.json' },
      url: `${MOCK_SERVER_API}/prices`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --outDir dist-standalone --logLevel warn && node scripts/prerender.mjs dist-standalone && node scripts/service-worker.mjs dist-standalone && npx vite preview --outDir dist-standalone --host 127.0.0.1 --port ${port(MOCK_SERVER_PORTAL_ORIGIN)} --strictPort`,
      env: { VITE_API_BASE_URL: MOCK_SERVER_API },
      url: MOCK_SERVER_PORTAL_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Started after the one above (Playwright starts them in order), so dist-mock/ is built. It builds
    // the production portal for a cross-origin API into dist-deploy/ and serves both with nginx.
    ...(nginx
      ? [
          {
            command:
              `npx vite build --outDir dist-deploy --logLevel warn && node scripts/prerender.mjs dist-deploy && node scripts/service-worker.mjs dist-deploy && node scripts/precompress.mjs dist-deploy && node scripts/serve-nginx.mjs --nginx ${nginx}` +
              ` --site "${port(NGINX_MOCK_ORIGIN)},dist-mock,'self'" --site "${port(NGINX_PRODUCTION_ORIGIN)},dist-deploy,${FAKE_API_ORIGIN}"`,
            env: { VITE_API_BASE_URL: `${FAKE_API_ORIGIN}/v1` },
            url: `${NGINX_PRODUCTION_ORIGIN}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ];
}
