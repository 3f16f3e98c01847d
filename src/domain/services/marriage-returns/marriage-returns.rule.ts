/**
 * Marriage Returns (MARRIAGE_RETURNS): a church marriage return filed by a licensed place of worship
 * (variant CHURCH) or a Hindu marriage registration filed by the couple (variant HINDU); DOMAIN.md §1,
 * §5; issue 8; docs/decisions/014-returns-and-organisations.md. Registrar's chain. The answers' rules
 * are marriage-returns.schema.ts. Approval enters the marriage in the register of marriages.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { ageOn } from '#src/domain/dates';
import { marriageReturnsManifest } from './marriage-returns.manifest';
import { defineRule } from '../define-service';
import {
  answerText,
  registeredPersonAnswers,
  registeredParty,
  type Answers,
  type ExampleContext,
  type ExamplePerson,
} from '../service-rule';
import { marriageReturnSchema } from './marriage-returns.schema';

/** The price list item of a Hindu marriage registration (a demo figure: mocks/seed/prices.ts). */
export const HINDU_FEE_ITEM = 'hindu-marriage-registration';

const OCCUPATIONS = ['Teacher', 'Nurse', 'Farmer', 'Trader', 'Accountant', 'Engineer', 'Tailor', 'Civil servant'] as const;
const RESIDENCES = ['Mengo, Kampala', 'Kira, Wakiso', 'Ntinda, Kampala', 'Mukono town', 'Entebbe', 'Najjera, Wakiso'] as const;
const CELEBRANTS = ['Rev. Canon Samuel Kaggwa', 'Rev. Fr. John Ssebunya', 'Pastor Grace Atim', 'Rev. Esther Nabirye'] as const;
const EXAMPLE_PLACES = [
  { licenceNumber: 'PL-2025-EX01-0001', name: 'All Saints Church, Nakasero', district: 'Kampala' },
  { licenceNumber: 'PL-2025-EX02-0002', name: 'Christ the King Church, Kampala', district: 'Kampala' },
  { licenceNumber: 'PL-2025-EX03-0003', name: 'St Luke Church, Ntinda', district: 'Kampala' },
] as const;
const TEMPLES = [
  { name: 'Shree Sanatan Dharma Mandal Temple', district: 'Kampala' },
  { name: 'Shree Swaminarayan Temple', district: 'Jinja' },
] as const;
const PRIESTS = ['Pandit Ramesh Sharma', 'Pandit Vijay Joshi', 'Pandit Anil Trivedi'] as const;

function pick<T>(ctx: ExampleContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)] as T;
}

function shift(day: string, days: number): string {
  return isoDay(addDays(parseISO(day), days));
}

function churchParty(ctx: ExampleContext, person: ExamplePerson, dateOfMarriage: string, foreign: boolean) {
  const age = ageOn(person.dateOfBirth, parseISO(dateOfMarriage)) ?? 30;
  const fatherDeceased = ctx.random() < 0.25;
  return {
    nin: foreign ? '' : person.nin,
    givenName: person.givenName,
    surname: person.surname,
    age: String(Math.max(18, age)),
    condition: ctx.random() < 0.9 ? 'NEVER_MARRIED' : 'WIDOWED',
    occupation: pick(ctx, OCCUPATIONS),
    residence: pick(ctx, RESIDENCES),
    // A man's name of his own: a daughter's family name is often a woman's (Nakato, Akello), not her father's.
    fatherName: pick(ctx, ['Yowasi Kaggwa', 'Erisa Ochieng', 'Festo Mugerwa', 'Kezironi Tumwine', 'Stephen Olupot']),
    fatherStatus: fatherDeceased ? 'DECEASED' : 'LIVING',
    fatherOccupation: fatherDeceased ? '' : pick(ctx, OCCUPATIONS),
  };
}

function hinduParty(person: ExamplePerson) {
  return registeredPersonAnswers(person);
}

function witness(person: ExamplePerson) {
  return { name: `${person.givenName} ${person.surname}` };
}

/**
 * The example answers of one kind (valid on `ctx.today`): a marriage within the last 25 days.
 * @param ctx - the example context.
 * @param regime - which kind.
 */
export function exampleReturn(ctx: ExampleContext, regime: 'CHURCH' | 'HINDU'): Answers {
  const date = shift(ctx.today, -1 - Math.floor(ctx.random() * 25));
  const documentName = regime === 'CHURCH' ? 'Signed marriage return' : 'Temple marriage certificate';
  if (regime === 'HINDU') {
    const temple = pick(ctx, TEMPLES);
    return {
      regime,
      place: { name: temple.name, district: ctx.district },
      marriage: { date, celebrant: pick(ctx, PRIESTS) },
      partyOne: hinduParty(ctx.person(0)),
      partyTwo: hinduParty(ctx.person(1)),
      witnesses: [witness(ctx.person(2)), witness(ctx.person(3))],
      documents: { templeCertificate: ctx.document(documentName) },
    };
  }
  const place = pick(ctx, EXAMPLE_PLACES);
  return {
    regime,
    place: { licenceNumber: place.licenceNumber, name: place.name, district: ctx.district },
    marriage: {
      date,
      certificateNumber: `${place.name
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}/${date.slice(0, 4)}/${String(1 + Math.floor(ctx.random() * 900)).padStart(3, '0')}`,
      registerEntryDate: date,
      celebrant: pick(ctx, CELEBRANTS),
    },
    partyOne: churchParty(ctx, ctx.person(0), date, false),
    partyTwo: churchParty(ctx, ctx.person(1), date, ctx.random() < 0.1),
    witnesses: [witness(ctx.person(2)), witness(ctx.person(3))],
    documents: { signedReturn: ctx.document(documentName) },
  };
}

/** The rule of marriage returns. */
export const marriageReturnsRule = defineRule(marriageReturnsManifest, {
  answersSchema: (today) => marriageReturnSchema(today),
  districtOf: (answers) => answerText(answers, 'place.district') || null,
  correctableSections: [
    {
      field: 'place',
      get label() {
        return textOf(msg`Place of marriage`);
      },
    },
    {
      field: 'marriage',
      get label() {
        return textOf(msg`The marriage (date, certificate, celebrant)`);
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
  exampleAnswers: (ctx) => exampleReturn(ctx, ctx.random() < 0.75 ? 'CHURCH' : 'HINDU'),
  feeItemOf: (answers) => (answers.regime === 'HINDU' ? HINDU_FEE_ITEM : marriageReturnsManifest.feeItem),
  partyNinsOf: (answers) =>
    (['partyOne', 'partyTwo'] as const).map((key) => answerText(answers, `${key}.nin`).toUpperCase()).filter(Boolean),
  placeLicenceOf: (answers) =>
    answers.regime === 'CHURCH' ? { licenceNumber: answerText(answers, 'place.licenceNumber'), path: 'place.licenceNumber' } : null,
  onApproval: {
    kind: 'registerMarriage',
    entryOf: (answers) => {
      const regime = answers.regime === 'HINDU' ? 'HINDU' : 'CHURCH';
      return {
        regime,
        dateOfMarriage: answerText(answers, 'marriage.date'),
        place: answerText(answers, 'place.name'),
        placeLicence: regime === 'CHURCH' ? answerText(answers, 'place.licenceNumber') || null : null,
        district: answerText(answers, 'place.district'),
        partyOne: registeredParty(answers, 'partyOne'),
        partyTwo: registeredParty(answers, 'partyTwo'),
        celebrant: answerText(answers, 'marriage.celebrant'),
      };
    },
  },
});
