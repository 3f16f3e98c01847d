/**
 * Issue 31 §3 "An access log each person can read" (docs/decisions/038-access-log.md): Amina's civil notice,
 * with a document she uploaded, is given and paid through the API (giving notice is walked in
 * civil-marriage.spec.ts); the registrar opens it, is told that the opening is recorded, and opens the document;
 * Amina reads both openings on her application page; the administrator filters the whole log by the reference,
 * is told at the field when a NIN is malformed, and downloads the filtered view as CSV. axe on every page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { civilMarriageNotice } from '#mocks/seed/civil-marriage-fixture';
import { api, signInAs, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { AMINA_EMAIL, REGISTRAR_EMAIL, submitConfirmed } from '../support/notice-stage';

const ADMIN_EMAIL = 'admin@registry.example.ug';
const DOCUMENT_NAME = 'birth-certificate.pdf';
const SHOTS = process.env.SHOTS;

test.describe.configure({ timeout: 120_000 });

/** Screenshots at 1366 and 390 px wide, into SHOTS when it is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/access-log-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/access-log-${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Amina's Kampala notice with a PDF she uploaded, submitted and paid by card, through the API. */
async function aminasPaidNotice(page: Page): Promise<{ id: string; reference: string }> {
  const amina = await tokenOf(page, AMINA_EMAIL);
  const document = await page.evaluate(
    async ({ token, name }) => {
      const form = new FormData();
      form.append('file', new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }));
      const response = await fetch('/api/uploads', { method: 'POST', headers: { Authorization: token }, body: form });
      return ((await response.json()) as { data: { id: string; name: string; type: string; size: number } }).data;
    },
    { token: amina, name: DOCUMENT_NAME },
  );
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const id = crypto.randomUUID();
  const made = await api<{ version: number }>(page, 'POST', '/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
  expect(made.status).toBe(201);
  const saved = await api(
    page,
    'PUT',
    `/applications/${id}`,
    { data: civilMarriageNotice({ today }), documents: [document], baseVersion: made.body.data.version },
    amina,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // The parties it names confirm it (issue 31 §2): then it is invoiced.
  const submitted = await submitConfirmed(page, id, amina);
  const card = {
    prn: submitted.invoice?.prn,
    cardholderName: 'Amina Nakato',
    cardNumber: '4242 4242 4242 4242',
    expiry: '08/29',
    cvc: '123',
  };
  expect((await api(page, 'POST', '/payments/card', card, amina)).status).toBe(200);
  return { id, reference: submitted.reference };
}

test('the registrar opens an application and a document; Amina reads both; the administrator filters and exports the log', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  // The portal renders once the in-page mock API has started: only then can the API be called.
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  const { id, reference } = await aminasPaidNotice(page);

  // Before anyone at the registry opens it, Amina's page says so.
  await signInAs(page, AMINA_EMAIL, `/user/applications/${id}`);
  const who = page.getByRole('region', { name: 'Who has opened your application' });
  await expect(who.getByText('No one at the registry has opened your application yet.')).toBeVisible();
  await expectAccessible(page, 'Amina’s application page before anyone opened it');

  // The registrar opens the application (told that the opening is recorded) and its document.
  await signInAs(page, REGISTRAR_EMAIL, `/backoffice/marriage-registrations/details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await expect(
    page.getByText(
      'Opening this application and its documents is recorded with your name, role and office; the applicant can see who opened it and when.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'registrar’s details page');
  await shoot(page, 'details');
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open Other document' }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  // Amina reads both openings, newest first: who, their role and office, what.
  await signInAs(page, AMINA_EMAIL, `/user/applications/${id}`);
  const log = who.getByRole('table', { name: `Who has opened ${reference}, newest first` });
  await expect(log.getByRole('row')).toHaveCount(3);
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Grace AkelloRegistrarHead officeThe document “${DOCUMENT_NAME}” of application ${reference}`);
  await expect(rows.nth(2)).toContainText(`Grace AkelloRegistrarHead officeThe answers of application ${reference}`);
  await expectAccessible(page, 'Amina’s application page with its access log');
  await shoot(page, 'applicant');

  // The administrator finds the access log in the sidebar, is told at the field when a NIN is malformed, filters
  // by the reference and downloads what the filter shows.
  await signInAs(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the administrator’s dashboard');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Access log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
  await expectAccessible(page, 'access log');
  const filters = page.getByRole('search', { name: 'Filter the access log' });
  await filters.getByLabel('A person’s NIN').fill('CM123');
  await filters.getByRole('button', { name: 'Show entries' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter a NIN of 14 letters and digits, for example CM9001012345AB' })).toBeVisible();
  await expect(filters.getByLabel('A person’s NIN')).toHaveAccessibleDescription(/Enter a NIN of 14 letters and digits/);
  await expectAccessible(page, 'access log with a malformed NIN');
  await filters.getByLabel('A person’s NIN').fill('');
  await filters.getByLabel('Application reference').fill(reference.toLowerCase());
  await filters.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByText(/^Showing 1–2 of 2 entries$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Access log, newest first' });
  await expect(table.getByRole('row').nth(1)).toContainText(`Grace AkelloRegistrarHead officeDocument`);
  await expect(table.getByRole('row').nth(2)).toContainText(`Grace AkelloRegistrarHead officeApplication`);
  await expectAccessible(page, 'access log filtered by a reference');
  await shoot(page, 'admin');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('access-log.csv');
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trimEnd().split(/\r\n/);
  expect(lines[0]).toBe('When,Staff member,Role,Office,Opened,What,Application,NINs');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `Grace Akello,Registrar,Head office,Document,The document “${DOCUMENT_NAME}” of application ${reference},${reference},`,
  );
  expect(lines[2]).toContain(`Grace Akello,Registrar,Head office,Application,The answers of application ${reference},${reference},`);
});
