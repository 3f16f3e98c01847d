/**
 * The customary marriage return as a form definition (DOMAIN.md §5 "Customary marriage return:
 * ceremony date and place (district, sub-county), parties, 2 witnesses, the customary rites,
 * registrar's return form"; the rules are
 * src/domain/services/customary-marriage/customary-marriage.schema.ts). Five steps: The ceremony,
 * First party, Second party, Witnesses, Documents. The ceremony step shows the fee clock as soon as
 * the date is entered; check your answers shows the fee to pay (customary-fee-clock.tsx).
 */
import { z } from 'zod';
import { SAME_PERSON_MESSAGE } from '#src/domain/schemas/civil-marriage';
import {
  checkCeremonyDate,
  checkCustomaryPartyAge,
  customaryCeremonySchema,
  customaryDocumentsSchema,
  customaryPartySchema,
  customaryReturnSchema,
  customaryWitnessesSchema,
} from '#src/domain/services/customary-marriage/customary-marriage.schema';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { type FormDefinition, getAt, issuesToFieldErrors, type StepDefinition } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { witnessFields } from '../civil-marriage/civil-marriage-form';
import { CustomaryFeeClock } from './customary-fee-clock';

function partyStep(key: 'partyOne' | 'partyTwo', title: string, who: string, description: string): StepDefinition {
  const at = (field: string) => `${key}.${field}`;
  return {
    id: key,
    title,
    description,
    fieldPrefixes: [key],
    schema: () =>
      z.looseObject({ [key]: customaryPartySchema }).superRefine((values, ctx) => {
        const party = (values as Record<string, z.output<typeof customaryPartySchema>>)[key];
        const ceremonyDate = getAt(values, 'ceremony.date');
        if (party) checkCustomaryPartyAge(party, key, who, typeof ceremonyDate === 'string' ? ceremonyDate : '', ctx);
        if (key === 'partyTwo') {
          const other = getAt(values, 'partyOne.nin');
          if (party && typeof other === 'string' && other.trim().toUpperCase() === party.nin) {
            ctx.addIssue({ code: 'custom', path: ['partyTwo', 'nin'], message: SAME_PERSON_MESSAGE });
          }
        }
      }),
    sections: [
      ...ninVerifiedPartySections(key),
      {
        fields: [
          { name: at('nationality'), kind: 'text', label: 'Nationality', hint: 'For example, Ugandan', maxLength: 60 },
          { name: at('clan'), kind: 'text', label: 'Clan', hint: 'For example, Ngabi', maxLength: 80 },
          { name: at('phone'), kind: 'phone', label: 'Phone number' },
          { name: at('email'), kind: 'email', label: 'Email address', maxLength: 254 },
        ],
      },
    ],
  };
}

function emptyParty() {
  return { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', clan: '', phone: '', email: '' };
}

function emptyWitness() {
  return { name: '', idType: '', idNumber: '', phone: '' };
}

/** The customary marriage return (service CUSTOMARY_MARRIAGE; route /user/services/customary-marriage-registration). */
export const customaryMarriageForm: FormDefinition = {
  serviceType: 'CUSTOMARY_MARRIAGE',
  title: 'File a customary marriage return',
  intro:
    "Register a marriage celebrated under customary rites: tell us about the ceremony, both of you and your two witnesses, then upload the registrar's return form. A higher fee applies when the return is filed more than 6 months after the ceremony. Your answers are saved as you go.",
  steps: [
    {
      id: 'ceremony',
      title: 'The ceremony',
      description: 'When and where the customary marriage was celebrated, and the rites performed.',
      fieldPrefixes: ['ceremony'],
      schema: (today) =>
        z.looseObject({ ceremony: customaryCeremonySchema }).superRefine((values, ctx) => {
          checkCeremonyDate(values.ceremony, today, ctx);
        }),
      sections: [
        {
          fields: [{ name: 'ceremony.date', kind: 'date', label: 'Date of the ceremony', hint: 'For example, 27 3 2026' }],
          notice: CustomaryFeeClock,
        },
        {
          fields: [
            { name: 'ceremony.district', kind: 'district', label: 'District of the ceremony' },
            { name: 'ceremony.subCounty', kind: 'text', label: 'Sub-county or town council', maxLength: 80 },
            {
              name: 'ceremony.venue',
              kind: 'text',
              label: 'Village or venue',
              hint: "For example, the bride's parents' home, Kiteezi village",
              maxLength: 120,
            },
            {
              name: 'ceremony.rites',
              kind: 'text',
              label: 'Customary rites performed',
              hint: 'For example, introduction and give-away before both clans',
              maxLength: 1000,
            },
            {
              name: 'ceremony.bridePrice',
              kind: 'text',
              label: 'Bride price or gifts (optional)',
              hint: 'What was given, if anything',
              maxLength: 500,
            },
          ],
        },
      ],
    },
    partyStep('partyOne', 'First party', 'The first party', 'The first of the two people who married.'),
    partyStep('partyTwo', 'Second party', 'The second party', 'The second of the two people who married.'),
    {
      id: 'witnesses',
      title: 'Witnesses',
      description: 'Two adults who witnessed the ceremony.',
      fieldPrefixes: ['witnesses'],
      schema: () => z.looseObject({ witnesses: customaryWitnessesSchema }),
      sections: [
        { legend: 'First witness', fields: witnessFields(0, 'first') },
        { legend: 'Second witness', fields: witnessFields(1, 'second') },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Upload each document as a PDF, JPEG or PNG file of up to 5 MB.',
      fieldPrefixes: ['documents'],
      schema: () => z.looseObject({ documents: customaryDocumentsSchema }),
      sections: [
        {
          fields: [
            {
              name: 'documents.returnForm',
              kind: 'upload',
              label: "Registrar's return form",
              hint: `Filled in and signed by the sub-county chief or town clerk. ${UPLOAD_HINT}`,
            },
            { name: 'documents.partyOneId', kind: 'upload', label: "Copy of the first party's national ID", hint: UPLOAD_HINT },
            { name: 'documents.partyTwoId', kind: 'upload', label: "Copy of the second party's national ID", hint: UPLOAD_HINT },
          ],
        },
      ],
    },
  ],
  initialValues: () => ({
    ceremony: { date: '', district: '', subCounty: '', venue: '', rites: '', bridePrice: '' },
    partyOne: emptyParty(),
    partyTwo: emptyParty(),
    witnesses: [emptyWitness(), emptyWitness()],
    documents: { returnForm: null, partyOneId: null, partyTwoId: null },
  }),
  validate: (values, today) => {
    const result = customaryReturnSchema(today).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  notice: CustomaryFeeClock,
  checkAnswersTitle: 'Check your answers before filing the return',
  declarationText:
    'By filing this return you confirm that, to the best of your knowledge, the details you are providing are correct and that the two of you were married under the customary rites described.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit return',
  noun: 'return',
};
