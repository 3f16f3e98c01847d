/**
 * Issue 11 "Accounts": the administrator adds a registrar (NIN and names checked against the national
 * register, errors at the fields and in the summary), the new registrar sets a password from the e-mailed
 * invitation and signs in straight to the back office (never to NIN onboarding); the administrator then
 * deactivates the account and its sign-in is refused with the reason. axe on each page; screenshots into $SHOTS when it is set.
 */
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, latestMessage, signIn, test } from '../support/e2e';

const NEW = {
  nin: 'CF0408300692BN',
  givenName: 'Betty',
  surname: 'Nansubuga',
  email: 'betty.nansubuga@registry.example.ug',
  phone: '0772555010',
};
const PASSWORD = 'Kasubi-Tombs#2026';

test('the administrator adds a registrar, who activates the account and signs in; a deactivated account cannot', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@registry.example.ug', '/backoffice/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const okot = page.getByRole('table', { name: /Staff accounts/ }).getByRole('row', { name: /Patrick Okot/ });
  await expect(okot).toContainText('District office, Gulu');
  // A voice-control user says the words shown: the button's name starts with them (WCAG 2.5.3; the scan checks every one).
  await expect(okot.getByRole('button', { name: 'Change role for Patrick Okot', exact: true })).toBeVisible();
  await expectAccessible(page, 'accounts');
  await keepScreenshot(page, 'accounts-desktop.png');

  await page.getByRole('button', { name: 'Add a staff account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff account' });
  await dialog.getByLabel('National Identification Number (NIN)').fill(NEW.nin);
  await dialog.getByLabel('Given name').fill(NEW.givenName);
  await dialog.getByLabel('Surname').fill('Nansubu'); // not as the register holds it
  await dialog.getByLabel('Work e-mail address').fill(NEW.email);
  await dialog.getByLabel('Phone number').fill(NEW.phone);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Registrar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add the account' }).click();
  await expect(
    dialog.getByRole('link', { name: 'The national register gives this NIN to Betty Nansubuga: check the NIN or the names' }),
  ).toBeVisible();
  await expectAccessible(page, 'add account with an error');
  await keepScreenshot(page, 'accounts-add-error.png');
  await dialog.getByLabel('Surname').fill(NEW.surname);
  await dialog.getByRole('button', { name: 'Add the account' }).click();
  await expect(page.getByText(`Betty Nansubuga's account is made. We e-mailed ${NEW.email} a link to set a password.`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Betty Nansubuga/ })).toContainText('Invited: no password yet');
  await signOut(page);

  // The invitation sets the password; signing in leads to the back office, not to onboarding.
  const invitation = await latestMessage(page, NEW.email, 'email');
  await page.goto(invitation.link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  await signIn(page, NEW.email, PASSWORD);
  await expect(page).toHaveURL('/backoffice/dashboard');
  await expect(page.getByText('Registrar, national registry')).toBeVisible();
  await signOut(page);

  // Deactivated, the account cannot sign in, and the person is told why.
  await signInAs(page, 'admin@registry.example.ug', '/backoffice/accounts?q=nansubuga');
  await page.getByRole('button', { name: "Deactivate Betty Nansubuga's account" }).click();
  const confirm = page.getByRole('dialog', { name: "Deactivate Betty Nansubuga's account" });
  await expectAccessible(page, 'deactivate dialog');
  await confirm.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByRole('row', { name: /Betty Nansubuga/ })).toContainText('Deactivated');
  await signOut(page);
  await signIn(page, NEW.email, PASSWORD);
  await expect(page.getByText(/This account has been deactivated by the registry’s administrator/).first()).toBeVisible();
});
