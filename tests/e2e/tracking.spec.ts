/**
 * Public tracking and references (docs/decisions/011-references.md): a draft cannot be tracked (it reads
 * exactly as an unknown reference); a mistyped reference is caught in the browser, at the field and in
 * the error summary, without asking the registry; a reference typed any way is read. Every page visited
 * is scanned with axe.
 */
import type { Page } from '@playwright/test';
import { REFERENCE_MESSAGES, REFERENCE_PATTERN, referenceFromNumber } from '#src/domain/references';
import { api, signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';

/** The error summary of the page (the GOV.UK "There is a problem" box). */
const summary = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });

/** Counts the tracking calls the page makes. */
function countTrackingCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/tracking/')) count += 1;
  });
  return () => count;
}

const notFound = (reference: string) =>
  `We could not find an application with the reference ${reference}. Check the reference and try again.`;

test('a draft cannot be tracked: its reference reads exactly as one nobody holds', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug');
  const created = await api<{ reference: string; status: string }>(page, 'POST', '/applications', {
    id: crypto.randomUUID(),
    serviceType: 'MARRIAGE',
    data: {},
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.data;
  expect(reference).toMatch(REFERENCE_PATTERN);

  // Amina sees her draft and its reference in her own list.
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Your applications' }).click();
  await expect(page.getByRole('article').filter({ hasText: reference }).locator('.status-tag--draft').first()).toHaveText('Draft');
  await signOut(page);

  await page.goto(`/tracking/${reference}`);
  await expect(summary(page).getByRole('link', { name: notFound(reference) })).toBeVisible();
  await expect(page.getByRole('region', { name: `Application ${reference}` })).toHaveCount(0);
  await expectAccessible(page, 'tracking a draft');

  // A well-formed reference nobody holds: the same words.
  const unknown = referenceFromNumber('MR', Number(reference.slice(3, 7)), 1);
  await page.goto(`/tracking/${unknown}`);
  await expect(summary(page).getByRole('link', { name: notFound(unknown) })).toBeVisible();
});

test('the tracking form catches a typing mistake at once and reads a reference typed any way', async ({ page }) => {
  // A granted licence's number is its application's reference, and the public register shows it.
  await page.goto('/licensed-places-of-worship');
  const firstLicence = page
    .getByRole('cell')
    .filter({ hasText: /^[A-Z]{2}-\d{4}-/ })
    .first();
  const reference = (await firstLicence.innerText()).trim();
  expect(reference).toMatch(REFERENCE_PATTERN);

  const trackingCalls = countTrackingCalls(page);
  await page.goto('/');
  const field = page.getByLabel('Application reference');
  // One character of the random part mistyped (its neighbour in the alphabet).
  const at = 8;
  const typo = reference[at] === 'A' ? 'B' : 'A';
  await field.fill(`${reference.slice(0, at)}${typo}${reference.slice(at + 1)}`);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(summary(page).getByRole('link', { name: REFERENCE_MESSAGES.check })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(REFERENCE_MESSAGES.check));
  await expect(page).toHaveURL('/');
  expect(trackingCalls()).toBe(0);
  await expectAccessible(page, 'landing with a mistyped reference');

  // As read out on the phone: lower case, spaces for dashes, O for zero.
  const spoken = reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
  await field.fill(spoken);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(`/tracking/${reference}`);
  const tracked = page.getByRole('region', { name: `Application ${reference}` });
  await expect(tracked).toContainText('Public Place License');
  await expect(tracked.locator('.status-tag--approved').first()).toHaveText('Approved');
  expect(trackingCalls()).toBeGreaterThan(0);
  await expectAccessible(page, 'tracked licence');
});

test('a reference in the address that cannot be one says why, without asking the registry', async ({ page }) => {
  const trackingCalls = countTrackingCalls(page);
  await page.goto('/tracking/MR-2026-000001');
  await expect(summary(page).getByRole('link', { name: REFERENCE_MESSAGES.shape })).toBeVisible();
  await expect(page.getByLabel('Application reference')).toHaveValue('MR-2026-000001');
  expect(trackingCalls()).toBe(0);
  await expectAccessible(page, 'tracking an old-style reference');
});
