/**
 * Signing in with a local phone number (SPEC.md §4). Where every demo account lands after signing
 * in (the README's table), with its stored session, a scan of each landing page, the wrong-password
 * message and signing out are proven by focus.spec.ts, which signs in as each account by keyboard;
 * the sign-in page's axe scan is in its walk of the public pages.
 */
import { expect, signIn, test } from '../support/e2e';

test('an individual can sign in with a local phone number', async ({ page }) => {
  await signIn(page, '0772 123456');
  await expect(page).toHaveURL('/user/services/list');
});
