/**
 * Issue 31 §2: both parties take part (docs/decisions/043-both-parties.md). Amina gives notice naming Robert Kato, who
 * has an account: nothing is paid or seen by the registry until he confirms it in Waiting for you; then Amina pays
 * and the registrar reads who confirmed and when. The same with a refusal ("This is not me"), with a lapse moved
 * forward by the mock clock, and with a second party who has no account: Joseph Okello is invited by text message to
 * the phone the national register holds for his NIN, links his NIN and confirms.
 */
import type { Page } from '@playwright/test';
import { civilMarriageNotice, NOTICE_PEOPLE } from '#mocks/seed/civil-marriage-fixture';
import { FREE_NINS, NIRA_PEOPLE, registerPhone } from '#mocks/seed/demo';
import { api, signInAs, signOut, tokenOf } from '../support/backoffice';
import { advanceMockClock, expect, expectAccessible, latestMessage, openInApp, test } from '../support/e2e';

const AMINA = 'amina.nakato@example.ug';
const ROBERT = 'robert.kato@example.ug';
const JOSEPH = 'new.citizen@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';

test.describe.configure({ timeout: 180_000 });

interface Given {
  id: string;
  reference: string;
  status: string;
  invoice: { prn: string } | null;
}

function person(nin: string) {
  const found = NIRA_PEOPLE.find((p) => p.nin === nin);
  if (!found) throw new Error(`${nin} is not in the demo register`);
  return found;
}

/** Amina's civil notice naming herself and another person of the register, declared through the API (set-up). */
async function aminaGivesNotice(page: Page, partyTwoNin: string): Promise<Given> {
  const amina = await tokenOf(page, AMINA);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const people = {
    ...NOTICE_PEOPLE,
    partyOne: { ...NOTICE_PEOPLE.partyOne, person: person('CF9203151042KA'), phone: '+256772123456', email: AMINA },
    partyTwo: { ...NOTICE_PEOPLE.partyTwo, person: person(partyTwoNin), phone: registerPhone(partyTwoNin) },
  };
  const id = crypto.randomUUID();
  const made = await api(
    page,
    'POST',
    '/applications',
    { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today, people }) },
    amina,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const given = await api<Given>(page, 'POST', `/applications/${id}/events`, { type: 'application.submit', declaration: true }, amina);
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return given.body.data;
}

/** The second party opens the request from Waiting for you. */
async function openRequest(page: Page, given: Given): Promise<void> {
  await openInApp(page, '/user/waiting-for-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for you' })).toBeVisible();
  await page.getByRole('link', { name: `Civil Marriages: ${given.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Civil Marriages: ${given.reference}` })).toBeVisible();
}

test('Robert confirms Amina’s notice in his own area; then she pays and the registrar reads who confirmed', async ({ page }) => {
  await signInAs(page, AMINA, '/user/applications');
  const given = await aminaGivesNotice(page, 'CM9006120845RK');
  expect(given).toMatchObject({ status: 'Pending', invoice: null });

  // Amina's page: waiting for Robert, nothing to pay, and she may withdraw it.
  await openInApp(page, `/user/applications/${given.id}`);
  await expect(page.getByText('Waiting for the other party to confirm').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Robert Kato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw it' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expectAccessible(page, 'applicant: waiting for the other party');

  // The registry does not see it yet.
  const registrar = await tokenOf(page, REGISTRAR);
  expect((await api(page, 'GET', `/applications/${given.id}`, undefined, registrar)).status).toBe(404);

  // Robert was asked by e-mail; he answers in Waiting for you.
  const mail = await latestMessage(page, ROBERT, 'email');
  expect(mail.subject).toBe(`${given.reference}: please confirm or refuse`);
  await signInAs(page, ROBERT, '/user/waiting-for-you');
  await openRequest(page, given);
  await expect(page.getByText('Amina Nakato applied for this naming you as a party.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toHaveCount(0);
  await expectAccessible(page, 'second party: the request');
  // Confirming without the declaration says so at the field and in the summary.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary.getByRole('link', { name: /Confirm the declaration/ })).toBeVisible();
  await expectAccessible(page, 'second party: declaration missing');
  await page.getByRole('checkbox', { name: /I confirm that the particulars about me are true/ }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('You confirmed it, as did everyone asked: it has gone on to the registry.')).toBeVisible();
  await expectAccessible(page, 'second party: confirmed');

  // Amina pays; the registrar reads who confirmed and when.
  await signInAs(page, AMINA);
  const amina = await tokenOf(page, AMINA);
  const invoiced = await api<Given>(page, 'GET', `/applications/${given.id}`, undefined, amina);
  expect(invoiced.body.data.status).toBe('Payment_Confirmation');
  const card = {
    prn: invoiced.body.data.invoice?.prn,
    cardholderName: 'Amina Nakato',
    cardNumber: '4242 4242 4242 4242',
    expiry: '08/29',
    cvc: '123',
  };
  expect((await api(page, 'POST', '/payments/card', card, amina)).status).toBe(200);
  await signInAs(page, REGISTRAR, `/backoffice/marriage-registrations/details/${given.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${given.reference}` })).toBeVisible();
  const record = page.getByRole('region', { name: 'Confirmed by the parties' });
  await expect(record.getByRole('cell', { name: 'Robert Kato' })).toBeVisible();
  await expect(record.getByRole('cell', { name: /^Confirmed on \d{2}-\d{2}-\d{4}$/ })).toBeVisible();
  await expectAccessible(page, 'registrar: who confirmed');
});

test('“This is not me” sends the notice back to Amina as a draft, and says why', async ({ page }) => {
  await signInAs(page, AMINA, '/user/applications');
  const given = await aminaGivesNotice(page, 'CM9006120845RK');
  await signOut(page);
  await signInAs(page, ROBERT, '/user/waiting-for-you');
  await openRequest(page, given);
  await page.getByRole('button', { name: 'This is not me' }).click();
  const dialog = page.getByRole('dialog', { name: 'This is not me' });
  await expect(dialog).toContainText('The application goes back to the person who made it');
  await expectAccessible(page, 'second party: this is not me');
  await dialog.getByRole('button', { name: 'Yes: this is not me' }).click();
  await expect(page.getByText('Said this is not them: the applicant has been told.')).toBeVisible();

  await signInAs(page, AMINA, `/user/applications/${given.id}`);
  await expect(page.getByText('Why this is a draft again')).toBeVisible();
  await expect(page.getByText(/says it is not them\. Check the NIN of the other party/)).toBeVisible();
  await expectAccessible(page, 'applicant: refused as not me');
});

test('Your data names the notice waiting for Robert; Amina withdraws it from its page, and Robert is told', async ({ page }) => {
  await signInAs(page, AMINA, '/user/applications');
  const given = await aminaGivesNotice(page, 'CM9006120845RK');
  await openInApp(page, '/user/your-data');
  const closing = page.getByRole('region', { name: 'Close your account' });
  await expect(closing.getByRole('listitem').filter({ hasText: given.reference })).toContainText('Waiting for the other party to confirm');
  await expect(closing).toContainText('you can withdraw it on its page, and then close your account');
  await expectAccessible(page, 'applicant: your data while a notice waits for the other party');

  await closing.getByRole('link', { name: given.reference }).click();
  await page.getByRole('button', { name: 'Withdraw it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw it' });
  await expect(dialog).toContainText('It becomes a draft again');
  await expectAccessible(page, 'applicant: withdraw, asked first');
  await dialog.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(page.getByText(`${given.reference} is withdrawn: it is a draft again.`)).toBeVisible();
  await expect(page.locator('.status-tag--draft').first()).toHaveText('Draft');
  await expect(page.getByRole('button', { name: 'Withdraw it' })).toHaveCount(0);

  // Robert is told that nothing is needed from him.
  const told = await latestMessage(page, ROBERT, 'email');
  expect(told.subject).toBe(`${given.reference}: nothing is needed from you`);
  expect(told.body).toContain('Amina Nakato withdrew it');
});

test('a request nobody answers lapses after 14 days, and Amina is told', async ({ page }) => {
  await signInAs(page, AMINA, '/user/applications');
  const given = await aminaGivesNotice(page, 'CM9006120845RK');
  await advanceMockClock(page, 15 * 24 * 3600);
  await signInAs(page, AMINA, `/user/applications/${given.id}`);
  await expect(page.getByText(/It was not confirmed by \d{2}-\d{2}-\d{4}\. Submit it again to ask again\./)).toBeVisible();
  await expect(page.locator('.status-tag--draft').first()).toHaveText('Draft');
  const told = await latestMessage(page, AMINA, 'email');
  expect(told.subject).toBe(`${given.reference}: not confirmed in time`);
  await expectAccessible(page, 'applicant: lapsed');
});

test('a second party with no account is invited by text message, links the NIN and confirms', async ({ page }) => {
  const joseph = FREE_NINS[0];
  await signInAs(page, AMINA, '/user/applications');
  const given = await aminaGivesNotice(page, joseph);
  const invitation = await latestMessage(page, registerPhone(joseph), 'sms');
  expect(invitation.body).toContain('create an account on the portal and link your NIN');

  // Joseph has an account without a NIN: Waiting for you says to link it first.
  await signOut(page);
  await signInAs(page, JOSEPH, '/user/waiting-for-you');
  await expect(page.getByText('Requests reach you by the National Identification Number you link to your account.')).toBeVisible();
  await expectAccessible(page, 'invited party: link your NIN first');
  await page.getByRole('link', { name: 'Verify your identity' }).last().click();
  await page.getByLabel('National Identification Number (NIN)').fill(joseph);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code we sent' })).toBeVisible();
  const code = (await latestMessage(page, registerPhone(joseph), 'sms')).code ?? '';
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Check the code' }).click();
  await page.getByRole('combobox', { name: 'District where you live' }).fill('Kamp');
  await page.getByRole('option', { name: 'Kampala' }).click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL('/user/services/list');

  await openRequest(page, given);
  await page.getByRole('checkbox', { name: /I confirm that the particulars about me are true/ }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('You confirmed it, as did everyone asked: it has gone on to the registry.')).toBeVisible();
  const amina = await tokenOf(page, AMINA);
  expect((await api<Given>(page, 'GET', `/applications/${given.id}`, undefined, amina)).body.data.status).toBe('Payment_Confirmation');
});
