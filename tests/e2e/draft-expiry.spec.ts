/**
 * Issue 31 §5, "Drafts do not live for ever" (docs/decisions/039-draft-retention.md): Amina's draft, untouched, is
 * warned of by e-mail and SMS 7 days before its deletion (the mock clock moved 84 days), her applications list says
 * when it will be deleted, and once past the deletion the draft is gone: its links (the application's page, the
 * form's link) say so plainly, and it never comes back. The terms page says what is kept and for how long. The draft
 * is made through the form; the rest is set up through the mock's clock and read through what Amina sees. (A copy
 * this browser still holds with unsent answers is refused by the API and forgotten: src/machines/wizard
 * wizard.machine.test.ts "never brings back a draft the registry deleted", mocks/draft-retention.test.ts.)
 */
import { api, signInAs, signOut } from '../support/backoffice';
import { advanceMockClock, expect, expectAccessible, latestMessage, openInApp, test } from '../support/e2e';
import { AMINA, openStep } from '../support/notice';

const DAY_SECONDS = 24 * 60 * 60;
const FORM = '/user/services/form-marriage-registration';

test.describe.configure({ timeout: 120_000 });

test('an untouched draft is warned of at 84 days, then deleted, and its link says so plainly', async ({ page }) => {
  // Amina starts a notice and leaves it: one answer saved, on the registry and in this browser.
  await signInAs(page, AMINA.email, FORM);
  await openStep(page, 'First party');
  await page.getByLabel('Occupation').fill('Teacher');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('application') ?? '';
  expect(id).not.toBe('');
  const draft = await api<{ reference: string; deleteAfter: string }>(page, 'GET', `/applications/${id}`);
  const reference = draft.body.data.reference;
  await openInApp(page, '/user/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await signOut(page);

  // 84 days on: the warning, by e-mail and SMS, names the service, the reference, the day and how to keep it.
  await advanceMockClock(page, 84 * DAY_SECONDS);
  const email = await latestMessage(page, AMINA.email, 'email');
  const day = /will be deleted on (\d{2}-\d{2}-\d{4})$/.exec(email.subject)?.[1] ?? '';
  expect(email.subject).toBe(`${reference}: your draft will be deleted on ${day}`);
  expect(email.body).toContain(`Your draft application ${reference} (Civil Marriages)`);
  expect(email.body).toContain('choose "Keep this draft"');
  const sms = await latestMessage(page, AMINA.phone, 'sms');
  expect(sms.body).toContain(`${reference} (Civil Marriages) will be deleted on ${day}`);

  // Her list says when, true at this moment.
  await signInAs(page, AMINA.email, '/user/applications');
  const card = page.getByRole('article', { name: 'Civil Marriages' });
  await expect(card.getByText(`Reference: ${reference}`)).toBeVisible();
  await expect(card.getByText(`Deleted on ${day} unless you change it`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Keep this draft ${reference}` })).toBeVisible();
  await expectAccessible(page, 'your applications, a draft to be deleted');
  await signOut(page);

  // Past the day: deleted.
  await advanceMockClock(page, 7 * DAY_SECONDS);
  await signInAs(page, AMINA.email, `/user/applications/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This draft was deleted' })).toBeVisible();
  await expect(page.getByText(`Your draft application ${reference} (Civil Marriages) was deleted on`)).toBeVisible();
  await expect(page.getByText('because it had not been changed for 90 days')).toBeVisible();
  await expectAccessible(page, 'a deleted draft’s page');

  // The form's own link to the draft says the same.
  await openInApp(page, `${FORM}?application=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This draft was deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'start a new notice' })).toBeVisible();
  await expectAccessible(page, 'the form of a deleted draft');
  const again = await api<unknown>(page, 'GET', `/applications/${id}`);
  expect(again.status).toBe(410);

  // Nothing came back: the list holds no application.
  await openInApp(page, '/user/applications');
  await expect(page.getByText('You have no applications yet.')).toBeVisible();

  // The terms page says what is kept and for how long.
  await openInApp(page, '/user/terms-and-privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy policy' })).toBeVisible();
  await expect(page.getByText('A draft you have not saved or changed for 90 days is deleted')).toBeVisible();
  await expect(page.getByText('Entries in the registers of marriages: kept permanently, as the law requires.')).toBeVisible();
  await expect(page.getByText('to complain to the Personal Data Protection Office')).toBeVisible();
  await expectAccessible(page, 'terms and privacy policy');
});
