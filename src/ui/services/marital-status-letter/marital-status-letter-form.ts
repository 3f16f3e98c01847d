/**
 * The marital status letter's form (DOMAIN.md §5; the rules are
 * src/domain/services/marital-status-letter/marital-status-letter.schema.ts): the applicant by their own
 * NIN, the intended marriage abroad, and the documents.
 */
import { z } from 'zod';
import {
  checkStatusApplicant,
  intendedMarriageSchema,
  maritalStatusLetterSchema,
  statusApplicantSchema,
  statusDocumentsSchema,
} from '../../../domain/services/marital-status-letter/marital-status-letter.schema';
import { UPLOAD_HINT } from '../../forms/field-hints';
import { type FormDefinition, issuesToFieldErrors } from '../../forms/form-definition';
import { ninVerifiedPartySections } from '../../forms/party-fields';

/** The marital status letter form. */
export const maritalStatusLetterForm: FormDefinition = {
  serviceType: 'SINGLE_STATUS_LETTER',
  title: 'Apply for a marital status letter',
  intro:
    'A marital status letter says that the registers of marriages hold no marriage of yours that still subsists, so that you may marry abroad. When you apply, we search the registers of every form of marriage for your NIN. Your answers are saved as you go.',
  steps: [
    {
      id: 'applicant',
      title: 'Your details',
      description: 'The letter is about you: give your own NIN.',
      fieldPrefixes: ['applicant'],
      schema: (today) =>
        z.looseObject({ applicant: statusApplicantSchema }).superRefine((values, ctx) => {
          checkStatusApplicant(values.applicant, today, ctx);
        }) as never,
      sections: [
        ...ninVerifiedPartySections('applicant'),
        {
          fields: [
            { name: 'applicant.nationality', kind: 'text', label: 'Nationality', hint: 'For example, Ugandan', maxLength: 60 },
            { name: 'applicant.district', kind: 'district', label: 'District where you live', hint: 'The registry’s office of this district handles your letter' },
          ],
        },
      ],
    },
    {
      id: 'intended',
      title: 'The intended marriage',
      description: 'Where you intend to marry, and whom.',
      fieldPrefixes: ['intended'],
      schema: () => z.looseObject({ intended: intendedMarriageSchema }) as never,
      sections: [
        {
          fields: [
            { name: 'intended.country', kind: 'reference', reference: 'countries', label: 'Country where you intend to marry', hint: 'The letter is addressed to its authorities' },
            { name: 'intended.spouseName', kind: 'text', label: 'Full name of the person you intend to marry', maxLength: 120 },
            { name: 'intended.spouseNationality', kind: 'text', label: 'Their nationality', hint: 'For example, Kenyan', maxLength: 60 },
            { name: 'intended.spouseDocument', kind: 'text', label: 'Their passport or national ID number (optional)', maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Upload each document as a PDF, JPEG or PNG file of up to 5 MB.',
      fieldPrefixes: ['documents'],
      schema: () => z.looseObject({ documents: statusDocumentsSchema }) as never,
      sections: [
        {
          fields: [
            { name: 'documents.lc1Letter', kind: 'upload', label: 'Letter from your LC1 chairperson', hint: `Saying where you live and that you are not married. ${UPLOAD_HINT}` },
            { name: 'documents.birthCertificate', kind: 'upload', label: 'Your birth certificate', hint: UPLOAD_HINT },
            { name: 'documents.applicantDeclaration', kind: 'upload', label: 'Your statutory declaration', hint: `Sworn before a commissioner for oaths, that you have never married or that your marriage has ended. ${UPLOAD_HINT}` },
            { name: 'documents.parentDeclaration', kind: 'upload', label: "A parent's statutory declaration", hint: `From your mother or father, confirming the same. ${UPLOAD_HINT}` },
          ],
        },
      ],
    },
  ],
  initialValues: () => ({
    applicant: { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', district: '' },
    intended: { country: '', spouseName: '', spouseNationality: '', spouseDocument: '' },
    documents: { lc1Letter: null, birthCertificate: null, applicantDeclaration: null, parentDeclaration: null },
  }),
  validate: (values, today) => {
    const result = maritalStatusLetterSchema(today).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  checkAnswersTitle: 'Check your answers before applying',
  declarationText: 'By applying you confirm that the details you are providing are correct, and that you are not married to anyone.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit application',
  noun: 'application',
};
