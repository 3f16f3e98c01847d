/**
 * The Hindu marriage registration as a form definition (/user/services/hindu-marriage-registration;
 * DOMAIN.md §1 "Hindu marriage registration; both parties at least 18", §5; the rules are
 * src/domain/services/marriage-returns/marriage-returns.schema.ts). Filed by the couple. Steps: The
 * temple, The marriage, First party, Second party (NIN verified with the national register),
 * Witnesses, Documents.
 */
import { msg } from '@lingui/core/macro';
import {
  checkHinduParty,
  checkMarriageDate,
  hinduDocumentsSchema,
  hinduPartySchema,
  hinduRegistrationSchema,
  marriageReturnSchema,
} from '#src/domain/services/marriage-returns/marriage-returns.schema';
import { MIN_MARRIAGE_AGE } from '#src/domain/services/shared/notice';
import { defineVariantForm, pickStep } from '#src/ui/forms/define-form';
import { getAt, type Words } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { type PartyKey, partyStep } from '../shared/party-step';
import { documentStep, emptyWitnesses, witnessesStep } from './return-fields';

/** A party's step: the NIN verified with the national register and the nationality; at least 18 on the day. */
function hinduPartyStep(key: PartyKey, title: Words, who: string, description: Words) {
  return partyStep({
    key,
    title,
    description,
    party: hinduPartySchema,
    check: (party, values, _today, ctx) => {
      const date = getAt(values, 'marriage.date');
      checkHinduParty(party, key, who, typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '', ctx);
    },
    sections: [
      ...ninVerifiedPartySections(key),
      { fields: [{ name: `${key}.nationality`, kind: 'text', label: msg`Nationality`, hint: msg`For example, Ugandan`, maxLength: 60 }] },
    ],
  });
}

function emptyParty() {
  return { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '' };
}

/** The Hindu marriage registration form. */
export const hinduRegistrationForm = defineVariantForm(
  marriageReturnSchema,
  { regime: 'HINDU' },
  {
    serviceType: 'MARRIAGE_RETURNS',
    title: msg`Register a Hindu marriage`,
    intro: msg`Register a marriage celebrated under Hindu rites. Both of you must have been at least ${MIN_MARRIAGE_AGE} on the day of the marriage. Have the temple's marriage certificate at hand. Your answers are saved as you go.`,
    steps: [
      {
        id: 'place',
        title: msg`The temple`,
        description: msg`The temple where the marriage was solemnised.`,
        fieldPrefixes: ['place'],
        schema: (today) => pickStep(hinduRegistrationSchema(today).shape, ['place']),
        sections: [
          {
            fields: [
              { name: 'place.name', kind: 'text', label: msg`Name of the temple`, maxLength: 200 },
              { name: 'place.district', kind: 'district', label: msg`District of the temple` },
            ],
          },
        ],
      },
      {
        id: 'marriage',
        title: msg`The marriage`,
        description: msg`When the marriage was solemnised, and by whom.`,
        fieldPrefixes: ['marriage'],
        schema: (day) =>
          pickStep(hinduRegistrationSchema(day).shape, ['marriage']).superRefine((values, ctx) => {
            checkMarriageDate(values.marriage.date, day, ctx);
          }),
        sections: [
          {
            fields: [
              { name: 'marriage.date', kind: 'date', label: msg`Date of marriage`, hint: msg`For example, 21 11 2026` },
              { name: 'marriage.celebrant', kind: 'text', label: msg`Name of the priest who solemnised the marriage`, maxLength: 100 },
            ],
          },
        ],
      },
      hinduPartyStep('partyOne', msg`First party`, 'The first party', msg`The first of the two people who married.`),
      hinduPartyStep('partyTwo', msg`Second party`, 'The second party', msg`The second of the two people who married.`),
      witnessesStep,
      documentStep(
        'documents.templeCertificate',
        msg`Temple's marriage certificate`,
        msg`The certificate the temple issued, signed by the priest. PDF, JPEG or PNG, no bigger than 5 MB.`,
        hinduDocumentsSchema,
      ),
    ],
    initialValues: () => ({
      place: { name: '', district: '' },
      marriage: { date: '', celebrant: '' },
      partyOne: emptyParty(),
      partyTwo: emptyParty(),
      witnesses: emptyWitnesses(),
      documents: { templeCertificate: null },
    }),
    checkAnswersTitle: msg`Check your answers before applying`,
    declarationText: msg`By applying you confirm that the marriage was solemnised as described, that both of you were at least 18 on that day, and that the certificate you uploaded is a true copy.`,
    declarationLabel: msg`I confirm the information is true`,
    submitLabel: msg`Submit registration`,
    noun: msg`registration`,
  },
);
