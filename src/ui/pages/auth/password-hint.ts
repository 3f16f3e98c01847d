/**
 * The hint under every new-password field; it states the rule of src/domain/password-rule.ts
 * (NIST SP 800-63B §5.1.1.2; docs/decisions/012-password-policy.md) without composition rules.
 */
import { msg } from '@lingui/core/macro';

/** The hint (a message of the catalogue, drawn with `i18n._`). */
export const PASSWORD_HINT = msg`Use at least 8 characters. Three or more random words make a password that is strong and easy to remember. Do not use a common password, or your name, email address or phone number.`;
