/**
 * Issue 9, "What it must show": Amina's notice from acceptance to a certificate anyone can verify, in one
 * journey, and a notice that lapses. Giving notice and the registrar's review are walked in the browser by
 * civil-marriage.spec.ts, so the notice is accepted here through the API; the caveat is lodged through the
 * API (the caveat form is walked by notices.spec.ts, which also refers one to the Registrar General); the
 * booking by keyboard, the week calendar and a rebooking after an uncelebrated day are walked by
 * ceremonies.spec.ts. Every page visited is scanned with axe.
 */
import { readFileSync } from 'node:fs';
import { NOTICE_PEOPLE } from '#mocks/seed/civil-marriage-fixture';
import { isDocumentCode } from '#src/domain/schemas/documents';
import { api, signInAs, signOut, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import {
  acceptedNotice,
  AMINA_EMAIL,
  daysFrom,
  expectStanding,
  kampalaDay,
  type NoticeApplication,
  passDays,
  REGISTRAR_EMAIL,
} from '../support/notice-stage';
import { pdfLinks } from '../support/pdf-links';
import { verifyPathOf } from '../support/public-origin';
import { pdfText } from '../support/pdf-text';

const OBJECTOR = 'pastor.kiwanuka@example.ug';

// Long journeys on a loaded 2-core machine: a fail-safe, not a speed check.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // The portal renders once the in-page mock API has started: only then can the API be called.
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
});

test('Amina’s notice: published, a caveat removed, the certificate after 21 days, the ceremony, and a certificate that verifies', async ({
  page,
}) => {
  const accepted = await acceptedNotice(page);
  const noticeNumber = accepted.notice?.noticeNumber ?? '';
  const { partyOne, partyTwo } = NOTICE_PEOPLE;
  const couple = `${partyOne.person.givenName} ${partyOne.person.surname} and ${partyTwo.person.givenName} ${partyTwo.person.surname}`;

  // Published: the public notices page shows the names, district and dates, never a NIN or a phone.
  await page.goto('/notices');
  await page.getByRole('searchbox', { name: 'Name of either person' }).fill(partyOne.person.surname);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('listitem').filter({ hasText: noticeNumber });
  await expect(card.getByRole('heading', { name: couple })).toBeVisible();
  const shown = await card.innerText();
  for (const secret of [partyOne.person.nin, partyTwo.person.nin, partyOne.phone, partyTwo.phone, accepted.reference])
    expect(shown).not.toContain(secret);
  await expectAccessible(page, 'the public notices');

  // A caveat is lodged; while it stands the certificate is held, and the couple's page says so.
  const lodged = await api(
    page,
    'POST',
    `/notices/${noticeNumber}/caveats`,
    { grounds: 'I believe the first party is already married under customary law.' },
    await tokenOf(page, OBJECTOR),
  );
  expect(lodged.status, JSON.stringify(lodged.body)).toBe(201);
  await signInAs(page, AMINA_EMAIL, `/user/applications/${accepted.id}`);
  const aminaPanel = page.getByRole('region', { name: 'Notice of marriage' });
  await expect(aminaPanel).toContainText('caveat');
  // The stage's own words and next step, never "Under review" (issue 30); the caveat's lodger is nobody the couple may know.
  await expectStanding(page, 'Where it stands', 'Caveat lodged: certificate held');
  await expect(page.getByRole('region', { name: 'What happens next' }).getByRole('listitem').first()).toContainText(
    'The registry decides the caveat',
  );
  const lodgedStep = page
    .getByRole('list', { name: `History of ${accepted.reference}` })
    .getByRole('listitem')
    .filter({ hasText: 'A caveat was lodged against the notice' });
  await expect(lodgedStep).toContainText('By A member of the public');
  await expect(lodgedStep).not.toContainText('By You');
  await expectAccessible(page, 'the couple’s notice with a caveat');
  await signOut(page);

  // The registrar removes it with a reason.
  await signInAs(page, REGISTRAR_EMAIL, '/backoffice/marriage-registrations/escalations');
  const caveat = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Caveat against ${noticeNumber}`) }) });
  await caveat.getByRole('button', { name: /^Remove the caveat/ }).click();
  const remove = page.getByRole('dialog', { name: 'Remove the caveat' });
  await remove
    .getByLabel('Reason for removing the caveat')
    .fill('The objector withdrew: the customary marriage he named was of another man of the same name.');
  await remove.getByRole('button', { name: 'Remove the caveat' }).click();
  await expect(page.getByText(`Success: The caveat against ${noticeNumber} is removed`)).toBeVisible();
  await expectAccessible(page, 'escalations after the removal');

  // Before 21 clear days: the clock, the next step in words, and no button (and never "You cannot act").
  await page.goto(`/backoffice/marriage-registrations/details/${accepted.id}`);
  const panel = page.getByRole('region', { name: 'Notice of marriage' });
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(panel).toContainText("Earliest registrar's certificate");
  await expectStanding(page, 'Status', 'Notice published');
  await expect(actions).toContainText("The registrar issues the registrar's certificate from");
  await expect(actions).not.toContainText('You cannot act on this application at this stage');
  await expect(page.getByRole('button', { name: "Issue the registrar's certificate" })).toHaveCount(0);

  // 21 clear days later the registrar issues the certificate, from the Actions.
  await passDays(page, 22);
  await signInAs(page, REGISTRAR_EMAIL, `/backoffice/marriage-registrations/details/${accepted.id}`);
  await expect(actions).not.toContainText('You cannot act on this application at this stage');
  await actions.getByRole('button', { name: "Issue the registrar's certificate" }).click();
  const confirm = page.getByRole('dialog', { name: "Issue the registrar's certificate" });
  await expectAccessible(page, 'the certificate dialog');
  await confirm.getByRole('button', { name: 'Yes, issue the certificate' }).click();
  await expect(panel).toContainText(/Registrar's certificate RC-\d{4}-\d{6} issued on/);
  await expectStanding(page, 'Status', "Registrar's certificate issued");
  await expect(actions).toContainText('The couple book their ceremony in a marriage room, on a day before');
  await signOut(page);

  // The couple books a room on the calendar.
  await signInAs(page, AMINA_EMAIL, `/user/applications/${accepted.id}`);
  await expectStanding(page, 'Where it stands', "Registrar's certificate issued");
  await expect(page.getByRole('region', { name: 'What happens next' }).getByRole('listitem').first()).toContainText(
    'Book your ceremony in a marriage room on this page',
  );
  const booking = page.getByRole('region', { name: 'Book your ceremony' });
  await booking.getByRole('radio', { name: /Marriage Room 1, Georgian House/ }).check();
  const day = booking.getByRole('button', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{2}-\d{2}-\d{4}$/ }).first();
  const dayWords = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await booking.getByRole('radio', { name: '11:00' }).check();
  await booking.getByRole('button', { name: 'Book this ceremony' }).click();
  await expect(
    page.getByText(`Success: The ceremony of ${accepted.reference} is booked for ${dayWords} at 11:00, Marriage Room 1, Georgian House`),
  ).toBeVisible();
  await expectStanding(page, 'Where it stands', 'Ceremony booked');
  await expect(page.getByRole('region', { name: 'What happens next' }).getByRole('listitem').first()).toContainText(
    `Come to your ceremony on ${dayWords} at 11:00`,
  );
  await expectAccessible(page, 'the couple’s booked ceremony');
  const booked = (await api<NoticeApplication>(page, 'GET', `/applications/${accepted.id}`)).body.data.notice;
  await signOut(page);

  // On the day, the registrar records the celebration: the marriage enters the register.
  const untilCeremony = daysFrom(kampalaDay(booked?.asOf ?? ''), booked?.booking?.date ?? '');
  if (untilCeremony > 0) await passDays(page, untilCeremony);
  await signInAs(page, REGISTRAR_EMAIL, `/backoffice/marriage-registrations/details/${accepted.id}`);
  await expectStanding(page, 'Status', 'Ceremony booked');
  await expect(actions).toContainText('the registrar records the celebration');
  await actions.getByRole('button', { name: 'Record the celebration' }).click();
  const record = page.getByRole('dialog', { name: 'Record the celebration' });
  await record.getByRole('group', { name: 'First witness' }).getByLabel('Full name').fill('Samuel Wasswa');
  await record.getByRole('group', { name: 'Second witness' }).getByLabel('Full name').fill('Harriet Kyomuhendo');
  await record.getByRole('button', { name: 'Record the celebration' }).click();
  await expect(page.getByText(new RegExp(`Success: The celebration of ${accepted.reference} is recorded`))).toBeVisible();
  await expect(page.locator('.status-tag--approved').first()).toHaveText('Approved');
  await expectStanding(page, 'Status', 'Marriage celebrated and registered');
  await signOut(page);

  // Amina downloads her certificate of marriage; the address its QR code holds says it is genuine.
  await signInAs(page, AMINA_EMAIL, `/user/applications/${accepted.id}`);
  const issued = page.getByRole('region', { name: 'Issued documents' });
  await expect(issued.getByText("Registrar's certificate", { exact: true })).toBeVisible();
  await expectAccessible(page, 'the couple’s issued documents');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('button', { name: 'Download Certificate of marriage (PDF)' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toContain('Certificate of marriage');
  expect(text).toContain(`${partyOne.person.givenName} ${partyOne.person.surname}`);
  // The QR code links to /verify/{code}; the same code is printed beside it (the text extraction may split
  // it where the PDF kerns, so compare without spaces).
  const [qrLink] = pdfLinks(bytes);
  const code = qrLink?.match(/\/verify\/([^/]+)$/)?.[1] ?? '';
  expect(isDocumentCode(code), `the QR code's address: ${qrLink}`).toBe(true);
  expect(text.replace(/\s+/g, '')).toContain(code);
  await signOut(page);
  await page.goto(verifyPathOf(qrLink)); // the QR code holds the registry's public address
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toContainText('Certificate of marriage number RM-');
  await expect(page.getByRole('region', { name: 'What the document shows' })).toContainText('Samuel Wasswa and Harriet Kyomuhendo');
  await expectAccessible(page, 'the certificate verified');

  // Public tracking names each stage of the notice beside its status.
  await page.goto(`/tracking/${accepted.reference}`);
  const result = page.getByRole('region', { name: `Application ${accepted.reference}` });
  await expect(result).toContainText('Approved Marriage celebrated and registered');
  const progress = page.getByRole('list', { name: 'Progress of the application' });
  for (const stage of ['Notice published', 'Caveat lodged: certificate held', "Registrar's certificate issued", 'Ceremony booked']) {
    await expect(progress.locator('.status-tag__description', { hasText: stage }).first()).toBeVisible();
  }
  await expectAccessible(page, 'the tracking of a registered notice');
});

test('a notice nobody marries on lapses 3 months after it was given', async ({ page }) => {
  const accepted = await acceptedNotice(page);
  await passDays(page, daysFrom(kampalaDay(accepted.notice?.asOf ?? ''), accepted.notice?.lapsesOn ?? '') + 1);
  await signInAs(page, AMINA_EMAIL, `/user/applications/${accepted.id}`);
  await expect(page.getByRole('region', { name: 'Notice of marriage' })).toContainText('The notice lapsed');
  await expect(page.getByText('To marry, give a new notice.')).toBeVisible();
  await expect(page.locator('.status-tag--rejected').first()).toHaveText('Declined');
  await expectStanding(page, 'Where it stands', 'Notice lapsed');
  await expectAccessible(page, 'a lapsed notice');
});
