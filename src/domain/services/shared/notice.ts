/**
 * The parts of a notice of marriage several services share (DOMAIN.md §5 "Civil marriage notice"; the
 * Marriage Act's notice, residence and consent rules): the parties, the marriage details, the witnesses,
 * the notice documents and the rules that cross them. Civil marriage's notice
 * (src/domain/services/civil-marriage/civil-marriage.schema.ts) is made of them, and the public place
 * marriage, the returns, the special licence and the marital status letter borrow parts, so that no
 * service folder imports another (docs/decisions/035-service-manifests.md).
 */
import { wordsTable } from '../../words';
import { NOTICE_VALID_MONTHS } from '#src/domain/deadlines';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words } from '../../words';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import { emailField, isoDateField, registeredPersonSchema, requiredText } from '#src/domain/schemas/fields';
import { phoneField } from '#src/domain/schemas/phone-field';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** Both parties must be at least this old (Marriage Act; DOMAIN.md §5). */
export const MIN_MARRIAGE_AGE = 18;
/** Under this age a party needs written parental consent (DOMAIN.md §5). */
export const PARENTAL_CONSENT_UNDER = 21;
/** Days of residence in the district before notice (DOMAIN.md §5: at least 15 days). */
export const MIN_RESIDENCE_DAYS = 15;
/** The notice lapses after this many months (DOMAIN.md §2); the ceremony must be within it (src/domain/deadlines.ts). */
export { NOTICE_VALID_MONTHS };

/** Conditions of a party (DOMAIN.md §5: bachelor/spinster, widowed, divorced). */
export const CONDITIONS = ['NEVER_MARRIED', 'WIDOWED', 'DIVORCED'] as const;
/** A party's condition. */
export type Condition = (typeof CONDITIONS)[number];
/** Words for each condition. */
export const CONDITION_LABELS: Readonly<Record<Condition, string>> = wordsTable({
  NEVER_MARRIED: msg`Never married (bachelor or spinster)`,
  WIDOWED: msg`Widowed`,
  DIVORCED: msg`Divorced`,
});
/** The document each condition needs (DOMAIN.md §5: decree absolute or death certificate). */
export const CONDITION_DOCUMENT: Readonly<Record<Condition, string | null>> = {
  NEVER_MARRIED: null,
  WIDOWED: 'Death certificate of the late spouse',
  DIVORCED: 'Decree absolute',
};

const text = (label: Words, max = 100) => requiredText(label, max);

/** One party to the marriage. Names, date of birth and sex come from NIRA (read-only in the form). */
export const partySchema = registeredPersonSchema.extend({
  occupation: text(msg`the occupation`, 80),
  phone: phoneField,
  email: emailField,
  residenceDistrict: text(msg`the district of residence`, 80),
  /** Date the party started living in the district (yyyy-mm-dd). */
  residenceSince: isoDateField,
  condition: z.enum(CONDITIONS, says(msg`Choose the condition`)),
  /** Decree absolute or death certificate when not never married. */
  conditionDocument: documentRefSchema.nullable().default(null),
});
/** A party. */
export type Party = z.output<typeof partySchema>;

/**
 * A party named by a NIN verified with the national register (names, date of birth and sex come from it),
 * with a phone and an email: the special licence's and the customary return's.
 */
export const licencePartySchema = registeredPersonSchema.extend({
  phone: phoneField,
  email: emailField,
});

/** The marriage: where and when. */
export const marriageDetailsSchema = z.object({
  intendedDistrict: text(msg`the district of the marriage`, 80),
  /** Preferred ceremony period, yyyy-mm-dd. */
  preferredFrom: isoDateField,
  preferredTo: isoDateField,
});

/** Identity document kinds a witness may give. */
export const WITNESS_ID_TYPES = ['NIN', 'PASSPORT'] as const;

/** A witness (DOMAIN.md §5: name, NIN or passport, phone). */
export const witnessSchema = z
  .object({
    name: text(msg`the witness name`, 100),
    idType: z.enum(WITNESS_ID_TYPES, says(msg`Choose the identity document`)),
    idNumber: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, says(msg`Enter the document number`))
      .max(20, says(msg`The document number must be 20 characters or fewer`)),
    phone: phoneField,
  })
  .superRefine((w, ctx) => {
    const ok = w.idType === 'NIN' ? /^[A-Z0-9]{14}$/.test(w.idNumber) : /^[A-Z0-9]{6,12}$/.test(w.idNumber);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message: w.idType === 'NIN' ? 'A NIN is 14 letters and digits' : 'A passport number is 6 to 12 letters and digits',
      });
    }
  });

/** Two witnesses (DOMAIN.md §5). */
export const witnessesSchema = z.object({ witnesses: z.tuple([witnessSchema, witnessSchema]) });

/** The documents (DOMAIN.md §5: LC1 letter, IDs, photos, affidavit; parental consent under 21). */
export const noticeDocumentsSchema = z.object({
  lc1Letter: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the LC1 letter`)),
  partyOneId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the first party's national ID`)),
  partyTwoId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the second party's national ID`)),
  photos: documentRefSchema.nullable().refine(Boolean, says(msg`Upload passport photos of both parties`)),
  affidavit: documentRefSchema.nullable().default(null),
  parentalConsent: documentRefSchema.nullable().default(null),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The rules of one party that need no other step (DOMAIN.md §5): at least 18 years old, resident in
 * the district for at least 15 days, and the condition's document when not never married. Used by
 * the whole-notice schema and by the wizard's party steps, so both give the same messages.
 * @param party - the parsed party.
 * @param key - its path in the notice ('partyOne' | 'partyTwo').
 * @param who - how messages name it ("The first party").
 * @param today - the notice date, yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkParty(party: Party, key: string, who: string, today: string, ctx: RuleContext): void {
  const day = parseISO(today);
  const age = ageOn(party.dateOfBirth, day);
  if (age !== undefined && age < MIN_MARRIAGE_AGE) {
    ctx.addIssue({
      code: 'custom',
      path: [key, 'dateOfBirth'],
      message: textOf(msg`${who} must be at least ${MIN_MARRIAGE_AGE} years old to marry`),
    });
  }
  const days = differenceInCalendarDays(day, parseISO(party.residenceSince));
  if (days < 0) {
    ctx.addIssue({ code: 'custom', path: [key, 'residenceSince'], message: textOf(msg`The date cannot be in the future`) });
  } else if (days < MIN_RESIDENCE_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: [key, 'residenceSince'],
      message: textOf(msg`${who} must have lived in the district for at least ${MIN_RESIDENCE_DAYS} days before giving notice`),
    });
  }
  const needed = CONDITION_DOCUMENT[party.condition];
  if (needed && !party.conditionDocument) {
    ctx.addIssue({ code: 'custom', path: [key, 'conditionDocument'], message: textOf(msg`Upload the ${needed.toLowerCase()}`) });
  }
}

/**
 * The ceremony period (DOMAIN.md §2): no earlier than 21 days after notice, an end after its start,
 * and within the 3 months the notice lives.
 * @param marriage - the parsed marriage details.
 * @param today - the notice date, yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkCeremonyPeriod(marriage: z.output<typeof marriageDetailsSchema>, today: string, ctx: RuleContext): void {
  const day = parseISO(today);
  const from = parseISO(marriage.preferredFrom);
  const to = parseISO(marriage.preferredTo);
  if (differenceInCalendarDays(from, day) < 21) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'preferredFrom'],
      message: textOf(msg`The ceremony can be no earlier than 21 days after notice is given`),
    });
  }
  if (to < from) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'preferredTo'],
      message: textOf(msg`The end of the period must be after its start`),
    });
  }
  if (differenceInCalendarDays(to, day) > NOTICE_VALID_MONTHS * 31) {
    ctx.addIssue({
      code: 'custom',
      path: ['marriage', 'preferredTo'],
      message: textOf(msg`The ceremony must take place within ${NOTICE_VALID_MONTHS} months of the notice`),
    });
  }
}

/** The message when a party under 21 has no parental consent uploaded (DOMAIN.md §5). */
export const PARENTAL_CONSENT_MESSAGE = `Upload the written consent of a parent or guardian: a party is under ${PARENTAL_CONSENT_UNDER}`;

/** The message when both parties have the same NIN. */
export const SAME_PERSON_MESSAGE = 'The two parties must be different people';

/**
 * The rules of a notice's parties that cross fields (DOMAIN.md §5): each party's own rules
 * ({@link checkParty}), two different people, and a parent's consent uploaded when a party is under
 * 21. Shared by every notice with the civil notice's parties (civil, public place marriage).
 * @param notice - the parsed parties and documents.
 * @param today - the notice date, yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkNoticeParties(
  notice: { partyOne: Party; partyTwo: Party; documents: { parentalConsent: unknown } },
  today: string,
  ctx: RuleContext,
): void {
  const day = parseISO(today);
  checkParty(notice.partyOne, 'partyOne', 'The first party', today, ctx);
  checkParty(notice.partyTwo, 'partyTwo', 'The second party', today, ctx);
  if (notice.partyOne.nin === notice.partyTwo.nin) {
    ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
  }
  const consentNeeded = [notice.partyOne, notice.partyTwo].some((p) => {
    const age = ageOn(p.dateOfBirth, day);
    return age !== undefined && age < PARENTAL_CONSENT_UNDER;
  });
  if (consentNeeded && !notice.documents.parentalConsent) {
    ctx.addIssue({ code: 'custom', path: ['documents', 'parentalConsent'], message: PARENTAL_CONSENT_MESSAGE });
  }
}
