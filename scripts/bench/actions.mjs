#!/usr/bin/env node
/**
 * Action timings (issue 12 "Every action in the portal feels immediate"): in the mock build, in Chromium,
 * with the mock's latency fixed at LATENCY_MS a call (the middle of its realistic 150–450 ms), how long a
 * person waits after a click, median of RUNS runs, and the API calls the wait holds: how many, and how
 * many of them one after another (waves of calls that overlap count once).
 *  - sign-in → area shown: from "Sign in" to the dashboard's first count;
 *  - start review → its actions shown: from "Start review" to its success message and the Approve button;
 *  - approve → list updated: from "Yes, approve", through its success message and "Back to the task
 *    queue", to the queue listing it no more;
 *  - the marriage report: from the navigation's "Marriage reports" to its last section shown (issue 30);
 *  - a return's approval: a customary marriage return of the registrar's queue, from "Yes, approve" to its
 *    success message (the marriage entered in the register; issue 30), and on to the queue without it.
 *
 * Each end is watched in the page on every animation frame (`waitForFunction`, polling `raf`), so a figure is
 * when the page showed it, not when a locator's backed-off retries (0, 20, 50, 100, 100, then every 500 ms)
 * happened to look again (issue 30 item 7).
 *
 * Usage: node scripts/bench/actions.mjs [--no-build]
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median } from './harness.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORT = 4319;
const RUNS = 5;
const LATENCY_MS = 300;
const ORIGIN = `http://localhost:${PORT}`;
const REGISTRAR = 'registrar@registry.example.ug';
const PASSWORD = 'Registry#2026';

if (!process.argv.includes('--no-build')) execSync('npx vite build --mode mock --outDir dist-mock', { cwd: root, stdio: 'ignore' });
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-mock', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
let browser;

/**
 * The API calls a page makes between two instants: how many, and how many waves (calls that overlap
 * belong to one wave; a wave starts when a call starts after every earlier one has finished).
 */
function recorder(page) {
  const calls = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('__mock'))
      calls.push({ request: r, start: performance.now(), end: null });
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
      return {
        calls: inside.length,
        waves,
        paths: inside.map((c) => `${c.request.method()} ${new URL(c.request.url()).pathname.replace(/[0-9a-f-]{36}/, '{id}')}`),
      };
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

/**
 * Wait until the page shows something, checked on every animation frame.
 * @param page - the page.
 * @param check - a function run in the page (DOM only); true when shown.
 * @param arg - its argument.
 */
function shown(page, check, arg) {
  return page.waitForFunction(check, arg, { polling: 'raf', timeout: 60_000 });
}

/** In the page: an h1 or h2 with exactly this text is on screen. */
const heading = ({ level, text }) => [...document.querySelectorAll(`h${level}`)].some((h) => h.textContent.trim() === text);
/** In the page: the text is somewhere in the document. */
const hasText = (text) => document.body.textContent.includes(text);
/** In the page: a queue (its h1) whose table lists no link to the reference. */
const queueWithout = ({ title, reference }) =>
  [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === title) &&
  document.querySelector('table') !== null &&
  ![...document.querySelectorAll('table a')].some((a) => a.textContent.trim() === reference);

async function signIn(page) {
  await page.goto(`${ORIGIN}/sign-in`);
  await page.getByLabel('Email address or phone number').fill(REGISTRAR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shown(
    page,
    () =>
      [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Dashboard') && document.querySelector('table') !== null,
  );
  return t0;
}

const rows = [];
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  const figures = { signIn: [], startReview: [], approve: [], report: [], returnApprove: [], returnApproveListed: [] };
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
      await shown(
        page,
        (ref) =>
          document.body.textContent.includes(`Success: You started the review of ${ref}`) &&
          [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Approve'),
        reference,
      );
      const s1 = performance.now();
      figures.startReview.push(s1 - s0);
      shapes.startReview = calls.between(s0, s1);
    }
    await page.getByRole('button', { name: 'Approve' }).click();
    const a0 = performance.now();
    await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Yes, approve' }).click();
    await shown(page, hasText, `Success: ${reference} is`);
    await page.getByRole('link', { name: 'Back to the task queue' }).click();
    await shown(page, queueWithout, { title: 'Civil marriage task queue', reference });
    const a1 = performance.now();
    figures.approve.push(a1 - a0);
    shapes.approve = calls.between(a0, a1);

    // The marriage report, opened from the navigation: its last section (revenue by item) shown.
    const r0 = performance.now();
    await page.getByRole('link', { name: 'Marriage reports' }).first().click();
    await shown(page, heading, { level: 2, text: 'Revenue received, by price list item' });
    const r1 = performance.now();
    figures.report.push(r1 - r0);
    shapes.report = calls.between(r0, r1);

    // A customary marriage return: the registrar starts its review, then approves it (its marriage enters the
    // register); timed from "Yes, approve" to its success message, and on to the queue without it.
    await page.goto(`${ORIGIN}/backoffice/customary-marriage-returns/task-queue`);
    await page.getByRole('heading', { level: 1, name: 'Customary marriage return task queue' }).waitFor();
    const returnLink = page.getByRole('table').getByRole('link').first();
    const returnReference = (await returnLink.innerText()).trim();
    await returnLink.click();
    await page.getByRole('heading', { level: 1, name: `Application ${returnReference}` }).waitFor();
    await page.getByRole('region', { name: 'Actions' }).getByRole('button').first().waitFor();
    if (await start.isVisible()) {
      await start.click();
      await page.getByText(`Success: You started the review of ${returnReference}`).waitFor();
    }
    await page.getByRole('button', { name: 'Approve' }).click();
    const ra0 = performance.now();
    await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Yes, approve' }).click();
    await shown(page, hasText, `Success: ${returnReference} is`);
    const ra1 = performance.now();
    figures.returnApprove.push(ra1 - ra0);
    shapes.returnApprove = calls.between(ra0, ra1);
    await page.getByRole('link', { name: 'Back to the task queue' }).click();
    await shown(page, queueWithout, { title: 'Customary marriage return task queue', reference: returnReference });
    const ra2 = performance.now();
    figures.returnApproveListed.push(ra2 - ra0);
    shapes.returnApproveListed = calls.between(ra0, ra2);
    await context.close();
  }
  const row = (action, key) => ({
    action,
    'median ms': Math.round(median(figures[key])),
    runs: figures[key].length,
    'API calls': shapes[key]?.calls,
    'one after another': shapes[key]?.waves,
  });
  rows.push(
    row('sign-in → dashboard shown', 'signIn'),
    row('start review → its actions shown', 'startReview'),
    row('approve → queue without it', 'approve'),
    row('marriage report → shown', 'report'),
    row('approve a return → its message', 'returnApprove'),
    row('approve a return → queue without it', 'returnApproveListed'),
  );
  console.log(`Action timings, mock build, ${LATENCY_MS} ms a call, median of ${RUNS}:`);
  console.table(rows);
  for (const key of Object.keys(shapes)) console.log(`${key}: ${shapes[key].paths.join(', ')}`);
} finally {
  await browser?.close();
  process.kill(-server.pid, 'SIGTERM');
}
