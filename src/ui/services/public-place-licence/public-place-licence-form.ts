/**
 * The application for a public place licence as a form definition (DOMAIN.md §5; the rules are
 * src/domain/services/public-place-licence/public-place-licence.schema.ts). Four steps: the
 * organisation, the place of worship, the responsible minister, the documents.
 */
import {
  CAPACITY_MIN,
  DENOMINATION_LABELS,
  DENOMINATIONS,
  publicPlaceLicenceSchema,
} from '#src/domain/services/public-place-licence/public-place-licence.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { type FormValues, getAt } from '#src/ui/forms/form-definition';

/** A text answer at a dotted path, or ''. */
const answerOf = (values: FormValues, path: string): string => {
  const value = getAt(values, path);
  return typeof value === 'string' ? value : '';
};

/** The public place licence form (service PUBLIC_PLACE_LICENSING; /user/services/public-license-registration). */
export const publicPlaceLicenceForm = defineForm(publicPlaceLicenceSchema, {
  serviceType: 'PUBLIC_PLACE_LICENSING',
  title: 'Apply for a public place licence',
  intro:
    'A place of worship must hold a licence before marriages can be celebrated there. Tell us about the organisation, the building and the minister responsible, then upload the documents. Your answers are saved as you go.',
  steps: [
    {
      id: 'organisation',
      title: 'The organisation',
      description: 'The church or religious body that owns or runs the place of worship.',
      fieldPrefixes: ['organisation'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['organisation']),
      sections: [
        {
          fields: [
            {
              name: 'organisation.name',
              kind: 'text',
              label: 'Name of the organisation',
              hint: 'For example, Namirembe Diocese or Kampala Pentecostal Church',
              maxLength: 120,
            },
            {
              name: 'organisation.registrationNumber',
              kind: 'text',
              label: 'Registration number (optional)',
              hint: 'If the organisation is registered with the Uganda Registration Services Bureau or the NGO Bureau.',
              maxLength: 40,
            },
          ],
        },
      ],
    },
    {
      id: 'place',
      title: 'The place of worship',
      description: 'The building to be licensed for marriages.',
      fieldPrefixes: ['place'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['place']),
      sections: [
        {
          fields: [
            {
              name: 'place.name',
              kind: 'text',
              label: 'Name of the place of worship',
              hint: 'As it will appear in the public register, for example All Saints Church, Nakasero',
              maxLength: 120,
            },
            // The denominations and dioceses offered are the registry's (settings: church-configs, diocese); the
            // options here only name a saved code on check-your-answers.
            {
              name: 'place.denomination',
              kind: 'reference',
              reference: 'denominations',
              label: 'Denomination',
              options: DENOMINATIONS.map((value) => ({ value, label: DENOMINATION_LABELS[value] })),
            },
            {
              name: 'place.diocese',
              kind: 'reference',
              reference: 'dioceses',
              referenceGroup: (values) => answerOf(values, 'place.denomination') || null,
              referenceEmpty: 'Your denomination is not organised in dioceses in the registry’s list: there is nothing to choose.',
              optional: true,
              showWhen: (values) => answerOf(values, 'place.denomination') !== '',
              label: 'Diocese (optional)',
              hint: 'If your church is organised in dioceses.',
            },
            {
              name: 'place.address',
              kind: 'text',
              label: 'Address of the building',
              hint: 'Plot, street and village or town',
              maxLength: 200,
            },
            { name: 'place.district', kind: 'district', label: 'District of the building' },
            {
              name: 'place.capacity',
              kind: 'text',
              label: 'How many people the building seats',
              hint: `In figures, at least ${CAPACITY_MIN}. For example, 350`,
              maxLength: 6,
            },
          ],
        },
      ],
    },
    {
      id: 'minister',
      title: 'The responsible minister',
      description: 'The minister of religion responsible for the place and for the marriages celebrated there.',
      fieldPrefixes: ['minister'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['minister']),
      sections: [
        {
          fields: [
            { name: 'minister.name', kind: 'text', label: "Minister's full name", maxLength: 100 },
            {
              name: 'minister.title',
              kind: 'text',
              label: "Minister's title",
              hint: 'For example, Reverend Canon or Pastor',
              maxLength: 60,
            },
            {
              name: 'minister.nin',
              kind: 'text',
              label: "Minister's National Identification Number (NIN)",
              hint: '14 letters and digits, as on the national ID card',
              maxLength: 20,
            },
            { name: 'minister.phone', kind: 'phone', label: "Minister's phone number" },
            { name: 'minister.email', kind: 'email', label: "Minister's email address", maxLength: 254 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Upload each document as a PDF, JPEG or PNG file of up to 5 MB.',
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            {
              name: 'documents.landTitle',
              kind: 'upload',
              label: 'Land title or lease agreement',
              hint: `Shows who owns or holds the land. ${UPLOAD_HINT}`,
            },
            {
              name: 'documents.photos',
              kind: 'upload',
              label: 'Photos of the building',
              hint: `One file with photos of the inside and the outside. ${UPLOAD_HINT}`,
            },
            { name: 'documents.registration', kind: 'upload', label: 'Certificate of registration (optional)', hint: UPLOAD_HINT },
          ],
        },
      ],
    },
  ],
  initialValues: () => ({
    organisation: { name: '', registrationNumber: '' },
    place: { name: '', denomination: '', diocese: '', address: '', district: '', capacity: '' },
    minister: { name: '', title: '', nin: '', phone: '', email: '' },
    documents: { landTitle: null, photos: null, registration: null },
  }),
  checkAnswersTitle: 'Check your answers before applying',
  declarationText:
    'By applying you confirm that the details you are providing are correct, that the organisation has the right to use the building, and that it is a place of public worship open to the public.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit application',
  noun: 'application',
});
