/**
 * The Hindu marriage registration as a form definition (/user/services/hindu-marriage-registration;
 * DOMAIN.md §1 "Hindu marriage registration; both parties at least 18", §5; the rules are
 * src/domain/services/marriage-returns/marriage-returns.schema.ts). Filed by the couple. Steps: The
 * temple, The marriage, First party, Second party (NIN verified with the national register),
 * Witnesses, Documents.
 */
import { z } from 'zod';
import {
  checkDifferentParties,
  checkHinduParty,
  checkMarriageDate,
  hinduDocumentsSchema,
  hinduMarriageSchema,
  hinduPartySchema,
  hinduRegistrationSchema,
  templeSchema,
} from '#src/domain/services/marriage-returns/marriage-returns.schema';
import { MIN_MARRIAGE_AGE } from '#src/domain/services/shared/notice';
import { type FormDefinition, getAt, issuesToFieldErrors, type StepDefinition } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { documentStep, emptyWitnesses, witnessesStep } from './return-fields';

function partyStep(key: 'partyOne' | 'partyTwo', title: string, who: string, description: string): StepDefinition {
  return {
    id: key,
    title,
    description,
    fieldPrefixes: [key],
    schema: () =>
      z.looseObject({ [key]: hinduPartySchema }).superRefine((values, ctx) => {
        const party = (values as Record<string, z.output<typeof hinduPartySchema>>)[key];
        const date = getAt(values, 'marriage.date');
        if (party) checkHinduParty(party, key, who, typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '', ctx);
        if (key === 'partyTwo' && party) {
          const other = getAt(values, 'partyOne.nin');
          checkDifferentParties(typeof other === 'string' ? other.trim().toUpperCase() : '', party.nin, ctx);
        }
      }),
    sections: [
      ...ninVerifiedPartySections(key),
      { fields: [{ name: `${key}.nationality`, kind: 'text', label: 'Nationality', hint: 'For example, Ugandan', maxLength: 60 }] },
    ],
  };
}

function emptyParty() {
  return { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '' };
}

/** The Hindu marriage registration form. */
export const hinduRegistrationForm: FormDefinition = {
  serviceType: 'MARRIAGE_RETURNS',
  title: 'Register a Hindu marriage',
  intro: `Register a marriage celebrated under Hindu rites. Both of you must have been at least ${MIN_MARRIAGE_AGE} on the day of the marriage. Have the temple's marriage certificate at hand. Your answers are saved as you go.`,
  steps: [
    {
      id: 'place',
      title: 'The temple',
      description: 'The temple where the marriage was solemnised.',
      fieldPrefixes: ['place'],
      schema: () => z.looseObject({ place: templeSchema }),
      sections: [
        {
          fields: [
            { name: 'place.name', kind: 'text', label: 'Name of the temple', maxLength: 200 },
            { name: 'place.district', kind: 'district', label: 'District of the temple' },
          ],
        },
      ],
    },
    {
      id: 'marriage',
      title: 'The marriage',
      description: 'When the marriage was solemnised, and by whom.',
      fieldPrefixes: ['marriage'],
      schema: (day) =>
        z.looseObject({ marriage: hinduMarriageSchema }).superRefine((values, ctx) => {
          checkMarriageDate(values.marriage.date, day, ctx);
        }),
      sections: [
        {
          fields: [
            { name: 'marriage.date', kind: 'date', label: 'Date of marriage', hint: 'For example, 21 11 2026' },
            { name: 'marriage.celebrant', kind: 'text', label: 'Name of the priest who solemnised the marriage', maxLength: 100 },
          ],
        },
      ],
    },
    partyStep('partyOne', 'First party', 'The first party', 'The first of the two people who married.'),
    partyStep('partyTwo', 'Second party', 'The second party', 'The second of the two people who married.'),
    witnessesStep,
    documentStep(
      'documents.templeCertificate',
      "Temple's marriage certificate",
      'The certificate the temple issued, signed by the priest.',
      hinduDocumentsSchema,
    ),
  ],
  initialValues: () => ({
    regime: 'HINDU',
    place: { name: '', district: '' },
    marriage: { date: '', celebrant: '' },
    partyOne: emptyParty(),
    partyTwo: emptyParty(),
    witnesses: emptyWitnesses(),
    documents: { templeCertificate: null },
  }),
  validate: (values, day) => {
    const result = hinduRegistrationSchema(day).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  checkAnswersTitle: 'Check your answers before applying',
  declarationText:
    'By applying you confirm that the marriage was solemnised as described, that both of you were at least 18 on that day, and that the certificate you uploaded is a true copy.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Submit registration',
  noun: 'registration',
};
