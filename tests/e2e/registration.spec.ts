/**
 * A new person signs up, activates email and phone through the mock outbox, sets a password, signs
 * in, proves a NIN of the mock national register with the code sent to its phone and lands in their area (SPEC.md §4
 * "Registration steps", "Routing after sign-in"). Every page visited is scanned with axe.
 */
import { FREE_NINS, registerPhone } from '#mocks/seed/demo';
import { expect, expectAccessible, latestMessage, signIn, test } from '../support/e2e';

// The journey walks nine pages and waits for two messages: room on a loaded 2-core machine, where
// Playwright's default 60 s ran out (decision 015, amendment of issue 9).
test.describe.configure({ timeout: 120_000 });

function uniquePerson() {
  const n = Date.now() % 10_000_000;
  return {
    email: `e2e.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.ug`,
    phoneNational: `0775${String(n).padStart(6, '0').slice(-6)}`,
  };
}

test('sign up, activate, set a password, sign in, onboard, land on the services list', async ({ page }) => {
  const person = uniquePerson();
  // Nothing is fetched from anywhere but the portal: flags are bundled, no IP-to-country lookup.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/');
  await expectAccessible(page, 'landing');
  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL('/auth/sign-up');
  await expectAccessible(page, 'sign-up');

  await page.getByLabel('Given name').fill('Florence');
  await page.getByLabel('Surname').fill('Adong');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(person.phoneNational);
  await page.getByLabel('I accept the terms and privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/auth/account-registration-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectAccessible(page, 'registration success');

  const email = await latestMessage(page, person.email, 'email');
  expect(email.link).toMatch(/^\/auth\/email-verified\?token=/);
  await page.goto(email.link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
  await expectAccessible(page, 'email verified');
  await page.getByRole('button', { name: 'Send the code' }).click();

  await expect(page).toHaveURL('/auth/verify-otp');
  await expectAccessible(page, 'verify otp');
  const sms = await latestMessage(page, person.phoneNational, 'sms');
  expect(sms.code).toMatch(/^\d{6}$/);

  // A wrong code first: a clear message at the field, nothing lost.
  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is incorrect. Check the SMS and try again').first()).toBeVisible();
  await expectAccessible(page, 'verify otp with error');

  // The page survives a reload: registration resumes at the code step.
  await page.reload();
  await expect(page).toHaveURL('/auth/verify-otp');
  await page.getByLabel('Code').fill(sms.code!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL('/auth/set-password');
  await expectAccessible(page, 'set password');
  // The strength meter follows the typing (decision 012); a common password is refused at the field
  // and in the error summary.
  const password = page.getByLabel('Password', { exact: true });
  const meter = page.getByTestId('password-strength');
  await password.pressSequentially('P@ss');
  await expect(meter).toContainText('Password strength: Too short');
  await password.pressSequentially('w0rd');
  await expect(meter).toContainText('Password strength: Very weak');
  await expect(meter).toContainText('This is on a list of common passwords.');
  await page.getByLabel('Confirm password').fill('P@ssw0rd');
  await page.getByRole('button', { name: 'Create password' }).click();
  const common = 'Choose a password that is harder to guess: this one is on a list of common passwords';
  await expect(page.getByRole('alert', { name: 'There is a problem' }).getByRole('link', { name: common })).toBeVisible();
  await expect(page.locator('#password-error')).toHaveText(`Error: ${common}`);
  await expectAccessible(page, 'set password with a common password');
  await password.fill('Kampala#2026');
  await expect(meter).toContainText('Password strength: Strong');
  await page.getByLabel('Confirm password').fill('Kampala#2026');
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await expectAccessible(page, 'account ready');

  await signIn(page, person.email, 'Kampala#2026');
  await expect(page).toHaveURL('/account-onboard');
  await expectAccessible(page, 'onboarding');

  await page.getByLabel('National Identification Number (NIN)').fill(` ${FREE_NINS[1].toLowerCase()} `);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // The code goes to the phone the national register holds for the NIN, not to the account's (issue 31 §1).
  await expect(page.getByText('+256 70• ••• •56')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill((await latestMessage(page, registerPhone(FREE_NINS[1]), 'sms')).code ?? '');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByRole('heading', { name: 'Your record in the national register' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Florence Adong' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '03-12-1997' })).toBeVisible();
  await expectAccessible(page, 'onboarding record');
  await page.getByRole('combobox', { name: 'District where you live' }).fill('Gul');
  await page.getByRole('option', { name: 'Gulu' }).click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page).toHaveURL('/user/services/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('Welcome, Florence.')).toBeVisible();
  const profile = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userProfile') ?? '{}') as { idNumber?: string });
  expect(profile.idNumber).toBe(FREE_NINS[1]);
  expect(elsewhere).toEqual([]);
});
