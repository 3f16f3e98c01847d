/**
 * The new-password schemas (src/domain/password-rule.ts; NIST SP 800-63B §5.1.1.2;
 * docs/decisions/012-password-policy.md): the field, the field with the whole rule for forms, and the
 * set-password / reset-password payload. Kept apart from fields.ts and auth.ts so the rule loads only
 * with the pages that set a password (docs/decisions/004-bundle-budget.md).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../words';
import { checkPassword, PASSWORD_MESSAGES, passwordShapeProblem, type PasswordContext } from '../password-rule';

/**
 * A new password, the checks that need nothing else (src/domain/password-rule.ts; NIST SP 800-63B
 * §5.1.1.2): 8 to 128 characters (Unicode code points after NFKC), any characters, spaces included,
 * no composition rules; not a repeated pattern or a straight sequence. The value is kept as typed.
 * The common list and the person's details are checked by {@link checkedNewPasswordField} in forms
 * and by the API.
 */
export const newPasswordField = z.string(says(PASSWORD_MESSAGES.empty)).superRefine((value, ctx) => {
  const problem = passwordShapeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: textOf(PASSWORD_MESSAGES[problem]) });
});

/** What {@link checkedNewPasswordField} checks a password against. */
export interface NewPasswordChecks {
  /**
   * The common-password list, lower-case (src/domain/common-passwords.ts: forms pass
   * `commonPasswordsIfLoaded`, which never waits for the download). Null skips the check (the API
   * still makes it).
   */
  commonPasswords: () => Promise<ReadonlySet<string> | null>;
  /** What the form knows of the account (read at each validation), if anything. */
  context?: () => PasswordContext | null;
}

/**
 * A new password with the whole rule of src/domain/password-rule.ts: {@link newPasswordField}, then
 * the common list and the person's own details. Asynchronous (the list loads lazily): use with
 * `parseAsync`, as the form resolver does. The messages are the API's (`errors.password`).
 * @param checks - the list loader and the account's details.
 */
export function checkedNewPasswordField(checks: NewPasswordChecks) {
  return newPasswordField.superRefine(async (value, ctx) => {
    if (passwordShapeProblem(value)) return;
    const problem = checkPassword(value, { commonPasswords: await checks.commonPasswords(), context: checks.context?.() });
    if (problem) ctx.addIssue({ code: 'custom', message: textOf(PASSWORD_MESSAGES[problem]) });
  });
}

/** The confirmation of a new password: it must match (the message sits on `confirmPassword`). */
function matchingConfirmation(v: { password: string; confirmPassword: string }): boolean {
  return v.password === v.confirmPassword;
}
const MISMATCH = { path: ['confirmPassword'], ...says(msg`The passwords do not match`) };

/**
 * A new password typed twice (the form of registration step 5), with the given password field: the
 * API's {@link newPasswordField}, or a form's {@link checkedNewPasswordField}.
 * @param password - the password field's schema.
 */
export function newPasswordPairSchema(password: z.ZodString) {
  return z
    .object({
      password,
      confirmPassword: z.string(says(msg`Confirm your password`)).min(1, says(msg`Confirm your password`)),
    })
    .refine(matchingConfirmation, MISMATCH);
}

/**
 * The set-password and reset-password payload with the given password field (see
 * {@link newPasswordPairSchema}); the account-password form uses it with the full rule.
 * @param password - the password field's schema.
 */
export function setPasswordSchemaWith(password: z.ZodString) {
  return z
    .object({
      token: z
        .string()
        .trim()
        .min(1, says(msg`The password link is incomplete`))
        .max(512),
      password,
      confirmPassword: z.string(says(msg`Confirm your password`)).min(1, says(msg`Confirm your password`)),
    })
    .refine(matchingConfirmation, MISMATCH);
}

/**
 * Step 5, set password (POST /users/auth/set-password); also the reset-password payload
 * (`SetPasswordPayload` in auth.ts). The password is checked for its shape here; the API then checks
 * it against the common list and the account's details (src/domain/password-rule.ts).
 */
export const setPasswordSchema = setPasswordSchemaWith(newPasswordField);
