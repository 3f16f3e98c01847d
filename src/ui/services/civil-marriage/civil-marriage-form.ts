/**
 * The notice of a civil marriage as a form definition (DOMAIN.md §5 "Civil marriage notice"; the
 * schemas are src/domain/services/shared/notice.ts and civil-marriage/civil-marriage.schema.ts). Five steps: First party, Second party, The
 * marriage, Witnesses, Documents; the party, witness and document steps are the notice's
 * (src/ui/services/shared/notice-steps.ts).
 *
 * The step checks are the domain's step schemas plus the notice's cross-field rules that concern the
 * step alone (age, residence, the condition's document, the ceremony period), with the same messages;
 * `validate` runs the whole civilMarriageNoticeSchema(today), as the API does on submit.
 */
import { msg } from '@lingui/core/macro';
import { checkCeremonyPeriod, NOTICE_VALID_MONTHS } from '#src/domain/services/shared/notice';
import { civilMarriageNoticeSchema } from '#src/domain/services/civil-marriage/civil-marriage.schema';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import {
  emptyNoticeDocuments,
  emptyParty,
  emptyWitness,
  noticeDocumentsStep,
  noticePartyStep,
  witnessesStep,
} from '../shared/notice-steps';

/** The civil marriage notice form (service MARRIAGE; route /user/services/form-marriage-registration). */
export const civilMarriageForm = defineForm(civilMarriageNoticeSchema, {
  serviceType: 'MARRIAGE',
  title: msg`Give notice of a civil marriage`,
  intro: msg`Tell the registrar about both of you, where and when you want to marry, and your two witnesses, then upload the documents. Your answers are saved as you go, so you can stop and come back later.`,
  steps: [
    noticePartyStep('partyOne', msg`First party`, 'The first party', msg`The first of the two people who will marry.`),
    noticePartyStep('partyTwo', msg`Second party`, 'The second party', msg`The second of the two people who will marry.`),
    {
      id: 'marriage',
      title: msg`The marriage`,
      description: msg`Where you want to marry, and when.`,
      fieldPrefixes: ['marriage'],
      schema: (today) =>
        pickStep(civilMarriageNoticeSchema(today).shape, ['marriage']).superRefine((values, ctx) => {
          checkCeremonyPeriod(values.marriage, today, ctx);
        }),
      sections: [
        {
          fields: [
            {
              name: 'marriage.intendedDistrict',
              kind: 'district',
              label: msg`District where the marriage will take place`,
              hint: msg`You give notice to the registrar of this district.`,
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
    marriage: { intendedDistrict: '', preferredFrom: '', preferredTo: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    documents: emptyNoticeDocuments(),
  }),
  checkAnswersTitle: msg`Check your answers before giving notice`,
  declarationText: msg`By submitting this notice you confirm that, to the best of your knowledge, the details you are providing are correct, and that you know of no lawful reason why the two of you may not marry.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit notice`,
  noun: msg`notice`,
});
