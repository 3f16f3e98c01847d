/**
 * Field-level zod schemas shared by every payload (SPEC.md §5, DOMAIN.md §4). The same schemas
 * validate forms in the browser and payloads in the mock API, so both give the same messages.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { isWellFormedNin, normaliseNin, ninProblem } from '../nin';
import { says, saysAbout, type Words } from '../words';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longest personal name part accepted. */
export const NAME_MAX = 50;

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/**
 * A personal name part (given name, surname): letters, spaces, apostrophes, hyphens and full stops;
 * 1 to 50 characters after trimming. Markup such as `<script>` is refused by the pattern.
 * @param label - the field's name in the messages, e.g. `` msg`given name` `` ("Enter your given name").
 */
export function personName(label: Words) {
  const enter = saysAbout(label, (label) => msg`Enter your ${label}`);
  return z
    .string(enter)
    .trim()
    .min(1, enter)
    .max(
      NAME_MAX,
      saysAbout(label, (label) => msg`Your ${label} must be ${NAME_MAX} characters or fewer`),
    )
    .regex(
      NAME_PATTERN,
      saysAbout(label, (label) => msg`Your ${label} can only contain letters, spaces, hyphens and apostrophes`),
    );
}

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z
  .string(says(msg`Enter your email address`))
  .trim()
  .min(1, says(msg`Enter your email address`))
  .max(EMAIL_MAX, says(msg`Your email address must be ${EMAIL_MAX} characters or fewer`))
  .pipe(z.email(says(msg`Enter an email address in the correct format, like name@example.ug`)))
  .transform((v) => v.toLowerCase());

/** A NIN, trimmed and upper-cased, then exactly 14 letters or digits (SPEC.md §5, DOMAIN.md §4). */
export const ninField = z
  .string(says(msg`Enter your National Identification Number (NIN)`))
  .transform((v) => normaliseNin(v))
  .superRefine((value, ctx) => {
    const problem = isWellFormedNin(value) ? null : ninProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A calendar date as the API speaks it: yyyy-mm-dd (DOMAIN.md §4). */
export const isoDateField = z.iso.date(says(msg`Enter a real date`));

/** A six-digit one-time code. */
export const otpField = z
  .string(says(msg`Enter the 6-digit code`))
  .trim()
  .min(1, says(msg`Enter the 6-digit code`))
  .regex(/^\d{6}$/, says(msg`The code is 6 digits, like 123456`));

/**
 * A trimmed line of text held to `max` characters and free of `<` and `>`, with messages naming it.
 * @param text - the string schema so far (trimmed, and required or not).
 * @param what - how the messages name it, lower-case.
 * @param max - most characters after trimming.
 */
function boundedText(text: z.ZodString, what: Words, max: number) {
  return text
    .max(
      max,
      saysAbout(what, (What) => msg`${What} must be ${max} characters or fewer`, { capitalised: true }),
    )
    .regex(
      /^[^<>]*$/,
      saysAbout(what, (What) => msg`${What} cannot contain < or >`, { capitalised: true }),
    );
}

/**
 * A required line of text the person types (a name, an address, a reason): trimmed, 1 to `max`
 * characters, no `<` or `>`. Shared by every service's answers, so the messages are the same.
 * @param what - how the message names it, lower-case, e.g. `` msg`the surname` `` ("Enter the surname").
 * @param max - most characters after trimming.
 */
export function requiredText(what: Words, max: number) {
  const enter = saysAbout(what, (what) => msg`Enter ${what}`);
  return boundedText(z.string(enter).trim().min(1, enter), what, max);
}

/**
 * An optional line of text: as {@link requiredText}, but may be empty ('' when absent).
 * @param what - how the message names it, lower-case.
 * @param max - most characters after trimming.
 */
export function optionalText(what: Words, max: number) {
  return boundedText(z.string().trim(), what, max).default('');
}

/**
 * A person as the national identification register gives them (DOMAIN.md §4: "NIN verified → names, date
 * of birth, sex prefilled"): the NIN, the names, the date of birth and sex (read-only in the forms, filled by
 * verifying the NIN), and the nationality. Every form that names a person by NIN extends it.
 */
export const registeredPersonSchema = z.object({
  nin: ninField,
  givenName: requiredText(msg`the given name`, 50),
  surname: requiredText(msg`the surname`, 50),
  dateOfBirth: isoDateField,
  sex: z.enum(['MALE', 'FEMALE'], says(msg`Verify the NIN to fill in the sex`)),
  nationality: requiredText(msg`the nationality`, 60),
});
/** A person as the national register gives them. */
export type RegisteredPerson = z.output<typeof registeredPersonSchema>;
