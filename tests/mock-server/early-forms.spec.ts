/**
 * Issue 33 item 2 (docs/decisions/046-first-bytes.md): a pre-rendered form is usable before the app has arrived.
 * The app's code is held back (as a 2G connection holds it for seconds) while a person types into /sign-in and
 * presses "Sign in": the fields take the typing, the button shows that the form is being sent, nothing is posted,
 * and once the code arrives the app takes the typed values over and signs the person in. The production build
 * against the standalone mock API (project `mock-server`).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, DEMO_PASSWORD, test } from '../support/e2e';

/** The entry script and what it imports statically, as the build's manifest names them (dist-standalone). */
function entryFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist-standalone/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  return files;
}

/** Hold every script but the entry until the test lets them through: the pre-rendered page is all there is. */
async function holdTheApp(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const entry = entryFiles();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (entry.has(new URL(route.request().url()).pathname)) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

test('/sign-in can be typed into and sent before the app runs; the app then signs the person in', async ({ page }) => {
  const { release, held } = await holdTheApp(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/users/auth/login')) logins.push(request.method());
  });

  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('Email address or phone number');
  await expect(email).toBeEditable();
  await expect(page.locator('html')).not.toHaveAttribute('data-portal', 'running');
  await email.fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Held: the form says it is being sent, the page has not gone anywhere, and nothing was posted.
  const form = page.locator('form[data-early-submit]');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(email).toHaveValue('amina.nakato@example.ug');
  expect(logins).toEqual([]);
  expect(held()).toBeGreaterThan(0);
  await expectAccessible(page, '/sign-in, sent before the app has arrived');

  release();
  await expect(page).toHaveURL(/\/user\/services\/list$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  expect(logins).toEqual(['POST']);
});

// In Swahili too: the page is pre-rendered in it (docs/decisions/050-pre-rendered-pages-per-language.md), so its form
// opens before the app comes, and the app hydrates it with what was typed.
test('/sign-in?lang=sw arrives in Swahili and can be typed into before the app runs', async ({ page }) => {
  const { release, held } = await holdTheApp(page);
  await page.goto('/sign-in?lang=sw', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  const email = page.locator('input[name="phoneOrEmail"]');
  await expect(email).toBeEditable();
  await expect(page.locator('html')).not.toHaveAttribute('data-portal', 'running');
  await email.fill('amina.nakato@example.ug');
  expect(held()).toBeGreaterThan(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(email).toHaveValue('amina.nakato@example.ug');
});

// The app renders a page afresh, not over its pre-rendering, when the address has a search part beside its language
// (/sign-in?returnTo=…), or when the person reads another language than the page arrived in (remembered on this
// device, but not in the cookie that tells the server): what was typed into the pre-rendered form would be lost when it
// does. Such a form waits for the app instead, and loses nothing.
const AFRESH = [
  { why: 'on /sign-in?returnTo=%2Fuser%2Fapplications', address: '/sign-in?returnTo=%2Fuser%2Fapplications', remembered: null },
  { why: 'on /sign-in, Swahili remembered without the cookie', address: '/sign-in', remembered: 'sw' },
];
for (const { why, address, remembered } of AFRESH) {
  test(`${why} the pre-rendered form waits for the app, so nothing typed is lost`, async ({ page }) => {
    if (remembered) await page.addInitScript((code) => localStorage.setItem('portal:language', code), remembered);
    const { release } = await holdTheApp(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const email = page.locator('input[name="phoneOrEmail"]');
    await expect(email).toBeVisible();
    // Not opened early: its controls stay inert (nothing can be typed into them) until the app renders the form.
    await expect(page.locator('form .app-form__controls[inert]')).toHaveCount(1);
    await expect(page.locator('form[data-early-form]')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-portal', 'running', { timeout: 30_000 });
    await expect(email).toBeEditable();
    await email.fill('amina.nakato@example.ug');
    await expect(email).toHaveValue('amina.nakato@example.ug');
  });
}

// A person who saves data (or is on 2G) pays for the landing page alone while reading it or following its links; the
// app comes when they reach for the tracking form, and takes over what they typed (issue 33).
/** The browser says the person saves data (Chromium's `navigator.connection`, "Lite mode" or the Save-Data setting). */
async function savingData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', downlink: 10 }),
    });
  });
}

test('on a connection that saves data, the landing page fetches the app only once its form is reached for', async ({ page }) => {
  await savingData(page);
  const entry = entryFiles();
  // The app's code and the page's full stylesheets (the page carries the rules its own elements need).
  const appFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname) && !entry.has(pathname)) appFiles.push(pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  const reference = page.getByLabel('Application reference');
  await expect(reference).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(appFiles).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-portal', 'running');
  await expectAccessible(page, 'the landing page before the app, saving data');

  await reference.fill('MRN-2026-000001');
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running', { timeout: 30_000 });
  expect(appFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
  expect(appFiles.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  await expect(reference).toHaveValue('MRN-2026-000001');
});

// A page that says it is loading (the price list comes from the API, through the app) fetches the app at once, so its
// "Loading…" is true.
test('on a connection that saves data, a page that says it is loading fetches the app at once', async ({ page }) => {
  await savingData(page);
  await page.goto('/services-prices');
  await expect(page.getByRole('row', { name: /Civil Marriages/ }).first()).toContainText('UGX 260,000', { timeout: 30_000 });
  await expect(page.getByText('Loading the price list…')).toHaveCount(0);
});
