/**
 * What the browser benchmarks share (scripts/bench/queue.mjs, scripts/bench/registers.mjs): the mock build
 * served by vite preview, Chromium signed in as the registrar with no mock latency, and the median.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('../..', import.meta.url).pathname;

/** The Chromium flags every browser benchmark launches with (as playwright.config.ts's). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The middle value of the figures (the upper middle of an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Build the mock build unless `--no-build`, serve it, and open Chromium signed in as the registrar.
 * @param {number} port - the preview's port.
 * @returns {Promise<{ page: import('@playwright/test').Page, close: () => Promise<void> }>}
 */
export async function openSignedIn(port) {
  if (!process.argv.includes('--no-build')) execSync('npx vite build --mode mock --outDir dist-mock', { cwd: root, stdio: 'ignore' });
  const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-mock', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  let browser;
  const close = async () => {
    await browser?.close();
    process.kill(-server.pid, 'SIGTERM');
  };
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`http://localhost:${port}/`)).ok) break;
      } catch {
        /* not yet */
      }
      if (i > 100) throw new Error('vite preview did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
    browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('mock:latency', '0'));
    await page.goto(`http://localhost:${port}/sign-in`);
    await page.getByLabel('Email address or phone number').fill('registrar@registry.example.ug');
    await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/backoffice/dashboard');
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Call a mock control endpoint from the page (so it reaches the page's service worker).
 * @param {import('@playwright/test').Page} page
 * @param {string} path - e.g. "/seed-registers".
 * @param {unknown} body - JSON body.
 */
export function mockControl(page, path, body) {
  return page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(`/api/__mock${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await r.json()).data;
    },
    { path, body },
  );
}
