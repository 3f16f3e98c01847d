/**
 * Marriage returns (MARRIAGE_RETURNS; DOMAIN.md §1, §5 "Marriage return (church / Islamic / Hindu)";
 * docs/decisions/014-returns-and-organisations.md). One service, two kinds told apart by `regime`:
 *
 * - **CHURCH**: the return a licensed place of worship files for each marriage it celebrated (the
 *   Marriage Act's returns of marriages in licensed places of worship): the place (one of the places
 *   the filer is licensed for), date of marriage, the church's certificate number, for each party the
 *   name, NIN (optional for foreigners), age, prior condition, occupation, residence and father; the
 *   date entered in the church's register, the celebrant, two witnesses and the scanned signed return.
 * - **HINDU**: the couple's registration of a Hindu marriage: the temple and its district, date of
 *   marriage, the priest, both parties (NIN verified; both at least 18 on the date of marriage:
 *   DOMAIN.md §1), two witnesses and the temple's marriage certificate.
 *
 * Both kinds keep the same top-level keys (place, marriage, partyOne, partyTwo, witnesses, documents),
 * so an officer's correction request names the same sections for either.
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, type Words } from '../../words';
import { parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { isWellFormedNin, ninProblem, normaliseNin } from '#src/domain/nin';
import { CONDITIONS, MIN_MARRIAGE_AGE, SAME_PERSON_MESSAGE } from '#src/domain/services/shared/notice';
import { isoDateField, registeredPersonSchema, requiredText } from '#src/domain/schemas/fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** The kinds of marriage return (the answers' `regime`; the service's variants). */
export const RETURN_REGIMES = ['CHURCH', 'HINDU'] as const;
/** A kind of marriage return. */
export type ReturnRegime = (typeof RETURN_REGIMES)[number];

/** Whether a party's father is living (his occupation is asked) or deceased (DOMAIN.md §5). */
export const FATHER_STATUSES = ['LIVING', 'DECEASED'] as const;
/** Words for each father status. */
export const FATHER_STATUS_LABELS: Readonly<Record<(typeof FATHER_STATUSES)[number], string>> = wordsTable({
  LIVING: msg`Living`,
  DECEASED: msg`Deceased`,
});

/** Oldest age a return may give, in years (catches typing mistakes such as 277). */
export const MAX_AGE = 120;

/** Messages of the return's rules, written once for the schema and the form. */
export const RETURN_MESSAGES = {
  futureMarriage: 'The date of marriage cannot be in the future',
  futureEntry: 'The date entered in the register cannot be in the future',
  entryBeforeMarriage: 'The date entered in the register cannot be before the date of marriage',
  ageFormat: 'Enter the age in whole years, like 27',
  tooYoung: `A party must have been at least ${MIN_MARRIAGE_AGE} years old to marry`,
  tooOld: `Enter an age of ${MAX_AGE} or less`,
  fatherOccupation: "Enter the father's occupation, or choose Deceased",
  choosePlace: 'Choose the place of worship',
  hinduTooYoung: (who: string) => `${who} must have been at least ${MIN_MARRIAGE_AGE} years old on the date of marriage`,
} as const;

const text = (what: Words, max = 100) => requiredText(what, max);

/** A NIN that may be left empty (a foreign party has none): '' or a well-formed NIN, upper-cased. */
export const optionalNinField = z
  .string()
  .default('')
  .transform((v) => normaliseNin(v))
  .superRefine((value, ctx) => {
    if (value === '' || isWellFormedNin(value)) return;
    const problem = ninProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A witness: the name as signed in the register. */
export const returnWitnessSchema = z.object({ name: text(msg`the full name of the witness`) });

/** Two witnesses (DOMAIN.md §5). */
export const returnWitnessesSchema = z.tuple([returnWitnessSchema, returnWitnessSchema]);

/** The licensed place of worship of a church return: chosen from the filer's places, never typed. */
export const churchPlaceSchema = z.object({
  /** The public place licence number, e.g. "PL-2026-4D2R-8NWT". */
  licenceNumber: z.string({ error: RETURN_MESSAGES.choosePlace }).trim().min(1, RETURN_MESSAGES.choosePlace).max(40),
  /** Filled from the licence when chosen. */
  name: text(msg`the name of the place of worship`, 200),
  district: text(msg`the district of the place of worship`, 80),
});

/** The marriage of a church return. */
export const churchMarriageSchema = z.object({
  /** yyyy-mm-dd; not after the day of filing. */
  date: isoDateField,
  /** The number of the marriage certificate the church issued. */
  certificateNumber: text(msg`the church's certificate number`, 40),
  /** yyyy-mm-dd: when the marriage was entered in the church's register. */
  registerEntryDate: isoDateField,
  celebrant: text(msg`the name of the celebrant`, 100),
});

/** One party of a church return (DOMAIN.md §5). */
export const churchPartySchema = z.object({
  nin: optionalNinField,
  givenName: text(msg`the given name`, 50),
  surname: text(msg`the surname`, 50),
  /** Whole years at the date of marriage, as digits (kept as text: the form's text box). */
  age: z
    .string(says(msg`Enter the age`))
    .trim()
    .min(1, says(msg`Enter the age`))
    .regex(/^\d{1,3}$/, RETURN_MESSAGES.ageFormat),
  condition: z.enum(CONDITIONS, says(msg`Choose the condition before the marriage`)),
  occupation: text(msg`the occupation`, 80),
  residence: text(msg`the place of residence`, 120),
  fatherName: text(msg`the father's name`, 100),
  fatherStatus: z.enum(FATHER_STATUSES, says(msg`Choose whether the father is living or deceased`)),
  /** Asked only while the father is living; '' otherwise. */
  fatherOccupation: z
    .string()
    .trim()
    .max(80, says(msg`The father's occupation must be 80 characters or fewer`))
    .regex(/^[^<>]*$/, says(msg`The father's occupation cannot contain < or >`))
    .default(''),
});
/** One party of a church return. */
export type ChurchParty = z.output<typeof churchPartySchema>;

/** The scanned signed return. */
export const churchDocumentsSchema = z.object({
  signedReturn: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the scanned signed return`)),
});

/** The temple of a Hindu registration. */
export const templeSchema = z.object({
  name: text(msg`the name of the temple`, 200),
  district: text(msg`the district of the temple`, 80),
});

/** The marriage of a Hindu registration. */
export const hinduMarriageSchema = z.object({
  /** yyyy-mm-dd; not after the day of filing. */
  date: isoDateField,
  /** The priest who solemnised the marriage. */
  celebrant: text(msg`the name of the priest`, 100),
});

/** One party of a Hindu registration: NIN verified with the national register (DOMAIN.md §4). */
export const hinduPartySchema = registeredPersonSchema;
/** One party of a Hindu registration. */
export type HinduParty = z.output<typeof hinduPartySchema>;

/** The temple's marriage certificate. */
export const hinduDocumentsSchema = z.object({
  templeCertificate: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the temple's marriage certificate`)),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The date of marriage is not after `today` (a return is of a marriage that took place).
 * @param date - yyyy-mm-dd.
 * @param today - the day of filing, yyyy-mm-dd.
 * @param ctx - where the issue is added (path marriage.date).
 */
export function checkMarriageDate(date: string, today: string, ctx: RuleContext): void {
  if (date > today) ctx.addIssue({ code: 'custom', path: ['marriage', 'date'], message: RETURN_MESSAGES.futureMarriage });
}

/**
 * The church marriage's dates: married not after today, entered in the register between the marriage
 * and today.
 * @param marriage - the parsed marriage.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkChurchMarriage(marriage: z.output<typeof churchMarriageSchema>, today: string, ctx: RuleContext): void {
  checkMarriageDate(marriage.date, today, ctx);
  if (marriage.registerEntryDate > today) {
    ctx.addIssue({ code: 'custom', path: ['marriage', 'registerEntryDate'], message: RETURN_MESSAGES.futureEntry });
  } else if (marriage.registerEntryDate < marriage.date) {
    ctx.addIssue({ code: 'custom', path: ['marriage', 'registerEntryDate'], message: RETURN_MESSAGES.entryBeforeMarriage });
  }
}

/**
 * A church party's own rules: at least 18 (Marriage Act), at most {@link MAX_AGE}; the father's
 * occupation while he is living.
 * @param party - the parsed party.
 * @param key - 'partyOne' | 'partyTwo'.
 * @param ctx - where issues are added.
 */
export function checkChurchParty(party: ChurchParty, key: string, ctx: RuleContext): void {
  const age = Number.parseInt(party.age, 10);
  if (age < MIN_MARRIAGE_AGE) ctx.addIssue({ code: 'custom', path: [key, 'age'], message: RETURN_MESSAGES.tooYoung });
  else if (age > MAX_AGE) ctx.addIssue({ code: 'custom', path: [key, 'age'], message: RETURN_MESSAGES.tooOld });
  if (party.fatherStatus === 'LIVING' && !party.fatherOccupation) {
    ctx.addIssue({ code: 'custom', path: [key, 'fatherOccupation'], message: RETURN_MESSAGES.fatherOccupation });
  }
}

/**
 * A Hindu party was at least 18 on the date of marriage (DOMAIN.md §1 "both parties at least 18").
 * @param party - the parsed party.
 * @param key - 'partyOne' | 'partyTwo'.
 * @param who - how the message names it ("The first party").
 * @param dateOfMarriage - yyyy-mm-dd, or '' when not known yet (nothing is checked).
 * @param ctx - where issues are added.
 */
export function checkHinduParty(party: HinduParty, key: string, who: string, dateOfMarriage: string, ctx: RuleContext): void {
  if (!dateOfMarriage) return;
  const age = ageOn(party.dateOfBirth, parseISO(dateOfMarriage));
  if (age !== undefined && age < MIN_MARRIAGE_AGE) {
    ctx.addIssue({ code: 'custom', path: [key, 'dateOfBirth'], message: RETURN_MESSAGES.hinduTooYoung(who) });
  }
}

/**
 * The two parties are different people (when both NINs are given).
 * @param one - the first party's NIN ('' when none).
 * @param two - the second party's NIN.
 * @param ctx - where the issue is added (partyTwo.nin).
 */
export function checkDifferentParties(one: string, two: string, ctx: RuleContext): void {
  if (one && two && one === two) ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
}

/**
 * A whole church marriage return, as submitted.
 * @param today - the day of filing, yyyy-mm-dd.
 */
export function churchReturnSchema(today: string) {
  return z
    .object({
      regime: z.literal('CHURCH'),
      place: churchPlaceSchema,
      marriage: churchMarriageSchema,
      partyOne: churchPartySchema,
      partyTwo: churchPartySchema,
      witnesses: returnWitnessesSchema,
      documents: churchDocumentsSchema,
    })
    .superRefine((answers, ctx) => {
      checkChurchMarriage(answers.marriage, today, ctx);
      checkChurchParty(answers.partyOne, 'partyOne', ctx);
      checkChurchParty(answers.partyTwo, 'partyTwo', ctx);
      checkDifferentParties(answers.partyOne.nin, answers.partyTwo.nin, ctx);
    });
}
/** A complete church marriage return. */
export type ChurchReturn = z.output<ReturnType<typeof churchReturnSchema>>;

/**
 * A whole Hindu marriage registration, as submitted.
 * @param today - the day of filing, yyyy-mm-dd.
 */
export function hinduRegistrationSchema(today: string) {
  return z
    .object({
      regime: z.literal('HINDU'),
      place: templeSchema,
      marriage: hinduMarriageSchema,
      partyOne: hinduPartySchema,
      partyTwo: hinduPartySchema,
      witnesses: returnWitnessesSchema,
      documents: hinduDocumentsSchema,
    })
    .superRefine((answers, ctx) => {
      checkMarriageDate(answers.marriage.date, today, ctx);
      checkHinduParty(answers.partyOne, 'partyOne', 'The first party', answers.marriage.date, ctx);
      checkHinduParty(answers.partyTwo, 'partyTwo', 'The second party', answers.marriage.date, ctx);
      checkDifferentParties(answers.partyOne.nin, answers.partyTwo.nin, ctx);
    });
}
/** A complete Hindu marriage registration. */
export type HinduRegistration = z.output<ReturnType<typeof hinduRegistrationSchema>>;

/**
 * Either kind of return, told apart by `regime` (the service's answers schema).
 * @param today - the day of filing, yyyy-mm-dd.
 */
export function marriageReturnSchema(today: string) {
  return z.discriminatedUnion('regime', [churchReturnSchema(today), hinduRegistrationSchema(today)], {
    ...says(msg`Choose the kind of return`),
  });
}
