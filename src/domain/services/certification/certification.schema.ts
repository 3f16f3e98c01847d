/**
 * Certification (CERTIFICATION; DOMAIN.md §1, §5), of two kinds:
 * - a certified copy (CERTIFIED_COPY: "register entry (certificate number or search result), number of
 *   copies, purpose"): anyone may ask, as of a public register; approval issues the copy of the entry as it
 *   stands that day, with its corrections noted, and a QR code (`certifiedCopyFields`);
 * - a data rectification (DATA_RECTIFICATION: "register entry, field, current value, corrected value,
 *   reason, evidence"): a party to the marriage asks; on approval the entry changes and its history keeps
 *   the old value, who changed it and why.
 * The registrar decides both (mocks/services/certification/certification.mock.ts; docs/decisions/020-registers.md).
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { requiredText } from '#src/domain/schemas/fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** The kinds of certification request. */
export const CERTIFICATION_KINDS = ['CERTIFIED_COPY', 'DATA_RECTIFICATION'] as const;
/** A kind of certification request. */
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/**
 * The fields of an entry of the register of marriages a rectification may correct: the dotted path of the
 * entry's field (`MarriageEntry`) and how people read it. Dates, NINs and the entry's status are not
 * corrected here: a wrong date or NIN needs the court's order, and a divorce is entered by its return.
 */
export const RECTIFIABLE_FIELDS = wordsTable({
  'partyOne.name': msg`First party's name`,
  'partyTwo.name': msg`Second party's name`,
  place: msg`Place of marriage`,
  celebrant: msg`Celebrant`,
});
/** A field a rectification may correct. */
export type RectifiableField = keyof typeof RECTIFIABLE_FIELDS;

const FIELD_KEYS = Object.keys(RECTIFIABLE_FIELDS) as [RectifiableField, ...RectifiableField[]];

/** The entry number as printed on the certificate: "RM-", the year, six digits. */
export const ENTRY_NUMBER_PATTERN = /^RM-\d{4}-\d{6}$/;

/** The entry to correct or copy. */
export const rectificationEntrySchema = z.object({
  entryNumber: z
    .string(says(msg`Enter the entry number`))
    .trim()
    .toUpperCase()
    .min(1, says(msg`Enter the entry number`))
    .regex(ENTRY_NUMBER_PATTERN, says(msg`Enter the entry number as printed on the certificate of marriage, for example RM-2026-000123`)),
  /** The district of the marriage, as on the certificate: that district's registrar decides. */
  district: requiredText(msg`the district where the marriage was registered`, 80),
});

/** What is wrong, what it should say, and why. */
export const rectificationChangeSchema = z
  .object({
    field: z.enum(FIELD_KEYS, says(msg`Choose what is wrong in the entry`)),
    currentValue: requiredText(msg`what the entry says now`, 120),
    correctedValue: requiredText(msg`what it should say`, 120),
    reason: requiredText(msg`why the entry is wrong`, 600),
  })
  .superRefine((change, ctx) => {
    if (change.currentValue.trim().toLowerCase() === change.correctedValue.trim().toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['correctedValue'],
        message: textOf(msg`The corrected value must differ from what the entry says now`),
      });
    }
  });

/** The evidence of the correct value. */
export const rectificationDocumentsSchema = z.object({
  evidence: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the evidence of the correct value`)),
});

/** Most certified copies one request orders. */
export const MAX_COPIES = 5;

/** The copies ordered and what for. */
export const copyOrderSchema = z.object({
  copies: z
    .string(says(msg`Enter how many copies you need`))
    .trim()
    .min(1, says(msg`Enter how many copies you need`))
    .regex(/^\d+$/, says(msg`Enter the number of copies in digits, for example 2`))
    .refine((v) => Number(v) >= 1 && Number(v) <= MAX_COPIES, says(msg`You can order from 1 to ${MAX_COPIES} copies at a time`)),
  purpose: requiredText(msg`what the copies are for`, 300),
});

/** The whole request, as submitted: a certified copy or a rectification, by `kind`. */
export function certificationSchema() {
  return z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('CERTIFIED_COPY'), entry: rectificationEntrySchema, copy: copyOrderSchema }),
      z.object({
        kind: z.literal('DATA_RECTIFICATION'),
        entry: rectificationEntrySchema,
        change: rectificationChangeSchema,
        documents: rectificationDocumentsSchema,
      }),
    ],
    says(msg`Choose what you are asking for`),
  );
}
/** A complete certification request. */
export type CertificationAnswers = z.output<ReturnType<typeof certificationSchema>>;

/** The refusals of a rectification, judged on the register (the API answers them at the field). */
export const RECTIFICATION_REFUSALS = {
  noEntry: 'The register of marriages has no entry with this number. Check it against your certificate of marriage.',
  notAParty: 'You can ask to correct only an entry of your own marriage: your NIN is not one of its parties.',
  otherDistrict: 'The entry was registered in another district. Choose the district printed on your certificate of marriage.',
  notCurrent: (label: string) =>
    `The entry does not say this. Type the ${label.toLowerCase()} exactly as the entry and your certificate show it.`,
} as const;

/**
 * Whether a value typed matches the entry's, ignoring case and repeated spaces.
 * @param typed - what the applicant typed.
 * @param stored - what the entry holds.
 */
export function sameValue(typed: string, stored: string): boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) === norm(stored);
}

/** A register entry as a certified copy shows it: every line of the entry, and a note of each correction. */
export interface CopiedEntry {
  entryNumber: string;
  regimeLabel: string;
  dateOfMarriage: string;
  partyOne: string;
  partyTwo: string;
  place: string;
  district: string;
  celebrant: string;
  registeredAt: string;
  status: 'SUBSISTING' | 'DISSOLVED';
  dissolvedAt: string | null;
}

/**
 * The lines of a certified copy of an entry (CERTIFIED_COPY; the public verify page shows the same): the
 * entry as it stands on the day of issue, without NINs, and a note of each correction made to it (the
 * field, its former value and the day), as a register's margin would carry it.
 * @param entry - the entry (dates yyyy-mm-dd or ISO 8601).
 * @param corrections - its history, oldest first: field label, old value, when (ISO 8601).
 * @param format - how a date reads (dd-mm-yyyy: `formatDisplayDate`).
 */
export function certifiedCopyFields(
  entry: CopiedEntry,
  corrections: ReadonlyArray<{ fieldLabel: string; oldValue: string; changedAt: string }>,
  format: (day: string) => string,
): Array<{ label: string; value: string }> {
  const status = entry.status === 'DISSOLVED' ? `Dissolved${entry.dissolvedAt ? ` on ${format(entry.dissolvedAt)}` : ''}` : 'Subsisting';
  return [
    { label: 'Entry number', value: entry.entryNumber },
    { label: 'Form of marriage', value: entry.regimeLabel },
    { label: 'First party', value: entry.partyOne },
    { label: 'Second party', value: entry.partyTwo },
    { label: 'Date of marriage', value: format(entry.dateOfMarriage) },
    { label: 'Place of marriage', value: entry.place },
    { label: 'District', value: entry.district },
    { label: 'Celebrant', value: entry.celebrant },
    { label: 'Entered in the register on', value: format(entry.registeredAt.slice(0, 10)) },
    { label: 'Status', value: status },
    ...corrections.map((c, i) => ({
      label: corrections.length === 1 ? 'Correction' : `Correction ${i + 1}`,
      value: `${c.fieldLabel} corrected on ${format(c.changedAt.slice(0, 10))}; it read “${c.oldValue}”`,
    })),
  ];
}
