/**
 * Public Place Marriages (ORGANIZATION_MARRIAGE): a couple gives notice of a marriage in a licensed
 * place of worship, through the church agent acting for it (DOMAIN.md §1, §2, §5). The registrar of the
 * place's district reviews it in the marriage-registrations section, with civil notices; the notice
 * stages follow (issue 9). The parties' NINs feed the duplicate-marriage check (DOMAIN.md §6).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { exampleNoticeDocuments, exampleParty, exampleWitness } from '../shared/notice-examples';
import { answerText } from '../service-rule';
import { publicPlaceMarriageManifest } from './public-place-marriage.manifest';
import { defineRule } from '../define-service';
import { publicPlaceMarriageSchema } from './public-place-marriage.schema';

const PLACES = ['St Andrew Church', 'Christ the King Church', 'Holy Trinity Cathedral', 'Emmanuel Church'] as const;

function shift(today: string, days: number): string {
  return isoDay(addDays(parseISO(today), days));
}

/** The rule of the public place marriage. */
export const publicPlaceMarriageRule = defineRule(publicPlaceMarriageManifest, {
  answersSchema: (today) => publicPlaceMarriageSchema(today),
  districtOf: (answers) => answerText(answers, 'marriage.district') || null,
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
        return textOf(msg`The place of worship and preferred period`);
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
  exampleAnswers: (ctx) => {
    const place = PLACES[Math.floor(ctx.random() * PLACES.length)] ?? PLACES[0];
    const serial = String(1000 + Math.floor(ctx.random() * 8999));
    return {
      partyOne: exampleParty(ctx, ctx.person(0)),
      partyTwo: exampleParty(ctx, ctx.person(1)),
      marriage: {
        placeLicence: `PL-${Number(ctx.today.slice(0, 4)) - 1}-${serial}-EX${serial.slice(0, 2)}`,
        placeName: `${place}, ${ctx.district}`,
        district: ctx.district,
        preferredFrom: shift(ctx.today, 30),
        preferredTo: shift(ctx.today, 60),
        churchAgent: ctx.random() < 0.5 ? '' : 'Faithful Unions Agency',
      },
      witnesses: [exampleWitness(ctx, ctx.person(2)), exampleWitness(ctx, ctx.person(3))],
      documents: exampleNoticeDocuments(ctx),
    };
  },
  partyNinsOf: (answers) =>
    [answerText(answers, 'partyOne.nin'), answerText(answers, 'partyTwo.nin')].map((n) => n.toUpperCase()).filter(Boolean),
});
