/**
 * The customary marriage return as a form definition (DOMAIN.md §5 "Customary marriage return:
 * ceremony date and place (district, sub-county), parties, 2 witnesses, the customary rites,
 * registrar's return form"; the rules are
 * src/domain/services/customary-marriage/customary-marriage.schema.ts). Five steps: The ceremony,
 * First party, Second party, Witnesses, Documents. The ceremony step shows the fee clock as soon as
 * the date is entered; check your answers shows the fee to pay (customary-fee-clock.tsx).
 */
import {
  checkCeremonyDate,
  checkCustomaryPartyAge,
  customaryPartySchema,
  customaryReturnSchema,
} from '#src/domain/services/customary-marriage/customary-marriage.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { getAt } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { witnessFields } from '../shared/notice-steps';
import { type PartyKey, partyStep } from '../shared/party-step';
import { CustomaryFeeClock } from './customary-fee-clock';

function customaryPartyStep(key: PartyKey, title: string, who: string, description: string) {
  return partyStep({
    key,
    title,
    description,
    party: customaryPartySchema,
    check: (party, values, _today, ctx) => {
      const ceremonyDate = getAt(values, 'ceremony.date');
      checkCustomaryPartyAge(party, key, who, typeof ceremonyDate === 'string' ? ceremonyDate : '', ctx);
    },
    sections: [
      ...ninVerifiedPartySections(key),
      {
        fields: [
          { name: `${key}.nationality`, kind: 'text', label: 'Nationality', hint: 'For example, Ugandan', maxLength: 60 },
          { name: `${key}.clan`, kind: 'text', label: 'Clan', hint: 'For example, Ngabi', maxLength: 80 },
          { name: `${key}.phone`, kind: 'phone', label: 'Phone number' },
          { name: `${key}.email`, kind: 'email', label: 'Email address', maxLength: 254 },
        ],
      },
    ],
  });
}

function emptyParty() {
  return { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', clan: '', phone: '', email: '' };
}

function emptyWitness() {
  return { name: '', idType: '', idNumber: '', phone: '' };
}

/** The customary marriage return (service CUSTOMARY_MARRIAGE; route /user/services/customary-marriage-registration). */
export const customaryMarriageForm = defineForm(customaryReturnSchema, {
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
        pickStep(customaryReturnSchema(today).shape, ['ceremony']).superRefine((values, ctx) => {
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
    customaryPartyStep('partyOne', 'First party', 'The first party', 'The first of the two people who married.'),
    customaryPartyStep('partyTwo', 'Second party', 'The second party', 'The second of the two people who married.'),
    {
      id: 'witnesses',
      title: 'Witnesses',
      description: 'Two adults who witnessed the ceremony.',
      fieldPrefixes: ['witnesses'],
      schema: (today) => pickStep(customaryReturnSchema(today).shape, ['witnesses']),
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
      schema: (today) => pickStep(customaryReturnSchema(today).shape, ['documents']),
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
  notice: CustomaryFeeClock,
  checkAnswersTitle: 'Check your answers before filing the return',
  declarationText:
    'By filing this return you confirm that, to the best of your knowledge, the details you are providing are correct and that the two of you were married under the customary rites described.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit return',
  noun: 'return',
});
