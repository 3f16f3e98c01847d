/**
 * Issue 31 §4 "Your data": a person downloads everything the registry holds about them, as JSON and as a PDF,
 * and the download holds what the page promised (docs/decisions/040). Both areas have the page. A person deletes
 * their drafts, and closes their account (docs/decisions/041).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoAccount } from '#mocks/seed/demo';
import type { PersonalData } from '#src/domain/schemas/personal-data';
import { DEMO_PASSWORD, expect, expectAccessible, postJson, signIn, test } from '../support/e2e';
import { api, tokenOf } from '../support/backoffice';

const clerk = demoAccount('clerk@stpauls.example.ug');
const amina = demoAccount('amina.nakato@example.ug');

/** Click a download button and read the file it saves. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path()) ?? '') };
}

/** The value of a row of the "What the registry holds about you" list. */
async function heldRow(page: Page, key: string): Promise<string> {
  const held = page.getByRole('region', { name: 'What the registry holds about you' });
  return (await held.locator('dt', { hasText: key }).locator('xpath=following-sibling::dd').innerText()).trim();
}

test("St Paul's clerk downloads the church's data as JSON and as a PDF; the JSON holds what the page counted", async ({ page }) => {
  await signIn(page, clerk.email);
  // A message sent to the clerk: an e-mailed link, which the download must not carry.
  expect((await postJson(page, '/users/auth/request-reset-password-token', { phoneOrEmail: clerk.email })).status).toBe(200);
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL('/institution/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(`Peter Mugisha, NIN ${clerk.idNumber}`)).toBeVisible();
  await expectAccessible(page, 'your data, institution');
  const applications = await heldRow(page, 'Applications');
  const payments = await heldRow(page, 'Payments');
  expect(await heldRow(page, 'Messages sent to you')).toBe('1 e-mail or text message');

  const json = await downloaded(page, 'Download as JSON');
  expect(json.name).toMatch(/^marriage-registry-your-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = json.bytes.toString('utf8');
  const data = JSON.parse(text) as PersonalData;
  expect(data.profile).toMatchObject({ userId: clerk.userId, idNumber: clerk.idNumber, email: clerk.email });
  expect(data.applications.length).toBeGreaterThan(0);
  expect(applications.startsWith(`${data.applications.length} applications`)).toBe(true);
  expect(data.applications.every((a) => a.reference.length > 0 && typeof a.answers === 'object')).toBe(true);
  expect(payments.startsWith(String(data.payments.length))).toBe(true);
  expect(data.messages).toHaveLength(1);
  expect(data.messages[0]?.body).toContain('[link left out]');
  expect(text).not.toMatch(/token=/);

  const pdf = await downloaded(page, 'Download as PDF');
  expect(pdf.name).toMatch(/^marriage-registry-your-data-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('Amina, who has applied for nothing yet, reads that plainly and can still download', async ({ page }) => {
  await signIn(page, amina.email);
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL('/user/your-data');
  await expect(page.getByText(`Amina Nakato, NIN ${amina.idNumber}`)).toBeVisible();
  expect(await heldRow(page, 'Applications')).toBe('No applications');
  expect(await heldRow(page, 'Who has opened your data')).toBe('None');
  await expectAccessible(page, 'your data, user');
  const pdf = await downloaded(page, 'Download as PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('Amina deletes her drafts after a confirmation; the page and her applications list show none', async ({ page }) => {
  await signIn(page, amina.email);
  await expect(page).toHaveURL('/user/services/list');
  const token = await tokenOf(page, amina.email);
  const references: string[] = [];
  for (const serviceType of ['MARRIAGE', 'SPECIAL_LICENSE']) {
    const made = await api<{ reference: string }>(page, 'POST', '/applications', { id: crypto.randomUUID(), serviceType, data: {} }, token);
    expect(made.status).toBe(201);
    references.push(made.body.data.reference);
  }
  await page.getByRole('link', { name: 'Your data' }).click();
  const drafts = page.getByRole('region', { name: 'Delete your drafts' });
  await expect(drafts.getByText('You have 2 drafts')).toBeVisible();
  await drafts.getByRole('button', { name: 'Delete my drafts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your drafts' });
  for (const reference of references) await expect(dialog.getByText(reference)).toBeVisible();
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await expectAccessible(page, 'your data, deleting drafts');
  await dialog.getByRole('button', { name: 'Yes, delete all 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(drafts.getByText('You have no drafts')).toBeVisible();
  expect(await heldRow(page, 'Applications')).toBe('No applications');
  await expectAccessible(page, 'your data, drafts deleted');

  await page.getByRole('link', { name: 'Your applications' }).first().click();
  await expect(page.getByText('You have no applications yet.')).toBeVisible();
  for (const reference of references) await expect(page.getByText(reference)).toHaveCount(0);
});

test('Amina closes her account with her password; she lands on what was kept, and cannot sign in again', async ({ page }) => {
  await signIn(page, amina.email);
  await expect(page).toHaveURL('/user/services/list');
  await page.getByRole('link', { name: 'Your data' }).click();
  const section = page.getByRole('region', { name: 'Close your account' });
  await expect(section.getByText('Entries of the registers of marriages that name you')).toBeVisible();
  await expectAccessible(page, 'your data, close your account');

  // A wrong password: said at the field and in the summary; nothing is closed.
  await section.getByLabel('Your password').fill('not my password');
  await section.getByLabel(/I have read what is deleted and what is kept/).check();
  await section.getByRole('button', { name: 'Close my account' }).click();
  await expect(section.getByText('The password is not right', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /The password is not right/ })).toBeVisible();
  await expectAccessible(page, 'your data, wrong password');

  await section.getByLabel('Your password').fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL('/closed-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible();
  await expect(page.getByText('Your submitted applications with their answers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectAccessible(page, 'account closed');

  await signIn(page, amina.email);
  await expect(page.getByText(/This account was closed on \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});
