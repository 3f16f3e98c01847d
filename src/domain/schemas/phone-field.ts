/**
 * The phone field schema (SPEC.md §5, DOMAIN.md §4), apart from the other field schemas because it
 * carries libphonenumber's full metadata: only forms with a phone number load it.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { checkPhone, PHONE_LIMITS } from '../phone';

/** A phone number in any common form, normalised to E.164 (SPEC.md §5, DOMAIN.md §4). */
export const phoneField = z
  .string(says(msg`Enter a phone number`))
  .trim()
  .min(1, says(msg`Enter a phone number`))
  .max(PHONE_LIMITS.maxParseLength, says(msg`Enter a phone number`))
  .transform((value, ctx) => {
    const result = checkPhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.e164;
  });
