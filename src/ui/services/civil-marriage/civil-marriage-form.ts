/**
 * The notice of a civil marriage as a form definition (DOMAIN.md §5 "Civil marriage notice"; the
 * schemas are src/domain/schemas/civil-marriage.ts). Five steps: First party, Second party, The
 * marriage, Witnesses, Documents. Each party step starts with the NIN, verified with NIRA (POST
 * /nira/verify), which fills the given name, surname, date of birth and sex (read-only) and the
 * nationality (editable).
 *
 * The step checks are the domain's step schemas plus the notice's cross-field rules that concern the
 * step alone (age, residence, the condition's document, the ceremony period), with the same messages;
 * `validate` runs the whole civilMarriageNoticeSchema(today), as the API does on submit.
 */
import { z } from 'zod';
import { parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import {
  CONDITION_DOCUMENT,
  CONDITION_LABELS,
  checkCeremonyPeriod,
  checkParty,
  PARENTAL_CONSENT_MESSAGE,
  SAME_PERSON_MESSAGE,
  CONDITIONS,
  type Condition,
  civilMarriageNoticeSchema,
  marriageDetailsSchema,
  MIN_RESIDENCE_DAYS,
  NOTICE_VALID_MONTHS,
  noticeDocumentsSchema,
  PARENTAL_CONSENT_UNDER,
  partySchema,
  witnessesSchema,
} from '#src/domain/schemas/civil-marriage';
import {
  type FieldDefinition,
  type FormDefinition,
  type FormValues,
  getAt,
  issuesToFieldErrors,
  type StepDefinition,
} from '#src/ui/forms/form-definition';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { formToday } from '#src/ui/forms/form-today';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';

const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

/** Whether a condition needs a document (widowed: death certificate; divorced: decree absolute). */
function conditionNeedsDocument(value: unknown): value is Condition {
  return typeof value === 'string' && (CONDITIONS as readonly string[]).includes(value) && CONDITION_DOCUMENT[value as Condition] !== null;
}

function partyFields(key: 'partyOne' | 'partyTwo'): StepDefinition['sections'] {
  const at = (field: string) => `${key}.${field}`;
  return [
    ...ninVerifiedPartySections(key),
    {
      fields: [
        { name: at('nationality'), kind: 'text', label: 'Nationality', hint: 'For example, Ugandan', maxLength: 60 },
        { name: at('occupation'), kind: 'text', label: 'Occupation', maxLength: 80 },
        { name: at('phone'), kind: 'phone', label: 'Phone number' },
        { name: at('email'), kind: 'email', label: 'Email address', maxLength: 254 },
        { name: at('residenceDistrict'), kind: 'district', label: 'District of residence' },
        {
          name: at('residenceSince'),
          kind: 'date',
          label: 'Date you started living in this district',
          hint: `At least ${MIN_RESIDENCE_DAYS} days before you give notice. For example, 27 3 2024`,
        },
        {
          name: at('condition'),
          kind: 'radio',
          label: 'Marital condition',
          hint: 'As it is now, before this marriage.',
          options: CONDITION_OPTIONS,
        },
        {
          name: at('conditionDocument'),
          kind: 'upload',
          label: (values) => {
            const condition = getAt(values, at('condition'));
            return conditionNeedsDocument(condition) ? (CONDITION_DOCUMENT[condition] ?? 'Document') : 'Document';
          },
          hint: UPLOAD_HINT,
          showWhen: (values) => conditionNeedsDocument(getAt(values, at('condition'))),
        },
      ] satisfies FieldDefinition[],
    },
  ];
}

/**
 * A party step of a notice (the civil notice's; reused by every notice with the same parties).
 * @param key - the party's path in the answers.
 * @param title - the step's title, e.g. "First party".
 * @param who - how messages name the party, e.g. "The first party".
 * @param description - the text under the heading.
 */
export function partyStep(key: 'partyOne' | 'partyTwo', title: string, who: string, description: string): StepDefinition {
  return {
    id: key,
    title,
    description,
    fieldPrefixes: [key],
    schema: (today) =>
      z.looseObject({ [key]: partySchema }).superRefine((values, ctx) => {
        const party = (values as Record<string, z.output<typeof partySchema>>)[key];
        if (party) checkParty(party, key, who, today, ctx);
        if (key === 'partyTwo') {
          const other = getAt(values, 'partyOne.nin');
          if (party && typeof other === 'string' && other.trim().toUpperCase() === party.nin) {
            ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
          }
        }
      }),
    sections: partyFields(key),
  };
}

/**
 * The questions about one witness (DOMAIN.md §5: name, NIN or passport, phone), at `witnesses.{index}`;
 * shared by every form whose answers hold two witnesses in `witnesses` (civil notice, customary return).
 * @param index - 0 or 1.
 * @param ordinal - how the labels name the witness.
 */
export function witnessFields(index: 0 | 1, ordinal: 'first' | 'second'): FieldDefinition[] {
  const at = (field: string) => `witnesses.${index}.${field}`;
  return [
    { name: at('name'), kind: 'text', label: `Full name of the ${ordinal} witness`, maxLength: 100 },
    {
      name: at('idType'),
      kind: 'radio',
      label: `Identity document of the ${ordinal} witness`,
      options: [
        { value: 'NIN', label: 'National ID (NIN)' },
        { value: 'PASSPORT', label: 'Passport' },
      ],
    },
    {
      name: at('idNumber'),
      kind: 'text',
      label: `Document number of the ${ordinal} witness`,
      hint: 'A NIN is 14 letters and digits; a passport number is 6 to 12 letters and digits.',
      maxLength: 20,
    },
    { name: at('phone'), kind: 'phone', label: `Phone number of the ${ordinal} witness` },
  ];
}

/** Whether either party is under 21 on `today` (a parent's or guardian's written consent is needed). */
export function consentNeeded(values: FormValues, today: Date = parseISO(formToday())): boolean {
  return (['partyOne', 'partyTwo'] as const).some((key) => {
    const dob = getAt(values, `${key}.dateOfBirth`);
    const age = typeof dob === 'string' ? ageOn(dob, today) : undefined;
    return age !== undefined && age < PARENTAL_CONSENT_UNDER;
  });
}

/** A party's empty answers (every field of {@link partyStep}). */
export function emptyParty() {
  return {
    nin: '',
    givenName: '',
    surname: '',
    dateOfBirth: '',
    sex: '',
    nationality: '',
    occupation: '',
    phone: '',
    email: '',
    residenceDistrict: '',
    residenceSince: '',
    condition: '',
    conditionDocument: null,
  };
}

/** A witness's empty answers. */
export function emptyWitness() {
  return { name: '', idType: '', idNumber: '', phone: '' };
}

/** A notice's empty documents (every field of {@link noticeDocumentsStep}). */
export function emptyNoticeDocuments() {
  return { lc1Letter: null, partyOneId: null, partyTwoId: null, photos: null, affidavit: null, parentalConsent: null };
}

/** The witnesses step of a notice (two witnesses: DOMAIN.md §5). */
export const witnessesStep: StepDefinition = {
  id: 'witnesses',
  title: 'Witnesses',
  description: 'Two adults who will witness the marriage.',
  fieldPrefixes: ['witnesses'],
  schema: () => z.looseObject(witnessesSchema.shape),
  sections: [
    { legend: 'First witness', fields: witnessFields(0, 'first') },
    { legend: 'Second witness', fields: witnessFields(1, 'second') },
  ],
};

/** The documents step of a notice (LC1 letter, IDs, photos, affidavit; parental consent under 21). */
export const noticeDocumentsStep: StepDefinition = {
  id: 'documents',
  title: 'Documents',
  description: 'Upload each document as a PDF, JPEG or PNG file of up to 5 MB.',
  fieldPrefixes: ['documents'],
  schema: (today) =>
    z.looseObject({ documents: noticeDocumentsSchema }).superRefine((values, ctx) => {
      if (consentNeeded(values, parseISO(today)) && !values.documents.parentalConsent) {
        ctx.addIssue({ code: 'custom', path: ['documents', 'parentalConsent'], message: PARENTAL_CONSENT_MESSAGE });
      }
    }),
  sections: [
    {
      fields: [
        {
          name: 'documents.lc1Letter',
          kind: 'upload',
          label: 'Letter from the LC1 chairperson',
          hint: `Confirms where you live. ${UPLOAD_HINT}`,
        },
        { name: 'documents.partyOneId', kind: 'upload', label: "Copy of the first party's national ID", hint: UPLOAD_HINT },
        { name: 'documents.partyTwoId', kind: 'upload', label: "Copy of the second party's national ID", hint: UPLOAD_HINT },
        {
          name: 'documents.photos',
          kind: 'upload',
          label: 'Passport photos of both parties',
          hint: `One file with a recent passport photo of each of you. ${UPLOAD_HINT}`,
        },
        {
          name: 'documents.affidavit',
          kind: 'upload',
          label: 'Affidavit (optional)',
          hint: `Only if the registrar asked you for one. ${UPLOAD_HINT}`,
        },
        {
          name: 'documents.parentalConsent',
          kind: 'upload',
          label: 'Written consent of a parent or guardian',
          hint: `Needed because one of you is under ${PARENTAL_CONSENT_UNDER}. ${UPLOAD_HINT}`,
          showWhen: (values) => consentNeeded(values),
        },
      ],
    },
  ],
};

/** The civil marriage notice form (service MARRIAGE; route /user/services/form-marriage-registration). */
export const civilMarriageForm: FormDefinition = {
  serviceType: 'MARRIAGE',
  title: 'Give notice of a civil marriage',
  intro:
    'Tell the registrar about both of you, where and when you want to marry, and your two witnesses, then upload the documents. Your answers are saved as you go, so you can stop and come back later.',
  steps: [
    partyStep('partyOne', 'First party', 'The first party', 'The first of the two people who will marry.'),
    partyStep('partyTwo', 'Second party', 'The second party', 'The second of the two people who will marry.'),
    {
      id: 'marriage',
      title: 'The marriage',
      description: 'Where you want to marry, and when.',
      fieldPrefixes: ['marriage'],
      schema: (today) =>
        z.looseObject({ marriage: marriageDetailsSchema }).superRefine((values, ctx) => {
          checkCeremonyPeriod(values.marriage, today, ctx);
        }),
      sections: [
        {
          fields: [
            {
              name: 'marriage.intendedDistrict',
              kind: 'district',
              label: 'District where the marriage will take place',
              hint: 'You give notice to the registrar of this district.',
            },
            {
              name: 'marriage.preferredFrom',
              kind: 'date',
              label: 'Earliest date for the ceremony',
              hint: 'At least 21 days after you give notice. For example, 15 8 2026',
            },
            {
              name: 'marriage.preferredTo',
              kind: 'date',
              label: 'Latest date for the ceremony',
              hint: `Within ${NOTICE_VALID_MONTHS} months of giving notice.`,
            },
          ],
        },
      ],
    },
    witnessesStep,
    noticeDocumentsStep,
  ],
  initialValues: () => ({
    partyOne: emptyParty(),
    partyTwo: emptyParty(),
    marriage: { intendedDistrict: '', preferredFrom: '', preferredTo: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    documents: emptyNoticeDocuments(),
  }),
  validate: (values, today) => {
    const result = civilMarriageNoticeSchema(today).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  checkAnswersTitle: 'Check your answers before giving notice',
  declarationText:
    'By submitting this notice you confirm that, to the best of your knowledge, the details you are providing are correct, and that you know of no lawful reason why the two of you may not marry.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit notice',
  noun: 'notice',
};
