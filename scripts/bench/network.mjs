#!/usr/bin/env node
/**
 * The network budgets as a benchmark (npm run bench:network; issue 33 item 1): a person's first visit and return on a
 * slow phone, measured on the production build served by the deploy recipe's nginx (scripts/serve-nginx.mjs) with
 * the standalone mock API (npm run mock:server), in Chromium emulating a phone.
 *
 * The phone: viewport 390×844 (touch, mobile), CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`). The network,
 * through CDP `Network.emulateNetworkConditions`, set before the first navigation on the page and on every worker the
 * page starts (the service worker included: it is attached paused, throttled, then let run), see {@link PROFILES}:
 * - **2G**: 250 kbit/s down, 50 kbit/s up, 300 ms latency (the profile OpenCRVS tests with);
 * - **3G**: 1.6 Mbit/s down, 768 kbit/s up, 300 ms latency (WebPageTest's 3G);
 * - **unthrottled**: the loopback as it is (the CPU is still slowed 4×).
 * DevTools throttling is per target: the service worker's background downloads get a pipe of their own instead of
 * sharing the page's, so on a real 2G line the first journey's later steps would be slower than measured here.
 *
 * Each run, for each profile:
 * - **the sign-in page usable** (/sign-in), in a fresh browser context (cold HTTP cache, no service worker): a first visit straight to
 *   the sign-in page; then, once the app runs (`<html data-portal="running">` and React has hydrated the form), Amina types her
 *   email address and password key by key ({@link TYPING_DELAY_MS}) and presses Sign in → the services list: the
 *   issue's "Sign in → Services", whose table measured it from a form the app had taken over;
 * - **the first journey**, in another fresh context, on freshly reset mock data: a. the landing page `/`: first
 *   contentful paint and usable; the landing's "Sign in" link; c. Sign in as Amina → the services list shows its
 *   services, pressed at once (the held submit waits for the app's code); d. "Start now" of the civil marriage notice → its task list with no loader; e. "First party" → that
 *   step's fields with no loader (the lazily loaded phone field included); f. then wait until the service worker is
 *   activated and nothing is in flight (page and service worker), and count every byte the servers sent:
 *   nginx's `$bytes_sent` (scripts/serve-nginx.mjs `--access-log`) for the portal's files, a counting proxy in front
 *   of the mock API for its answers (CORS preflights included); and what the requests sent up (nginx's `$request_length`
 *   and the proxy's other direction: DevTools throttles a request's body on the uplink, not its headers, so this is the
 *   uplink time the figures leave out);
 * - **the repeat visit**, in the same context (warm HTTP cache, service worker installed): a new page, the landing
 *   usable; its "Sign in" link and Sign in → Services (the session is the tab's: a new tab is signed out); "Start
 *   now" → the notice: the app resumes the journey's draft on its First party step, so that step or the task list,
 *   with no loader.
 *
 * "Usable" is the moment the page's form's text field can be typed into and its form sent: it is shown, not
 * disabled, and has no `[inert]` or `[aria-busy="true"]` ancestor (src/ui/components/form/app-form.tsx keeps a
 * pre-rendered form inert until the app has hydrated it). It is polled in the page on every animation frame and
 * given as ms since the navigation started. A step started by a click is timed in the page from the click event's
 * time stamp to the first frame showing its end (both on the page's clock, across full page loads).
 *
 * Budgets, 2G only (issue 33 item 1): landing and /sign-in usable ≤ 5 s; Sign in → Services ≤ 3 s; Start now → task
 * list ≤ 3 s; the whole first journey ≤ 350 kB over the wire; repeat landing usable ≤ 1 s; repeat Start now ≤ 0.5 s.
 * Figures are medians of the runs (harness.mjs `median`). kB are 1024 bytes, as in scripts/bench/size.mjs.
 *
 * The portal is served the way production serves it: portal.conf.template's TLS server block (scripts/serve-nginx.mjs
 * `--production-site`), so over HTTPS with HTTP/2, with a throwaway certificate that this Chromium is told to trust
 * (`--ignore-certificate-errors-spki-list` with its key's hash; the service worker needs a trusted certificate). With
 * `--http1`, it is served as where a load balancer ends TLS: plain HTTP/1.1 from a server block that includes the
 * same site file (deploy/README.md). The mock API is plain HTTP on the loopback, which a page served over HTTPS may call.
 *
 * Options: `--runs N` (default 3), `--profile 2g|3g|unthrottled` (repeatable; default all three), `--quick` (2G, one
 * run), `--no-build` (reuse dist-bench/), `--http1` (see above), `--out FILE` (write the figures as JSON).
 * Exit code: 0 every budget met, 1 a budget missed (after printing everything), 2 the benchmark itself failed.
 * Ports: 4401 (nginx) and 4491 (the mock API, through the counting proxy; the mock server itself listens on a
 * free port the system picks). Needs nginx (tests/support/nginx.ts `findNginx`) and Chromium ($CHROMIUM_PATH or
 * /usr/bin/chromium).
 */
import { execSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median } from './harness.mjs';
import { makeTestCertificate } from '../serve-nginx.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORTAL_PORT = 4401;
const API_PORT = 4491;
/** The portal's origin: https, unless `--http1` (set by {@link main}). */
let PORTAL = `https://127.0.0.1:${PORTAL_PORT}`;
const API_BASE = `http://127.0.0.1:${API_PORT}/api`;
const OUT_DIR = 'dist-bench';
const EMAIL = 'amina.nakato@example.ug';
const PASSWORD = 'Registry#2026';
/**
 * Between two keys of the "pressed once the app runs" sign-in (ms): a quick thumb, about 8 keys a second, so the 36
 * keys of Amina's email address and password take about 4 s, during which the page goes on fetching what it asked for.
 */
const TYPING_DELAY_MS = 120;

/** The longest a step may take before the run is called failed (ms): 2G with a 4× CPU is slow, not this slow. */
const STEP_TIMEOUT_MS = 180_000;
/** How long nothing may be in flight before the journey's network counts as idle (ms). */
const QUIET_MS = 2_000;
/** How long the servers must have sent nothing for the journey to count as over when DevTools still lists a request, in ms. */
const SERVER_QUIET_MS = 10_000;

/**
 * A network profile: CDP `Network.emulateNetworkConditions` figures, throughput in bytes per second, latency in ms;
 * `network: null` emulates nothing.
 * @typedef {{ name: string, label: string, network: null | { latency: number, downloadThroughput: number, uploadThroughput: number } }} Profile
 */

/** @type {Record<string, Profile>} The profiles: 2G (OpenCRVS's), 3G (WebPageTest's), unthrottled. */
export const PROFILES = {
  '2g': { name: '2g', label: '2G', network: { latency: 300, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (50 * 1000) / 8 } },
  '3g': { name: '3g', label: '3G', network: { latency: 300, downloadThroughput: (1600 * 1000) / 8, uploadThroughput: (768 * 1000) / 8 } },
  unthrottled: { name: 'unthrottled', label: 'unthrottled', network: null },
};

/** The CPU slowdown of the phone (CDP `Emulation.setCPUThrottlingRate`). */
const CPU_SLOWDOWN = 4;

/**
 * The steps, in the printed order: their key, label, unit ('ms' or 'kB') and the 2G budget (same unit), if any.
 * @type {{ key: string, label: string, unit: 'ms' | 'kB', budget?: number }[]}
 */
export const STEPS = [
  { key: 'landingPainted', label: 'landing: content painted (FCP)', unit: 'ms' },
  { key: 'landingUsable', label: 'landing: usable', unit: 'ms', budget: 5000 },
  { key: 'signInUsable', label: '/sign-in: usable (cold)', unit: 'ms', budget: 5000 },
  { key: 'signInAppRunning', label: '/sign-in: the app running (cold)', unit: 'ms' },
  { key: 'signInToServicesRunning', label: 'Sign in → Services, pressed once the app runs', unit: 'ms', budget: 3000 },
  { key: 'signInToServices', label: 'Sign in → Services, pressed at once', unit: 'ms' },
  { key: 'startNowToTaskList', label: 'Start now → task list', unit: 'ms', budget: 3000 },
  { key: 'taskListToFirstParty', label: 'task list → First party step', unit: 'ms' },
  { key: 'journeyPortalKb', label: 'first journey: portal files', unit: 'kB' },
  { key: 'journeyApiKb', label: 'first journey: API answers', unit: 'kB' },
  { key: 'journeyKb', label: 'first journey: total over the wire', unit: 'kB', budget: 350 },
  { key: 'journeyUpKb', label: 'first journey: requests sent up (headers included)', unit: 'kB' },
  { key: 'repeatLandingUsable', label: 'repeat: landing usable', unit: 'ms', budget: 1000 },
  { key: 'repeatSignInToServices', label: 'repeat: Sign in → Services', unit: 'ms' },
  { key: 'repeatStartNow', label: 'repeat: Start now → the notice', unit: 'ms', budget: 500 },
];

/** A failure of the benchmark itself (exit code 2), as opposed to a missed budget. */
class BenchError extends Error {}

function parseArgs(argv) {
  const args = { runs: 3, profiles: [], build: true, out: null, http1: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') args.runs = Number(argv[++i]);
    else if (arg === '--profile') args.profiles.push(String(argv[++i]).toLowerCase());
    else if (arg === '--quick') {
      args.runs = 1;
      args.profiles = ['2g'];
    } else if (arg === '--no-build') args.build = false;
    else if (arg === '--http1') args.http1 = true;
    else if (arg === '--out') args.out = resolve(String(argv[++i]));
    else throw new BenchError(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new BenchError('--runs takes a whole number of at least 1');
  if (args.profiles.length === 0) args.profiles = Object.keys(PROFILES);
  for (const p of args.profiles) if (!PROFILES[p]) throw new BenchError(`unknown profile ${p}: one of ${Object.keys(PROFILES).join(', ')}`);
  return args;
}

/** nginx, as tests/support/nginx.ts `findNginx` looks for it. */
function findNginx() {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'nginx'));
  const candidates = [
    process.env.NGINX_PATH,
    ...onPath,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/bin/nginx',
    '/opt/homebrew/bin/nginx',
  ];
  return candidates.find((p) => p && existsSync(p));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------------
// Servers: nginx, the mock API and the counting proxy in front of it. Stopped on exit, Ctrl-C and failure.

/** @type {import('node:child_process').ChildProcess[]} */
const groups = [];

/** Start a command in its own process group (stopped with the group at exit). */
function startGroup(command, args, options) {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  groups.push(child);
  return child;
}

function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

function stopAll() {
  for (const child of groups.splice(0)) stopGroup(child);
}

async function waitForUrl(url, ms = 60_000, ca = undefined) {
  const start = Date.now();
  for (;;) {
    if (await answersOk(url, ca)) return;
    if (Date.now() - start > ms) throw new BenchError(`${url} did not answer within ${ms / 1000} s`);
    await sleep(200);
  }
}

/** Whether `url` answers 2xx, trusting `ca` (PEM) for https. Never throws. */
function answersOk(url, ca) {
  return new Promise((done) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { ca, timeout: 5_000 }, (response) => {
      response.resume();
      done(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.on('error', () => done(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

/** The base64 SHA-256 of a certificate's public key (SPKI, DER): what Chromium's `--ignore-certificate-errors-spki-list` takes. */
function spkiHash(pem) {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** The bytes the proxy passed, each way, since it started. */
const apiBytes = { down: 0, up: 0 };
let mockPort = 0;

/**
 * A TCP proxy on 127.0.0.1:{@link API_PORT} to the mock server's port, counting the bytes each way (the answers'
 * status lines, headers and bodies, and the preflights': what the browser is sent).
 */
function startCountingProxy() {
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: mockPort });
    client.on('data', (d) => {
      apiBytes.up += d.length;
    });
    upstream.on('data', (d) => {
      apiBytes.down += d.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', (e) => reject(new BenchError(`port ${API_PORT} is taken: ${e.message}`)));
    server.listen(API_PORT, '127.0.0.1', () => resolveListen(server));
  });
}

let mockServer = null;
let mockDataFile = '';

/** (Re)start the mock API from the demo scenario (`--reset`), with no latency (it adds none outside the browser). */
async function startMockServer() {
  if (mockServer) {
    stopGroup(mockServer);
    await new Promise((r) => (mockServer.exitCode !== null || mockServer.signalCode !== null ? r() : mockServer.once('exit', r)));
  }
  const child = startGroup('node', ['node_modules/.mock-server/main.js', '--reset', '--quiet'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_DATA_FILE: mockDataFile },
  });
  mockServer = child;
  let out = '';
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  mockPort = await new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new BenchError(`the mock API did not start: ${errors}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const port = /Mock registry API on http:\/\/[^:]+:(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolvePort(Number(port));
      }
    });
    child.once('exit', (code) => reject(new BenchError(`the mock API stopped (${code}): ${errors}`)));
  });
  child.removeAllListeners('exit');
  await waitForUrl(`${API_BASE}/prices`);
}

/**
 * What nginx has logged for the portal since `offset` of its access log: the bytes it sent (`bytes`) and received
 * (`up`), and each answer (`files`).
 */
function nginxBytes(logFile, offset) {
  const text = readFileSync(logFile, 'utf8').slice(offset);
  let bytes = 0;
  let up = 0;
  const files = [];
  for (const line of text.split('\n')) {
    const [msec, port, status, sent, received, method, ...uri] = line.split(' ');
    if (Number(port) !== PORTAL_PORT) continue;
    bytes += Number(sent);
    up += Number(received);
    files.push({ uri: uri.join(' '), status: Number(status), method, bytes: Number(sent), up: Number(received), at: Number(msec) });
  }
  return { bytes, up, files };
}

// ---------------------------------------------------------------------------------------------------------------
// The page side: what a person sees, polled on every frame.

/** Runs in every document: remembers the time of each trusted click, on the page's absolute clock (ms). */
function initScript() {
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) sessionStorage.setItem('bench:click', String(performance.timeOrigin + event.timeStamp));
    },
    true,
  );
}

/**
 * In the page: the conditions of the steps' ends, by name (serialised into the page by {@link INIT_SCRIPT}; keep it
 * self-contained). `usable` takes the text field's selector.
 */
function pageCondition({ name, arg }) {
  const visible = (el) => Boolean(el) && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const text = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const h1 = () => text(document.querySelector('h1') ?? document.createElement('h1'));
  const noLoader = () => {
    const loaders = [...document.querySelectorAll('.mantine-Loader-root, [data-testid="phone-field-loading"], [aria-busy="true"]')];
    if (loaders.some(visible)) return false;
    const main = document.querySelector('main') ?? document.body;
    return !/Loading\b|Gathering|Checking your session|Taking you to your area/.test(main.innerText);
  };
  const startNow = () =>
    [...document.querySelectorAll('a')].find((a) => /^Start now\s?:?\s?Give notice of a civil marriage$/.test(text(a)));
  switch (name) {
    case 'usable': {
      const field = document.querySelector(arg);
      if (!field || !field.form || field.disabled || field.readOnly || field.getClientRects().length === 0) return false;
      if (field.closest('[inert], [aria-busy="true"]')) return false;
      const submit = field.form.querySelector('button[type="submit"], button:not([type])');
      return Boolean(submit) && !submit.disabled && !submit.closest('[inert]');
    }
    case 'appRunning': {
      // React has hydrated the sign-in form: it marks the nodes it owns with its own properties.
      const field = document.querySelector('#phoneOrEmail');
      const hydrated = Boolean(field) && Object.keys(field).some((key) => key.startsWith('__reactProps$'));
      return document.documentElement.dataset.portal === 'running' && hydrated && !document.querySelector('form[data-early-submit]');
    }
    case 'services':
      return location.pathname === '/user/services/list' && h1() === 'Services' && visible(startNow()) && noLoader();
    case 'taskList': {
      const firstParty = [...document.querySelectorAll('a')].find((a) => text(a) === 'First party');
      return h1() === 'Give notice of a civil marriage' && visible(firstParty) && noLoader();
    }
    case 'firstParty': {
      const nin = [...document.querySelectorAll('label')].find((l) => text(l).startsWith('National Identification Number (NIN)'));
      return h1() === 'First party' && visible(nin) && Boolean(document.querySelector('input[type="tel"]')) && noLoader();
    }
    case 'notice': {
      // A repeat "Start now" resumes the journey's draft on the step it had open (First party), else the task list.
      return window.__benchCondition({ name: 'taskList' }) || window.__benchCondition({ name: 'firstParty' });
    }
    default:
      throw new Error(`no condition ${name}`);
  }
}

/**
 * What every document of the benchmark's contexts runs first: the click recorder and the conditions. Given as
 * source to the browser (a script to evaluate on each new document): the portal's Content-Security-Policy allows no
 * `eval`, so nothing is compiled in the page afterwards.
 */
const INIT_SCRIPT = `(${initScript})(); window.__benchCondition = ${pageCondition};`;

/**
 * Wait in the page for a condition (polled on every animation frame), and return when it first held, on the
 * page's absolute clock (performance.timeOrigin + performance.now(), ms).
 */
async function waitInPage(page, name, arg) {
  const handle = await page
    .waitForFunction(
      (step) => (window.__benchCondition(step) ? performance.timeOrigin + performance.now() : false),
      { name, arg },
      { polling: 'raf', timeout: STEP_TIMEOUT_MS },
    )
    .catch(async (error) => {
      // What the page showed instead, to tell a slow step from a broken one.
      const shot = join(root, 'test-results', 'bench-network-failure.png');
      mkdirSync(dirname(shot), { recursive: true });
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      const seen = await page.evaluate(() => `${location.pathname}: "${document.querySelector('h1')?.textContent ?? ''}"`).catch(() => '?');
      throw new BenchError(`step "${name}" did not end: ${error.message.split('\n')[0]}; the page showed ${seen} (${shot})`);
    });
  return Number(await handle.jsonValue());
}

/** The time of the last trusted click in this tab (page's absolute clock, ms). */
async function lastClick(page) {
  const at = Number(await page.evaluate(() => sessionStorage.getItem('bench:click')));
  if (!at) throw new BenchError('the click was not seen by the page');
  return at;
}

/** Click, then time until `condition` holds (ms, on the page's clock, from the click event). */
async function clickUntil(page, locator, condition) {
  await page.evaluate(() => sessionStorage.removeItem('bench:click'));
  await locator.click();
  const end = await waitInPage(page, condition);
  return end - (await lastClick(page));
}

/** Navigate and time until `condition` holds, in ms since the navigation started; with the first contentful paint. */
async function loadUntil(page, url, condition, arg) {
  await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  const end = await waitInPage(page, condition, arg);
  const { origin, fcp } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  return { ms: end - origin, fcp };
}

// ---------------------------------------------------------------------------------------------------------------
// The browser: a phone, throttled before the first navigation, its workers too.

/**
 * A new page in `context`, emulating the phone on `profile`, with every worker it starts (the service worker
 * included) attached paused, throttled alike, then let run. Counts the requests in flight (page and workers).
 * @returns {Promise<{ page: import('@playwright/test').Page, inFlight: () => number }>}
 */
async function phonePage(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const pending = new Map();
  const track = (method, params, prefix) => {
    if (method === 'Network.requestWillBeSent') pending.set(`${prefix}${params.requestId}`, params.request?.url ?? '?');
    else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') pending.delete(`${prefix}${params.requestId}`);
  };
  for (const event of ['Network.requestWillBeSent', 'Network.loadingFinished', 'Network.loadingFailed']) {
    cdp.on(event, (params) => track(event, params, 'page:'));
  }
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId }) => {
    const send = (method, params = {}) =>
      cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: (id += 1), method, params }) })
        .catch(() => undefined);
    void (async () => {
      await send('Network.enable');
      if (profile.network) await send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
      await send('Runtime.runIfWaitingForDebugger');
    })();
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const m = JSON.parse(message);
    if (m.method) track(m.method, m.params, `${sessionId}:`);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    for (const key of [...pending.keys()]) if (key.startsWith(`${sessionId}:`)) pending.delete(key);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return { page, inFlight: () => pending.size, pendingUrls: () => [...pending.values()] };
}

/** A fresh browser context (cold HTTP cache, no service worker) shaped like a phone. */
function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Africa/Kampala',
    serviceWorkers: 'allow',
  });
}

/** Wait until the service worker is activated and nothing has been in flight for {@link QUIET_MS}. */
async function waitForIdle(page, inFlight, logFile, pendingUrls = () => []) {
  const start = Date.now();
  let quietSince = 0;
  let last = '';
  for (;;) {
    const activated = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      return Boolean(registration?.active?.state === 'activated' && !registration.installing && !registration.waiting);
    });
    const marks = `${statSync(logFile).size}/${apiBytes.down}`;
    if (activated && marks === last) {
      if (!quietSince) quietSince = Date.now();
      if (inFlight() === 0 && Date.now() - quietSince >= QUIET_MS) return;
      // DevTools sometimes never reports the end of a request the service worker's install took from the HTTP
      // cache: when the servers have sent nothing for SERVER_QUIET_MS, nothing more is coming over the wire.
      if (Date.now() - quietSince >= SERVER_QUIET_MS) {
        process.stderr.write(
          `idle by the servers (nothing sent for ${SERVER_QUIET_MS / 1000} s); DevTools still lists ${pendingUrls().join(', ')}\n`,
        );
        return;
      }
    } else quietSince = 0;
    last = marks;
    if (Date.now() - start > STEP_TIMEOUT_MS * 2) {
      throw new BenchError(
        `the network did not become idle (service worker activated: ${activated}, in flight: ${inFlight()}: ${pendingUrls().join(', ')})`,
      );
    }
    await sleep(250);
  }
}

/** The civil marriage notice's "Start now" on the services list (tests/e2e/civil-marriage.spec.ts). */
const startNowLink = (page) => page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ });

/**
 * From a page with the portal's "Sign in" link in its content (the landing page): follow it, sign in as Amina once the
 * form is usable, and time the click on "Sign in" until the services list shows its services (ms).
 */
async function signIn(page) {
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await waitInPage(page, 'usable', '#phoneOrEmail');
  await page.getByLabel('Email address or phone number').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  return clickUntil(page, page.getByRole('button', { name: 'Sign in', exact: true }), 'services');
}

/**
 * One run on one profile: /sign-in cold, the first journey, the repeat visit.
 * @returns {Promise<Record<string, number>>} the figures by step key (ms or kB), `files` (what nginx sent) and `marks` (when
 *   Start now was pressed, the task list showed and the First party step showed: s since the epoch, as nginx logs).
 */
async function oneRun(browser, profile, logFile) {
  const figures = {};
  // Fresh data for each run (the journey creates a draft notice); the sign-in page's visit changes nothing.
  await startMockServer();
  // b. /sign-in, a first visit of its own.
  {
    const context = await phoneContext(browser);
    try {
      await context.addInitScript({ content: INIT_SCRIPT });
      const { page } = await phonePage(context, profile);
      figures.signInUsable = (await loadUntil(page, `${PORTAL}/sign-in`, 'usable', '#phoneOrEmail')).ms;
      // The issue's own step: the person presses "Sign in" once the app has taken the form over (the calls, and
      // the area page's code, are then all that is waited for).
      figures.signInAppRunning = (await waitInPage(page, 'appRunning')) - (await page.evaluate(() => performance.timeOrigin));
      // Typed key by key, as a person does (TYPING_DELAY_MS between keys), not pasted in at once.
      await page.getByLabel('Email address or phone number').pressSequentially(EMAIL, { delay: TYPING_DELAY_MS });
      await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD, { delay: TYPING_DELAY_MS });
      figures.signInToServicesRunning = await clickUntil(page, page.getByRole('button', { name: 'Sign in', exact: true }), 'services');
    } finally {
      await context.close();
    }
  }
  // The first journey.
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const { page, inFlight, pendingUrls } = await phonePage(context, profile);
    const logOffset = statSync(logFile).size;
    const apiStart = { ...apiBytes };
    // a. The landing page.
    const landing = await loadUntil(page, `${PORTAL}/`, 'usable', 'form input[type="text"]');
    figures.landingUsable = landing.ms;
    figures.landingPainted = landing.fcp;
    // The landing's "Sign in" link, then c. Sign in → Services.
    figures.signInToServices = await signIn(page);
    // d. Start now → the notice's task list. The steps' bounds, on this machine's clock in s as nginx's log has it, let
    // `--out` readers tell which file came for which step.
    const marks = { startNow: Date.now() / 1000 };
    figures.startNowToTaskList = await clickUntil(
      page,
      page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ }),
      'taskList',
    );
    // e. The task list → the First party step.
    marks.taskList = Date.now() / 1000;
    figures.taskListToFirstParty = await clickUntil(page, page.getByRole('link', { name: 'First party', exact: true }), 'firstParty');
    marks.firstParty = Date.now() / 1000;
    figures.marks = marks;
    // f. Everything sent, background downloads included.
    await waitForIdle(page, inFlight, logFile, pendingUrls);
    const portal = nginxBytes(logFile, logOffset);
    figures.journeyPortalKb = portal.bytes / 1024;
    figures.journeyApiKb = (apiBytes.down - apiStart.down) / 1024;
    figures.journeyKb = figures.journeyPortalKb + figures.journeyApiKb;
    figures.journeyApiUpKb = (apiBytes.up - apiStart.up) / 1024;
    figures.journeyUpKb = portal.up / 1024 + figures.journeyApiUpKb;
    figures.files = portal.files;
    await page.close();
    // g. The repeat visit: a new page in the same context.
    const again = await phonePage(context, profile);
    figures.repeatLandingUsable = (await loadUntil(again.page, `${PORTAL}/`, 'usable', 'form input[type="text"]')).ms;
    figures.repeatSignInToServices = await signIn(again.page);
    figures.repeatStartNow = await clickUntil(again.page, startNowLink(again.page), 'notice');
  } finally {
    await context.close();
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// The table.

function format(value, unit) {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  return unit === 'kB' ? `${Math.round(value)} kB` : `${(value / 1000).toFixed(2)} s`;
}

function printTable(results, profiles) {
  const header = ['step, first visit unless said', ...profiles.map((p) => PROFILES[p].label), 'budget (2G)', ''];
  const rows = STEPS.map((step) => {
    const twoG = results['2g']?.median[step.key];
    const verdict = step.budget === undefined || twoG === undefined ? '' : twoG <= step.budget ? '✓' : '✗';
    return [
      step.label,
      ...profiles.map((p) => format(results[p].median[step.key], step.unit)),
      step.budget === undefined ? '' : `≤ ${format(step.budget, step.unit)}`,
      verdict,
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const nginx = findNginx();
  if (!nginx) throw new BenchError('nginx is not installed (Debian: apt-get install -y nginx) and NGINX_PATH is not set');
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const env = { ...process.env, VITE_API_BASE_URL: API_BASE };
  if (args.build) {
    console.log(`Building the production portal for ${API_BASE} into ${OUT_DIR}/ …`);
    execSync(
      `npx vite build --outDir ${OUT_DIR} --logLevel warn && node scripts/prerender.mjs ${OUT_DIR} && node scripts/service-worker.mjs ${OUT_DIR} && node scripts/precompress.mjs ${OUT_DIR}`,
      { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } else if (!existsSync(join(root, OUT_DIR, 'sw.js'))) throw new BenchError(`${OUT_DIR}/ is not built: run without --no-build`);
  if (args.build || !existsSync(join(root, 'node_modules/.mock-server/main.js'))) {
    // package.json `mock:server`'s build step; the server is then started from it for each journey (with --reset).
    execSync('npx vite build --ssr mocks/server/main.ts --mode mock-server --outDir node_modules/.mock-server --logLevel warn', {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-network-'));
  const logFile = join(work, 'access.log');
  writeFileSync(logFile, '');
  mockDataFile = join(work, 'registry.json');
  const proxy = await startCountingProxy();
  const cleanups = [() => proxy.close(), () => rmSync(work, { recursive: true, force: true })];
  let browser;
  try {
    const site = `${PORTAL_PORT},${OUT_DIR},http://127.0.0.1:${API_PORT}`;
    let served = ['--site', site];
    let trust = [];
    let ca;
    if (args.http1) PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
    else {
      const tls = makeTestCertificate(work);
      ca = readFileSync(tls.cert, 'utf8');
      served = ['--production-site', site, '--certificate', `${tls.cert},${tls.key}`];
      trust = [`--ignore-certificate-errors-spki-list=${spkiHash(ca)}`];
    }
    const nginxChild = startGroup('node', ['scripts/serve-nginx.mjs', '--nginx', nginx, ...served, '--access-log', logFile]);
    let nginxErrors = '';
    nginxChild.stderr.on('data', (d) => (nginxErrors += d));
    await waitForUrl(`${PORTAL}/`, undefined, ca).catch((e) => {
      throw new BenchError(`${e.message}\n${nginxErrors}`);
    });
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...trust] });
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(', ');
    console.log(`Load average before: ${load()} (2 cores); the portal at ${PORTAL} (${args.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'})`);
    const results = {};
    for (const name of args.profiles) {
      const runs = [];
      for (let i = 0; i < args.runs; i += 1) {
        const run = await oneRun(browser, PROFILES[name], logFile);
        runs.push(run);
        console.log(
          `${PROFILES[name].label} run ${i + 1}/${args.runs}: ${STEPS.map((s) => `${s.key} ${format(run[s.key], s.unit)}`).join(', ')}`,
        );
      }
      const med = {};
      for (const step of [...STEPS, { key: 'journeyApiUpKb' }])
        med[step.key] = median(runs.map((r) => r[step.key]).filter((v) => v !== null));
      results[name] = { runs, median: med };
    }
    console.log(`Load average after: ${load()}\n`);
    console.log(`Medians of ${args.runs} run${args.runs > 1 ? 's' : ''}; CPU ${CPU_SLOWDOWN}× slower, 390×844:`);
    printTable(results, args.profiles);
    const missed = STEPS.filter((s) => s.budget !== undefined && results['2g'] && results['2g'].median[s.key] > s.budget);
    if (args.out) {
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(
        args.out,
        `${JSON.stringify({ at: new Date().toISOString(), loadAverage: loadavg(), protocol: args.http1 ? 'HTTP/1.1' : 'HTTP/2', runs: args.runs, cpuSlowdown: CPU_SLOWDOWN, profiles: PROFILES, steps: STEPS, results }, null, 2)}\n`,
      );
      console.log(`Figures written to ${args.out}`);
    }
    if (missed.length > 0) {
      console.log(`\nBudgets missed on 2G: ${missed.map((s) => s.label).join('; ')}`);
      return 1;
    }
    return 0;
  } finally {
    await browser?.close().catch(() => undefined);
    stopAll();
    for (const cleanup of cleanups) cleanup();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(2);
  });
}
process.on('exit', stopAll);

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BenchError ? error.message : error);
    stopAll();
    process.exit(2);
  },
);
