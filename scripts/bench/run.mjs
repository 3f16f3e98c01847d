#!/usr/bin/env node
/**
 * The benchmark (npm run bench): bundle sizes (scripts/bench/size.mjs), then Lighthouse (mobile,
 * simulated slow 4G) on every public page the build pre-renders (scripts/prerender.mjs), each beside
 * its static twin: the same built HTML and CSS with every script removed, the physical limit of that
 * page (issue 12). Production build (no mock code), served by vite preview, which answers a
 * pre-rendered address with its page as nginx does.
 *
 * Printed per page: the page's and the twin's performance score and LCP, and LCP page/twin. Issue 12's
 * aim: score ≥ 0.98 and LCP ratio ≤ 1.2 on every page. Budgets (exit code 1 when crossed): accessibility
 * 1 on every page, and each page's performance floor below. Figures are written to bench-results/;
 * budgets live here, never in timed tests.
 *
 * Needs Chromium ($CHROMIUM_PATH or /usr/bin/chromium). Lighthouse runs are sequential (2 cores).
 * Options: --only /path (repeatable) to measure some pages; --devtools for real (not simulated) throttling.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4174;
const TWIN_PORT = 4175;
/**
 * The least performance score a page may have: a floor against regressions, under issue 12's aim (0.98).
 * A shell (server-render.tsx PRERENDERED_SHELLS) is measured as the page the browser renders over it,
 * which here, with no API and no link token, is that page's error state: its LCP is the app's render.
 */
const PERFORMANCE_FLOOR = { default: 0.9, shell: 0.65 };
/**
 * Lighthouse's throttling: simulated by default (its own mobile slow 4G, as issue 12 measured);
 * `--devtools` applies the same network and CPU limits to the real page load instead, so what the
 * browser paints before the scripts arrive counts as painted then (simulation attributes a first paint
 * to every script that ran before it on the fast machine).
 */
const THROTTLING = process.argv.includes('--devtools')
  ? [
      '--throttling-method=devtools',
      '--throttling.requestLatencyMs=562.5',
      '--throttling.downloadThroughputKbps=1474.56',
      '--throttling.uploadThroughputKbps=675',
      '--throttling.cpuSlowdownMultiplier=4',
    ]
  : [];
/** Issue 12's aims. */
const AIM_SCORE = 0.98;
const AIM_LCP_RATIO = 1.2;

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: options.stdio ?? 'inherit', env: { ...process.env, ...options.env } });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url, ms = 30_000) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** The pre-rendered pages of a build: `<dir>/_pages/<path>/index.html` → "/<path>". */
function prerenderedPaths(dir) {
  const pages = join(dir, '_pages');
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name === 'index.html' ? [d] : []));
  return walk(pages).map((d) => `/${relative(pages, d)}`.replace(/\/$/, '') || '/');
}

/** The static twin of a build: its pre-rendered pages without any script or module preload. */
function makeTwin(dir, twin) {
  rmSync(twin, { recursive: true, force: true });
  cpSync(dir, twin, { recursive: true });
  for (const path of prerenderedPaths(twin)) {
    const file = join(twin, '_pages', path, 'index.html');
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
    writeFileSync(file, html);
  }
}

/** Lighthouse on one address: its scores and timings. */
async function lighthouse(url) {
  const json = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices',
      ...THROTTLING,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { CHROME_PATH: chrome } },
  );
  const report = JSON.parse(json);
  const a = report.audits;
  return {
    json,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
  };
}

await run('node', ['scripts/bench/size.mjs']).catch((e) => {
  console.error(e.message);
  process.exitCode = 1;
});
await run('npm', ['run', 'build'], { stdio: 'ignore' });
const dist = join(root, 'dist');
const twinDir = join(root, 'dist-twin');
makeTwin(dist, twinDir);
const only = process.argv.flatMap((a, i) => (a === '--only' ? [process.argv[i + 1]] : []));
// A shell (server-render.tsx PRERENDERED_SHELLS: its root is marked "shell:…") is measured at an address it answers.
const SHELL_ADDRESSES = { '/tracking/_shell': '/tracking/MR-2026-7KQ4-9XH3' };
const shells = new Set(
  prerenderedPaths(dist)
    .filter((p) => readFileSync(join(dist, '_pages', p, 'index.html'), 'utf8').includes('data-prerendered="shell:'))
    .map((p) => SHELL_ADDRESSES[p] ?? p),
);
const paths = prerenderedPaths(dist)
  .map((p) => SHELL_ADDRESSES[p] ?? p)
  .filter((p) => only.length === 0 || only.includes(p));
// Their own process groups, so that stopping one also stops the vite process npx starts.
const serve = (dir, port) =>
  spawn('npx', ['vite', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
const servers = [serve('dist', PORT), serve('dist-twin', TWIN_PORT)];
const results = [];
try {
  await waitFor(`http://localhost:${PORT}/`);
  await waitFor(`http://localhost:${TWIN_PORT}/`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  for (const path of paths) {
    const page = await lighthouse(`http://localhost:${PORT}${path}`);
    const twin = await lighthouse(`http://localhost:${TWIN_PORT}${path}`);
    writeFileSync(join(root, 'bench-results', `lighthouse${path.replace(/\W+/g, '-') || '-root'}.json`), page.json);
    results.push({
      page: shells.has(path) ? `${path} (shell)` : path,
      performance: page.performance,
      'twin performance': twin.performance,
      accessibility: page.accessibility,
      'best-practices': page.bestPractices,
      'FCP s': (page.fcp / 1000).toFixed(2),
      'LCP s': (page.lcp / 1000).toFixed(2),
      'twin LCP s': (twin.lcp / 1000).toFixed(2),
      'LCP page/twin': (page.lcp / twin.lcp).toFixed(2),
      'TBT ms': Math.round(page.tbt),
      CLS: page.cls.toFixed(3),
    });
  }
} finally {
  for (const server of servers) process.kill(-server.pid, 'SIGTERM');
  rmSync(twinDir, { recursive: true, force: true });
}
console.log(
  `Lighthouse (mobile, ${THROTTLING.length ? 'slow 4G applied to the load (devtools)' : 'simulated slow 4G'}), production build, each pre-rendered public page and its static twin:`,
);
console.table(results);
const missed = results.filter((r) => r.performance < AIM_SCORE || Number(r['LCP page/twin']) > AIM_LCP_RATIO).map((r) => r.page);
console.log(
  missed.length === 0
    ? `Every page meets the aim (score >= ${AIM_SCORE}, LCP page/twin <= ${AIM_LCP_RATIO}).`
    : `Not yet at the aim (score >= ${AIM_SCORE}, LCP page/twin <= ${AIM_LCP_RATIO}): ${missed.join(', ')}`,
);
for (const r of results) {
  const floor = r.page.endsWith(' (shell)') ? PERFORMANCE_FLOOR.shell : PERFORMANCE_FLOOR.default;
  if (r.performance < floor || r.accessibility < 1) {
    console.error(`Over budget: ${r.page} (performance >= ${floor}, accessibility = 1)`);
    process.exitCode = 1;
  }
}
