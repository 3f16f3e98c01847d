/**
 * Fetches the phone checker (./phone.ts, with libphonenumber's full metadata, about 50 kB gzip) and puts it in the
 * phone rule's slot (./phone-rule.ts; issue 33). Apart from both so that neither imports the other back.
 */
import { installPhoneChecker, type PhoneChecker } from './phone-rule';

/**
 * Load the checker and fill the slot; the module is fetched once, later calls answer from it.
 * @returns the checker; rejects when its code cannot be fetched (offline).
 */
export async function loadPhoneChecker(): Promise<PhoneChecker> {
  const { checkPhone } = await import('./phone');
  installPhoneChecker(checkPhone);
  return checkPhone;
}
