/**
 * Notice of a marriage in a licensed place of worship as a form definition (ORGANIZATION_MARRIAGE;
 * the rules are src/domain/services/public-place-marriage/public-place-marriage.schema.ts): the civil
 * notice's party, witness and document steps (src/ui/services/shared/notice-steps.ts), with a step for the place of worship, chosen from the register of licensed places, the
 * preferred period and the church agent.
 */
import { msg } from '@lingui/core/macro';
import { NOTICE_VALID_MONTHS } from '#src/domain/services/shared/notice';
import { checkPlacePeriod, publicPlaceMarriageSchema } from '#src/domain/services/public-place-marriage/public-place-marriage.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import {
  emptyNoticeDocuments,
  emptyParty,
  emptyWitness,
  noticeDocumentsStep,
  noticePartyStep,
  witnessesStep,
} from '../shared/notice-steps';

/** The public place marriage notice (route /user/services/church-agent-marriage-application). */
export const publicPlaceMarriageForm = defineForm(publicPlaceMarriageSchema, {
  serviceType: 'ORGANIZATION_MARRIAGE',
  title: msg`Give notice of a marriage in a place of worship`,
  intro: msg`For a marriage to be celebrated in a licensed place of worship. Tell the registrar about both of you, choose the place of worship from the register of licensed places and name the church agent if one acts for you, then add your two witnesses and upload the documents. Your answers are saved as you go.`,
  steps: [
    noticePartyStep('partyOne', msg`First party`, 'The first party', msg`The first of the two people who will marry.`),
    noticePartyStep('partyTwo', msg`Second party`, 'The second party', msg`The second of the two people who will marry.`),
    {
      id: 'marriage',
      title: msg`The place of worship`,
      description: msg`Where you will marry, and when.`,
      fieldPrefixes: ['marriage'],
      schema: (today) =>
        pickStep(publicPlaceMarriageSchema(today).shape, ['marriage']).superRefine((values, ctx) =>
          checkPlacePeriod(values.marriage, today, ctx),
        ),
      sections: [
        {
          fields: [
            {
              name: 'marriage.placeLicence',
              kind: 'licensed-place',
              label: msg`Place of worship`,
              hint: msg`Type part of its name and choose it from the register of licensed places of worship. Only a licensed place may celebrate marriages.`,
              prefill: { name: 'marriage.placeName', district: 'marriage.district' },
            },
            {
              name: 'marriage.preferredFrom',
              kind: 'date',
              label: msg`Earliest date for the ceremony`,
              hint: msg`At least 21 days after you give notice. For example, 15 8 2026`,
            },
            {
              name: 'marriage.preferredTo',
              kind: 'date',
              label: msg`Latest date for the ceremony`,
              hint: msg`Within ${NOTICE_VALID_MONTHS} months of giving notice.`,
            },
            {
              name: 'marriage.churchAgent',
              kind: 'text',
              label: msg`Church agent (optional)`,
              hint: msg`The name of the church agent acting for the place of worship, if one helps you.`,
              maxLength: 120,
            },
          ],
        },
      ],
    },
    witnessesStep,
    noticeDocumentsStep,
  ],
  initialValues: () => ({
    partyOne: emptyParty(),
    partyTwo: emptyParty(),
    marriage: { placeLicence: '', placeName: '', district: '', preferredFrom: '', preferredTo: '', churchAgent: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    documents: emptyNoticeDocuments(),
  }),
  checkAnswersTitle: msg`Check your answers before giving notice`,
  declarationText: msg`By submitting this notice you confirm that, to the best of your knowledge, the details you are providing are correct, and that you know of no lawful reason why the two of you may not marry.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit notice`,
  noun: msg`notice`,
});
