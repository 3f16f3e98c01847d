/**
 * The HTML of the portal's pages conforms (issue 30 item 10): public pages, and the pages of each
 * area as the demo account that works there (forms, lists, details, registers, settings, billing and
 * the marriage report with its charts drawn) are kept as the browser holds them once their content
 * has loaded, and checked together in one run of the W3C Nu HTML Checker (tests/support/markup.ts: one
 * JVM start). Only the errors a library causes and we cannot fix here are let through, each listed
 * there with the upstream report it needs.
 */
import type { Page } from '@playwright/test';
import { signOut } from '../support/backoffice';
import { expect, signIn, test } from '../support/e2e';
import { MarkupCheck } from '../support/markup';

/** Change route inside the app, as the router's own history does (no page load: the session stays). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `markup${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Wait until the page at `path` shows its heading, nothing in it is still loading, and every label's
 * control is there (a lazily loaded field, such as the phone number, replaces its placeholder).
 */
async function settled(page: Page, path: string): Promise<void> {
  // A form writes its step into the address (`?step=tasks`): the path is what is waited for.
  await expect.poll(() => new URL(page.url()).pathname, { message: `${path} reached` }).toBe(path);
  await expect(page.locator('main h1').first(), path).toBeVisible();
  await expect(
    page.locator('main .mantine-Loader-root, main .mantine-Skeleton-root, main [aria-busy="true"]'),
    `${path} still loading`,
  ).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('label[for]')]
            // The target must be a control a label can name, as the checker requires: not just any element with that id.
            .filter((l) => {
              const target = document.getElementById((l as HTMLLabelElement).htmlFor);
              return !target || !target.matches('input:not([type="hidden"]), select, textarea, button, meter, output, progress');
            })
            .map((l) => l.outerHTML),
        ),
      {
        message: `${path}: labels whose control is missing`,
      },
    )
    .toEqual([]);
}

/** The pages each person opens, in order; `then` waits for what a page draws after its heading. */
const VISITS: ReadonlyArray<{
  account: string | null;
  paths: ReadonlyArray<string | { path: string; then: (page: Page) => Promise<void> }>;
}> = [
  {
    account: null,
    paths: [
      '/',
      '/services-prices',
      '/sign-in',
      '/auth/sign-up',
      '/licensed-places-of-worship',
      '/notices',
      '/verify',
      '/verify/W3D8N-2C4T4',
      '/terms-and-privacy-policy',
    ],
  },
  {
    account: 'amina.nakato@example.ug',
    paths: [
      '/user/services/list',
      '/user/applications',
      '/user/prices',
      '/user/search',
      '/user/services/form-marriage-registration',
      '/user/services/form-marital-status',
    ],
  },
  {
    account: 'clerk@stpauls.example.ug',
    paths: [
      '/institution/services/list',
      '/institution/applications',
      '/institution/registry',
      '/institution/services/form-marriage-returns',
    ],
  },
  {
    account: 'registrar@registry.example.ug',
    paths: [
      '/backoffice/dashboard',
      '/backoffice/marriage-registrations/task-queue',
      '/backoffice/marriage-registrations/applications',
      '/backoffice/marriage-registrations/calendar',
      '/backoffice/registry/civil-marriages',
      '/backoffice/registry/marriage-register-book',
      '/backoffice/tracking',
      {
        path: '/backoffice/reports/marriage',
        // Its charts are drawn (recharts' SVG) before the page is kept.
        then: async (page) => {
          await expect(page.locator('main .recharts-surface').first()).toBeVisible();
        },
      },
    ],
  },
  {
    account: 'admin@registry.example.ug',
    paths: [
      '/backoffice/accounts',
      '/backoffice/settings/service-costs',
      '/backoffice/settings/marriage-rooms',
      '/backoffice/settings/marriage-configs',
      '/backoffice/settings/countries',
    ],
  },
  { account: 'finance@registry.example.ug', paths: ['/backoffice/billing/transactions', '/backoffice/billing/price-list'] },
];

test('the pages of every area are valid HTML (W3C Nu HTML Checker)', async ({ page }) => {
  test.setTimeout(240_000);
  const markup = new MarkupCheck();
  for (const { account, paths } of VISITS) {
    if (account) {
      await signIn(page, account);
      // Six sign-ins in a row: on a loaded machine one can take longer than the usual 10 s.
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
    } else await page.goto('/');
    for (const visit of paths) {
      const { path, then } = typeof visit === 'string' ? { path: visit, then: undefined } : visit;
      await navigateInApp(page, path);
      await settled(page, path);
      await then?.(page);
      await markup.add(page, `${path}${account ? ` (${account})` : ''}`);
    }
    // A page with details: the first application of the area's list, where the list has one.
    if (account === 'registrar@registry.example.ug') {
      await navigateInApp(page, '/backoffice/marriage-registrations/applications');
      await settled(page, '/backoffice/marriage-registrations/applications');
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
      await markup.add(page, `an application's details (${account})`);
    }
    if (account) await signOut(page);
  }
  expect(await markup.errors(), 'W3C Nu HTML Checker errors').toEqual([]);
});
