/**
 * Issue 32 item 3 (docs/decisions/050-pre-rendered-pages-per-language.md): the pre-rendered public pages exist in every
 * language. A page arrives in the language its address names (`?lang=`) or the browser remembered (the
 * `portal_language` cookie), and the app hydrates it there instead of painting it afresh; the production build's
 * service worker keeps the person's language's pages and opens them offline. The production build against the
 * standalone mock API (project `mock-server`), served by vite preview as nginx serves it (tests/deploy/nginx.spec.ts
 * checks nginx itself).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/e2e';
import { prerenderedPageReplaced, watchPrerenderedPage } from '../support/hydration';
import { MOCK_SERVER_PORTAL_ORIGIN } from '../support/mock-server';

test.describe.configure({ timeout: 120_000 });

/**
 * The page in its language, with the app running over it: hydrated, unless `afresh` (the page was watched with
 * `watchPrerenderedPage` before it opened).
 */
async function openedIn(page: Page, lang: string, heading: string, afresh = false): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await prerenderedPageReplaced(page), afresh ? 'painted afresh' : 'hydrated').toBe(afresh);
}

test('a public page arrives in the language the address names or the browser remembered, and is hydrated in it', async ({
  page,
  context,
}) => {
  // As it arrives, before any script: in Swahili when the address asks for it.
  const asked = await (await page.request.get('/?lang=sw')).text();
  expect(asked).toContain('<html lang="sw"');
  expect(asked).toContain('data-prerendered-language="sw"');
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(asked)?.[1]).toBe('Usajili wa Ndoa');
  expect(/<title>([^<]*)<\/title>/.exec(asked)?.[1]).not.toContain('Marriage Registry');
  // In Luganda when the browser remembered it; the address wins over the memory.
  await context.addCookies([{ name: 'portal_language', value: 'lg', url: MOCK_SERVER_PORTAL_ORIGIN }]);
  expect(await (await page.request.get('/sign-in')).text()).toContain('<html lang="lg"');
  expect(await (await page.request.get('/sign-in?lang=en')).text()).toContain('<html lang="en-UG"');
  await context.clearCookies();

  // In the browser: the Swahili page is hydrated, not painted again.
  await watchPrerenderedPage(page);
  await page.goto('/?lang=sw');
  await openedIn(page, 'sw', 'Usajili wa Ndoa');
  await expectAccessible(page, 'landing page pre-rendered in Swahili');
  // Remembered: the next page arrives in Swahili without asking, and is hydrated too.
  await page.goto('/sign-in');
  await openedIn(page, 'sw', 'Ingia');
  // The control: an address whose search part says more than its language is painted afresh, which the watch sees.
  await page.goto('/sign-in?lang=sw&returnTo=%2Fuser%2Fapplications');
  await openedIn(page, 'sw', 'Ingia', true);
  // A form typed into on the Swahili page keeps what was typed.
  const field = page.locator('input[name="phoneOrEmail"]');
  await field.fill('amina.nakato@example.ug');
  await expect(field).toHaveValue('amina.nakato@example.ug');
});

test('the service worker keeps the pages of the language the person reads, and opens them offline in it', async ({ page, context }) => {
  await watchPrerenderedPage(page);
  await page.goto('/?lang=sw');
  await openedIn(page, 'sw', 'Usajili wa Ndoa');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  // Kept when the worker installed: the landing and sign-in pages in Swahili and in English, and no other language's.
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('portal-pages')).keys()).map((request) => new URL(request.url).pathname).sort());
  await expect
    .poll(kept, { timeout: 30_000 })
    .toEqual(['/_pages/index.html', '/_pages/index.sw.html', '/_pages/sign-in/index.html', '/_pages/sign-in/index.sw.html']);

  await context.setOffline(true);
  await page.goto('/');
  await openedIn(page, 'sw', 'Usajili wa Ndoa');
  await page.goto('/sign-in');
  await openedIn(page, 'sw', 'Ingia');
  // Asked for in English, offline: the English page the worker kept.
  await page.goto('/?lang=en');
  await openedIn(page, 'en-UG', 'Marriage Registry');
  await context.setOffline(false);
});
