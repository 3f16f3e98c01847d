/**
 * A data rectification (CERTIFICATION, kind DATA_RECTIFICATION; DOMAIN.md §1 "correction of an error in a
 * registered entry, with evidence and an audit trail", §5 "register entry, field, current value, corrected
 * value, reason, evidence"). A party to the marriage asks; the registrar decides; on approval the entry
 * changes and its history keeps the old value, who changed it and why
 * (mocks/registry-services/certification.ts; docs/decisions/020-registers.md).
 */
import { z } from 'zod';
import { requiredText } from '../../schemas/fields';
import { documentRefSchema } from '../../schemas/uploads';

/** The kinds of certification request built: the data rectification. */
export const CERTIFICATION_KINDS = ['DATA_RECTIFICATION'] as const;
/** A kind of certification request. */
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/**
 * The fields of an entry of the register of marriages a rectification may correct: the dotted path of the
 * entry's field (`MarriageEntry`) and how people read it. Dates, NINs and the entry's status are not
 * corrected here: a wrong date or NIN needs the court's order, and a divorce is entered by its return.
 */
export const RECTIFIABLE_FIELDS = {
  'partyOne.name': "First party's name",
  'partyTwo.name': "Second party's name",
  place: 'Place of marriage',
  celebrant: 'Celebrant',
} as const;
/** A field a rectification may correct. */
export type RectifiableField = keyof typeof RECTIFIABLE_FIELDS;

const FIELD_KEYS = Object.keys(RECTIFIABLE_FIELDS) as [RectifiableField, ...RectifiableField[]];

/** The entry number as printed on the certificate: "RM-", the year, six digits. */
export const ENTRY_NUMBER_PATTERN = /^RM-\d{4}-\d{6}$/;

/** The entry to correct. */
export const rectificationEntrySchema = z.object({
  entryNumber: z
    .string({ error: 'Enter the entry number' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter the entry number')
    .regex(ENTRY_NUMBER_PATTERN, 'Enter the entry number as printed on the certificate of marriage, for example RM-2026-000123'),
  /** The district of the marriage, as on the certificate: that district's registrar decides. */
  district: requiredText('the district where you married', 80),
});

/** What is wrong, what it should say, and why. */
export const rectificationChangeSchema = z
  .object({
    field: z.enum(FIELD_KEYS, { error: 'Choose what is wrong in the entry' }),
    currentValue: requiredText('what the entry says now', 120),
    correctedValue: requiredText('what it should say', 120),
    reason: requiredText('why the entry is wrong', 600),
  })
  .superRefine((change, ctx) => {
    if (change.currentValue.trim().toLowerCase() === change.correctedValue.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['correctedValue'], message: 'The corrected value must differ from what the entry says now' });
    }
  });

/** The evidence of the correct value. */
export const rectificationDocumentsSchema = z.object({
  evidence: documentRefSchema.nullable().refine(Boolean, 'Upload the evidence of the correct value'),
});

/** The whole request, as submitted. */
export function certificationSchema() {
  return z.object({
    kind: z.enum(CERTIFICATION_KINDS, { error: 'Choose what you are asking for' }),
    entry: rectificationEntrySchema,
    change: rectificationChangeSchema,
    documents: rectificationDocumentsSchema,
  });
}
/** A complete data rectification request. */
export type CertificationAnswers = z.output<ReturnType<typeof certificationSchema>>;

/** The refusals of a rectification, judged on the register (the API answers them at the field). */
export const RECTIFICATION_REFUSALS = {
  noEntry: 'The register of marriages has no entry with this number. Check it against your certificate of marriage.',
  notAParty: 'You can ask to correct only an entry of your own marriage: your NIN is not one of its parties.',
  otherDistrict: 'The entry was registered in another district. Choose the district printed on your certificate of marriage.',
  notCurrent: (label: string) => `The entry does not say this. Type the ${label.toLowerCase()} exactly as the entry and your certificate show it.`,
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
