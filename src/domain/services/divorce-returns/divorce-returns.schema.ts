/**
 * The answers of a divorce return (DIVORCE_RETURNS; DOMAIN.md §1 "Islamic: … divorce returns (register
 * book 2)", §5 "Divorce return: register entry of the marriage, date and kind of divorce, parties,
 * kadhi"; docs/decisions/014). The marriage is named by its entry number in the register of marriages,
 * or, when the officer does not know it, by both parties' NINs. The parties are named as in Islamic
 * marriage returns (NIN verified, or name and age).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { isoDateField, requiredText } from '#src/domain/schemas/fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';
import { checkIdentity, partyIdentitySchema } from '../shared/party-identity';

/** The kinds of Islamic divorce (DOMAIN.md §1; Marriage and Divorce of Mohammedans Act). */
export const DIVORCE_KINDS = ['TALAQ', 'KHULA', 'FASKH'] as const;
/** A kind of divorce. */
export type DivorceKind = (typeof DIVORCE_KINDS)[number];
/** Words and a one-line explanation of each kind, for the form's options and the officer. */
export const DIVORCE_KIND_WORDS: Readonly<Record<DivorceKind, { label: string; hint: string }>> = {
  TALAQ: {
    get label() {
      return textOf(msg`Talaq`);
    },
    get hint() {
      return textOf(msg`The husband pronounced the divorce.`);
    },
  },
  KHULA: {
    get label() {
      return textOf(msg`Khula`);
    },
    get hint() {
      return textOf(msg`The wife asked for the divorce and returned the mahr or another agreed sum.`);
    },
  },
  FASKH: {
    get label() {
      return textOf(msg`Faskh`);
    },
    get hint() {
      return textOf(msg`The kadhi's court dissolved the marriage, for example for cruelty, desertion or failure to maintain.`);
    },
  },
};

/** How an entry number of the register of marriages is written: RM-yyyy-nnnnnn. */
export const ENTRY_NUMBER_PATTERN = /^RM-\d{4}-\d{6}$/;

/** The registered marriage: its entry number, when known. */
export const divorceMarriageSchema = z.object({
  entryNumber: z.string().trim().toUpperCase().default(''),
});

/** The divorce: date, kind, the kadhi and his district. */
export const divorceSchema = z.object({
  /** yyyy-mm-dd. */
  date: isoDateField,
  kind: z.enum(DIVORCE_KINDS, says(msg`Choose the kind of divorce`)),
  district: requiredText(msg`the district of the kadhi`, 80),
  kadhiName: requiredText(msg`the name of the kadhi`, 120),
});

/** The decree or certificate of divorce. */
export const divorceDocumentsSchema = z.object({
  decree: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the decree or certificate of divorce`)),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The marriage is named: a well-formed entry number, or both parties by NIN.
 * @param entryNumber - the entry number given, '' when none.
 * @param bothByNin - whether both parties are named by NIN.
 * @param ctx - where issues are added.
 */
export function checkMarriageNamed(entryNumber: string, bothByNin: boolean, ctx: RuleContext): void {
  if (entryNumber && !ENTRY_NUMBER_PATTERN.test(entryNumber)) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'entryNumber'],
      message: textOf(msg`Enter the entry number as it is printed, like RM-2026-000123`),
    });
  } else if (!entryNumber && !bothByNin) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'entryNumber'],
      message: textOf(msg`Enter the register entry number of the marriage, or give both parties' NINs`),
    });
  }
}

/**
 * The whole divorce return, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function divorceReturnSchema(today: string) {
  return z
    .object({
      marriage: divorceMarriageSchema,
      husband: partyIdentitySchema,
      wife: partyIdentitySchema,
      divorce: divorceSchema,
      documents: divorceDocumentsSchema,
    })
    .superRefine((r, ctx) => {
      checkIdentity(r.husband, 'husband', 'husband', ctx);
      checkIdentity(r.wife, 'wife', 'wife', ctx);
      checkMarriageNamed(r.marriage.entryNumber, r.husband.hasNin === 'YES' && r.wife.hasNin === 'YES', ctx);
      if (r.divorce.date > today) {
        ctx.addIssue({
          code: 'custom',
          path: ['divorce', 'date'],
          message: textOf(msg`The date of the divorce must be today or in the past`),
        });
      }
    });
}
/** A complete divorce return. */
export type DivorceReturn = z.output<ReturnType<typeof divorceReturnSchema>>;
