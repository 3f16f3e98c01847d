/**
 * The return of a customary marriage (CUSTOMARY_MARRIAGE; DOMAIN.md §1 "Customary: return within 6
 * months of the ceremony, 2 witnesses; late registration allowed at a higher fee", §5 "ceremony date
 * and place (district, sub-county), parties, 2 witnesses, the customary rites, registrar's return
 * form"). The couple files it with the registrar's return form; the sub-county chief or town clerk
 * is the registrar in law (Customary Marriages (Registration) Act).
 *
 * Built from the pieces other services already own: the NIN-verified party of the special licence
 * (plus the clan), the witness of the civil notice, the upload reference.
 */
import { z } from 'zod';
import { textOf, says } from '../../words';
import { msg } from '@lingui/core/macro';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { optionalText, isoDateField, requiredText } from '#src/domain/schemas/fields';
import { MIN_MARRIAGE_AGE, SAME_PERSON_MESSAGE, witnessSchema } from '#src/domain/services/shared/notice';
import { documentRefSchema } from '#src/domain/schemas/uploads';
import { licencePartySchema } from '../shared/notice';

/** One party: NIN verified with the national register, contact details and the clan. */
export const customaryPartySchema = licencePartySchema.extend({
  clan: requiredText(msg`the clan`, 80),
});
/** A party to a customary marriage. */
export type CustomaryParty = z.output<typeof customaryPartySchema>;

/** The ceremony: when and where (DOMAIN.md §5: district, sub-county; we add the village or venue). */
export const customaryCeremonySchema = z.object({
  /** yyyy-mm-dd; not in the future. */
  date: isoDateField,
  district: requiredText(msg`the district of the ceremony`, 80),
  subCounty: requiredText(msg`the sub-county or town council`, 80),
  venue: requiredText(msg`the village or venue`, 120),
  /** The customary rites performed, in the couple's words. */
  rites: requiredText(msg`the customary rites performed`, 1000),
  /** Bride price or gifts given, if any (optional). */
  bridePrice: optionalText(msg`the bride price or gifts`, 500),
});
/** The ceremony of a customary marriage. */
export type CustomaryCeremony = z.output<typeof customaryCeremonySchema>;

/** Two witnesses (DOMAIN.md §1, §5: name, NIN or passport, phone). */
export const customaryWitnessesSchema = z.tuple([witnessSchema, witnessSchema]);

/** The documents: the registrar's return form, signed, and both parties' IDs. */
export const customaryDocumentsSchema = z.object({
  returnForm: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the registrar's return form`)),
  partyOneId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the first party's national ID`)),
  partyTwoId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the second party's national ID`)),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/** The message when the ceremony date is after the day of filing. */
export const FUTURE_CEREMONY_MESSAGE = 'The date of the ceremony must be today or in the past';

/**
 * The ceremony date rule: a return is filed after the ceremony, so the date is not after `today`.
 * @param ceremony - the parsed ceremony.
 * @param today - the day of filing, yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkCeremonyDate(ceremony: Pick<CustomaryCeremony, 'date'>, today: string, ctx: RuleContext): void {
  if (differenceInCalendarDays(parseISO(ceremony.date), parseISO(today)) > 0) {
    ctx.addIssue({ code: 'custom', path: ['ceremony', 'date'], message: FUTURE_CEREMONY_MESSAGE });
  }
}

/**
 * A party's age rule: at least 18 on the day of the ceremony (Customary Marriages (Registration) Act,
 * as amended; the Constitution art. 31: 18 for every marriage).
 * @param party - the parsed party.
 * @param key - its path ('partyOne' | 'partyTwo').
 * @param who - how the message names it ("The first party").
 * @param ceremonyDate - yyyy-mm-dd, or '' when not known yet (then nothing is checked).
 * @param ctx - where issues are added.
 */
export function checkCustomaryPartyAge(
  party: Pick<CustomaryParty, 'dateOfBirth'>,
  key: string,
  who: string,
  ceremonyDate: string,
  ctx: RuleContext,
): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ceremonyDate)) return;
  const age = ageOn(party.dateOfBirth, parseISO(ceremonyDate));
  if (age !== undefined && age < MIN_MARRIAGE_AGE) {
    ctx.addIssue({
      code: 'custom',
      path: [key, 'dateOfBirth'],
      message: textOf(msg`${who} must have been at least ${MIN_MARRIAGE_AGE} years old on the day of the ceremony`),
    });
  }
}

/**
 * The whole return, as submitted.
 * @param today - the day of filing, yyyy-mm-dd.
 */
export function customaryReturnSchema(today: string) {
  return z
    .object({
      ceremony: customaryCeremonySchema,
      partyOne: customaryPartySchema,
      partyTwo: customaryPartySchema,
      witnesses: customaryWitnessesSchema,
      documents: customaryDocumentsSchema,
    })
    .superRefine((ret, ctx) => {
      checkCeremonyDate(ret.ceremony, today, ctx);
      checkCustomaryPartyAge(ret.partyOne, 'partyOne', 'The first party', ret.ceremony.date, ctx);
      checkCustomaryPartyAge(ret.partyTwo, 'partyTwo', 'The second party', ret.ceremony.date, ctx);
      if (ret.partyOne.nin === ret.partyTwo.nin) {
        ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
      }
    });
}
/** A complete customary marriage return. */
export type CustomaryReturn = z.output<ReturnType<typeof customaryReturnSchema>>;
