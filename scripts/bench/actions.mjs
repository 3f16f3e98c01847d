#!/usr/bin/env node
/**
 * Action timings (issue 12 "Every action in the portal feels immediate"): in the mock build, in Chromium,
 * with the mock's latency fixed at LATENCY_MS a call (the middle of its realistic 150–450 ms), how long a
 * person waits after a click, median of RUNS runs, and the API calls the wait holds: how many, and how
 * many of them one after another (waves of calls that overlap count once).
 *  - sign-in → area shown: from "Sign in" to the dashboard's first count;
 *  - start review → its actions shown: from "Start review" to its success message and the Approve button;
 *  - approve → list updated: from "Yes, approve", through its success message and "Back to the task
 *    queue", to the queue listing it no more.
 *
 * Usage: node scripts/bench/actions.mjs [--no-build]
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { median } from './harness.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORT = 4319;
const RUNS = 5;
const LATENCY_MS = 300;
const ORIGIN = `http://localhost:${PORT}`;
const REGISTRAR = 'registrar@registry.example.ug';
const PASSWORD = 'Registry#2026';

if (!process.argv.includes('--no-build')) execSync('npx vite build --mode mock --outDir dist-mock', { cwd: root, stdio: 'ignore' });
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-mock', '--port', String(PORT), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
let browser;

/**
 * The API calls a page makes between two instants: how many, and how many waves (calls that overlap
 * belong to one wave; a wave starts when a call starts after every earlier one has finished).
 */
function recorder(page) {
  const calls = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('__mock')) calls.push({ request: r, start: performance.now(), end: null });
  });
  const finish = (r) => {
    const call = calls.find((c) => c.request === r);
    if (call) call.end = performance.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    between(from, to) {
      const inside = calls.filter((c) => c.start >= from && c.start <= to).sort((a, b) => a.start - b.start);
      let waves = 0;
      let busyUntil = -Infinity;
      for (const c of inside) {
        if (c.start > busyUntil) waves += 1;
        busyUntil = Math.max(busyUntil, c.end ?? to);
      }
      return { calls: inside.length, waves, paths: inside.map((c) => `${c.request.method()} ${new URL(c.request.url()).pathname.replace(/[0-9a-f-]{36}/, '{id}')}`) };
    },
  };
}

async function waitForServer() {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      /* not yet */
    }
    if (i > 100) throw new Error('vite preview did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A new page with the fixed latency, signed out. */
async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: 'Africa/Kampala' });
  const page = await context.newPage();
  await page.addInitScript((ms) => localStorage.setItem('mock:latency', String(ms)), LATENCY_MS);
  return { page, context, calls: recorder(page) };
}

async function signIn(page) {
  await page.goto(`${ORIGIN}/sign-in`);
  await page.getByLabel('Email address or phone number').fill(REGISTRAR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('table').first().waitFor();
  return t0;
}

const rows = [];
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const figures = { signIn: [], startReview: [], approve: [] };
  const shapes = {};
  for (let run = 0; run < RUNS; run += 1) {
    const { page, context, calls } = await freshPage();
    const t0 = await signIn(page);
    const t1 = performance.now();
    figures.signIn.push(t1 - t0);
    shapes.signIn = calls.between(t0, t1);

    // The first application of the registrar's civil marriage queue whose review is still to start (each
    // run's context starts from the demo as seeded); the first one when none is.
    const start = page.getByRole('button', { name: 'Start review' });
    const openRow = async (row) => {
      await page.goto(`${ORIGIN}/backoffice/marriage-registrations/task-queue`);
      await page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' }).waitFor();
      const link = page.getByRole('table').getByRole('link').nth(row);
      const opened = (await link.innerText()).trim();
      await link.click();
      await page.getByRole('heading', { level: 1, name: `Application ${opened}` }).waitFor();
      await page.getByRole('region', { name: 'Actions' }).getByRole('button').first().waitFor();
      return opened;
    };
    let reference = await openRow(0);
    for (let row = 1; row < 5 && !(await start.isVisible()); row += 1) reference = await openRow(row);
    if (!(await start.isVisible())) reference = await openRow(0);
    if (await start.isVisible()) {
      const s0 = performance.now();
      await start.click();
      await page.getByText(`Success: You started the review of ${reference}`).waitFor();
      await page.getByRole('button', { name: 'Approve' }).waitFor();
      const s1 = performance.now();
      figures.startReview.push(s1 - s0);
      shapes.startReview = calls.between(s0, s1);
    }
    await page.getByRole('button', { name: 'Approve' }).click();
    const a0 = performance.now();
    await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Yes, approve' }).click();
    await page.getByText(new RegExp(`Success: ${reference} is`)).waitFor();
    await page.getByRole('link', { name: 'Back to the task queue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('table').getByRole('link', { name: reference }).waitFor({ state: 'detached' });
    const a1 = performance.now();
    figures.approve.push(a1 - a0);
    shapes.approve = calls.between(a0, a1);
    await context.close();
  }
  const row = (action, key) => ({ action, 'median ms': Math.round(median(figures[key])), runs: figures[key].length, 'API calls': shapes[key]?.calls, 'one after another': shapes[key]?.waves });
  rows.push(row('sign-in → dashboard shown', 'signIn'), row('start review → its actions shown', 'startReview'), row('approve → queue without it', 'approve'));
  console.log(`Action timings, mock build, ${LATENCY_MS} ms a call, median of ${RUNS}:`);
  console.table(rows);
  for (const key of Object.keys(shapes)) console.log(`${key}: ${shapes[key].paths.join(', ')}`);
} finally {
  await browser?.close();
  process.kill(-server.pid, 'SIGTERM');
}
