/**
 * The password rule as the mock API enforces it on set-password and reset-password
 * (src/domain/password-rule.ts; NIST SP 800-63B §5.1.1.2; docs/decisions/012-password-policy.md).
 * The payload schema has already checked the shape (length, repetition); this adds what only the
 * server can always know: the common list and the account's own name, e-mail address and phone.
 */
import { loadCommonPasswords } from '../src/domain/common-passwords';
import { checkPassword, PASSWORD_MESSAGES } from '../src/domain/password-rule';
import { textOf } from '../src/domain/words';
import type { UserRecord } from './db';
import { fail } from './handlers/shared';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from './messages';

/**
 * Refuse a new password that breaks the rule for this account.
 * @param user - the account the password is for (its given name, surname, e-mail and phone count).
 * @param password - the new password as sent.
 * @throws Response 400 `{ message: 'Check the highlighted fields', code: 'VALIDATION', errors: { password } }`
 *   with the form's own words (e.g. "Choose a password that is harder to guess: this one is on a list
 *   of common passwords").
 */
export async function requireAcceptablePassword(user: UserRecord, password: string): Promise<void> {
  const problem = checkPassword(password, { commonPasswords: await loadCommonPasswords(), context: user });
  if (problem) {
    throw fail(400, MOCK_MESSAGES.validation, {
      code: MOCK_ERROR_CODES.validation,
      errors: { password: textOf(PASSWORD_MESSAGES[problem]) },
    });
  }
}
