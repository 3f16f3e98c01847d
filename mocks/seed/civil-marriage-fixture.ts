/**
 * A complete, valid civil marriage notice (src/domain/services/shared/notice.ts), for the mock
 * API's tests, the browser journeys and the seeded demo applications. The parties and witnesses are
 * people of the demo national register free for onboarding ({@link FREE_NINS} in mocks/seed/demo.ts),
 * so the wizard's NIN verification finds them and prefills their names, date of birth and sex. Their
 * phones, e-mail addresses, occupations and documents are invented.
 *
 * Dates are relative to a day (by default the mock clock's today): residence began 400 days before,
 * the preferred ceremony period runs from 30 to 60 days after (the notice rules ask for at least 21
 * days and at most 3 months).
 */
import { addDays, format, parseISO } from 'date-fns';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { todayIso } from '../clock';
import { FREE_NINS, NIRA_PEOPLE } from './demo';

function person(nin: (typeof FREE_NINS)[number]): NiraPerson {
  const found = NIRA_PEOPLE.find((p) => p.nin === nin);
  if (!found) throw new Error(`${nin} is not in the demo register`);
  return found;
}

/** What the applicant types for a party besides what NIRA fills in. */
export interface NoticePartyDetails {
  /** The register entry: NIN, names, date of birth, sex. */
  person: NiraPerson;
  nationality: string;
  occupation: string;
  /** E.164. */
  phone: string;
  email: string;
  /** District of residence (a name of the districts list). */
  residenceDistrict: string;
}

/** A witness as the applicant types it. */
export interface NoticeWitnessDetails {
  /** The register entry the witness's NIN belongs to. */
  person: NiraPerson;
  /** Full name as written on the notice. */
  name: string;
  /** E.164. */
  phone: string;
}

/** The people of a notice: two parties, two witnesses, the district of the marriage. */
export interface NoticePeople {
  partyOne: NoticePartyDetails;
  partyTwo: NoticePartyDetails;
  witnesses: readonly [NoticeWitnessDetails, NoticeWitnessDetails];
  /** The district of the marriage (a name of the districts list). */
  intendedDistrict: string;
}

/**
 * The people of the fixture notice: Ibrahim Ssali and Harriet Kyomuhendo marry in Kampala; Samuel
 * Wasswa and Florence Adong witness. All four are in the demo register (FREE_NINS[2], [3], [4], [1]).
 */
export const NOTICE_PEOPLE = {
  partyOne: {
    person: person(FREE_NINS[2]),
    nationality: 'Ugandan',
    occupation: 'Civil engineer',
    phone: '+256701555123',
    email: 'ibrahim.ssali@example.ug',
    residenceDistrict: 'Kampala',
  },
  partyTwo: {
    person: person(FREE_NINS[3]),
    nationality: 'Ugandan',
    occupation: 'Nurse',
    phone: '+256782555234',
    email: 'harriet.kyomuhendo@example.ug',
    residenceDistrict: 'Wakiso',
  },
  witnesses: [
    { person: person(FREE_NINS[4]), name: 'Samuel Wasswa', phone: '+256772555345' },
    { person: person(FREE_NINS[1]), name: 'Florence Adong', phone: '+256704555456' },
  ],
  intendedDistrict: 'Kampala',
} as const satisfies NoticePeople;

/**
 * Document references of the fixture notice, as POST /uploads would answer them (ids invented: the
 * mock does not check that an application's documents were uploaded).
 */
export const NOTICE_DOCUMENTS = {
  lc1Letter: { id: 'doc_fixture_lc1_letter', name: 'lc1-letter.pdf', type: 'application/pdf', size: 48_213 },
  partyOneId: { id: 'doc_fixture_party_one_id', name: 'party-one-national-id.jpg', type: 'image/jpeg', size: 182_004 },
  partyTwoId: { id: 'doc_fixture_party_two_id', name: 'party-two-national-id.jpg', type: 'image/jpeg', size: 176_530 },
  photos: { id: 'doc_fixture_photos', name: 'passport-photos.png', type: 'image/png', size: 402_118 },
} as const satisfies Record<string, DocumentRef>;

/** Options of {@link civilMarriageNotice}. */
export interface NoticeOptions {
  /** The notice day, yyyy-mm-dd; default the mock clock's today. */
  today?: string;
  /** The district of the marriage (default: the people's, Kampala): decides which district's staff see it. */
  intendedDistrict?: string;
  /** Other people than {@link NOTICE_PEOPLE} (the seeded demo applications use invented ones). */
  people?: NoticePeople;
}

/** The dates of a notice given on a day. */
interface NoticeDates {
  residenceSince: string;
  preferredFrom: string;
  preferredTo: string;
}

/** The notice's dates for a day: computed once per day (benchmark data builds thousands of notices). */
const datesByDay = new Map<string, NoticeDates>();

function noticeDates(today: string): NoticeDates {
  const known = datesByDay.get(today);
  if (known) return known;
  const day = parseISO(today);
  const iso = (days: number) => format(addDays(day, days), 'yyyy-MM-dd');
  const dates = { residenceSince: iso(-400), preferredFrom: iso(30), preferredTo: iso(60) };
  if (datesByDay.size > 2000) datesByDay.clear();
  datesByDay.set(today, dates);
  return dates;
}

/**
 * The answers of a complete civil marriage notice, as the wizard saves them (PUT /applications/{id}
 * `data`): valid for `civilMarriageNoticeSchema(today)`.
 * @param options - the notice day, the district of the marriage, other people.
 */
export function civilMarriageNotice(options: NoticeOptions = {}): Record<string, unknown> {
  const people = options.people ?? NOTICE_PEOPLE;
  const dates = noticeDates(options.today ?? todayIso());
  const party = (details: NoticePartyDetails) => ({
    nin: details.person.nin,
    givenName: details.person.givenName,
    surname: details.person.surname,
    dateOfBirth: details.person.dateOfBirth,
    sex: details.person.sex,
    nationality: details.nationality,
    occupation: details.occupation,
    phone: details.phone,
    email: details.email,
    residenceDistrict: details.residenceDistrict,
    residenceSince: dates.residenceSince,
    condition: 'NEVER_MARRIED',
    conditionDocument: null,
  });
  return {
    partyOne: party(people.partyOne),
    partyTwo: party(people.partyTwo),
    marriage: {
      intendedDistrict: options.intendedDistrict ?? people.intendedDistrict,
      preferredFrom: dates.preferredFrom,
      preferredTo: dates.preferredTo,
    },
    witnesses: people.witnesses.map((w) => ({ name: w.name, idType: 'NIN', idNumber: w.person.nin, phone: w.phone })),
    documents: { ...NOTICE_DOCUMENTS, affidavit: null, parentalConsent: null },
  };
}

/**
 * The answers of a notice saved half-way: the first party only. Submitting it answers 400 with
 * field errors for the rest (e.g. `partyTwo`, `marriage`, `witnesses`, `documents`).
 * @param options - the notice day.
 */
export function incompleteCivilMarriageNotice(options: NoticeOptions = {}): Record<string, unknown> {
  const complete = civilMarriageNotice(options);
  return { partyOne: complete.partyOne };
}
