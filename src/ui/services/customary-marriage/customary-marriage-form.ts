/**
 * The customary marriage return as a form definition (DOMAIN.md §5 "Customary marriage return:
 * ceremony date and place (district, sub-county), parties, 2 witnesses, the customary rites,
 * registrar's return form"; the rules are
 * src/domain/services/customary-marriage/customary-marriage.schema.ts). Five steps: The ceremony,
 * First party, Second party, Witnesses, Documents. The ceremony step shows the fee clock as soon as
 * the date is entered; check your answers shows the fee to pay (customary-fee-clock.tsx).
 */
import { msg } from '@lingui/core/macro';
import {
  checkCeremonyDate,
  checkCustomaryPartyAge,
  customaryPartySchema,
  customaryReturnSchema,
} from '#src/domain/services/customary-marriage/customary-marriage.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { getAt, type Words } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { witnessFields } from '../shared/notice-steps';
import { type PartyKey, partyStep } from '../shared/party-step';
import { CustomaryFeeClock } from './customary-fee-clock';

function customaryPartyStep(key: PartyKey, title: Words, who: string, description: Words) {
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
          { name: `${key}.nationality`, kind: 'text', label: msg`Nationality`, hint: msg`For example, Ugandan`, maxLength: 60 },
          { name: `${key}.clan`, kind: 'text', label: msg`Clan`, hint: msg`For example, Ngabi`, maxLength: 80 },
          { name: `${key}.phone`, kind: 'phone', label: msg`Phone number` },
          { name: `${key}.email`, kind: 'email', label: msg`Email address`, maxLength: 254 },
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
  title: msg`File a customary marriage return`,
  intro: msg`Register a marriage celebrated under customary rites: tell us about the ceremony, both of you and your two witnesses, then upload the registrar's return form. A higher fee applies when the return is filed more than 6 months after the ceremony. Your answers are saved as you go.`,
  steps: [
    {
      id: 'ceremony',
      title: msg`The ceremony`,
      description: msg`When and where the customary marriage was celebrated, and the rites performed.`,
      fieldPrefixes: ['ceremony'],
      schema: (today) =>
        pickStep(customaryReturnSchema(today).shape, ['ceremony']).superRefine((values, ctx) => {
          checkCeremonyDate(values.ceremony, today, ctx);
        }),
      sections: [
        {
          fields: [{ name: 'ceremony.date', kind: 'date', label: msg`Date of the ceremony`, hint: msg`For example, 27 3 2026` }],
          notice: CustomaryFeeClock,
        },
        {
          fields: [
            { name: 'ceremony.district', kind: 'district', label: msg`District of the ceremony` },
            { name: 'ceremony.subCounty', kind: 'text', label: msg`Sub-county or town council`, maxLength: 80 },
            {
              name: 'ceremony.venue',
              kind: 'text',
              label: msg`Village or venue`,
              hint: msg`For example, the bride's parents' home, Kiteezi village`,
              maxLength: 120,
            },
            {
              name: 'ceremony.rites',
              kind: 'text',
              label: msg`Customary rites performed`,
              hint: msg`For example, introduction and give-away before both clans`,
              maxLength: 1000,
            },
            {
              name: 'ceremony.bridePrice',
              kind: 'text',
              label: msg`Bride price or gifts (optional)`,
              hint: msg`What was given, if anything`,
              maxLength: 500,
            },
          ],
        },
      ],
    },
    customaryPartyStep('partyOne', msg`First party`, 'The first party', msg`The first of the two people who married.`),
    customaryPartyStep('partyTwo', msg`Second party`, 'The second party', msg`The second of the two people who married.`),
    {
      id: 'witnesses',
      title: msg`Witnesses`,
      description: msg`Two adults who witnessed the ceremony.`,
      fieldPrefixes: ['witnesses'],
      schema: (today) => pickStep(customaryReturnSchema(today).shape, ['witnesses']),
      sections: [
        { legend: msg`First witness`, fields: witnessFields(0, 'first') },
        { legend: msg`Second witness`, fields: witnessFields(1, 'second') },
      ],
    },
    {
      id: 'documents',
      title: msg`Documents`,
      description: msg`Upload each document as a PDF, JPEG or PNG file of up to 5 MB.`,
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(customaryReturnSchema(today).shape, ['documents']),
      sections: [
        {
          fields: [
            {
              name: 'documents.returnForm',
              kind: 'upload',
              label: msg`Registrar's return form`,
              hint: msg`Filled in and signed by the sub-county chief or town clerk. PDF, JPEG or PNG, no bigger than 5 MB.`,
            },
            { name: 'documents.partyOneId', kind: 'upload', label: msg`Copy of the first party's national ID`, hint: UPLOAD_HINT },
            { name: 'documents.partyTwoId', kind: 'upload', label: msg`Copy of the second party's national ID`, hint: UPLOAD_HINT },
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
  checkAnswersTitle: msg`Check your answers before filing the return`,
  declarationText: msg`By filing this return you confirm that, to the best of your knowledge, the details you are providing are correct and that the two of you were married under the customary rites described.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit return`,
  noun: msg`return`,
});
