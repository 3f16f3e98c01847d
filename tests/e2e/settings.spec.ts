/**
 * Issue 11 "Settings": the administrator adds a marriage room (a mistake is caught at the field first) and
 * changes a fee, through the one generic settings page; both show where they are used — the room on the
 * registrar's ceremony calendar, the fee on the public price list — and each keeps its history.
 * axe on each page; screenshots into $SHOTS when it is set.
 */
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, openInApp, test } from '../support/e2e';

const ROOM = 'Marriage Room 4, City Hall';

test('the administrator adds a marriage room and changes a fee; both show where they are used', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@registry.example.ug', '/backoffice/settings/marriage-rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage rooms' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Marriage rooms/ }).getByRole('rowheader', { name: 'Marriage Room 1, Georgian House' }),
  ).toBeVisible();
  await expectAccessible(page, 'marriage rooms');

  await page.getByRole('button', { name: 'Add a marriage room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a marriage room' });
  await dialog.getByLabel('Name of the room').fill(ROOM);
  await dialog.getByRole('combobox', { name: 'District' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await dialog.getByLabel('Address').fill('City Hall, Kampala Road');
  await dialog.getByLabel('Number of seats').fill('40');
  await dialog.getByLabel('First ceremony at').fill('10:00');
  await dialog.getByLabel('Closing time').fill('09:00');
  await dialog.getByLabel('Length of a ceremony, in minutes').fill('60');
  await dialog.getByRole('button', { name: 'Add the marriage room' }).click();
  await expect(dialog.getByRole('link', { name: 'The closing time must be after the opening time' })).toBeVisible();
  await expectAccessible(page, 'add a room with an error');
  await keepScreenshot(page, 'settings-room-error.png');
  await dialog.getByLabel('Closing time').fill('15:00');
  await dialog.getByRole('button', { name: 'Add the marriage room' }).click();
  await expect(page.getByText(`${ROOM} is added.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a marriage room' }).fill('City Hall');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(ROOM) });
  await expect(row).toContainText('10:00–15:00, every 60 minutes');
  await expect(row).toContainText('Monday to Friday');
  await keepScreenshot(page, 'settings-rooms.png');

  // The fee of a civil marriage changes; its history says who changed it, from what to what.
  await openInApp(page, '/backoffice/settings/service-costs');
  await expect(page.getByRole('heading', { level: 1, name: 'Service costs' })).toBeVisible();
  await page.getByRole('button', { name: 'Change Civil marriage: notice, certificate and registration' }).click();
  const fee = page.getByRole('dialog', { name: 'Change Civil marriage: notice, certificate and registration' });
  await fee.getByLabel('Fee in UGX').fill('280,000');
  await expectAccessible(page, 'change a fee');
  await fee.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('row', { name: /Civil marriage: notice/ })).toContainText('UGX 280,000');
  await page.getByRole('button', { name: 'History of Civil marriage: notice, certificate and registration' }).click();
  const history = page.getByRole('dialog', { name: /History of Civil marriage/ });
  await expect(history.getByRole('row', { name: /Fee in UGX/ })).toContainText('Sarah Atim');
  await expect(history.getByRole('row', { name: /Fee in UGX/ })).toContainText('260000');
  await expectAccessible(page, 'a fee’s history');
  await keepScreenshot(page, 'settings-history.png');
  await history.getByRole('button', { name: /Close/ }).click();
  await signOut(page);

  // Where they are used: the public price list, and the registrar's ceremony calendar.
  await page.goto('/services-prices');
  await expect(page.getByRole('row', { name: /Civil marriage: notice, certificate and registration/ })).toContainText('280,000');
  await signInAs(page, 'registrar@registry.example.ug', '/backoffice/marriage-registrations/calendar?view=week');
  await expect(page.getByRole('columnheader', { name: ROOM })).toBeVisible();
  await expectAccessible(page, 'the calendar with the new room');
});

test('the administrator keeps the reference lists and the marriage settings; a new diocese is offered to churches', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@registry.example.ug');

  // Church settings: which denominations are licensed, and which are organised in dioceses.
  await openInApp(page, '/backoffice/settings/church-configs');
  await expect(page.getByRole('heading', { level: 1, name: 'Church settings' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Catholic/ })).toContainText('Yes');
  await expectAccessible(page, 'church settings');

  // A diocese of a denomination not organised in dioceses is not offered; a Catholic one is added.
  await openInApp(page, '/backoffice/settings/diocese');
  await expect(page.getByRole('heading', { level: 1, name: 'Dioceses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a diocese' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a diocese' });
  await dialog.getByLabel('Name of the diocese').fill('Diocese of Kasana-Luweero');
  await dialog.getByRole('combobox', { name: 'Denomination' }).click();
  await expect(page.getByRole('option', { name: 'Pentecostal' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Catholic', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'District of its seat' }).fill('Luwero');
  await page.getByRole('option', { name: 'Luwero', exact: true }).click();
  await expectAccessible(page, 'add a diocese');
  await dialog.getByRole('button', { name: 'Add the diocese' }).click();
  await expect(page.getByText('Diocese of Kasana-Luweero is added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Diocese of Kasana-Luweero/ })).toContainText('Catholic');
  await keepScreenshot(page, 'settings-dioceses.png');

  // Countries: the marital status letter's list.
  await openInApp(page, '/backoffice/settings/countries?q=kenya');
  await expect(page.getByRole('row', { name: /Kenya/ })).toContainText('KE');
  await expectAccessible(page, 'countries');

  // Billables: each service, the item it is billed by, or free.
  await openInApp(page, '/backoffice/settings/billables');
  await expect(page.getByRole('row', { name: /^Record Search/ })).toContainText('Billed');
  await expectAccessible(page, 'billables');

  // Marriage settings: a registry policy changes; the law's cannot be changed here.
  await openInApp(page, '/backoffice/settings/marriage-configs');
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change Days between notice/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Warn of a notice lapsing within' }).click();
  const setting = page.getByRole('dialog', { name: 'Change Warn of a notice lapsing within' });
  await setting.getByLabel('Value').fill('90');
  await setting.getByRole('button', { name: 'Save the change' }).click();
  await expect(setting.getByRole('link', { name: 'The value must be between 1 and 60' })).toBeVisible();
  await setting.getByLabel('Value').fill('21');
  await setting.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('row', { name: /Warn of a notice lapsing within/ })).toContainText('21 days');
  await expectAccessible(page, 'marriage settings');
  await keepScreenshot(page, 'settings-marriage.png');
  await signOut(page);

  // Where it is used: a Catholic church applying for a licence chooses the new diocese.
  await signInAs(page, 'pastor.kiwanuka@example.ug');
  await page.getByRole('link', { name: /^Start now\s?: Licence a place of worship$/ }).click();
  await page.getByRole('link', { name: 'The place of worship', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The place of worship' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Denomination' }).click();
  await page.getByRole('option', { name: 'Catholic', exact: true }).click();
  await page.getByRole('combobox', { name: 'Diocese (optional)' }).fill('Luweero');
  await expect(page.getByRole('option', { name: 'Diocese of Kasana-Luweero' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Luweero Diocese' })).toHaveCount(0);
  await expectAccessible(page, 'licence: choose the diocese');
});
