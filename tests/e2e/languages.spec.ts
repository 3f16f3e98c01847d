/**
 * Issue 32 item 3: a person chooses their language from the header of any page, or by `?lang=` on any address; the
 * page changes in place, `<html lang>` follows, and the next visit opens in it. Luganda and Swahili cover the words
 * moved into the catalogue so far (the page frame, the landing page); the pseudo-locale marks every message that comes from it.
 */
import { expect, expectAccessible, test } from '../support/e2e';

test('a language chosen by address or from the menu is used at once and on the next visit', async ({ page }) => {
  await page.goto('/?lang=sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Usajili wa Ndoa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unachoweza kufanya hapa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ruka hadi maudhui makuu' })).toBeAttached();
  const menu = page.getByRole('navigation', { name: 'Lugha' });
  await expect(menu.getByRole('link', { name: 'Kiswahili' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('navigation', { name: 'Tovuti' }).getByRole('link', { name: 'Ingia' })).toBeVisible();
  await expectAccessible(page, 'landing in Swahili');

  // The next visit, by an address without ?lang=, opens in Swahili: this device remembered it.
  await page.goto('/services-prices');
  await expect(page.getByRole('navigation', { name: 'Sehemu ya chini' }).getByRole('link', { name: 'Huduma na bei' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // Luganda from the menu: the page changes in place (the same document), and says so in its lang.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'Luganda' }).click();
  await expect(page.getByRole('navigation', { name: 'Olulimi' }).getByRole('link', { name: 'Luganda' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'lg');
  await expect(page.getByRole('navigation', { name: 'Omukutu' }).getByRole('link', { name: 'Yingira' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Services and prices' })).toBeVisible();

  // Back to English, which the pre-rendered pages are written in.
  await page.getByRole('navigation', { name: 'Olulimi' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-UG');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the pseudo-locale marks every message of the catalogue, values inside the marks', async ({ page }) => {
  await page.goto('/sign-in?lang=en-XA');
  await expect(page.getByRole('link', { name: '⟦Máárrííááğéé Rééğííštrý⟧' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('navigation', { name: '⟦Šíítéé⟧' }).getByRole('link', { name: '⟦Çrééáátéé ááñ ááççóóúúñt⟧' })).toBeVisible();
});
