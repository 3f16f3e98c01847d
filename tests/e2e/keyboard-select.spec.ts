/**
 * Issue 30, item 1: a keyboard-only person gives the district of residence on a step of the civil
 * marriage notice by typing its name. Tab keeps the typed district (it used to empty the box); Enter on
 * the open list chooses the district and does not submit the step (it used to submit it with "Choose
 * the district of residence"); Enter on the closed box then submits the step, as in any text box.
 * Nothing here is clicked: focus moves only with Tab, Shift+Tab and Enter.
 */
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { AMINA } from '../support/notice';

test('a keyboard-only person types the district of residence: Tab keeps it, Enter chooses it without submitting the step', async ({
  page,
}) => {
  await signInAs(page, AMINA.email);
  const start = page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await page.getByRole('link', { name: 'First party', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'First party' })).toBeVisible();

  const nin = page.getByLabel('National Identification Number (NIN)');
  await nin.focus();
  await page.keyboard.type(AMINA.nin);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Verify NIN' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();

  // Email address, then Tab into the district: type it, Tab out.
  const email = page.getByLabel('Email address');
  await email.focus();
  await page.keyboard.type(AMINA.email);
  await page.keyboard.press('Tab');
  const district = page.getByRole('combobox', { name: 'District of residence' });
  await expect(district).toBeFocused();
  await page.keyboard.type('Kampala');
  await expect(page.getByRole('option', { name: 'Kampala', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(district).toHaveValue('Kampala');
  await expect(district).not.toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // Back into the box: type another district and press Enter. The list closes on the choice and the
  // step is not submitted (no error summary, still the same step).
  await page.keyboard.press('Shift+Tab');
  await expect(district).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('mbarara');
  await page.keyboard.press('Enter');
  await expect(district).toHaveValue('Mbarara');
  await expect(district).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'First party' })).toBeVisible();
  await expectAccessible(page, 'first party, district chosen by keyboard');

  // Enter on the closed box submits the step: the summary lists what is missing, not the district.
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter the occupation' })).toBeVisible();
  await expect(summary.getByRole('link', { name: /district of residence/i })).toHaveCount(0);
  await expect(district).not.toHaveAttribute('aria-invalid', 'true');
});
