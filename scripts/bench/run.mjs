#!/usr/bin/env node
/**
 * The benchmark (npm run bench): bundle sizes (scripts/bench/size.mjs), then Lighthouse (mobile,
 * simulated slow 4G) on the public pages that need no API call to render, in the production build
 * (no mock code) served by vite preview.
 * Figures are printed and written to bench-results/; budgets live here, never in timed tests.
 *
 * Needs Chromium ($CHROMIUM_PATH or /usr/bin/chromium). Lighthouse runs are sequential (2 cores).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4174;
/** Pages measured, each with its minimum Lighthouse performance score; accessibility must be 1 on all. */
const PAGES = [
  { path: '/', performance: 0.85 },
  { path: '/sign-in', performance: 0.75 },
  { path: '/terms-and-privacy-policy', performance: 0.85 },
  { path: '/auth/sign-up', performance: 0.7 },
];

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

await run('node', ['scripts/bench/size.mjs']).catch((e) => {
  console.error(e.message);
  process.exitCode = 1;
});
await run('npx', ['vite', 'build'], { stdio: 'ignore' });
// Its own process group, so that stopping it also stops the vite process npx starts.
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const results = [];
try {
  await waitFor(`http://localhost:${PORT}/`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  for (const { path: page } of PAGES) {
    const json = await run(
      'npx',
      [
        'lighthouse',
        `http://localhost:${PORT}${page}`,
        '--quiet',
        '--output=json',
        '--only-categories=performance,accessibility,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'], env: { CHROME_PATH: chrome } },
    );
    const report = JSON.parse(json);
    const a = report.audits;
    const row = {
      page,
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      'best-practices': report.categories['best-practices'].score,
      'FCP s': (a['first-contentful-paint'].numericValue / 1000).toFixed(2),
      'LCP s': (a['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(a['total-blocking-time'].numericValue),
      CLS: a['cumulative-layout-shift'].numericValue.toFixed(3),
    };
    results.push(row);
    writeFileSync(join(root, 'bench-results', `lighthouse${page.replace(/\W+/g, '-') || '-root'}.json`), json);
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
console.log('Lighthouse (mobile, simulated throttling), production build:');
console.table(results);
for (const r of results) {
  const min = PAGES.find((p) => p.path === r.page)?.performance ?? 1;
  if (r.performance < min || r.accessibility < 1) {
    console.error(`Over budget: ${r.page} (performance >= ${min}, accessibility = 1)`);
    process.exitCode = 1;
  }
}
