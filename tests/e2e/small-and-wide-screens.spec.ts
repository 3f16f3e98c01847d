/**
 * Issue 30, item 6: on a 390 px phone and a 1366 px laptop. References, NINs, phone numbers, e-mail
 * addresses and dates stay on one line; a notification never covers the header's controls or the area's
 * links; the mock build's "Mock outbox" button hides nothing at the end of a page. (Finance's "Confirm
 * payment" in view at 1366 px is checked in payments.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { ensureOnStep, fillWholeNotice } from '../support/notice';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** The number of lines the element's text takes on screen. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/** Whether two boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** The page never scrolls sideways (WCAG 1.4.10): nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('on a phone, check your answers keeps each NIN, phone number and e-mail address on one line', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAs(page, 'amina.nakato@example.ug', '/user/services/form-marriage-registration');
  await fillWholeNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before giving notice' })).toBeVisible();
  await page.setViewportSize(PHONE);
  for (const [answer, text] of [
    ['partyOne.nin', 'CF9203151042KA'],
    ['partyOne.phone', '+256'],
    ['partyOne.email', 'amina.nakato@example.ug'],
    ['partyTwo.nin', 'CM9302270914IS'],
    ['partyTwo.email', 'ibrahim.ssali@example.ug'],
  ] as const) {
    const value = page.locator(`[data-answer="${answer}"] dd`).first();
    await expect(value).toContainText(text);
    expect(await linesOf(value), `${answer} on one line`).toBe(1);
  }
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'check your answers on a phone');
});

test('a notification shows below the header and the area’s links, on a phone and on a laptop', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug');
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/user/services/form-marriage-registration');
    await ensureOnStep(page, 'First party');
    await page.getByRole('button', { name: 'Save and come back later' }).click();
    const notification = page.getByRole('status').filter({ hasText: 'Your answers are saved' });
    await expect(notification).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
    // The new page opens at its top: on a phone the window, scrolled down to the wizard's buttons, scrolls back, and while
    // it scrolls the notification follows a frame behind. It is placed at the frame after the page or the scroll changed
    // (app-notifications.tsx): measured two frames after the window is at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const controls = [
      page.getByRole('button', { name: 'Sign out' }),
      ...(await page.getByRole('navigation', { name: 'Area' }).getByRole('link').all()),
    ];
    for (const control of controls)
      expect(await overlap(notification, control), `the notification covers ${await control.innerText()} at ${size.width} px`).toBe(false);
    await page.getByRole('button', { name: 'Close notification' }).first().click();
  }
});

test('on a phone, references and dates stay on one line: an application’s title, the staff list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'registrar@registry.example.ug', '/backoffice/marriage-registrations/task-queue');
  const reference = page.getByRole('link', { name: /^MR-2026-/ }).first();
  const text = (await reference.innerText()).trim();
  await reference.click();
  const title = page.getByRole('heading', { level: 1, name: `Application ${text}` });
  await expect(title).toBeVisible();
  expect(await linesOf(title.getByText(text)), 'the reference on one line').toBe(1);
  await expectNoSidewaysScroll(page);

  await signOut(page);
  await signInAs(page, 'admin@registry.example.ug', '/backoffice/accounts');
  const since = page.getByRole('table', { name: /Staff accounts/ }).getByText(/^\d{2}-\d{2}-\d{4}$/);
  await expect(since.first()).toBeVisible();
  for (const date of await since.all()) expect(await linesOf(date), 'a date on one line').toBe(1);
});

test('in the mock build, the "Mock outbox" button hides nothing at the end of a page on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/services-prices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Mock outbox' });
  const footer = page.getByRole('contentinfo');
  for (const part of [...(await footer.getByRole('link').all()), footer.getByText(/^Marriage Registry Portal:/)]) {
    expect(await overlap(button, part), `the button covers "${await part.innerText()}"`).toBe(false);
  }
});
