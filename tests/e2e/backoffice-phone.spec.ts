/**
 * The back office on a phone (issue 6 §3, issue 17): the navigation sits behind a "Menu" button,
 * outside `<main>` (so "Skip to main content" skips it and the focus order follows what is seen),
 * beside the page on a wide screen; wide tables scroll sideways in a focusable, named box that shows
 * it scrolls.
 */
import type { Page } from '@playwright/test';
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, signIn, test } from '../support/e2e';

const QUEUE = '/backoffice/marriage-registrations/task-queue';

/** Sign in as the registrar, with a queue of invented applications (in memory, this page only). */
async function registrarWithQueue(page: Page): Promise<void> {
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await page.evaluate(async () => {
    await fetch('/api/__mock/seed-applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 40, serviceType: 'MARRIAGE', seed: 6 }),
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Menu button opens the navigation, which is outside main and follows the button', async ({ page }) => {
    await registrarWithQueue(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.locator('main').getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page, 'dashboard, menu closed');

    // Skip link (first Tab on a freshly opened page): straight to main, past the menu.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Open by keyboard: the next Tab is the first link of the navigation, just below the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    const menuBox = await menu.boundingBox();
    const navBox = await nav.boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    expect(navBox && menuBox && navBox.y >= menuBox.y + menuBox.height - 1).toBe(true);
    expect(navBox && mainBox && mainBox.y >= navBox.y + navBox.height - 1).toBe(true);
    await expectAccessible(page, 'dashboard, menu open');

    // Escape closes it and puts focus back on the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    // Following a link closes it and lands on the new page's heading.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Task queue' }).first().click();
    await expect(page).toHaveURL(QUEUE);
    await expect(page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' })).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expectAccessible(page, 'task queue on a phone');
  });
});

test.describe('on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the navigation is a column beside main, with no Menu button', async ({ page }) => {
    await registrarWithQueue(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Task queue' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Task queue' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main').getByRole('navigation')).toHaveCount(0);
    const navBox = await nav.boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    expect(navBox && mainBox && navBox.x + navBox.width <= mainBox.x + 1).toBe(true);
    // Everything fits: the table's box is not a scroll region and adds no tab stop.
    await expect(page.getByRole('region', { name: 'Civil marriage task queue' })).toHaveCount(0);
    await expect(page.getByText('Scroll sideways to see more')).toHaveCount(0);
    await expectAccessible(page, 'task queue, wide');
  });
});

test.describe('on a small phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the queue table scrolls in a focusable, named box that shows it scrolls', async ({ page }) => {
    await registrarWithQueue(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Task queue' }).first().click();
    await expect(page.getByText(/^Showing 1–/)).toBeVisible();

    const region = page.getByRole('region', { name: 'Civil marriage task queue' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see more');
    await expect(page.getByText('Scroll sideways to see more')).toBeVisible();
    // The page itself does not scroll sideways: only the table's box does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const clipped = region.locator('xpath=..');
    await expect(clipped).toHaveAttribute('data-clipped-right', 'true');
    await expect(clipped).not.toHaveAttribute('data-clipped-left', 'true');
    await expectAccessible(page, 'task queue at 320 px');

    // Keyboard: Tab reaches the box; the arrow keys scroll it; the shadow follows.
    await region.focus();
    await expect(region).toBeFocused();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(clipped).toHaveAttribute('data-clipped-left', 'true');
    await expectAccessible(page, 'task queue at 320 px, scrolled');
  });

  test('an application page whose documents table scrolls does not scroll sideways itself', async ({ page }) => {
    // St Paul's first approved return: its documents table has a visually hidden column heading, which
    // once escaped the scroll box and widened the page.
    await signInAs(page, 'clerk@stpauls.example.ug', '/institution/applications/00000000-0000-4000-8008-000000000001');
    await expect(page.getByRole('region', { name: 'Documents', exact: true, description: 'Scroll sideways to see more' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
