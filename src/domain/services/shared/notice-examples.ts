/**
 * Example answers of the shared parts of a notice (./notice.ts): a party, a witness and the notice's
 * documents, for the example answers of civil marriage and public place marriage (seeds, tests, benchmarks).
 */
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { examplePhone, registeredPersonAnswers, type ExampleContext, type ExamplePerson } from '../service-rule';

const OCCUPATIONS = ['Teacher', 'Nurse', 'Farmer', 'Trader', 'Mechanic', 'Accountant', 'Driver', 'Tailor'] as const;

function shift(today: string, days: number): string {
  return isoDay(addDays(parseISO(today), days));
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
