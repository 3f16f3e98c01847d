/**
 * The application for a public place licence as a form definition (DOMAIN.md §5; the rules are
 * src/domain/services/public-place-licence/public-place-licence.schema.ts). Four steps: the
 * organisation, the place of worship, the responsible minister, the documents.
 */
import { msg } from '@lingui/core/macro';
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
  title: msg`Apply for a public place licence`,
  intro: msg`A place of worship must hold a licence before marriages can be celebrated there. Tell us about the organisation, the building and the minister responsible, then upload the documents. Your answers are saved as you go.`,
  steps: [
    {
      id: 'organisation',
      title: msg`The organisation`,
      description: msg`The church or religious body that owns or runs the place of worship.`,
      fieldPrefixes: ['organisation'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['organisation']),
      sections: [
        {
          fields: [
            {
              name: 'organisation.name',
              kind: 'text',
              label: msg`Name of the organisation`,
              hint: msg`For example, Namirembe Diocese or Kampala Pentecostal Church`,
              maxLength: 120,
            },
            {
              name: 'organisation.registrationNumber',
              kind: 'text',
              label: msg`Registration number (optional)`,
              hint: msg`If the organisation is registered with the Uganda Registration Services Bureau or the NGO Bureau.`,
              maxLength: 40,
            },
          ],
        },
      ],
    },
    {
      id: 'place',
      title: msg`The place of worship`,
      description: msg`The building to be licensed for marriages.`,
      fieldPrefixes: ['place'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['place']),
      sections: [
        {
          fields: [
            {
              name: 'place.name',
              kind: 'text',
              label: msg`Name of the place of worship`,
              hint: msg`As it will appear in the public register, for example All Saints Church, Nakasero`,
              maxLength: 120,
            },
            // The denominations and dioceses offered are the registry's (settings: church-configs, diocese); the
            // options here only name a saved code on check-your-answers.
            {
              name: 'place.denomination',
              kind: 'reference',
              reference: 'denominations',
              label: msg`Denomination`,
              options: DENOMINATIONS.map((value) => ({ value, label: DENOMINATION_LABELS[value] })),
            },
            {
              name: 'place.diocese',
              kind: 'reference',
              reference: 'dioceses',
              referenceGroup: (values) => answerOf(values, 'place.denomination') || null,
              referenceEmpty: msg`Your denomination is not organised in dioceses in the registry’s list: there is nothing to choose.`,
              optional: true,
              showWhen: (values) => answerOf(values, 'place.denomination') !== '',
              label: msg`Diocese (optional)`,
              hint: msg`If your church is organised in dioceses.`,
            },
            {
              name: 'place.address',
              kind: 'text',
              label: msg`Address of the building`,
              hint: msg`Plot, street and village or town`,
              maxLength: 200,
            },
            { name: 'place.district', kind: 'district', label: msg`District of the building` },
            {
              name: 'place.capacity',
              kind: 'text',
              label: msg`How many people the building seats`,
              hint: msg`In figures, at least ${CAPACITY_MIN}. For example, 350`,
              maxLength: 6,
            },
          ],
        },
      ],
    },
    {
      id: 'minister',
      title: msg`The responsible minister`,
      description: msg`The minister of religion responsible for the place and for the marriages celebrated there.`,
      fieldPrefixes: ['minister'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['minister']),
      sections: [
        {
          fields: [
            { name: 'minister.name', kind: 'text', label: msg`Minister's full name`, maxLength: 100 },
            {
              name: 'minister.title',
              kind: 'text',
              label: msg`Minister's title`,
              hint: msg`For example, Reverend Canon or Pastor`,
              maxLength: 60,
            },
            {
              name: 'minister.nin',
              kind: 'text',
              label: msg`Minister's National Identification Number (NIN)`,
              hint: msg`14 letters and digits, as on the national ID card`,
              maxLength: 20,
            },
            { name: 'minister.phone', kind: 'phone', label: msg`Minister's phone number` },
            { name: 'minister.email', kind: 'email', label: msg`Minister's email address`, maxLength: 254 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: msg`Documents`,
      description: msg`Upload each document as a PDF, JPEG or PNG file of up to 5 MB.`,
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(publicPlaceLicenceSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            {
              name: 'documents.landTitle',
              kind: 'upload',
              label: msg`Land title or lease agreement`,
              hint: msg`Shows who owns or holds the land. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
            {
              name: 'documents.photos',
              kind: 'upload',
              label: msg`Photos of the building`,
              hint: msg`One file with photos of the inside and the outside. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
            { name: 'documents.registration', kind: 'upload', label: msg`Certificate of registration (optional)`, hint: UPLOAD_HINT },
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
  checkAnswersTitle: msg`Check your answers before applying`,
  declarationText: msg`By applying you confirm that the details you are providing are correct, that the organisation has the right to use the building, and that it is a place of public worship open to the public.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit application`,
  noun: msg`application`,
});
