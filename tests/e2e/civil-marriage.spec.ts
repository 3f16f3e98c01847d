/**
 * Issue 3: the first whole service. A couple gives notice of a civil marriage, pays, the registry
 * decides, anyone can track it. Every page a journey visits is scanned with axe (WCAG 2.2 AA).
 *
 * The mock API runs inside the page (MSW), with its data in this browser context's storage, so each
 * journey plays every part (applicant, registrar, visitor) in one context, signing out between them,
 * or calling the API as one of them where another journey already walks that part in the browser.
 */
import type { Page } from '@playwright/test';
import { civilMarriageNotice } from '#mocks/seed/civil-marriage-fixture';
import { api, signInAs, signOut, tokenOf } from '../support/backoffice';
import { confirmParties, expect, expectAccessible, openInApp, test } from '../support/e2e';
import { ensureOnStep, fillParty, fillWholeNotice, openStep, AMINA, IBRAHIM, saveAndContinue } from '../support/notice';

const AMINA_EMAIL = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';

// Each journey plays several people through many pages: give it room on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface Created {
  id: string;
  reference: string;
  invoice: { prn: string } | null;
  status: string;
}

/**
 * Amina's notice made through the API (for the journeys that start at the registry's desk), as the
 * person signed in on the page or as the holder of `token`.
 */
async function submittedNoticeOfAmina(page: Page, pay: boolean, token?: string): Promise<Created> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const id = crypto.randomUUID();
  const created = await api<Created>(
    page,
    'POST',
    '/applications',
    { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today }) },
    token,
  );
  expect(created.status).toBeLessThan(300);
  const submitted = await api<Created>(
    page,
    'POST',
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    token,
  );
  // The two parties the notice names (neither is Amina) are asked first; once they confirm it is invoiced (issue 31 §2).
  expect(submitted.body.data.status).toBe('Pending');
  await confirmParties(page, id);
  const invoiced = await api<Created>(page, 'GET', `/applications/${id}`, undefined, token);
  expect(invoiced.body.data.status).toBe('Payment_Confirmation');
  if (pay) {
    const paid = await api(
      page,
      'POST',
      '/payments/card',
      {
        prn: invoiced.body.data.invoice?.prn,
        cardholderName: 'Amina Nakato',
        cardNumber: '4242 4242 4242 4242',
        expiry: '08/29',
        cvc: '123',
      },
      token,
    );
    expect(paid.status).toBe(200);
  }
  return invoiced.body.data;
}

/** As the registrar: open the application from the task queue and start its review. */
async function registrarOpens(page: Page, reference: string): Promise<void> {
  await signInAs(page, REGISTRAR, '/backoffice/marriage-registrations/task-queue');
  await expect(page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' })).toBeVisible();
  await expectAccessible(page, 'task queue');
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await expectAccessible(page, 'application details');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText(`Success: You started the review of ${reference}`)).toBeVisible();
}

test('Amina gives notice, saves, reloads, resumes, submits and pays; the registrar accepts and publishes it; anyone can track it', async ({
  page,
}) => {
  await signInAs(page, AMINA_EMAIL);
  await page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await expectAccessible(page, 'notice task list');

  // The first party, then half of the second: save, reload, resume.
  await openStep(page, 'First party');
  await fillParty(page, AMINA);
  await saveAndContinue(page);
  await ensureOnStep(page, 'Second party');
  await page.getByLabel('National Identification Number (NIN)').fill(IBRAHIM.nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await page.getByLabel('Occupation').fill('Engineer');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Occupation')).toHaveValue('Engineer');
  await page.getByRole('button', { name: 'Save and come back later' }).click();
  await expect(page).toHaveURL(/\/user\/applications/);
  await expect(page.getByRole('article').first().locator('.status-tag--draft').first()).toHaveText('Draft');
  await page.getByRole('link', { name: /^Continue/ }).click();
  // The draft resumes on the step she had open, with what she typed.
  await expect(page.getByRole('heading', { level: 1, name: 'Second party' })).toBeVisible();
  await expect(page.getByLabel('Occupation')).toHaveValue('Engineer');

  // After the last step the wizard goes on to check the answers.
  await fillWholeNotice(page, true, 'Second party');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before giving notice' })).toBeVisible();
  await expectAccessible(page, 'check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit notice' }).click();

  // The two parties the notice names are asked to confirm it first: nothing to pay yet (issue 31 §2).
  await expect(page.getByRole('heading', { level: 1, name: /^Sent to .+ to confirm$/ })).toBeVisible();
  await expectAccessible(page, 'sent to the parties');
  const givenId = new URL(page.url()).searchParams.get('application') ?? '';
  await confirmParties(page, givenId);
  await openInApp(page, `/user/services/form-marriage-registration?application=${givenId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your notice' })).toBeVisible();
  await expect(page.getByText('UGX 260,000').first()).toBeVisible();
  await expectAccessible(page, 'payment stage');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill('Amina Nakato');
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await expectAccessible(page, 'card payment dialog');
  await gateway.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/user\/payment-success\?application=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notice of marriage submitted' })).toBeVisible();
  await expectAccessible(page, 'payment success');
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^MR-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

  await signOut(page);
  await registrarOpens(page, reference);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve application' });
  await expectAccessible(page, 'approve dialog');
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(new RegExp(`Success: ${reference} is accepted: its notice is published as NB-\\d{4}-\\d{6}`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notice of marriage' })).toContainText('Notice published');

  await signOut(page);
  await signInAs(page, AMINA_EMAIL);
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Your applications' }).click();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.locator('.status-tag--pending').first()).toHaveText('Pending');
  await expectAccessible(page, 'your applications');

  await signOut(page);
  await page.goto(`/tracking/${reference}`);
  const tracked = page.getByRole('region', { name: `Application ${reference}` });
  await expect(tracked).toContainText('Civil Marriages');
  await expect(tracked.locator('.status-tag--pending').first()).toHaveText('Pending');
  for (const personal of ['Amina', 'Nakato', 'Ibrahim', 'CF9203151042KA', '0772', 'Kampala']) {
    await expect(page.getByRole('main')).not.toContainText(personal);
  }
  await expectAccessible(page, 'public tracking');
});

test('the registrar asks for corrections, Amina corrects without paying again, the registrar declines with a reason she reads', async ({
  page,
}) => {
  // Giving notice and paying are walked in the browser above, and declining in a dialog in
  // licences.spec.ts: here they are API calls, so the browser walks the corrections.
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const notice = await submittedNoticeOfAmina(page, true, await tokenOf(page, AMINA_EMAIL));

  await registrarOpens(page, notice.reference);
  await page.getByRole('button', { name: 'Request corrections' }).click();
  const request = page.getByRole('dialog', { name: 'Request corrections' });
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByRole('link', { name: 'Give the reason' })).toBeVisible();
  await request
    .getByLabel('What needs to be corrected, and why')
    .fill('The first witness phone number does not answer. Give a working number.');
  await request.getByRole('checkbox', { name: 'Witnesses' }).check();
  await expectAccessible(page, 'request corrections dialog');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Success: Corrections are requested for ${notice.reference}`)).toBeVisible();

  await signOut(page);
  await signInAs(page, AMINA_EMAIL, '/user/applications');
  const card = page.getByRole('article').filter({ hasText: notice.reference });
  await expect(card.locator('.status-tag--correction').first()).toHaveText('Corrections Requested');
  await expect(card).toContainText('The first witness phone number does not answer');
  await card.getByRole('link', { name: /^Correct/ }).click();
  await expect(page.getByText('The first witness phone number does not answer').first()).toBeVisible();
  await expectAccessible(page, 'corrections task list');
  await openStep(page, 'Witnesses');
  await page.getByRole('textbox', { name: 'Phone number of the first witness' }).fill('0782999888');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before giving notice' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit notice' }).click();
  await expect(page).toHaveURL(/\/user\/payment-success\?application=/);
  const after = await api<{ status: string; invoice: { prn: string } }>(page, 'GET', `/applications/${notice.id}`);
  expect(after.body.data.status).toBe('Submitted');
  expect(after.body.data.invoice.prn).toBe(notice.invoice?.prn);

  // The registrar declines (through the API); Amina, still signed in, reads the reason.
  const registrar = await tokenOf(page, REGISTRAR);
  expect((await api(page, 'POST', `/applications/${notice.id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
  const reason = 'A caveat was upheld: the first party is already married.';
  const declined = await api<{ status: string }>(
    page,
    'POST',
    `/applications/${notice.id}/events`,
    { type: 'application.decline', reason },
    registrar,
  );
  expect(declined.body.data.status).toBe('Declined');
  // A full load: the list page keeps its answer 10 s (staleTime), so a change made meanwhile outside the app
  // (the registrar's call, the payment) is read fresh only this way.
  await page.goto('/user/applications');
  const declinedCard = page.getByRole('article').filter({ hasText: notice.reference });
  await expect(declinedCard.locator('.status-tag--rejected').first()).toHaveText('Declined');
  await expect(declinedCard).toContainText(reason);
});

test('a declined card shows its message, and nothing is charged twice', async ({ page }) => {
  await signInAs(page, AMINA_EMAIL);
  const notice = await submittedNoticeOfAmina(page, false);
  await openInApp(page, `/user/services/form-marriage-registration?application=${notice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your notice' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill('Amina Nakato');
  await gateway.getByLabel('Card number').fill('4000 0000 0000 0002');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway.getByText('Your card was declined. No money was taken.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'declined card');
  const unpaid = await api<{ status: string; invoice: { paidAt: string | null } }>(page, 'GET', `/applications/${notice.id}`);
  expect(unpaid.body.data.status).toBe('Payment_Confirmation');
  expect(unpaid.body.data.invoice.paidAt).toBeNull();

  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByRole('button', { name: 'Pay now' }).dblclick();
  // The completion page polls until the payment is confirmed; on a loaded CI machine a poll can take
  // longer than the default 10 s (a fail-safe for what the person sees next, not a speed check).
  await expect(page).toHaveURL(/\/user\/payment-success\?application=/, { timeout: 30_000 });

  const again = await api(page, 'POST', '/payments/card', {
    prn: notice.invoice?.prn,
    cardholderName: 'Amina Nakato',
    cardNumber: '4242424242424242',
    expiry: '08/29',
    cvc: '123',
  });
  expect(again.status).toBe(409);
  const paid = await api<{ status: string; timeline: Array<{ event: string }> }>(page, 'GET', `/applications/${notice.id}`);
  expect(paid.body.data.status).toBe('Submitted');
  expect(paid.body.data.timeline.filter((e) => e.event === 'application.paymentConfirmed')).toHaveLength(1);
});
