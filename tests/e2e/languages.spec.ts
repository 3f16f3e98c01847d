/**
 * Issue 32 item 3: a person chooses their language from the header of any page, or by `?lang=` on any address; the
 * page changes in place, `<html lang>` follows, and the next visit opens in it. Luganda and Swahili cover the words
 * moved into the catalogue so far (the page frame, the landing page); the pseudo-locale marks every message that comes from it.
 */
import { civilMarriageNotice } from '#mocks/seed/civil-marriage-fixture';

/** "Civil Marriages" in Luganda (src/locales/lg/portal.po). */
const SERVICE_IN_LUGANDA = "Obufumbo obw'Omu Mateeka (obwa Gavumenti)";
import { api } from '../support/backoffice';
import { expect, expectAccessible, latestMessage, signIn, test } from '../support/e2e';

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
  // The page's own words too, and the services' names, whose part of the catalogue the price list loads with it.
  await expect(page.getByRole('heading', { level: 1, name: "Empeereza n'ebisale" })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: SERVICE_IN_LUGANDA }).first()).toBeVisible();

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

test('a language chosen signed in is saved to the account, and the registry writes to the person in it (issue 32)', async ({ page }) => {
  const amina = 'amina.nakato@example.ug';
  await signIn(page, amina);
  await expect(page).toHaveURL(/\/user\//);
  // Kiswahili from the header's menu: the page changes in place, and the account keeps the choice.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect.poll(async () => (await api<{ language?: string | null }>(page, 'GET', '/users/me')).body.data.language ?? null).toBe('sw');

  // A civil notice submitted through the API: its e-mail and text message to Amina are in Swahili.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const id = crypto.randomUUID();
  expect((await api(page, 'POST', '/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today }) })).status).toBe(
    201,
  );
  const submitted = await api<{ reference: string }>(page, 'POST', `/applications/${id}/events`, {
    type: 'application.submit',
    declaration: true,
  });
  const reference = submitted.body.data.reference;
  const email = await latestMessage(page, amina, 'email');
  expect(email.subject).toContain(`${reference}: imetumwa kwa`);
  expect(email.body).toMatch(/^Mpendwa Amina,/);
  expect(email.body).toContain('Usajili wa Ndoa');
  const sms = await latestMessage(page, '+256772123456', 'sms');
  expect(sms.body).toMatch(new RegExp(`^Usajili wa Ndoa: ${reference} imetumwa kwa`));

  // Signed in again on a device that forgot the choice (the mock's data, kept in localStorage too, stays): the portal
  // opens in English, then, once signed in, in the account's language.
  await page.evaluate(() => {
    localStorage.removeItem('portal:language');
    sessionStorage.clear();
  });
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-UG');
  await signIn(page, amina);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});
