/**
 * Issue 10 "The ten registers": the registrar opens a register from the sidebar, sorts and searches it on
 * the server, opens an entry's details and history, downloads the filtered view as CSV, and is told at
 * the field when a date range is backwards. axe on each page; screenshots into $SHOTS when it is set.
 */
import { readFile } from 'node:fs/promises';
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, openInApp, test } from '../support/e2e';

test('the registrar searches a register, opens an entry with its history and downloads the view', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'registrar@registry.example.ug');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Church marriages register book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Church marriages register book' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–3 of 3 entries$/)).toBeVisible();
  const table = page.getByRole('table', { name: /Church marriages register book/ });
  await expectAccessible(page, 'register book');
  await keepScreenshot(page, 'register-book.png');

  // Sorted by the first party, A to Z, by the server.
  await table.getByRole('button', { name: 'First party' }).click();
  await expect(table.getByRole('columnheader', { name: 'First party' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=partyOne&dir=asc/);
  // The server's answer replaces the rows shown while it comes (the table is busy meanwhile).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect
    .poll(async () => table.locator('tbody tr td:nth-child(3)').allInnerTexts())
    .toEqual(['Kenneth Tumwine', 'Robert Kiiza', 'Vincent Olupot']);
  const firstParties = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();

  // Search for one party: one entry; its number opens the marriage's details.
  const wanted = firstParties[1] ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill(wanted);
  await expect(page.getByText(/^Showing 1–1 of 1 entry$/)).toBeVisible();
  const entryLink = table.getByRole('rowheader').getByRole('link');
  const entryNumber = (await entryLink.innerText()).trim();

  // The filtered view, as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('church-marriages-register-book.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Entry number,Date of marriage,First party,Second party,Place of worship,District,Celebrant,Status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(entryNumber);

  await entryLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Marriage details: ${entryNumber}` })).toBeVisible();
  await expect(page.getByText(wanted, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History of the entry' })).toBeVisible();
  await expect(page.getByText('The entry has not been changed since it was registered.')).toBeVisible();
  await expectAccessible(page, 'marriage details');
  await keepScreenshot(page, 'register-entry.png');

  // Back returns to the filtered register.
  await page.goBack();
  await expect(page.getByText(/^Showing 1–1 of 1 entry$/)).toBeVisible();

  // The divorces register holds the dissolved Islamic marriage; a backwards date range is caught at the field.
  await openInApp(page, '/backoffice/registry/divorces');
  await expect(page.getByRole('heading', { level: 1, name: 'Divorces register' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Divorces register/ }).getByRole('cell', { name: 'Islamic' })).toBeVisible();
  await page.getByLabel('Divorced from').fill('2026-05-01');
  await page.getByLabel('Divorced to').fill('2026-04-01');
  await expect(page.getByText('The "to" date must be on or after the "from" date')).toBeVisible();
  await expectAccessible(page, 'divorces with a backwards range');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByText(/^Showing 1–1 of 1 entry$/)).toBeVisible();

  // An entry number not in the register is said plainly.
  await openInApp(page, '/backoffice/registry/marriage?entry=RM-1999-000000');
  await expect(page.getByRole('alert')).toContainText('No entry of the register of marriages has this number.');
});
