/**
 * The phone field schema (SPEC.md §5, DOMAIN.md §4). It checks a number through the phone rule's checker slot
 * (../phone-rule.ts), so a schema with a phone field does not carry libphonenumber's metadata: the mock API and the
 * tests load the checker at start, a page when it first checks a number (src/ui/components/form/use-zod-form.ts).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../words';
import { PHONE_LIMITS, PHONE_NOT_CHECKED, phoneChecker } from '../phone-rule';

/**
 * A phone number in any common form, normalised to E.164 (SPEC.md §5, DOMAIN.md §4). Before the checker has arrived,
 * a number is refused with {@link PHONE_NOT_CHECKED} (never let through unchecked).
 */
export const phoneField = z
  .string(says(msg`Enter a phone number`))
  .trim()
  .min(1, says(msg`Enter a phone number`))
  .max(PHONE_LIMITS.maxParseLength, says(msg`Enter a phone number`))
  .transform((value, ctx) => {
    const check = phoneChecker();
    if (!check) {
      ctx.addIssue({ code: 'custom', message: textOf(PHONE_NOT_CHECKED) });
      return z.NEVER;
    }
    const result = check(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.e164;
  });
