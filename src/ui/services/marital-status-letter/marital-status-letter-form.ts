/**
 * The marital status letter's form (DOMAIN.md §5; the rules are
 * src/domain/services/marital-status-letter/marital-status-letter.schema.ts): the applicant by their own
 * NIN, the intended marriage abroad, and the documents.
 *
 * Before it asks anything, the form searches the register for the applicant's own NIN (their account's,
 * verified at onboarding; GET /users/me/subsisting-marriages): a person in a subsisting marriage is told at
 * once, as a refusal with the entry named and what to bring, never after filling every step and uploading
 * sworn declarations (issue 30 "Told too late").
 */
import { msg } from '@lingui/core/macro';
import { fetchOwnSubsistingMarriages } from '#src/api/registers';
import { formatDisplayDate } from '#src/domain/dates';
import { letterRefusalForApplicant, whatToBring } from '#src/domain/registers/subsisting-marriage';
import type { OwnSubsistingMarriage } from '#src/domain/schemas/registers';
import { checkStatusApplicant, maritalStatusLetterSchema } from '#src/domain/services/marital-status-letter/marital-status-letter.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import type { PreparedForm } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';

/**
 * What the apply page says instead of the form when the register shows the applicant married (issue 30).
 * @param entry - the applicant's oldest subsisting marriage.
 */
export function marriedApplicantText(entry: OwnSubsistingMarriage): Extract<PreparedForm, { kind: 'unavailable' }> {
  return {
    kind: 'unavailable',
    title: msg`You cannot get a marital status letter`,
    paragraphs: [
      letterRefusalForApplicant(entry.entryNumber, { dateOfMarriage: formatDisplayDate(entry.dateOfMarriage), place: entry.place }),
      whatToBring(entry.entryNumber),
      msg`Nothing has been charged, and there is nothing to fill in until then.`,
    ],
    link: { to: '/user/services/list', text: msg`Back to the services` },
  };
}

/** The marital status letter form. */
export const maritalStatusLetterForm = defineForm(maritalStatusLetterSchema, {
  serviceType: 'SINGLE_STATUS_LETTER',
  title: msg`Apply for a marital status letter`,
  intro: msg`A marital status letter says that the registers of marriages hold no marriage of yours that still subsists, so that you may marry abroad. We have searched the registers of every form of marriage for your NIN: none shows you in a marriage that subsists. We search them again when you apply and before the letter is issued. Your answers are saved as you go.`,
  steps: [
    {
      id: 'applicant',
      title: msg`Your details`,
      description: msg`The letter is about you: give your own NIN.`,
      fieldPrefixes: ['applicant'],
      schema: (today) =>
        pickStep(maritalStatusLetterSchema(today).shape, ['applicant']).superRefine((values, ctx) => {
          checkStatusApplicant(values.applicant, today, ctx);
        }),
      sections: [
        ...ninVerifiedPartySections('applicant'),
        {
          fields: [
            { name: 'applicant.nationality', kind: 'text', label: msg`Nationality`, hint: msg`For example, Ugandan`, maxLength: 60 },
            {
              name: 'applicant.district',
              kind: 'district',
              label: msg`District where you live`,
              hint: msg`The registry’s office of this district handles your letter`,
            },
          ],
        },
      ],
    },
    {
      id: 'intended',
      title: msg`The intended marriage`,
      description: msg`Where you intend to marry, and whom.`,
      fieldPrefixes: ['intended'],
      schema: (today) => pickStep(maritalStatusLetterSchema(today).shape, ['intended']),
      sections: [
        {
          fields: [
            {
              name: 'intended.country',
              kind: 'reference',
              reference: 'countries',
              label: msg`Country where you intend to marry`,
              hint: msg`The letter is addressed to its authorities`,
            },
            { name: 'intended.spouseName', kind: 'text', label: msg`Full name of the person you intend to marry`, maxLength: 120 },
            {
              name: 'intended.spouseNationality',
              kind: 'text',
              label: msg`Their nationality`,
              hint: msg`For example, Kenyan`,
              maxLength: 60,
            },
            { name: 'intended.spouseDocument', kind: 'text', label: msg`Their passport or national ID number (optional)`, maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: msg`Documents`,
      description: msg`Upload each document as a PDF, JPEG or PNG file of up to 5 MB.`,
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(maritalStatusLetterSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            {
              name: 'documents.lc1Letter',
              kind: 'upload',
              label: msg`Letter from your LC1 chairperson`,
              hint: msg`Saying where you live and that you are not married. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
            { name: 'documents.birthCertificate', kind: 'upload', label: msg`Your birth certificate`, hint: UPLOAD_HINT },
            {
              name: 'documents.applicantDeclaration',
              kind: 'upload',
              label: msg`Your statutory declaration`,
              hint: msg`Sworn before a commissioner for oaths, that you have never married or that your marriage has ended. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
            {
              name: 'documents.parentDeclaration',
              kind: 'upload',
              label: msg`A parent's statutory declaration`,
              hint: msg`From your mother or father, confirming the same. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
          ],
        },
      ],
    },
  ],
  prepare: async (): Promise<PreparedForm> => {
    const [married] = await fetchOwnSubsistingMarriages();
    return married ? marriedApplicantText(married) : { kind: 'ready', definition: maritalStatusLetterForm };
  },
  initialValues: () => ({
    applicant: { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', district: '' },
    intended: { country: '', spouseName: '', spouseNationality: '', spouseDocument: '' },
    documents: { lc1Letter: null, birthCertificate: null, applicantDeclaration: null, parentDeclaration: null },
  }),
  checkAnswersTitle: msg`Check your answers before applying`,
  declarationText: msg`By applying you confirm that the details you are providing are correct, and that you are not married to anyone.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit application`,
  noun: msg`application`,
});
