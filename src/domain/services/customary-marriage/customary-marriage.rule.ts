/**
 * Customary marriage returns (CUSTOMARY_MARRIAGE): the couple files the return of a marriage
 * celebrated under customary rites, with the registrar's return form (DOMAIN.md §1, §5). The
 * registrar checks it (DOMAIN.md §2: registrar only); approval enters the marriage in the register
 * of marriages (docs/decisions/014). The fee is computed from the ceremony date, never typed: within
 * 6 months of the ceremony the ordinary fee, from the day after the 6-month anniversary the late
 * registration fee (DOMAIN.md §4, §6; src/domain/deadlines.ts).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { isCustomaryReturnLate } from '#src/domain/deadlines';
import { answerText, registeredPersonAnswers, examplePhone, type Answers, type ExampleContext, type ExamplePerson } from '../service-rule';
import { CUSTOMARY_LATE_FEE_ITEM, CUSTOMARY_ON_TIME_FEE_ITEM, customaryMarriageManifest } from './customary-marriage.manifest';
import { defineRule } from '../define-service';
import { customaryReturnSchema } from './customary-marriage.schema';

/** Who the register names as the celebrant of a customary marriage (there is no officiant in law). */
export const CUSTOMARY_CELEBRANT = 'Customary rites';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The price list item a customary return is charged (DOMAIN.md §4): the late registration fee when
 * filed from the day after the ceremony's 6-month anniversary, else the ordinary fee. Answers with
 * no ceremony date yet (a draft) are charged the ordinary fee.
 * @param answers - the return's answers; reads `ceremony.date` (yyyy-mm-dd).
 * @param today - the day of filing, yyyy-mm-dd.
 * @returns "customary-return-late" or "customary-return-on-time".
 */
export function customaryFeeItemOf(answers: Answers, today: string): string {
  const date = answerText(answers, 'ceremony.date');
  return ISO_DAY.test(date) && isCustomaryReturnLate(date, today) ? CUSTOMARY_LATE_FEE_ITEM : CUSTOMARY_ON_TIME_FEE_ITEM;
}

function fullName(answers: Answers, key: string): string {
  return `${answerText(answers, `${key}.givenName`)} ${answerText(answers, `${key}.surname`)}`.trim();
}

const CLANS = ['Ngabi', 'Nkima', 'Mamba', 'Ffumbe', 'Lugave', 'Nsenene', 'Mbogo', 'Kasimba'] as const;
const SUB_COUNTIES = ['Nangabo', 'Kira Town Council', 'Busukuma', 'Gombe', 'Kasangati', 'Masulita'] as const;
const RITES = [
  'Introduction (kwanjula): the groom’s family was received by the bride’s family and the bride price was accepted.',
  'Give-away (kuhingira): the bride was given away by her family before both clans.',
  'Okuhingira and blessing by the elders of both clans.',
] as const;

function pick<T>(ctx: ExampleContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)] as T;
}

function party(ctx: ExampleContext, person: ExamplePerson) {
  return {
    ...registeredPersonAnswers(person),
    phone: examplePhone(ctx),
    email: `${person.givenName}.${person.surname}@example.ug`.toLowerCase(),
    clan: pick(ctx, CLANS),
  };
}

function witness(ctx: ExampleContext, person: ExamplePerson) {
  return { name: `${person.givenName} ${person.surname}`, idType: 'NIN', idNumber: person.nin, phone: examplePhone(ctx) };
}

/** The rule of customary marriage returns. */
export const customaryMarriageRule = defineRule(customaryMarriageManifest, {
  answersSchema: (today) => customaryReturnSchema(today),
  districtOf: (answers) => answerText(answers, 'ceremony.district') || null,
  correctableSections: [
    {
      field: 'ceremony',
      get label() {
        return textOf(msg`The ceremony (date, place and rites)`);
      },
    },
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
  feeItemOf: customaryFeeItemOf,
  partyNinsOf: (answers) =>
    [answerText(answers, 'partyOne.nin'), answerText(answers, 'partyTwo.nin')].filter(Boolean).map((n) => n.toUpperCase()),
  onApproval: {
    kind: 'registerMarriage',
    entryOf: (answers) => ({
      regime: 'CUSTOMARY',
      dateOfMarriage: answerText(answers, 'ceremony.date'),
      place: [answerText(answers, 'ceremony.venue'), answerText(answers, 'ceremony.subCounty'), answerText(answers, 'ceremony.district')]
        .filter(Boolean)
        .join(', '),
      placeLicence: null,
      district: answerText(answers, 'ceremony.district'),
      partyOne: { name: fullName(answers, 'partyOne'), nin: answerText(answers, 'partyOne.nin') || null },
      partyTwo: { name: fullName(answers, 'partyTwo'), nin: answerText(answers, 'partyTwo.nin') || null },
      celebrant: CUSTOMARY_CELEBRANT,
    }),
  },
  exampleAnswers: (ctx) => {
    // Ceremonies from 3 days to about 11 months before filing: some returns on time, some late.
    const daysAgo = 3 + Math.floor(ctx.random() * 330);
    const gifts = ctx.random() < 0.6;
    return {
      ceremony: {
        date: isoDay(addDays(parseISO(ctx.today), -daysAgo)),
        district: ctx.district,
        subCounty: pick(ctx, SUB_COUNTIES),
        venue: `The home of the bride's parents, ${pick(ctx, ['Kiteezi', 'Bweyogerere', 'Namugongo', 'Matugga'])} village`,
        rites: pick(ctx, RITES),
        bridePrice: gifts ? `${2 + Math.floor(ctx.random() * 6)} cows, 4 goats and a gomesi` : '',
      },
      partyOne: party(ctx, ctx.person(0)),
      partyTwo: party(ctx, ctx.person(1)),
      witnesses: [witness(ctx, ctx.person(2)), witness(ctx, ctx.person(3))],
      documents: {
        returnForm: ctx.document("Registrar's return form"),
        partyOneId: ctx.document('First party national ID'),
        partyTwoId: ctx.document('Second party national ID'),
      },
    };
  },
});
