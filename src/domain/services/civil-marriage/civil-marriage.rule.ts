/**
 * Civil marriage (MARRIAGE): notice of a civil marriage at the registrar's office (DOMAIN.md §1, §2,
 * §5; the Marriage Act's notice, residence and consent rules). The answers' rules are
 * civil-marriage.schema.ts.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { civilMarriageNoticeSchema } from './civil-marriage.schema';
import { exampleNoticeDocuments, exampleParty, exampleWitness } from '../shared/notice-examples';
import { civilMarriageManifest } from './civil-marriage.manifest';
import { defineRule } from '../define-service';
import { answerText, ninsAt, registeredParty, type Answers } from '../service-rule';

function shift(today: string, days: number): string {
  return isoDay(addDays(parseISO(today), days));
}

/** The rule of civil marriage. */
export const civilMarriageRule = defineRule(civilMarriageManifest, {
  answersSchema: (today) => civilMarriageNoticeSchema(today),
  districtOf: (answers: Answers) => answerText(answers, 'marriage.intendedDistrict') || null,
  partyNinsOf: (answers) => ninsAt(answers, 'partyOne.nin', 'partyTwo.nin'),
  // The celebration recorded at the end of the notice stage enters the register (docs/decisions/016).
  onApproval: {
    kind: 'registerMarriage',
    entryOf: (answers, notice) => {
      const celebration = notice?.celebration;
      if (!celebration) return null;
      return {
        regime: 'CIVIL',
        dateOfMarriage: celebration.celebratedOn,
        place: celebration.roomName,
        placeLicence: null,
        district: answerText(answers, 'marriage.intendedDistrict'),
        partyOne: registeredParty(answers, 'partyOne'),
        partyTwo: registeredParty(answers, 'partyTwo'),
        celebrant: celebration.officiant,
      };
    },
  },
  correctableSections: [
    {
      field: 'partyOne',
      get label() {
        return textOf(msg`First party's details`);
      },
    },
    {
      field: 'partyTwo',
      get label() {
        return textOf(msg`Second party's details`);
      },
    },
    {
      field: 'marriage',
      get label() {
        return textOf(msg`Marriage details (district and preferred period)`);
      },
    },
    {
      field: 'witnesses',
      get label() {
        return textOf(msg`Witnesses`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`Documents`);
      },
    },
  ],
  exampleAnswers: (ctx) => ({
    partyOne: exampleParty(ctx, ctx.person(0)),
    partyTwo: exampleParty(ctx, ctx.person(1)),
    marriage: { intendedDistrict: ctx.district, preferredFrom: shift(ctx.today, 30), preferredTo: shift(ctx.today, 60) },
    witnesses: [exampleWitness(ctx, ctx.person(2)), exampleWitness(ctx, ctx.person(3))],
    documents: exampleNoticeDocuments(ctx),
  }),
});
