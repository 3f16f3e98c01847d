/**
 * Issue 9 stages 1 and 2: publication and caveats. A civil notice accepted through the API (the registrar's
 * review is walked in civil-marriage.spec.ts) is published on the public notices page without any NIN or
 * phone; another person signs in from it and lodges a caveat with evidence through the form; the registrar
 * refers the caveat to the Registrar General, who removes it with a reason; the notice preview prints as
 * the notice alone; the couple's notice page lists the notice and its documents. Every page is scanned with
 * axe; screenshots (desktop and phone) go to /tmp.
 */
import type { Page } from '@playwright/test';
import { NOTICE_PEOPLE } from '#mocks/seed/civil-marriage-fixture';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, test } from '../support/e2e';
import { pdf } from '../support/notice';
import { acceptedNotice, AMINA_EMAIL as AMINA, REGISTRAR_EMAIL as REGISTRAR } from '../support/notice-stage';

const OBJECTOR = 'imam.kibuli@example.ug';
const RG = 'rg@registry.example.ug';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe.configure({ timeout: 90_000 });

/** Where screenshots go when they are wanted (`SHOTS=/tmp/shots npx playwright test …`); none otherwise. */
const SHOTS = process.env.SHOTS;

/** Screenshots of the page on a desktop and a phone, into {@link SHOTS} when it is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/notices-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/notices-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test('a published notice, a caveat lodged through the form, referred and removed; the notice printed; the couple’s notice page', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  // The portal renders once the in-page mock API has started: only then can the API be called.
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  const made = await acceptedNotice(page);
  const noticeNumber = made.notice?.noticeNumber ?? '';
  const { partyOne, partyTwo } = NOTICE_PEOPLE;
  const one = `${partyOne.person.givenName} ${partyOne.person.surname}`;
  const two = `${partyTwo.person.givenName} ${partyTwo.person.surname}`;

  // The public notices page: the names, the district, the dates; never a NIN, a phone or the reference.
  await page.getByRole('link', { name: 'Read the notices of marriage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices of marriage' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name of either person' }).fill(partyTwo.person.surname);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('listitem').filter({ hasText: noticeNumber });
  await expect(card.getByRole('heading', { name: `${one} and ${two}` })).toBeVisible();
  const text = await page.locator('main').innerText();
  for (const secret of [partyOne.person.nin, partyTwo.person.nin, partyOne.phone, partyTwo.phone, made.reference])
    expect(text).not.toContain(secret);
  await expectAccessible(page, 'notices');
  await shoot(page, 'public');

  // Another person lodges a caveat: sign in from the notice, and come back to the form.
  await card.getByRole('link', { name: /Lodge a caveat against this notice/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address or phone number').fill(OBJECTOR);
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lodge a caveat' })).toBeVisible();
  await expect(page).toHaveURL(`/notices/${noticeNumber}/caveat`);
  await page.getByRole('button', { name: 'Lodge the caveat' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Give the grounds of your caveat' })).toBeVisible();
  await expectAccessible(page, 'caveat form with errors');
  await page.getByLabel('Your grounds for objecting').fill(`${one} married Sarah Auma at Gulu in 2019 and that marriage still subsists.`);
  await page.getByLabel('Document 1').setInputFiles(pdf('Marriage certificate 2019.pdf'));
  await expect(page.getByRole('button', { name: 'Remove Marriage certificate 2019.pdf' })).toBeVisible();
  await expect(page.getByLabel('Document 2')).toBeVisible();
  await page.getByRole('checkbox', { name: /I understand that if I lodge a caveat without good grounds/ }).check();
  await shoot(page, 'caveat-form');
  await page.getByRole('button', { name: 'Lodge the caveat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caveat lodged' })).toBeVisible();
  await expectAccessible(page, 'caveat lodged');
  await signOut(page);

  // The registrar refers it to the Registrar General.
  await signInAs(page, REGISTRAR, '/backoffice/marriage-registrations/escalations');
  const caveat = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Caveat against ${noticeNumber}`) }) });
  await expect(caveat.getByText('Lodged, with the registrar')).toBeVisible();
  await expect(caveat.getByRole('button', { name: 'Open Evidence 1' })).toBeVisible();
  await expectAccessible(page, 'escalations');
  await shoot(page, 'escalations');
  await expect(caveat.getByRole('button', { name: /^Uphold the caveat/ })).toHaveCount(0);
  await caveat.getByRole('button', { name: /^Refer to the Registrar General/ }).click();
  const refer = page.getByRole('dialog', { name: 'Refer the caveat to the Registrar General' });
  await refer
    .getByLabel('Comment for the Registrar General')
    .fill('The applicant says the earlier marriage was dissolved; the decree is not on file.');
  await expectAccessible(page, 'refer dialog');
  await refer.getByRole('button', { name: 'Refer the caveat' }).click();
  await expect(page.getByText(`Success: The caveat against ${noticeNumber} is referred to the Registrar General`)).toBeVisible();
  await expect(caveat.getByText('Referred to the Registrar General').first()).toBeVisible();
  await signOut(page);

  // The Registrar General removes it with a reason; upholding would decline the notice, and says so.
  await signInAs(page, RG, '/backoffice/marriage-registrations/escalations');
  await caveat.getByRole('button', { name: /^Uphold the caveat/ }).click();
  await expect(page.getByRole('dialog', { name: 'Uphold the caveat' }).getByText(/declines the notice/)).toBeVisible();
  await page.getByRole('dialog', { name: 'Uphold the caveat' }).getByRole('button', { name: 'Cancel' }).click();
  await caveat.getByRole('button', { name: /^Remove the caveat/ }).click();
  const remove = page.getByRole('dialog', { name: 'Remove the caveat' });
  await remove
    .getByLabel('Reason for removing the caveat')
    .fill('The decree absolute of 2022 dissolving the earlier marriage was produced.');
  await expectAccessible(page, 'remove dialog');
  await remove.getByRole('button', { name: 'Remove the caveat' }).click();
  await expect(page.getByText(`Success: The caveat against ${noticeNumber} is removed`)).toBeVisible();
  await expect(caveat).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show removed and upheld caveats too' }).check();
  await expect(caveat.getByText('Removed', { exact: true }).first()).toBeVisible();

  // The notice preview prints as the notice alone.
  await caveat.getByRole('link', { name: /Notice preview/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notice of intended marriage' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Particulars of the parties' }).getByText(one)).toBeVisible();
  await expectAccessible(page, 'notice preview');
  await shoot(page, 'preview');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Notice of intended marriage' })).toBeVisible();
  await keepScreenshot(page, 'notices-preview-print.png');
  await page.emulateMedia({ media: 'screen' });
  await signOut(page);

  // The couple's notice page: the same notice, and the application's documents.
  await signInAs(page, AMINA, `/user/applications/${made.id}`);
  await page.getByRole('link', { name: 'Your notice of marriage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your notice of marriage' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notice of intended marriage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Letter from the LC1 chairperson' })).toBeVisible();
  await expectAccessible(page, 'notice attachment');
  await shoot(page, 'attachment');
});
