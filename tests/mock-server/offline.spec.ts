/**
 * Issue 33 item 3 (docs/decisions/045-offline-and-caching.md): the production build's service worker. After one
 * visit the portal opens offline and says so; an address it has not kept (a signed-in page, a public page other than
 * the landing and sign-in pages) shows the offline page; drafts typed
 * offline are sent when the connection returns; after sign-out the worker's caches hold nothing personal; a new
 * version is offered, not forced. The production build against the standalone mock API (project `mock-server`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signOut } from '../support/backoffice';
import { expect, expectAccessible, openInApp, signIn, test } from '../support/e2e';
import { openStep } from '../support/notice';
import { MOCK_SERVER_API } from '../support/mock-server';

// One after the other: the second test changes the build's sw.js, which the first one's worker must not see.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** Wait until the service worker controls the page (it claims the page once installed). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/** Every address in the page's Cache Storage, by cache. */
async function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  });
}

test('after one visit the portal opens offline and says so; drafts typed offline are sent; nothing personal is cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await controlledByWorker(page);

  // Offline: the landing page opens from the worker, and says the connection is gone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect(page.getByRole('alert')).toHaveText('Error: No internet connectivity. Check your network');
  await expectAccessible(page, 'landing page, offline from the service worker');
  // A public page other than the landing and sign-in pages is not kept (decision 046): most need the registry.
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // An address the worker has not kept: the offline page, in the portal's words.
  await page.goto('/user/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('No internet connectivity. Check your network.')).toBeVisible();
  await expectAccessible(page, 'offline page');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  // Back online, the address opens from the network: signed out, the portal asks the person to sign in (SPEC.md §4).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-loading\?returnTo=%2Fuser%2Fapplications$/);

  // A draft typed offline is sent when the connection returns.
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await openInApp(page, '/user/services/form-marriage-registration');
  await openStep(page, 'First party');
  await page.getByLabel('Occupation').fill('Teacher');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.getByLabel('Occupation').fill('Typed while offline');
  await expect(page.getByText('Error: No internet connectivity. Check your network')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 60_000 });
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const applications = await page.request.get(`${MOCK_SERVER_API}/applications`, { headers: { Authorization: token } });
  expect(JSON.stringify(await applications.json())).toContain('Typed while offline');

  // Signed out: the worker's caches hold the portal's files and the public reference lists, nothing else.
  await signOut(page);
  const cached = await cachedAddresses(page);
  const apiAddresses = Object.values(cached)
    .flat()
    .filter((url) => url.startsWith(MOCK_SERVER_API));
  for (const url of apiAddresses) expect(url, 'a cached API answer').toMatch(/\/api\/(districts|prices|reference\/[a-z-]+)$/);
  expect(JSON.stringify(cached)).not.toContain('Typed while offline');
  expect(Object.keys(cached).every((name) => /^(workbox-precache|portal-reference-lists|portal-assets|portal-pages)/.test(name))).toBe(
    true,
  );
});

test('a new version is offered with a button, not forced', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await controlledByWorker(page);
  await page.getByLabel('Email address or phone number').fill('typed before the update');
  // A new build is deployed: the worker's file changes.
  const file = 'dist-standalone/sw.js';
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, `${original}\n// a new version\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is ready. Reload the page to use it.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // Nothing changed under the person's fingers.
    await expect(page.getByLabel('Email address or phone number')).toHaveValue('typed before the update');
    await expectAccessible(page, 'new version notice');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  } finally {
    writeFileSync(file, original);
  }
});
