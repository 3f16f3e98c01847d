/**
 * The application for a special licence (SPECIAL_LICENSE; DOMAIN.md §1 "special licence (Minister's
 * licence to marry: private venue, or notice waived)", §5 "parties, reason (private venue / notice
 * waiver), venue address, date, supporting letter"). Two forms share these rules, told apart by `kind`.
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words } from '../../words';
import { addMonths, differenceInCalendarDays, parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { isoDateField, requiredText } from '#src/domain/schemas/fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';
import { licencePartySchema, MIN_MARRIAGE_AGE } from '../shared/notice';

// Re-exported: the special licence's forms read its party here.
export { licencePartySchema } from '../shared/notice';

/** What the licence is asked for (DOMAIN.md §1). */
export const SPECIAL_LICENCE_KINDS = ['PRIVATE_VENUE', 'NOTICE_WAIVER'] as const;
/** A kind of special licence. */
export type SpecialLicenceKind = (typeof SPECIAL_LICENCE_KINDS)[number];
/** Words for each kind. */
export const SPECIAL_LICENCE_KIND_LABELS: Readonly<Record<SpecialLicenceKind, string>> = wordsTable({
  PRIVATE_VENUE: msg`Marriage at a private venue`,
  NOTICE_WAIVER: msg`Marriage without the 21-day notice`,
});
/** The marriage date must be within this many months of the application (a licence is for a near date). */
export const SPECIAL_LICENCE_WITHIN_MONTHS = 3;

const text = (what: Words, max = 120) => requiredText(what, max);

/** The marriage the licence is for. */
export const licenceMarriageSchema = z.object({
  venueName: text(msg`the name of the venue`),
  venueAddress: text(msg`the address of the venue`, 200),
  district: text(msg`the district of the venue`, 80),
  /** yyyy-mm-dd. */
  date: isoDateField,
  reason: text(msg`the reason for the licence`, 1000),
});

/** Supporting documents. */
export const licenceDocumentsSchema = z.object({
  supportingLetter: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the supporting letter`)),
  partyOneId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the first party's national ID`)),
  partyTwoId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the second party's national ID`)),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * A party's age rule (Marriage Act: at least 18).
 * @param party - the parsed party.
 * @param key - its path ('partyOne' | 'partyTwo').
 * @param who - how the message names it.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkLicenceParty(
  party: z.output<typeof licencePartySchema>,
  key: string,
  who: string,
  today: string,
  ctx: RuleContext,
): void {
  const age = ageOn(party.dateOfBirth, parseISO(today));
  if (age !== undefined && age < MIN_MARRIAGE_AGE) {
    ctx.addIssue({
      code: 'custom',
      path: [key, 'dateOfBirth'],
      message: textOf(msg`${who} must be at least ${MIN_MARRIAGE_AGE} years old to marry`),
    });
  }
}

/**
 * The date rule: after today and within 3 months.
 * @param marriage - the parsed marriage.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkLicenceDate(marriage: z.output<typeof licenceMarriageSchema>, today: string, ctx: RuleContext): void {
  const day = parseISO(today);
  const date = parseISO(marriage.date);
  if (differenceInCalendarDays(date, day) < 1) {
    ctx.addIssue({ code: 'custom', path: ['marriage', 'date'], message: textOf(msg`The date of the marriage must be in the future`) });
  } else if (date > addMonths(day, SPECIAL_LICENCE_WITHIN_MONTHS)) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'date'],
      message: textOf(msg`The date of the marriage must be within ${SPECIAL_LICENCE_WITHIN_MONTHS} months`),
    });
  }
}

/**
 * The whole application, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function specialLicenceSchema(today: string) {
  return z
    .object({
      kind: z.enum(SPECIAL_LICENCE_KINDS, says(msg`Choose what the licence is for`)),
      partyOne: licencePartySchema,
      partyTwo: licencePartySchema,
      marriage: licenceMarriageSchema,
      documents: licenceDocumentsSchema,
    })
    .superRefine((licence, ctx) => {
      checkLicenceParty(licence.partyOne, 'partyOne', 'The first party', today, ctx);
      checkLicenceParty(licence.partyTwo, 'partyTwo', 'The second party', today, ctx);
      if (licence.partyOne.nin === licence.partyTwo.nin) {
        ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: textOf(msg`The two parties must be different people`) });
      }
      checkLicenceDate(licence.marriage, today, ctx);
    });
}
/** A complete special licence application. */
export type SpecialLicence = z.output<ReturnType<typeof specialLicenceSchema>>;
