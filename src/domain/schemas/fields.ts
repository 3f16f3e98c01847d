/**
 * Field-level zod schemas shared by every payload (SPEC.md §5, DOMAIN.md §4). The same schemas
 * validate forms in the browser and payloads in the mock API, so both give the same messages.
 */
import { z } from 'zod';
import { isWellFormedNin, normaliseNin, ninProblem } from '../nin';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longest personal name part accepted. */
export const NAME_MAX = 50;

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/**
 * A personal name part (given name, surname): letters, spaces, apostrophes, hyphens and full stops;
 * 1 to 50 characters after trimming. Markup such as `<script>` is refused by the pattern.
 * @param label - the field's label, used in messages ("Enter your {label}").
 */
export function personName(label: string) {
  return z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(NAME_MAX, `Your ${label} must be ${NAME_MAX} characters or fewer`)
    .regex(NAME_PATTERN, `Your ${label} can only contain letters, spaces, hyphens and apostrophes`);
}

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(EMAIL_MAX, `Your email address must be ${EMAIL_MAX} characters or fewer`)
  .pipe(z.email('Enter an email address in the correct format, like name@example.ug'))
  .transform((v) => v.toLowerCase());

/** A NIN, trimmed and upper-cased, then exactly 14 letters or digits (SPEC.md §5, DOMAIN.md §4). */
export const ninField = z
  .string({ error: 'Enter your National Identification Number (NIN)' })
  .transform((v) => normaliseNin(v))
  .superRefine((value, ctx) => {
    const problem = isWellFormedNin(value) ? null : ninProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A calendar date as the API speaks it: yyyy-mm-dd (DOMAIN.md §4). */
export const isoDateField = z.iso.date('Enter a real date');

/** A six-digit one-time code. */
export const otpField = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .min(1, 'Enter the 6-digit code')
  .regex(/^\d{6}$/, 'The code is 6 digits, like 123456');

/**
 * A required line of text the person types (a name, an address, a reason): trimmed, 1 to `max`
 * characters, no `<` or `>`. Shared by every service's answers, so the messages are the same.
 * @param what - how the message names it, lower-case, e.g. "the surname" ("Enter the surname").
 * @param max - most characters after trimming.
 */
export function requiredText(what: string, max: number) {
  const What = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`;
  return z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `${What} must be ${max} characters or fewer`)
    .regex(/^[^<>]*$/, `${What} cannot contain < or >`);
}

/**
 * An optional line of text: as {@link requiredText}, but may be empty ('' when absent).
 * @param what - how the message names it, lower-case.
 * @param max - most characters after trimming.
 */
export function optionalText(what: string, max: number) {
  const What = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`;
  return z
    .string()
    .trim()
    .max(max, `${What} must be ${max} characters or fewer`)
    .regex(/^[^<>]*$/, `${What} cannot contain < or >`)
    .default('');
}

/**
 * A person as the national identification register gives them (DOMAIN.md §4: "NIN verified → names, date
 * of birth, sex prefilled"): the NIN, the names, the date of birth and sex (read-only in the forms, filled by
 * verifying the NIN), and the nationality. Every form that names a person by NIN extends it.
 */
export const registeredPersonSchema = z.object({
  nin: ninField,
  givenName: requiredText('the given name', 50),
  surname: requiredText('the surname', 50),
  dateOfBirth: isoDateField,
  sex: z.enum(['MALE', 'FEMALE'], { error: 'Verify the NIN to fill in the sex' }),
  nationality: requiredText('the nationality', 60),
});
/** A person as the national register gives them. */
export type RegisteredPerson = z.output<typeof registeredPersonSchema>;
