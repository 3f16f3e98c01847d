/**
 * The back office's dashboard of work (issue 11 "Dashboard"): for the registrar and the director, each task
 * queue's count on the dashboard is the count its own page shows, and the link leads there; the registrar's
 * deadlines include the seeded Wakiso notice whose certificate can be issued. axe on each page; screenshots
 * at desktop and phone width go to /tmp.
 */
import type { Page } from '@playwright/test';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, test } from '../support/e2e';

/** Each queue row's name and count, as the dashboard shows them. */
async function queueCounts(page: Page): Promise<Array<[string, number]>> {
  const table = page.getByRole('table', { name: /Your task queues/ });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').all();
  const counts: Array<[string, number]> = [];
  for (const row of rows.slice(1)) {
    const name = (await row.getByRole('rowheader').innerText()).trim();
    counts.push([name, Number((await row.getByRole('cell').first().innerText()).trim())]);
  }
  return counts;
}

/** Open each queue from the dashboard and check its page says the same count. */
async function queuesMatch(page: Page, who: string): Promise<void> {
  const counts = await queueCounts(page);
  expect(counts.length, `${who} has task queues`).toBeGreaterThan(0);
  expect(
    counts.some(([, n]) => n > 0),
    `${who} has work waiting`,
  ).toBe(true);
  for (const [name, count] of counts) {
    await page
      .getByRole('table', { name: /Your task queues/ })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const said =
      count === 0
        ? page.getByText(/^There are no .* waiting for you\.$/)
        : page.getByText(new RegExp(`^Showing 1–\\d+ of ${count.toLocaleString('en-GB')}$`));
    await expect(said, `${name}: ${count}`).toBeVisible();
    await page.goBack();
  }
}

test('each role’s dashboard counts what its task queues hold, and lists the deadlines it acts on', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'registrar@registry.example.ug');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const certificates = page.getByRole('region', { name: /^Registrar's certificates that can be issued/ });
  await expect(certificates.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'the registrar’s dashboard');
  await keepScreenshot(page, 'dashboard-registrar-desktop.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'dashboard-registrar-phone.png');
  await expectAccessible(page, 'the registrar’s dashboard on a phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await queuesMatch(page, 'the registrar');

  // A deadline's link opens the application it is about.
  await certificates.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Notice of marriage' })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'director@registry.example.ug');
  await expect(page.getByRole('heading', { level: 2, name: 'Deadlines' })).toBeVisible();
  await expect(page.getByText('Nothing you act on is at or near a deadline.')).toBeVisible();
  await expectAccessible(page, 'the director’s dashboard');
  await queuesMatch(page, 'the director');
});

test('staff tracking finds an application by a party’s NIN and by its reference, and opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'registrar@registry.example.ug', '/backoffice/tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Application tracking' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Reference, NIN or name' }).fill('ab');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Enter at least 3 letters or digits of a reference, a NIN or a name')).toBeVisible();
  await expectAccessible(page, 'tracking with a field error');

  // Ruth Nambi's NIN: the church return that registered her marriage.
  await page.getByRole('searchbox', { name: 'Reference, NIN or name' }).fill('CF9006180243RN');
  await page.getByRole('button', { name: 'Find' }).click();
  const table = page.getByRole('table', { name: /Applications matching “CF9006180243RN”/ });
  const row = table.getByRole('row').filter({ hasText: 'Marriage Returns' }).first();
  await expect(row).toContainText('Matched: NIN of a party');
  await expect(row).toContainText('Approved on');
  await expectAccessible(page, 'tracking results');
  await keepScreenshot(page, 'tracking-results.png');
  const reference = (await row.getByRole('link').innerText()).trim();

  // The reference typed loosely finds it too, and its link opens the details page.
  await page.getByRole('searchbox', { name: 'Reference, NIN or name' }).fill(reference.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('1 application matches')).toBeVisible();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
});
