/**
 * Issue 30, item 2: the register of marriages never holds two subsisting marriages for one person. In the
 * browser, a registrar meets the refusal with the entry named: a church return whose first party is already
 * in entry RM-2026-000004 cannot be approved; the registrar records on that entry that the marriage ended by
 * a death (with the certificate as evidence), after which the return is approved. A civil notice naming Ruth
 * Nambi (entry RM-2026-000005) is accepted only with the registrar's note, its certificate is held, and the
 * couple reads what to bring. Every page visited is scanned with axe.
 */
import { NOTICE_PEOPLE, civilMarriageNotice } from '#mocks/seed/civil-marriage-fixture';
import { NIRA_PEOPLE } from '#mocks/seed/demo';
import { api, signInAs, signOut, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, openInApp, test } from '../support/e2e';
import { AMINA_EMAIL, passDays, REGISTRAR_EMAIL, submitConfirmed, type NoticeApplication } from '../support/notice-stage';

/** St Paul's queued church return, whose first party is in entry RM-2026-000004 (mocks/seed/church-returns.ts). */
const QUEUED_RETURN_ID = '00000000-0000-4000-8008-000000000004';
const RUTH = NIRA_PEOPLE.find((p) => p.nin === 'CF9006180243RN')!;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
});

test('a return naming a married person is refused with the entry named, until the registrar records the marriage’s end on its entry', async ({
  page,
}) => {
  await signInAs(page, REGISTRAR_EMAIL);
  // The entry its first party is in (RM-2026-000004 in the demo; its year is the demo's).
  const [held] = (await api<Array<{ entryNumber: string }>>(page, 'GET', `/applications/${QUEUED_RETURN_ID}/duplicates`)).body.data;
  const entry = held?.entryNumber ?? '';
  expect(entry).toMatch(/^RM-\d{4}-000004$/);
  await openInApp(page, `/backoffice/marriage-returns/details/${QUEUED_RETURN_ID}`);
  const box = page.getByRole('region', { name: 'A party is in a subsisting marriage' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('link', { name: entry })).toBeVisible();
  await expect(box).toContainText(
    'While it subsists, the registrar cannot approve this return: the register never holds two subsisting marriages of one person.',
  );
  await expect(box).toContainText('What lifts it: the marriage’s dissolution recorded in the register');
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Start review' }).click();
  await expect(actions.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page, 'a return held by a subsisting marriage');

  // The entry's page: the registrar records that the marriage ended by a death, on the certificate.
  await box.getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Marriage details: ${entry}` })).toBeVisible();
  await page.getByRole('region', { name: 'Record the dissolution' }).getByRole('button', { name: 'Record the dissolution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the dissolution' });
  await dialog.getByRole('radio', { name: 'By the death of a spouse' }).check();
  // A week ago (after the marriage, which was months ago).
  const [year, month, dayOfMonth] = new Date(Date.now() - 7 * 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' })
    .split('-') as [string, string, string];
  const ended = `${dayOfMonth}-${month}-${year}`;
  const day = dialog.getByRole('group', { name: 'The day it ended' });
  await day.getByLabel('Day').fill(dayOfMonth);
  await day.getByLabel('Month').fill(month);
  await day.getByLabel('Year').fill(year);
  await dialog.getByLabel('Number on the decree or the death certificate').fill('DC-2026-118204');
  await dialog
    .getByLabel('The decree absolute or the death certificate')
    .setInputFiles({ name: 'death-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 death certificate') });
  // The uploaded file is named with its size, and its Remove button names it too (for a screen reader).
  await expect(dialog.getByText('death-certificate.pdf (1 KB)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove death-certificate.pdf' })).toBeVisible();
  await expectAccessible(page, 'recording a dissolution');
  await dialog.getByRole('button', { name: 'Record the dissolution' }).click();
  await expect(page.getByText(`Success: Entry ${entry} is recorded as dissolved on ${ended}`)).toBeVisible();
  await expect(page.getByText(`Dissolved on ${ended} (death, certificate DC-2026-118204)`)).toBeVisible();
  await expect(page.getByRole('table', { name: /History of the entry/ })).toContainText(
    `Dissolved on ${ended}: Death, certificate DC-2026-118204`,
  );
  const history = page.getByRole('table', { name: /History of the entry/ }).getByRole('row', { name: /Status/ });
  await expect(history).toContainText('Death certificate DC-2026-118204, brought to the registry');
  await expect(history).toContainText('Recorded on the entry');
  await expect(page.getByRole('region', { name: 'Evidence of the dissolution' }).getByText('death-certificate.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record the dissolution' })).toHaveCount(0);
  await expectAccessible(page, 'an entry dissolved by a death');

  // Back to the return: nothing holds it now.
  await page.goto(`/backoffice/marriage-returns/details/${QUEUED_RETURN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Application RT-/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A party is in a subsisting marriage' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(/^Success: RT-.* is approved$/)).toBeVisible();
});

test('a notice naming a married person is accepted only with the registrar’s note; its certificate is held and the couple reads what to bring', async ({
  page,
}) => {
  // Amina gives notice of Ibrahim Ssali's marriage to Ruth Nambi, who is in entry RM-2026-000005; she pays.
  const amina = await tokenOf(page, AMINA_EMAIL);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const people = { ...NOTICE_PEOPLE, partyTwo: { ...NOTICE_PEOPLE.partyTwo, person: RUTH, email: 'ruth.nambi@example.ug' } };
  const id = crypto.randomUUID();
  expect(
    (await api(page, 'POST', '/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today, people }) }, amina)).status,
  ).toBe(201);
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

  await signInAs(page, REGISTRAR_EMAIL);
  // Ruth's entry (RM-2026-000005 in the demo; its year is the demo's).
  const [ruths] = (await api<Array<{ entryNumber: string }>>(page, 'GET', `/applications/${id}/duplicates`)).body.data;
  const entry = ruths?.entryNumber ?? '';
  expect(entry).toMatch(/^RM-\d{4}-000005$/);
  await openInApp(page, `/backoffice/marriage-registrations/details/${id}`);
  const box = page.getByRole('region', { name: 'A party is in a subsisting marriage' });
  await expect(box.getByRole('link', { name: entry })).toBeVisible();
  await expect(box).toContainText('you can accept this notice only with a note');
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Start review' }).click();
  await actions.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve application' });
  await expect(
    dialog.getByText(
      `Ruth Nambi is a party to entry ${entry} of the register of marriages, which still subsists. Accept this notice only with a note`,
      { exact: false },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(
    dialog.getByText('Write your note: a notice naming a person in a subsisting marriage is accepted only with one').first(),
  ).toBeVisible();
  await expectAccessible(page, 'accepting a notice with a note');
  const note = 'Ms Nambi says her husband died in 2025; she will bring the death certificate.';
  await dialog.getByLabel('Your note (required)').fill(note);
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(/is accepted: its notice is published as NB-/)).toBeVisible();
  const held = page.getByRole('region', { name: 'Notice of marriage' });
  await expect(held).toContainText(
    `The registrar's certificate cannot be issued: Ruth Nambi is a party to entry ${entry} of the register of marriages, which still subsists.`,
  );
  await expect(page.getByRole('region', { name: 'History' })).toContainText(note);

  // 21 clear days later the certificate is still not offered: the register holds it.
  await passDays(page, 22);
  await signInAs(page, REGISTRAR_EMAIL, `/backoffice/marriage-registrations/details/${id}`);
  await expect(held).toContainText('from today: 21 clear days have passed');
  await expect(held).toContainText(`The registrar's certificate cannot be issued: Ruth Nambi is a party to entry ${entry}`);
  await expect(page.getByRole('button', { name: "Issue the registrar's certificate" })).toHaveCount(0);
  await expectAccessible(page, 'a notice whose certificate the register holds');

  // The couple reads what to bring.
  await signOut(page);
  await signInAs(page, AMINA_EMAIL, `/user/applications/${id}`);
  const bring = page
    .getByRole('region', { name: 'Notice of marriage' })
    .getByText(`The register of marriages shows Ruth Nambi in a marriage that still subsists (entry ${entry})`, { exact: false });
  await expect(bring).toContainText(
    `bring the decree absolute of the divorce, or the death certificate of the spouse, to the registry, quoting entry ${entry}`,
  );
  await expectAccessible(page, 'the couple’s notice held by a subsisting marriage');
  const applicant = (await api<NoticeApplication & { subsistingMarriage: unknown }>(page, 'GET', `/applications/${id}`)).body.data;
  expect(applicant.subsistingMarriage).toEqual({ entryNumber: entry, partyName: 'Ruth Nambi' });
});
