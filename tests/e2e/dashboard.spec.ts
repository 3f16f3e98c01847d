/**
 * The back office's dashboard of work (issue 11 "Dashboard"): for the registrar and the director, each task
 * queue's count on the dashboard is the count its own page shows, and the link leads there; the registrar's
 * deadlines include the seeded Wakiso notice whose certificate can be issued. axe on each page; screenshots
 * at desktop and phone width go to /tmp.
 */
import type { Page } from '@playwright/test';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';

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
  expect(counts.some(([, n]) => n > 0), `${who} has work waiting`).toBe(true);
  for (const [name, count] of counts) {
    await page.getByRole('table', { name: /Your task queues/ }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const said = count === 0 ? page.getByText(/^There are no .* waiting for you\.$/) : page.getByText(new RegExp(`^Showing 1–\\d+ of ${count.toLocaleString('en-GB')}$`));
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
  await page.screenshot({ path: '/tmp/dashboard-registrar-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/dashboard-registrar-phone.png', fullPage: true });
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
