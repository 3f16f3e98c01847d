/**
 * Issue 9 stages 4 and 5: the ceremony. An accepted civil notice (set up through the API: giving notice is
 * walked in civil-marriage.spec.ts) waits 21 clear days on the mock clock and gets the registrar's certificate;
 * the couple books a marriage room slot with the keyboard; the registrar sees it on the week calendar; the
 * booked day passes uncelebrated, the registrar rebooks it and records the celebration, and the application
 * is Approved. Every page visited is scanned with axe; screenshots at desktop and phone width go to /tmp.
 */
import type { Page } from '@playwright/test';
import { api, signInAs, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, openInApp, test } from '../support/e2e';
import {
  acceptedNotice,
  AMINA_EMAIL as AMINA,
  daysFrom,
  kampalaDay,
  type NoticeApplication as Answer,
  passDays,
  REGISTRAR_EMAIL as REGISTRAR,
  sendEvent as event,
} from '../support/notice-stage';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// A journey of three mock months on a loaded 2-core machine: well within 3 minutes, never near 90 s of work.
test.describe.configure({ timeout: 180_000 });

/** Press a key until the focused element matches, at most `limit` times. */
async function pressUntil(page: Page, key: string, focused: (label: string) => boolean, limit = 45): Promise<string> {
  for (let i = 0; i < limit; i += 1) {
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.getAttribute('aria-label') ?? ''}|${el.textContent ?? ''}|${el.getAttribute('type') ?? ''}` : '';
    });
    if (focused(label)) return label;
    await page.keyboard.press(key);
  }
  throw new Error(`pressing ${key} never reached the element`);
}

/** Where screenshots go when they are wanted (`SHOTS=/tmp/shots npx playwright test …`); none otherwise. */
const SHOTS = process.env.SHOTS;

/** Scan a page at phone width (and keep screenshots at desktop and phone width into {@link SHOTS} when it is set). */
async function screenshots(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ceremony-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ceremony-${name}-phone.png`, fullPage: true });
  await expectAccessible(page, `${name} (phone)`);
  await page.setViewportSize(DESKTOP);
}

test('the couple books a room by keyboard, the registrar sees it, rebooks it when it passes, and records the celebration', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const notice = await acceptedNotice(page);

  // 21 clear days later the registrar issues the certificate.
  await passDays(page, 22);
  const certified = await event(page, notice.id, { type: 'application.issueCertificate' }, await tokenOf(page, REGISTRAR));
  expect(certified.notice?.stage).toBe('CERTIFIED');

  // The couple books, keyboard only.
  await signInAs(page, AMINA, `/user/applications/${notice.id}`);
  const panel = page.getByRole('region', { name: 'Book your ceremony' });
  await expect(panel).toBeVisible();
  const room = panel.getByRole('radio', { name: /Marriage Room 1, Georgian House/ });
  await expect(room).toBeVisible();
  await room.focus();
  await page.keyboard.press('Space');
  await expect(room).toBeChecked();
  // Tab into the calendar's days, then move with the arrow keys to a weekday at least a week ahead.
  await pressUntil(page, 'Tab', (label) => /\d{2}-\d{2}-\d{4}/.test(label));
  await page.keyboard.press('ArrowDown');
  const target = await pressUntil(page, 'ArrowRight', (label) => /^(Monday|Tuesday|Wednesday|Thursday) \d{2}-\d{2}-\d{4}\|/.test(label));
  await page.keyboard.press('Enter');
  const dayWords = target.split('|')[0] ?? '';
  await expect(panel.getByText(`Day chosen: ${dayWords}`)).toBeVisible();
  await pressUntil(page, 'Tab', (label) => label.endsWith('|radio'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(panel.getByText(`You have chosen ${dayWords} at 10:00, Marriage Room 1, Georgian House.`)).toBeVisible();
  await expectAccessible(page, 'booking panel');
  await screenshots(page, 'booking');
  await pressUntil(page, 'Tab', (label) => label.includes('Book this ceremony'));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Success: The ceremony of ${notice.reference} is booked for ${dayWords} at 10:00, Marriage Room 1, Georgian House`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change your ceremony' })).toContainText(
    `Your ceremony is booked for ${dayWords} at 10:00, Marriage Room 1, Georgian House.`,
  );
  const booked = (await api<Answer>(page, 'GET', `/applications/${notice.id}`)).body.data;
  const bookedDay = booked.notice?.booking?.date ?? '';
  expect(booked.notice?.stage).toBe('BOOKED');

  // The registrar sees it on the week calendar.
  await page.evaluate(() => sessionStorage.clear());
  await signInAs(page, REGISTRAR, `/backoffice/marriage-registrations/calendar?view=week&day=${bookedDay}`);
  const week = page.getByRole('table', { name: /^Ceremonies from/ });
  await expect(week.getByRole('columnheader', { name: 'Marriage Room 1, Georgian House' })).toBeVisible();
  const block = week.getByRole('link', { name: `10:00 ${notice.reference}` });
  await expect(block).toBeVisible();
  await expectAccessible(page, 'week calendar');
  await screenshots(page, 'week');
  await openInApp(page, `/backoffice/marriage-registrations/calendar?view=day&day=${bookedDay}`);
  await expect(page.getByRole('table', { name: new RegExp(`^Ceremonies on ${dayWords}`) })).toBeVisible();
  await expectAccessible(page, 'day calendar');
  await screenshots(page, 'day');

  // The booked day passes without a celebration.
  const daysToPass = daysFrom(kampalaDay(booked.notice?.asOf ?? ''), bookedDay) + 2;
  await passDays(page, daysToPass);
  await signInAs(page, REGISTRAR, '/backoffice/marriage-registrations/calendar-uncelebrated');
  const list = page.getByRole('table', { name: /without a recorded celebration/ });
  const row = list.getByRole('row').filter({ hasText: notice.reference });
  await expect(row).toContainText('2 days');
  await expectAccessible(page, 'uncelebrated marriages');
  await screenshots(page, 'uncelebrated');
  await row.getByRole('button', { name: `Rebook ${notice.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rebook the ceremony of ${notice.reference}` });
  await dialog.getByRole('radio', { name: /Marriage Room 2, Georgian House/ }).check();
  const firstFree = dialog.getByRole('button', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{2}-\d{2}-\d{4}$/ }).first();
  const rebookDay = (await firstFree.getAttribute('aria-label')) ?? '';
  await firstFree.click();
  await dialog.getByRole('radio', { name: '14:00' }).check();
  await expect(dialog.getByText(`You have chosen ${rebookDay} at 14:00, Marriage Room 2, Georgian House.`)).toBeVisible();
  await expectAccessible(page, 'rebook dialog');
  await dialog.getByRole('button', { name: 'Book this ceremony' }).click();
  await expect(
    page.getByText(`Success: The ceremony of ${notice.reference} is booked for ${rebookDay} at 14:00, Marriage Room 2, Georgian House`),
  ).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: notice.reference })).toHaveCount(0);

  // On the rebooked day the registrar records the celebration: the marriage is registered and the application Approved.
  const rebooked = (await api<Answer>(page, 'GET', `/applications/${notice.id}`)).body.data.notice;
  const untilCeremony = daysFrom(kampalaDay(rebooked?.asOf ?? ''), rebooked?.booking?.date ?? '');
  if (untilCeremony > 0) {
    await passDays(page, untilCeremony);
    await signInAs(page, REGISTRAR);
  }
  await openInApp(page, `/backoffice/marriage-registrations/details/${notice.id}`);
  await expect(page.getByRole('region', { name: 'Notice of marriage' })).toContainText(
    `Ceremony booked for ${rebookDay} at 14:00 in Marriage Room 2, Georgian House.`,
  );
  await page.getByRole('button', { name: 'Record the celebration' }).click();
  const record = page.getByRole('dialog', { name: 'Record the celebration' });
  await record.getByRole('group', { name: 'First witness' }).getByLabel('Full name').fill('Samuel Wasswa');
  await record.getByRole('group', { name: 'Second witness' }).getByLabel('Full name').fill('Florence Adong');
  await record.getByRole('group', { name: 'Second witness' }).getByLabel(/NIN/).fill('CF9001');
  await record.getByRole('button', { name: 'Record the celebration' }).click();
  await expect(record.getByRole('link', { name: 'A NIN is 14 letters and digits; you entered 6' })).toBeVisible();
  await record.getByRole('group', { name: 'Second witness' }).getByLabel(/NIN/).clear();
  await expectAccessible(page, 'record the celebration dialog');
  await screenshots(page, 'celebration-dialog');
  await record.getByRole('button', { name: 'Record the celebration' }).click();
  await expect(page.getByText(new RegExp(`Success: The celebration of ${notice.reference} is recorded`))).toBeVisible();
  await expect(page.locator('.status-tag--approved').first()).toHaveText('Approved');
  await expectAccessible(page, 'details after the celebration');
});
