/**
 * The two special-licence forms (DOMAIN.md §5 "Special licence: parties, reason (private venue /
 * notice waiver), venue address, date, supporting letter"; the rules are
 * src/domain/services/special-licence/special-licence.schema.ts). One definition, built twice with
 * the licence's kind: the kind is part of the answers and tells the two apart.
 */
import { msg } from '@lingui/core/macro';
import {
  checkLicenceDate,
  checkLicenceParty,
  licencePartySchema,
  SPECIAL_LICENCE_WITHIN_MONTHS,
  type SpecialLicenceKind,
  specialLicenceSchema,
} from '#src/domain/services/special-licence/special-licence.schema';
import { defineVariantForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import type { Words } from '#src/ui/forms/form-definition';
import { ninVerifiedPartySections } from '#src/ui/forms/party-fields';
import { type PartyKey, partyStep } from '../shared/party-step';

/**
 * A party step of a special licence: the NIN verified with the national register, the nationality and the
 * contact details; the party's own rules (checkLicenceParty) and, for the second, that the two differ.
 */
function licencePartyStep(key: PartyKey, title: Words, who: string, description: Words) {
  const at = <TField extends 'nationality' | 'phone' | 'email'>(field: TField) => `${key}.${field}` as const;
  return partyStep({
    key,
    title,
    description,
    party: licencePartySchema,
    check: (party, _values, today, ctx) => checkLicenceParty(party, key, who, today, ctx),
    sections: [
      ...ninVerifiedPartySections(key),
      {
        fields: [
          { name: at('nationality'), kind: 'text', label: msg`Nationality`, hint: msg`For example, Ugandan`, maxLength: 60 },
          { name: at('phone'), kind: 'phone', label: msg`Phone number` },
          { name: at('email'), kind: 'email', label: msg`Email address`, maxLength: 254 },
        ],
      },
    ],
  });
}

const WORDS: Readonly<Record<SpecialLicenceKind, { title: Words; intro: Words; venueHint: Words; reasonLabel: Words; reasonHint: Words }>> =
  {
    PRIVATE_VENUE: {
      title: msg`Apply for a special licence to marry at a private venue`,
      intro: msg`The Minister may licence a marriage at a place that is not a licensed place of worship or a registrar's office, for example at home when one of you cannot travel. Tell us about both of you, the venue, the date and why, then upload a supporting letter. Your answers are saved as you go.`,
      venueHint: msg`For example, the family home`,
      reasonLabel: msg`Why the marriage cannot take place in a licensed place of worship or a registrar’s office`,
      reasonHint: msg`The Minister reads this. Be specific.`,
    },
    NOTICE_WAIVER: {
      title: msg`Apply for a special licence without the 21-day notice`,
      intro: msg`The Minister may allow a marriage without the 21 days of notice for a good reason, for example a posting abroad. Tell us about both of you, where and when you want to marry and why you cannot wait, then upload a supporting letter. Your answers are saved as you go.`,
      venueHint: msg`A licensed place of worship or a registrar's office`,
      reasonLabel: msg`Why you cannot wait 21 days`,
      reasonHint: msg`The Minister reads this. Be specific.`,
    },
  };

function licenceForm(kind: SpecialLicenceKind) {
  const words = WORDS[kind];
  return defineVariantForm(
    specialLicenceSchema,
    { kind },
    {
      serviceType: 'SPECIAL_LICENSE',
      title: words.title,
      intro: words.intro,
      steps: [
        licencePartyStep('partyOne', msg`First party`, 'The first party', msg`The first of the two people who will marry.`),
        licencePartyStep('partyTwo', msg`Second party`, 'The second party', msg`The second of the two people who will marry.`),
        {
          id: 'marriage',
          title: msg`The marriage`,
          description: msg`Where and when you want to marry, and why you need the licence.`,
          fieldPrefixes: ['marriage'],
          schema: (today) =>
            pickStep(specialLicenceSchema(today).shape, ['marriage']).superRefine((values, ctx) => {
              checkLicenceDate(values.marriage, today, ctx);
            }),
          sections: [
            {
              fields: [
                { name: 'marriage.venueName', kind: 'text', label: msg`Name of the venue`, hint: words.venueHint, maxLength: 120 },
                {
                  name: 'marriage.venueAddress',
                  kind: 'text',
                  label: msg`Address of the venue`,
                  hint: msg`Plot, street and village or town`,
                  maxLength: 200,
                },
                { name: 'marriage.district', kind: 'district', label: msg`District of the venue` },
                {
                  name: 'marriage.date',
                  kind: 'date',
                  label: msg`Date of the marriage`,
                  hint: msg`Within ${SPECIAL_LICENCE_WITHIN_MONTHS} months. For example, 15 8 2026`,
                },
                { name: 'marriage.reason', kind: 'text', label: words.reasonLabel, hint: words.reasonHint, maxLength: 1000 },
              ],
            },
          ],
        },
        {
          id: 'documents',
          title: msg`Documents`,
          description: msg`Upload each document as a PDF, JPEG or PNG file of up to 5 MB.`,
          fieldPrefixes: ['documents'],
          schema: (today) => pickStep(specialLicenceSchema(today).shape, ['documents']),
          sections: [
            {
              fields: [
                {
                  name: 'documents.supportingLetter',
                  kind: 'upload',
                  label: msg`Supporting letter`,
                  hint: msg`From a doctor, employer, religious leader or local council, explaining the reason. PDF, JPEG or PNG, no bigger than 5 MB.`,
                },
                { name: 'documents.partyOneId', kind: 'upload', label: msg`Copy of the first party's national ID`, hint: UPLOAD_HINT },
                { name: 'documents.partyTwoId', kind: 'upload', label: msg`Copy of the second party's national ID`, hint: UPLOAD_HINT },
              ],
            },
          ],
        },
      ],
      initialValues: () => ({
        partyOne: { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', phone: '', email: '' },
        partyTwo: { nin: '', givenName: '', surname: '', dateOfBirth: '', sex: '', nationality: '', phone: '', email: '' },
        marriage: { venueName: '', venueAddress: '', district: '', date: '', reason: '' },
        documents: { supportingLetter: null, partyOneId: null, partyTwoId: null },
      }),
      checkAnswersTitle: msg`Check your answers before applying`,
      declarationText: msg`By applying you confirm that the details you are providing are correct, and that you know of no lawful reason why the two of you may not marry.`,
      declarationLabel: msg`I confirm the information is true`,
      submitLabel: msg`Submit application`,
      noun: msg`application`,
    },
  );
}

/** The special licence form for a private venue. */
export const privateVenueForm = licenceForm('PRIVATE_VENUE');

/** The special licence form without the 21-day notice. */
export const noticeWaiverForm = licenceForm('NOTICE_WAIVER');
