/**
 * The answers of Islamic marriage returns (ISLAMIC_MARRIAGE_RETURNS; DOMAIN.md §1 "Islamic: district
 * kadhi … marriage returns and divorce returns (register books 1 and 2), quarterly", §5 "Marriage
 * return": place, date, certificate number, the parties' names, ages and prior condition, the
 * celebrant, witnesses, the scanned signed return; docs/decisions/014). Three kinds share the service:
 * - `MOSQUE`: a mosque's officer returns one marriage celebrated at the mosque (/user/services/form-marriage-returns);
 * - `KADHI`: the district kadhi enters one marriage in register book 1 himself, with its entry number
 *   (/institution/services/form-islamic-marriage-registration);
 * - `QUARTERLY`: the kadhi's quarterly return of register books 1 (marriages) and 2 (divorces)
 *   (/institution/services/form-marriage-returns).
 *
 * A party is named by NIN, verified with the national register, when they have one; otherwise by the
 * name and age the mosque's record gives (older or foreign parties). The party pieces are shared with
 * divorce returns (src/domain/services/divorce-returns).
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { quarterBounds, type Quarter } from '#src/domain/deadlines';
import { isoDateField, optionalText, requiredText } from '#src/domain/schemas/fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';
import { checkIdentity, partyIdentityShape, type PartyIdentity, type Spouse } from '../shared/party-identity';

// Re-exported: the Islamic return's forms read the shared party pieces here.
export {
  checkIdentity,
  HAS_NIN_OPTIONS,
  partyIdentitySchema,
  partyIdentityShape,
  type PartyIdentity,
  type Spouse,
} from '../shared/party-identity';

/** The kinds of Islamic marriage return (see the module comment). */
export const ISLAMIC_RETURN_KINDS = ['MOSQUE', 'KADHI', 'QUARTERLY'] as const;
/** A kind of Islamic marriage return. */
export type IslamicReturnKind = (typeof ISLAMIC_RETURN_KINDS)[number];

/** The least age at marriage, in years (Constitution of Uganda art. 31: 18). */
export const ISLAMIC_MIN_MARRIAGE_AGE = 18;

/** The husband's condition before the marriage (a Muslim husband may have a subsisting marriage). */
export const HUSBAND_CONDITIONS = ['BACHELOR', 'MARRIED', 'WIDOWER', 'DIVORCED'] as const;
/** The wife's condition before the marriage. */
export const WIFE_CONDITIONS = ['SPINSTER', 'WIDOW', 'DIVORCED'] as const;
/** Words of every prior condition. */
export const CONDITION_LABELS: Readonly<Record<(typeof HUSBAND_CONDITIONS)[number] | (typeof WIFE_CONDITIONS)[number], string>> =
  wordsTable({
    BACHELOR: msg`Bachelor (never married)`,
    MARRIED: msg`Married (has a wife or wives)`,
    WIDOWER: msg`Widower`,
    SPINSTER: msg`Spinster (never married)`,
    WIDOW: msg`Widow`,
    DIVORCED: msg`Divorced`,
  });

/** One party to an Islamic marriage: identity, prior condition, occupation, residence and father. */
export const islamicPartySchema = z.object({
  ...partyIdentityShape,
  condition: z.string().trim().default(''),
  occupation: requiredText(msg`the occupation`, 80),
  residence: requiredText(msg`the place of residence`, 120),
  fatherName: requiredText("the father's name", 120),
});
/** One party to an Islamic marriage. */
export type IslamicParty = z.output<typeof islamicPartySchema>;

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The party's age in whole years on a day: from the register's date of birth, else the age typed.
 * @param party - the identity.
 * @param on - yyyy-mm-dd (the date of marriage).
 * @returns years, or undefined when unknown.
 */
export function partyAgeOn(party: PartyIdentity, on: string): number | undefined {
  if (party.hasNin === 'YES') return party.dateOfBirth ? ageOn(party.dateOfBirth, parseISO(on)) : undefined;
  return /^\d{1,3}$/.test(party.age) ? Number(party.age) : undefined;
}

/**
 * The name a party goes by in the register: the register's names with a NIN, else the name typed.
 * @param party - the identity.
 */
export function partyName(party: Pick<PartyIdentity, 'hasNin' | 'givenName' | 'surname' | 'fullName'>): string {
  return party.hasNin === 'YES' ? `${party.givenName} ${party.surname}`.trim() : party.fullName.trim();
}

/**
 * A party's marriage rules: identity, prior condition, and at least 18 on the day of the marriage.
 * @param party - the parsed party.
 * @param spouse - 'husband' or 'wife' (also its path).
 * @param dateOfMarriage - yyyy-mm-dd, or '' when not valid yet.
 * @param ctx - where issues are added.
 */
export function checkIslamicParty(party: IslamicParty, spouse: Spouse, dateOfMarriage: string, ctx: RuleContext): void {
  checkIdentity(party, spouse, spouse, ctx);
  const conditions: readonly string[] = spouse === 'husband' ? HUSBAND_CONDITIONS : WIFE_CONDITIONS;
  if (!conditions.includes(party.condition)) {
    ctx.addIssue({
      code: 'custom',
      path: [spouse, 'condition'],
      message: textOf(msg`Choose the ${spouse}'s condition before the marriage`),
    });
  }
  const age = isoDateField.safeParse(dateOfMarriage).success ? partyAgeOn(party, dateOfMarriage) : undefined;
  if (age !== undefined && age < ISLAMIC_MIN_MARRIAGE_AGE) {
    ctx.addIssue({
      code: 'custom',
      path: [spouse, party.hasNin === 'YES' ? 'nin' : 'age'],
      message: textOf(msg`The ${spouse} must have been at least ${ISLAMIC_MIN_MARRIAGE_AGE} years old on the day of the marriage`),
    });
  }
}

/** The marriage: where, when, the certificate, the imam and the mahr. */
export const islamicMarriageSchema = z.object({
  mosqueName: requiredText(msg`the name of the mosque`, 120),
  district: requiredText(msg`the district of the mosque`, 80),
  /** yyyy-mm-dd. */
  dateOfMarriage: isoDateField,
  certificateNumber: requiredText("the mosque's certificate number", 30),
  /** The entry number in register book 1 (the kadhi's own registration only). */
  registerEntry: z.string().trim().default(''),
  imamName: requiredText(msg`the name of the officiating imam`, 120),
  mahr: requiredText(msg`the mahr (dower)`, 300),
});

/** The wali (the wife's guardian in marriage) and his relationship to her. */
export const waliSchema = z.object({
  name: requiredText("the wali's name", 120),
  relationship: requiredText("the wali's relationship to the wife", 60),
});

/** A witness: name, and a NIN or passport number when known. */
export const witnessSchema = z.object({
  name: requiredText("the witness's name", 120),
  idNumber: optionalText(msg`the NIN or passport number`, 20),
});

/** The two witnesses. */
export const witnessesSchema = z.object({ first: witnessSchema, second: witnessSchema });

/** The scanned signed return. */
export const signedReturnSchema = z.object({
  signedReturn: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the scanned signed return`)),
});

/**
 * The marriage's date rules: not after the day of filing.
 * @param marriage - the parsed marriage.
 * @param kind - the return's kind (the kadhi's own entry names its register entry number).
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkIslamicMarriage(
  marriage: z.output<typeof islamicMarriageSchema>,
  kind: IslamicReturnKind,
  today: string,
  ctx: RuleContext,
): void {
  if (marriage.dateOfMarriage > today) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'dateOfMarriage'],
      message: textOf(msg`The date of the marriage must be today or in the past`),
    });
  }
  if (kind === 'KADHI' && !/^\d{1,6}$/.test(marriage.registerEntry)) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'registerEntry'],
      message: textOf(msg`Enter the entry number in register book 1, like 154`),
    });
  }
}

/**
 * A single marriage's return (kinds MOSQUE and KADHI).
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function singleReturnSchema(today: string) {
  return z
    .object({
      kind: z.enum(['MOSQUE', 'KADHI']),
      marriage: islamicMarriageSchema,
      husband: islamicPartySchema,
      wife: islamicPartySchema,
      wali: waliSchema,
      witnesses: witnessesSchema,
      documents: signedReturnSchema,
    })
    .superRefine((r, ctx) => {
      checkIslamicMarriage(r.marriage, r.kind, today, ctx);
      checkIslamicParty(r.husband, 'husband', r.marriage.dateOfMarriage, ctx);
      checkIslamicParty(r.wife, 'wife', r.marriage.dateOfMarriage, ctx);
    });
}

/** The quarters a return may be for: 1 (January–March) to 4 (October–December). */
export const QUARTER_OPTIONS = ['1', '2', '3', '4'] as const;

/** One register book's part of a quarterly return: how many entries, the first and last entry numbers. */
export const bookCountSchema = z.object({
  count: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, says(msg`Enter the number of entries in whole numbers, like 12 (0 if none)`)),
  first: z.string().trim().default(''),
  last: z.string().trim().default(''),
});

/** The quarter a quarterly return is for. */
export const quarterPeriodSchema = z.object({
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, says(msg`Enter the year in 4 digits, like 2026`)),
  quarter: z.enum(QUARTER_OPTIONS, says(msg`Choose the quarter`)),
});

/**
 * The quarter a quarterly return names, or null when its answers do not name one.
 * @param period - the answers' `period` (year, quarter).
 */
export function periodQuarter(period: unknown): Quarter | null {
  const parsed = quarterPeriodSchema.safeParse(period);
  if (!parsed.success) return null;
  return { year: Number(parsed.data.year), quarter: Number(parsed.data.quarter) as Quarter['quarter'] };
}

/**
 * A quarter's rules: it has ended by `today`, and is not before 2000.
 * @param period - the parsed period.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkQuarter(period: z.output<typeof quarterPeriodSchema>, today: string, ctx: RuleContext): void {
  const q = periodQuarter(period);
  if (!q) return;
  if (q.year < 2000) ctx.addIssue({ code: 'custom', path: ['period', 'year'], message: textOf(msg`Enter a year from 2000`) });
  else if (quarterBounds(q).last >= today) {
    ctx.addIssue({
      code: 'custom',
      path: ['period', 'quarter'],
      message: textOf(msg`A quarterly return is filed after the quarter ends: choose a quarter that has ended`),
    });
  }
}

/**
 * A register book's rules: no entry numbers when it has no entries; else the first and last entry
 * numbers, serial, so that last − first + 1 = the number of entries.
 * @param book - the parsed counts.
 * @param key - its path ("marriages" for book 1, "divorces" for book 2).
 * @param ctx - where issues are added.
 */
export function checkBook(book: z.output<typeof bookCountSchema>, key: string, ctx: RuleContext): void {
  const count = Number(book.count);
  if (count === 0) {
    if (book.first || book.last)
      ctx.addIssue({ code: 'custom', path: [key, 'first'], message: textOf(msg`Leave the entry numbers empty when there are no entries`) });
    return;
  }
  const number = /^\d{1,6}$/;
  if (!number.test(book.first))
    ctx.addIssue({ code: 'custom', path: [key, 'first'], message: textOf(msg`Enter the first entry number, like 101`) });
  if (!number.test(book.last))
    ctx.addIssue({ code: 'custom', path: [key, 'last'], message: textOf(msg`Enter the last entry number, like 112`) });
  if (!number.test(book.first) || !number.test(book.last)) return;
  const first = Number(book.first);
  const last = Number(book.last);
  if (last < first)
    ctx.addIssue({ code: 'custom', path: [key, 'last'], message: textOf(msg`The last entry number must not be before the first`) });
  else if (last - first + 1 !== count) {
    ctx.addIssue({
      code: 'custom',
      path: [key, 'count'],
      message: textOf(
        msg`Entries ${first} to ${last} are ${last - first + 1} entries, not ${count}: check the number or the entry numbers`,
      ),
    });
  }
}

/**
 * The kadhi's quarterly return of register books 1 and 2 (kind QUARTERLY).
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function quarterlyReturnSchema(today: string) {
  return z
    .object({
      kind: z.literal('QUARTERLY'),
      period: quarterPeriodSchema,
      marriages: bookCountSchema,
      divorces: bookCountSchema,
      documents: signedReturnSchema,
    })
    .superRefine((r, ctx) => {
      checkQuarter(r.period, today, ctx);
      checkBook(r.marriages, 'marriages', ctx);
      checkBook(r.divorces, 'divorces', ctx);
    });
}

/**
 * Every Islamic marriage return, as submitted: a single return or a quarterly one, told by `kind`.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function islamicMarriageReturnSchema(today: string) {
  return z.discriminatedUnion('kind', [singleReturnSchema(today), quarterlyReturnSchema(today)], says(msg`Choose the kind of return`));
}
/** A complete Islamic marriage return. */
export type IslamicMarriageReturn = z.output<ReturnType<typeof islamicMarriageReturnSchema>>;
