/**
 * The steps of a notice of marriage shared by the civil notice and the public place marriage notice
 * (DOMAIN.md §5 "Civil marriage notice"; the schemas are src/domain/services/shared/notice.ts and civil-marriage/civil-marriage.schema.ts): the two
 * party steps, the witnesses and the documents, with their empty answers. Each party step starts with
 * the NIN, verified with NIRA (POST /nira/verify), which fills the given name, surname, date of birth
 * and sex (read-only) and the nationality (editable).
 *
 * The step checks are the domain's step schemas plus the notice's cross-field rules that concern the
 * step alone (age, residence, the condition's document), with the same messages.
 */
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { parseISO } from 'date-fns';
import { ageOn } from '#src/domain/dates';
import {
  CONDITION_DOCUMENT,
  CONDITION_LABELS,
  checkParty,
  PARENTAL_CONSENT_MESSAGE,
  CONDITIONS,
  type Condition,
  MIN_RESIDENCE_DAYS,
  noticeDocumentsSchema,
  PARENTAL_CONSENT_UNDER,
  partySchema,
  witnessesSchema,
} from '#src/domain/services/shared/notice';
import type { civilMarriageNoticeSchema } from '#src/domain/services/civil-marriage/civil-marriage.schema';
import { type FieldOf, type FormValues, getAt, type SectionOf, type StepOf, type Words } from '#src/ui/forms/form-definition';
import { pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { formToday } from '#src/ui/forms/form-today';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { type PartyKey, partyStep } from './party-step';

/** The answers of a notice of marriage (the civil notice's schema input); the shared steps name its paths. */
export type NoticeAnswers = z.input<ReturnType<typeof civilMarriageNoticeSchema>>;

const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

/** Whether a condition needs a document (widowed: death certificate; divorced: decree absolute). */
function conditionNeedsDocument(value: unknown): value is Condition {
  return typeof value === 'string' && (CONDITIONS as readonly string[]).includes(value) && CONDITION_DOCUMENT[value as Condition] !== null;
}

function partyFields(key: PartyKey): SectionOf<Pick<NoticeAnswers, PartyKey>>[] {
  const at = <TField extends string>(field: TField) => `${key}.${field}` as const;
  return [
    ...ninVerifiedPartySections(key),
    {
      fields: [
        { name: at('nationality'), kind: 'text', label: msg`Nationality`, hint: msg`For example, Ugandan`, maxLength: 60 },
        { name: at('occupation'), kind: 'text', label: msg`Occupation`, maxLength: 80 },
        { name: at('phone'), kind: 'phone', label: msg`Phone number` },
        { name: at('email'), kind: 'email', label: msg`Email address`, maxLength: 254 },
        { name: at('residenceDistrict'), kind: 'district', label: msg`District of residence` },
        {
          name: at('residenceSince'),
          kind: 'date',
          label: msg`Date you started living in this district`,
          hint: msg`At least ${MIN_RESIDENCE_DAYS} days before you give notice. For example, 27 3 2024`,
        },
        {
          name: at('condition'),
          kind: 'radio',
          label: msg`Marital condition`,
          hint: msg`As it is now, before this marriage.`,
          options: CONDITION_OPTIONS,
        },
        {
          name: at('conditionDocument'),
          kind: 'upload',
          label: (values) => {
            const condition = getAt(values, at('condition'));
            return conditionNeedsDocument(condition) ? (CONDITION_DOCUMENT[condition] ?? msg`Document`) : msg`Document`;
          },
          hint: UPLOAD_HINT,
          showWhen: (values) => conditionNeedsDocument(getAt(values, at('condition'))),
        },
      ],
    },
  ];
}

/**
 * A party step of a notice (the civil notice's; also the public place marriage notice's).
 * @param key - the party's path in the answers.
 * @param title - the step's title, e.g. "First party".
 * @param who - how messages name the party, e.g. "The first party".
 * @param description - the text under the heading.
 */
export function noticePartyStep(key: PartyKey, title: Words, who: string, description: Words): StepOf<Pick<NoticeAnswers, PartyKey>> {
  return partyStep({
    key,
    title,
    description,
    party: partySchema,
    check: (party, _values, today, ctx) => checkParty(party, key, who, today, ctx),
    sections: partyFields(key),
  });
}

/**
 * The questions about one witness (DOMAIN.md §5: name, NIN or passport, phone), at `witnesses.{index}`;
 * shared by every form whose answers hold two witnesses in `witnesses` (civil notice, customary return).
 * @param index - 0 or 1.
 * @param ordinal - how the labels name the witness.
 */
export function witnessFields(index: 0 | 1, ordinal: 'first' | 'second'): FieldOf<Pick<NoticeAnswers, 'witnesses'>>[] {
  const at = <TField extends string>(field: TField) => `witnesses.${index}.${field}` as const;
  return [
    {
      name: at('name'),
      kind: 'text',
      label: ordinal === 'first' ? msg`Full name of the first witness` : msg`Full name of the second witness`,
      maxLength: 100,
    },
    {
      name: at('idType'),
      kind: 'radio',
      label: ordinal === 'first' ? msg`Identity document of the first witness` : msg`Identity document of the second witness`,
      options: [
        { value: 'NIN', label: msg`National ID (NIN)` },
        { value: 'PASSPORT', label: msg`Passport` },
      ],
    },
    {
      name: at('idNumber'),
      kind: 'text',
      label: ordinal === 'first' ? msg`Document number of the first witness` : msg`Document number of the second witness`,
      hint: msg`A NIN is 14 letters and digits; a passport number is 6 to 12 letters and digits.`,
      maxLength: 20,
    },
    {
      name: at('phone'),
      kind: 'phone',
      label: ordinal === 'first' ? msg`Phone number of the first witness` : msg`Phone number of the second witness`,
    },
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

/** A party's empty answers (every field of {@link noticePartyStep}). */
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
export const witnessesStep: StepOf<Pick<NoticeAnswers, 'witnesses'>> = {
  id: 'witnesses',
  title: msg`Witnesses`,
  description: msg`Two adults who will witness the marriage.`,
  fieldPrefixes: ['witnesses'],
  schema: () => pickStep(witnessesSchema.shape, ['witnesses']),
  sections: [
    { legend: msg`First witness`, fields: witnessFields(0, 'first') },
    { legend: msg`Second witness`, fields: witnessFields(1, 'second') },
  ],
};

/** The documents step of a notice (LC1 letter, IDs, photos, affidavit; parental consent under 21). */
export const noticeDocumentsStep: StepOf<Pick<NoticeAnswers, 'documents'>> = {
  id: 'documents',
  title: msg`Documents`,
  description: msg`Upload each document as a PDF, JPEG or PNG file of up to 5 MB.`,
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
          label: msg`Letter from the LC1 chairperson`,
          hint: msg`Confirms where you live. PDF, JPEG or PNG, no bigger than 5 MB.`,
        },
        { name: 'documents.partyOneId', kind: 'upload', label: msg`Copy of the first party's national ID`, hint: UPLOAD_HINT },
        { name: 'documents.partyTwoId', kind: 'upload', label: msg`Copy of the second party's national ID`, hint: UPLOAD_HINT },
        {
          name: 'documents.photos',
          kind: 'upload',
          label: msg`Passport photos of both parties`,
          hint: msg`One file with a recent passport photo of each of you. PDF, JPEG or PNG, no bigger than 5 MB.`,
        },
        {
          name: 'documents.affidavit',
          kind: 'upload',
          label: msg`Affidavit (optional)`,
          hint: msg`Only if the registrar asked you for one. PDF, JPEG or PNG, no bigger than 5 MB.`,
        },
        {
          name: 'documents.parentalConsent',
          kind: 'upload',
          label: msg`Written consent of a parent or guardian`,
          hint: msg`Needed because one of you is under ${PARENTAL_CONSENT_UNDER}. PDF, JPEG or PNG, no bigger than 5 MB.`,
          showWhen: (values) => consentNeeded(values),
        },
      ],
    },
  ],
};
