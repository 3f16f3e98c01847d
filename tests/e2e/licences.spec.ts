/**
 * Issue 6: the service registry proven on the licences and the four-level review chain. A man acting
 * for a new church applies for a public place licence in the browser, pays, and it passes the
 * registrar, the director (who first returns it with a comment), the Registrar General and the
 * Minister; the place then appears in the public register of licensed places (the registrar's first
 * approval and the director's and Registrar General's are API calls: decision 015). The registrar opens
 * the uploaded PDF from the details page. A special licence is declined at the director's level with a
 * reason the applicant reads in her area. Every page visited is scanned with axe (WCAG 2.2 AA).
 */
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { serviceRule } from '#src/domain/services/catalogue';
import { api, approve, openFromQueue, signInAs, signOut, startReview, tokenOf } from '../support/backoffice';
import { confirmParties, expect, expectAccessible, test } from '../support/e2e';
import { pdf, saveAndContinue } from '../support/notice';

// Each journey plays several people through many pages: room on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

const PASTOR = 'pastor.kiwanuka@example.ug';
const AMINA = 'amina.nakato@example.ug';
const PLACE = 'Kiwanuka Community Church, Kira';

async function chooseOption(page: Page, label: string, option: string, type = false): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  if (type) await box.fill(option);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function onStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The pastor fills the whole licence application from its task list. */
async function fillLicenceApplication(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'The organisation', exact: true }).click();
  await onStep(page, 'The organisation');
  await page.getByLabel('Name of the organisation').fill('Kira Community Church Trust');
  await expectAccessible(page, 'licence: organisation');
  await saveAndContinue(page);

  await onStep(page, 'The place of worship');
  await page.getByLabel('Name of the place of worship').fill(PLACE);
  await chooseOption(page, 'Denomination', 'Pentecostal');
  // The registry's church settings: a Pentecostal church has no diocese to choose.
  await expect(
    page.getByText('Your denomination is not organised in dioceses in the registry’s list: there is nothing to choose.'),
  ).toBeVisible();
  await page.getByLabel('Address of the building').fill('Plot 40, Kira Road, Kira');
  await chooseOption(page, 'District of the building', 'Wakiso', true);
  // Bad input first: the message is next to the field and in the summary, and nothing is lost.
  await page.getByLabel('How many people the building seats').fill('twelve');
  await saveAndContinue(page);
  await expect(page.getByRole('alert').getByRole('link', { name: 'Enter the number of seats in figures, like 350' })).toBeVisible();
  await expect(page.getByLabel('Name of the place of worship')).toHaveValue(PLACE);
  await page.getByLabel('How many people the building seats').fill('450');
  await expectAccessible(page, 'licence: place');
  await saveAndContinue(page);

  await onStep(page, 'The responsible minister');
  await page.getByLabel("Minister's full name").fill('Daniel Kiwanuka');
  await page.getByLabel("Minister's title").fill('Pastor');
  await page.getByLabel("Minister's National Identification Number (NIN)").fill('CM8012150377DK');
  await page.getByRole('textbox', { name: "Minister's phone number" }).fill('0752678901');
  await page.getByLabel("Minister's email address").fill(PASTOR);
  await saveAndContinue(page);

  await onStep(page, 'Documents');
  for (const label of ['Land title or lease agreement', 'Photos of the building']) {
    await page.getByLabel(label).setInputFiles(pdf(`${label}.pdf`));
    await expect(page.getByRole('button', { name: `Remove ${label}.pdf` })).toBeVisible();
  }
  await expectAccessible(page, 'licence: documents');
  await saveAndContinue(page);
}

/** Pay the invoice on the payment stage with the test card. */
async function payByCard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill(name);
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
}

test('a new church applies for a public place licence; it passes four levels, one returning it; the place enters the public register', async ({
  page,
}) => {
  await signInAs(page, PASTOR);
  await page.getByRole('link', { name: /^Start now\s?: Licence a place of worship$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a public place licence' })).toBeVisible();
  await expectAccessible(page, 'licence task list');
  await fillLicenceApplication(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before applying' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PLACE);
  await expectAccessible(page, 'licence: check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your application' })).toBeVisible();
  await expect(page.getByText('UGX 500,000').first()).toBeVisible();
  await payByCard(page, 'Daniel Kiwanuka');
  await expect(page).toHaveURL(/\/user\/payment-success\?application=/);
  const id = new URL(page.url()).searchParams.get('application') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Licence application submitted' })).toBeVisible();
  await expectAccessible(page, 'licence: submitted');
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^PL-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  // The registrar's first approval is an API call (approving in the browser is walked in
  // civil-marriage.spec.ts, and by the registrar again below).
  const registrar = await tokenOf(page, 'registrar@registry.example.ug');
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.approve' }, registrar)).status).toBe(200);
  await signOut(page);

  // The director returns it to the registrar with a comment.
  await signInAs(page, 'director@registry.example.ug');
  await openFromQueue(page, '/backoffice/organisation-licenses/task-queue-director', 'Public place licence task queue', reference);
  await startReview(page, reference);
  await page.getByRole('button', { name: 'Return to previous level' }).click();
  const back = page.getByRole('dialog', { name: 'Return to previous level' });
  await back.getByLabel('Comment for the previous level').fill('Check that the lease runs for at least five more years.');
  await expectAccessible(page, 'return dialog');
  await back.getByRole('button', { name: 'Return application' }).click();
  await expect(page.getByText(`Success: ${reference} is returned to the previous level`)).toBeVisible();
  await signOut(page);

  // The registrar reads the comment in the history, opens the uploaded PDF and forwards it again.
  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/organisation-licenses/task-queue', 'Public place licence task queue', reference);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Check that the lease runs for at least five more years.');
  await expectAccessible(page, 'licence details');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open Land title or lease agreement' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  await tab.close();
  if (await page.getByRole('button', { name: 'Start review' }).isVisible()) await startReview(page, reference);
  await approve(page, reference);
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('WithDirector');
  await signOut(page);

  // The director (whose queue and review this journey has walked above) and the Registrar General
  // approve through the API; the Minister, the last level, in the browser.
  // The Minister's queue lists it (below) only once both have approved.
  for (const email of ['director@registry.example.ug', 'rg@registry.example.ug']) {
    const token = await tokenOf(page, email);
    expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.open' }, token)).status, email).toBe(200);
    expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.approve' }, token)).status, email).toBe(200);
  }
  await signInAs(page, 'minister@registry.example.ug');
  await openFromQueue(page, '/backoffice/organisation-licenses/task-queue-minister', 'Public place licence task queue', reference);
  await startReview(page, reference);
  await approve(page, reference);
  await signOut(page);

  // Granted: the pastor reads it in his area, and anyone finds the place in the public register.
  await signInAs(page, PASTOR, '/user/applications');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.locator('.status-tag--approved').first()).toHaveText('Approved');
  await card.getByRole('link', { name: `View ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The place of worship' })).toContainText(PLACE);
  await expectAccessible(page, 'licence: applicant page');
  await signOut(page);

  await page.goto('/licensed-places-of-worship');
  await expect(page.getByRole('heading', { level: 1, name: 'Licensed places of worship' })).toBeVisible();
  await page.getByLabel('Name of the place').fill('Kiwanuka');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: PLACE });
  await expect(row).toContainText('Wakiso');
  await expect(row).toContainText(reference);
  await expect(page.getByRole('main')).not.toContainText('CM8012150377DK');
  await expectAccessible(page, 'licensed places register');
});

test('a special licence is declined at the director with a reason the applicant reads in her area', async ({ page }) => {
  // Applying, paying and the registrar's approval are walked in the browser elsewhere (the licence
  // journey above, civil-marriage.spec.ts): here they are API calls, as Amina and as the registrar.
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const amina = await tokenOf(page, AMINA);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  let n = 0;
  const data = serviceRule('SPECIAL_LICENSE').exampleAnswers({
    today,
    district: 'Kampala',
    random: () => 0.1,
    person: (i) =>
      i === 0
        ? { nin: 'CF9203151042KA', givenName: 'Amina', surname: 'Nakato', dateOfBirth: '1992-03-15', sex: 'FEMALE', nationality: 'Ugandan' }
        : { nin: 'CM9302270914IS', givenName: 'Ibrahim', surname: 'Ssali', dateOfBirth: '1993-02-27', sex: 'MALE', nationality: 'Ugandan' },
    document: (what) => ({ id: `doc-e2e-${(n += 1)}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  });
  (data.marriage as Record<string, unknown>).date = format(addDays(new Date(), 30), 'yyyy-MM-dd');
  const id = crypto.randomUUID();
  expect((await api(page, 'POST', '/applications', { id, serviceType: 'SPECIAL_LICENSE', data }, amina)).status).toBe(201);
  const submitted = await api<{ reference: string; invoice: { prn: string } }>(
    page,
    'POST',
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    amina,
  );
  expect(submitted.status).toBe(200);
  // The party it names who is not Amina confirms it (issue 31 §2): then it is invoiced.
  await confirmParties(page, id);
  const { reference, invoice } = (
    await api<{ reference: string; invoice: { prn: string } }>(page, 'GET', `/applications/${id}`, undefined, amina)
  ).body.data;
  const paid = await api(
    page,
    'POST',
    '/payments/card',
    { prn: invoice.prn, cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/29', cvc: '123' },
    amina,
  );
  expect(paid.status).toBe(200);

  const registrar = await tokenOf(page, 'registrar@registry.example.ug');
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
  // The director's queue lists it next (below): the approval moved it up a level.
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.approve' }, registrar)).status).toBe(200);

  const reason = 'A wedding at home is not needed: both parties can travel to a licensed church in Kampala.';
  await signInAs(page, 'director@registry.example.ug');
  await openFromQueue(page, '/backoffice/special-licenses/task-queue-director', 'Special licence task queue', reference);
  await expectAccessible(page, 'special licence details');
  await startReview(page, reference);
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline application' });
  await decline.getByLabel('Reason for declining').fill(reason);
  await decline.getByRole('button', { name: 'Decline application' }).click();
  await expect(page.getByText(`Success: ${reference} is declined`)).toBeVisible();
  await signOut(page);

  await signInAs(page, AMINA, '/user/applications');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.locator('.status-tag--rejected').first()).toHaveText('Declined');
  await expect(card).toContainText(reason);
  await card.getByRole('link', { name: `View ${reference}` }).click();
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText(reason);
  await expectAccessible(page, 'declined special licence, applicant page');
});
