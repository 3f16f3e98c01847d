/**
 * The application for a marital status letter (SINGLE_STATUS_LETTER; DOMAIN.md §1 "single-status letter
 * for people marrying abroad; issued only after a register search finds no subsisting marriage", §5
 * "applicant (NIN), country of intended marriage, intended spouse, LC1 letter, birth certificate,
 * statutory declarations by the applicant and a parent").
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words } from '../../words';
import { parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { optionalText, registeredPersonSchema, requiredText } from '#src/domain/schemas/fields';
import { MIN_MARRIAGE_AGE } from '#src/domain/services/shared/notice';
import { documentRefSchema } from '#src/domain/schemas/uploads';

const text = (what: Words, max = 120) => requiredText(what, max);

/** The applicant: their own NIN, verified with the national register (names, date of birth and sex come from it). */
export const statusApplicantSchema = registeredPersonSchema.extend({
  /** Where the applicant lives: the registry's office of that district decides. */
  district: text(msg`the district where you live`, 80),
});

/** The intended marriage abroad. */
export const intendedMarriageSchema = z.object({
  country: text(msg`the country where you intend to marry`, 80),
  spouseName: text(msg`the full name of the person you intend to marry`, 120),
  spouseNationality: text(msg`their nationality`, 60),
  spouseDocument: optionalText(msg`their passport or national ID number`, 40),
});

/** The documents the letter needs. */
export const statusDocumentsSchema = z.object({
  lc1Letter: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the letter from your LC1 chairperson`)),
  birthCertificate: documentRefSchema.nullable().refine(Boolean, says(msg`Upload your birth certificate`)),
  applicantDeclaration: documentRefSchema.nullable().refine(Boolean, says(msg`Upload your statutory declaration`)),
  parentDeclaration: documentRefSchema.nullable().refine(Boolean, says(msg`Upload your parent's statutory declaration`)),
});

/**
 * The applicant's age rule: a letter that one is free to marry is for a person old enough to marry
 * (Marriage Act: 18).
 * @param applicant - the parsed applicant.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkStatusApplicant(applicant: z.output<typeof statusApplicantSchema>, today: string, ctx: z.core.$RefinementCtx): void {
  const age = ageOn(applicant.dateOfBirth, parseISO(today));
  if (age !== undefined && age < MIN_MARRIAGE_AGE) {
    ctx.addIssue({
      code: 'custom',
      path: ['applicant', 'dateOfBirth'],
      message: textOf(msg`You must be at least ${MIN_MARRIAGE_AGE} years old to marry`),
    });
  }
}

/**
 * The whole application, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function maritalStatusLetterSchema(today: string) {
  return z
    .object({ applicant: statusApplicantSchema, intended: intendedMarriageSchema, documents: statusDocumentsSchema })
    .superRefine((letter, ctx) => checkStatusApplicant(letter.applicant, today, ctx));
}
/** A complete application for a marital status letter. */
export type MaritalStatusLetterAnswers = z.output<ReturnType<typeof maritalStatusLetterSchema>>;

/** The registers a marital status letter's search covers: every regime (DOMAIN.md §1, §6). */
export const REGISTERS_SEARCHED = 'The registers of civil, church, customary, Islamic and Hindu marriages';

/** The answer when the NIN is not the applicant's own. */
export const NOT_OWN_NIN = 'Apply with your own NIN: a marital status letter is about the person who applies for it';
