/**
 * Islamic marriage returns (ISLAMIC_MARRIAGE_RETURNS): a mosque's return of one marriage, the district
 * kadhi's own entry in register book 1, and the kadhi's quarterly return of register books 1 and 2
 * (DOMAIN.md §1, §5; docs/decisions/014). Chain: the district kadhi of the mosque's district, then the
 * registrar (KADHI_CHAIN). An approved single return enters the marriage in the register of marriages
 * (regime ISLAMIC); the quarterly return registers nothing (the single returns did) and is free.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import type { MarriageEntryDraft } from '#src/domain/schemas/registers';
import { answerText, type Answers, type ExampleContext, type ExamplePerson } from '../service-rule';
import { islamicMarriageReturnsManifest } from './islamic-marriage-returns.manifest';
import { defineRule } from '../define-service';
import { islamicMarriageReturnSchema, type IslamicReturnKind, partyName } from './islamic-marriage-returns.schema';
import { identityAt, partyNins } from '../shared/party-identity';

// Re-exported: its tests and the divorce return's former readers find them here.
export { identityAt, partyNins } from '../shared/party-identity';

/**
 * The kind of some answers (MOSQUE, KADHI or QUARTERLY); MOSQUE when they name none.
 * @param answers - the answers, possibly partial.
 */
export function islamicReturnKind(answers: Answers): IslamicReturnKind {
  const kind = answerText(answers, 'kind');
  return kind === 'KADHI' || kind === 'QUARTERLY' ? kind : 'MOSQUE';
}

/**
 * What an approved single return enters in the register of marriages; null for a quarterly return.
 * @param answers - the approved answers.
 */
export function islamicEntryOf(answers: Answers): MarriageEntryDraft | null {
  if (islamicReturnKind(answers) === 'QUARTERLY') return null;
  const party = (key: string) => {
    const p = identityAt(answers, key);
    return { name: partyName(p), nin: p.hasNin === 'YES' && p.nin ? p.nin : null };
  };
  return {
    regime: 'ISLAMIC',
    dateOfMarriage: answerText(answers, 'marriage.dateOfMarriage'),
    place: answerText(answers, 'marriage.mosqueName'),
    placeLicence: null,
    district: answerText(answers, 'marriage.district'),
    partyOne: party('husband'),
    partyTwo: party('wife'),
    celebrant: answerText(answers, 'marriage.imamName'),
  };
}

const MOSQUES = ['Kibuli Mosque', 'Gaddafi National Mosque, Old Kampala', 'Nakasero Mosque', 'Masjid Noor, Wandegeya', 'Jamia Mosque'];
const OCCUPATIONS = ['Trader', 'Teacher', 'Nurse', 'Mechanic', 'Farmer', 'Accountant', 'Tailor'];
const MAHR = [
  'UGX 500,000, paid in full',
  'A Quran and UGX 200,000',
  'Two cows, one paid and one deferred',
  'UGX 1,000,000, half deferred',
];

function pick<T>(ctx: ExampleContext, list: readonly T[]): T {
  return list[Math.floor(ctx.random() * list.length)] ?? list[0]!;
}

/** An example party: by NIN when one of the people is of the right sex, else by name and age. */
function exampleParty(ctx: ExampleContext, sex: 'MALE' | 'FEMALE', condition: string): Answers {
  const person: ExamplePerson | undefined = [0, 1, 2, 3].map((n) => ctx.person(n)).find((p) => p.sex === sex);
  const rest = {
    condition,
    occupation: pick(ctx, OCCUPATIONS),
    residence: `${pick(ctx, ['Kibuli', 'Mengo', 'Kawempe', 'Nateete'])}, ${ctx.district}`,
    fatherName: `${pick(ctx, ['Abdul', 'Yusuf', 'Hamza', 'Ismail'])} ${pick(ctx, ['Kiggundu', 'Ssemakula', 'Lubega', 'Wasswa'])}`,
  };
  if (person) {
    const { nin, givenName, surname, dateOfBirth, nationality } = person;
    return { hasNin: 'YES', nin, givenName, surname, dateOfBirth, sex, nationality, fullName: '', age: '', ...rest };
  }
  const fullName = sex === 'MALE' ? 'Musa Kateregga' : 'Zaituni Nabukenya';
  return {
    hasNin: 'NO',
    nin: '',
    givenName: '',
    surname: '',
    dateOfBirth: '',
    sex: '',
    nationality: '',
    fullName,
    age: String(24 + Math.floor(ctx.random() * 20)),
    ...rest,
  };
}

/**
 * Valid example answers of a single return (benchmark data and seeds). Quarterly returns are left out
 * on purpose: the benchmark charges every application its service's fee, and they are free.
 * @param ctx - the example context.
 * @param kind - MOSQUE (a mosque's return) or KADHI (the kadhi's own register entry).
 */
export function exampleSingleReturn(ctx: ExampleContext, kind: 'MOSQUE' | 'KADHI'): Answers {
  const date = isoDay(addDays(parseISO(ctx.today), -(1 + Math.floor(ctx.random() * 60))));
  return {
    kind,
    marriage: {
      mosqueName: pick(ctx, MOSQUES),
      district: ctx.district,
      dateOfMarriage: date,
      certificateNumber: `MC/${date.slice(0, 4)}/${String(1 + Math.floor(ctx.random() * 900)).padStart(3, '0')}`,
      registerEntry: kind === 'KADHI' ? String(100 + Math.floor(ctx.random() * 400)) : '',
      imamName: `Sheikh ${pick(ctx, ['Abdallah Kasule', 'Muhammad Ssekitoleko', 'Idris Mukasa', 'Hussein Rajab'])}`,
      mahr: pick(ctx, MAHR),
    },
    husband: exampleParty(ctx, 'MALE', ctx.random() < 0.8 ? 'BACHELOR' : 'MARRIED'),
    wife: exampleParty(ctx, 'FEMALE', ctx.random() < 0.85 ? 'SPINSTER' : 'DIVORCED'),
    wali: {
      name: `${pick(ctx, ['Abdul', 'Yusuf', 'Hamza'])} ${pick(ctx, ['Kiggundu', 'Ssemakula', 'Lubega'])}`,
      relationship: pick(ctx, ['Father', 'Brother', 'Paternal uncle']),
    },
    witnesses: {
      first: { name: 'Haji Swaibu Mayanja', idNumber: '' },
      second: { name: 'Ali Kizito', idNumber: '' },
    },
    documents: { signedReturn: ctx.document('Signed marriage return') },
  };
}

/** The rule of Islamic marriage returns. */
export const islamicMarriageReturnsRule = defineRule(islamicMarriageReturnsManifest, {
  answersSchema: (today) => islamicMarriageReturnSchema(today),
  // The mosque's district picks the kadhi; the quarterly return names none (the kadhi's own district).
  districtOf: (answers) => (islamicReturnKind(answers) === 'QUARTERLY' ? null : answerText(answers, 'marriage.district') || null),
  // A single return's sections (the registry's list is one per service): a quarterly return is sent
  // back by its signed return and the officer's reason.
  correctableSections: [
    {
      field: 'marriage',
      get label() {
        return textOf(msg`The marriage (mosque, date, certificate, imam, mahr)`);
      },
    },
    {
      field: 'husband',
      get label() {
        return textOf(msg`The husband's details`);
      },
    },
    {
      field: 'wife',
      get label() {
        return textOf(msg`The wife's details`);
      },
    },
    {
      field: 'wali',
      get label() {
        return textOf(msg`The wali`);
      },
    },
    {
      field: 'witnesses',
      get label() {
        return textOf(msg`The witnesses`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`The scanned signed return (also of a quarterly return)`);
      },
    },
  ],
  exampleAnswers: (ctx) => exampleSingleReturn(ctx, ctx.random() < 0.8 ? 'MOSQUE' : 'KADHI'),
  feeItemOf: (answers) => (islamicReturnKind(answers) === 'QUARTERLY' ? null : islamicMarriageReturnsManifest.feeItem),
  partyNinsOf: (answers) => (islamicReturnKind(answers) === 'QUARTERLY' ? [] : partyNins(answers, ['husband', 'wife'])),
  onApproval: { kind: 'registerMarriage', entryOf: islamicEntryOf },
});
