/**
 * Answers shared by the account registrations (DOMAIN.md §5 "Account registrations (district kadhi,
 * Hindu temple, church agent): the organisation, its officers, appointment letter / gazette notice,
 * district"): the organisation's officers, given in a fixed number of slots of which the first is
 * required and the others are optional (a slot left wholly blank is not an officer).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { textOf } from '../words';
import { requiredText } from './fields';
import { phoneField } from './phone-field';

/** How many officers a form offers (the first required). */
export const OFFICER_SLOTS = 3;

/** One officer of an organisation: name, role (e.g. "Secretary"), phone (E.164). */
export const officerSchema = z.object({
  name: requiredText("the officer's full name", 100),
  role: requiredText("the officer's role", 80),
  phone: phoneField,
});
/** One officer. */
export type Officer = z.output<typeof officerSchema>;

/** A slot as the form keeps it: every value a string, possibly blank. */
const slotSchema = z.looseObject({ name: z.unknown(), role: z.unknown(), phone: z.unknown() }).partial();

/**
 * Whether a slot of a repeated group is wholly blank (every value empty, null or absent).
 * @param slot - the slot's answers.
 */
export function isBlankSlot(slot: unknown): boolean {
  if (!slot || typeof slot !== 'object') return true;
  return Object.values(slot).every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));
}

/**
 * The officers: up to {@link OFFICER_SLOTS} slots; the first must be filled in, a later one is
 * either blank or complete. Output: the filled officers, in order (at least one).
 * Issues are reported at `<index>.<field>` (e.g. "officers.1.phone").
 */
export const officersSchema = z
  .array(slotSchema)
  .max(OFFICER_SLOTS, `Give at most ${OFFICER_SLOTS} officers`)
  .superRefine((slots, ctx) => {
    slots.forEach((slot, index) => {
      if (index > 0 && isBlankSlot(slot)) return;
      const result = officerSchema.safeParse(slot);
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path.map(String)], message: issue.message });
      }
    });
    if (slots.length === 0) ctx.addIssue({ code: 'custom', path: [0, 'name'], message: textOf(msg`Enter the officer's full name`) });
  })
  .transform((slots): Officer[] =>
    slots.filter((slot, index) => index === 0 || !isBlankSlot(slot)).map((slot) => officerSchema.parse(slot)),
  );
