/**
 * Civil marriage (MARRIAGE): notice of a civil marriage at the registrar's office (DOMAIN.md §1, §2,
 * §5; the Marriage Act's notice, residence and consent rules). The answers' rules are
 * src/domain/schemas/civil-marriage.ts.
 */
import { addDays, format, parseISO } from 'date-fns';
import { civilMarriageNoticeSchema } from '#src/domain/schemas/civil-marriage';
import { civilMarriageManifest } from './civil-marriage.manifest';
import { defineRule } from '../define-service';
import {
  answerText,
  registeredPersonAnswers,
  examplePhone,
  ninsAt,
  registeredParty,
  type Answers,
  type ExampleContext,
  type ExamplePerson,
} from '../service-rule';

const OCCUPATIONS = ['Teacher', 'Nurse', 'Farmer', 'Trader', 'Mechanic', 'Accountant', 'Driver', 'Tailor'] as const;

function shift(today: string, days: number): string {
  return format(addDays(parseISO(today), days), 'yyyy-MM-dd');
}

function pick<T>(ctx: ExampleContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)] as T;
}

/**
 * A party of a notice for example answers (the civil notice's party, also the public place marriage's).
 * @param ctx - the example context.
 * @param person - the invented person.
 */
export function exampleParty(ctx: ExampleContext, person: ExamplePerson) {
  return {
    ...registeredPersonAnswers(person),
    occupation: pick(ctx, OCCUPATIONS),
    phone: examplePhone(ctx),
    email: `${person.givenName}.${person.surname}@example.ug`.toLowerCase(),
    residenceDistrict: ctx.district,
    residenceSince: shift(ctx.today, -400),
    condition: 'NEVER_MARRIED',
    conditionDocument: null,
  };
}

/**
 * A witness for example answers (NIN as the identity document).
 * @param ctx - the example context.
 * @param person - the invented person.
 */
export function exampleWitness(ctx: ExampleContext, person: ExamplePerson) {
  return { name: `${person.givenName} ${person.surname}`, idType: 'NIN', idNumber: person.nin, phone: examplePhone(ctx) };
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
    { field: 'partyOne', label: "First party's details" },
    { field: 'partyTwo', label: "Second party's details" },
    { field: 'marriage', label: 'Marriage details (district and preferred period)' },
    { field: 'witnesses', label: 'Witnesses' },
    { field: 'documents', label: 'Documents' },
  ],
  exampleAnswers: (ctx) => ({
    partyOne: exampleParty(ctx, ctx.person(0)),
    partyTwo: exampleParty(ctx, ctx.person(1)),
    marriage: { intendedDistrict: ctx.district, preferredFrom: shift(ctx.today, 30), preferredTo: shift(ctx.today, 60) },
    witnesses: [exampleWitness(ctx, ctx.person(2)), exampleWitness(ctx, ctx.person(3))],
    documents: exampleNoticeDocuments(ctx),
  }),
});

/**
 * The documents of a notice for example answers.
 * @param ctx - the example context.
 */
export function exampleNoticeDocuments(ctx: ExampleContext) {
  return {
    lc1Letter: ctx.document('LC1 letter'),
    partyOneId: ctx.document('First party national ID'),
    partyTwoId: ctx.document('Second party national ID'),
    photos: ctx.document('Passport photos'),
    affidavit: null,
    parentalConsent: null,
  };
}
