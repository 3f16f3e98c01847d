/**
 * The demo scenario's marriage returns (issue 8; docs/decisions/014-returns-and-organisations.md):
 *
 * - St Paul's clerk (clerk@stpauls.example.ug, `usr-stpauls-clerk`) files returns for St Paul's
 *   Cathedral, Namirembe: the licence the Namirembe Diocese was granted
 *   (mocks/seed/licence-applications.ts) is put in the clerk's `actsFor`.
 * - The clerk's history: three approved returns (entered in the register of marriages), one
 *   submitted and paid (in the registrar's marriage-returns queue), one with corrections requested,
 *   and one draft of this month's marriage with only the place and the marriage filled in.
 * - Two Hindu marriage registrations by invented couples, in the hindu-marriage-returns queue.
 * - The submitted return names a man whose earlier marriage (one of the approved returns) subsists,
 *   so the duplicate-marriage warning shows on a queued application.
 *
 * Every person and NIN is invented (none is in the demo national register); every state is reached
 * through the lifecycle machine (`replayJourney`), with answers made by the rule's own generator.
 */
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { serviceRule } from '#src/domain/services/catalogue';
import { exampleReturn } from '#src/domain/services/marriage-returns/marriage-returns.rule';
import type { Answers } from '#src/domain/services/service-rule';
import { SYSTEM_ACTOR, type LifecycleActor } from '#src/lifecycle/application.machine';
import { findUserById } from '#mocks/accounts';
import { registerMarriage } from '#mocks/approval-effects';
import { findApplication } from '#mocks/application-store';
import { now, todayIso } from '#mocks/clock';
import { feeOf } from '#mocks/lifecycle';
import { updateUser } from '#mocks/mail';
import { seededReferenceDraw } from '#mocks/references';
import { NIRA_PEOPLE } from '#mocks/seed/demo';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from '#mocks/seed/applications';
import { inventedPerson, random } from '#mocks/seed/people';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The St Paul's clerk's account (mocks/seed/demo.ts). */
export const STPAULS_CLERK_ID = 'usr-stpauls-clerk';
/** The seeded public place licence of St Paul's Cathedral, Namirembe (mocks/seed/licence-applications.ts, its first seed). */
export const STPAULS_LICENCE_APPLICATION_ID = '00000000-0000-4000-8001-000000000001';
const STPAULS = { name: "St Paul's Cathedral, Namirembe", district: 'Kampala' };

/** How far a seeded return got. */
type Outcome = 'approved' | 'submitted' | 'corrections' | 'draft';

interface ReturnSeed {
  regime: 'CHURCH' | 'HINDU';
  outcome: Outcome;
  /** The day of the marriage, yyyy-mm-dd. */
  dateOfMarriage: string;
  /** Days before now the return was filed (its draft begun two hours before). */
  filedDaysAgo: number;
  /** Invented people: indices of inventedPerson. */
  people: number;
  /** Answers laid over the generated ones (one level deep). */
  answers?: (generated: Answers) => Answers;
}

function iso(ms: number): string {
  return format(new Date(ms), 'yyyy-MM-dd');
}

function merge(generated: Answers, own: Answers | undefined): Answers {
  if (!own) return generated;
  const out: Answers = { ...generated };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    out[key] =
      base && typeof base === 'object' && !Array.isArray(base) && value && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return out;
}

/** Ruth Nambi of the demo register (mocks/seed/demo.ts): a party to the second approved church return. */
const RUTH_NAMBI = NIRA_PEOPLE.find((p) => p.nin === 'CF9006180243RN')!;

/**
 * Seed the returns of the demo scenario (see the module comment). Runs after the licence seeds.
 */
export async function seedChurchReturns(): Promise<void> {
  const licence = findApplication(STPAULS_LICENCE_APPLICATION_ID)?.record;
  const clerk = findUserById(STPAULS_CLERK_ID);
  if (!licence || !clerk) return;
  await updateUser(clerk, (draft) => {
    draft.actsFor = [licence.reference];
  });
  const place = { licenceNumber: licence.reference, ...STPAULS };
  const today = todayIso();
  const thisMonth = format(startOfMonth(parseISO(today)), 'yyyy-MM-dd');
  const lastMonth = (day: number) => format(subMonths(parseISO(thisMonth), 1).setDate(day), 'yyyy-MM-dd');
  const monthsAgo = (months: number, day: number) => format(subMonths(parseISO(thisMonth), months).setDate(day), 'yyyy-MM-dd');

  const seeds: ReturnSeed[] = [
    { regime: 'CHURCH', outcome: 'approved', dateOfMarriage: monthsAgo(3, 14), filedDaysAgo: 80, people: 0 },
    // Ruth Nambi, a demo account, is the bride: a person with a registered marriage (issue 10: refused a
    // marital status letter; may ask for a certified copy or a rectification of her entry).
    {
      regime: 'CHURCH',
      outcome: 'approved',
      dateOfMarriage: monthsAgo(2, 6),
      filedDaysAgo: 50,
      people: 4,
      answers: () => ({
        partyTwo: {
          nin: RUTH_NAMBI.nin,
          givenName: RUTH_NAMBI.givenName,
          surname: RUTH_NAMBI.surname,
          age: String(Number.parseInt(monthsAgo(2, 6).slice(0, 4), 10) - 1991),
        },
      }),
    },
    { regime: 'CHURCH', outcome: 'approved', dateOfMarriage: monthsAgo(2, 20), filedDaysAgo: 40, people: 8 },
    // The man of the first approved return marries again: the registrar is warned.
    {
      regime: 'CHURCH',
      outcome: 'submitted',
      dateOfMarriage: lastMonth(18),
      filedDaysAgo: 2,
      people: 12,
      answers: () => ({ partyOne: { ...churchPartyOf(0) } }),
    },
    { regime: 'CHURCH', outcome: 'corrections', dateOfMarriage: lastMonth(7), filedDaysAgo: 6, people: 16 },
    {
      regime: 'CHURCH',
      outcome: 'draft',
      dateOfMarriage: thisMonth,
      filedDaysAgo: 0,
      people: 20,
      answers: (generated) => ({
        partyOne: emptyChurchParty(),
        partyTwo: emptyChurchParty(),
        witnesses: [{ name: '' }, { name: '' }],
        documents: { signedReturn: null },
        marriage: { ...(generated.marriage as Answers), registerEntryDate: thisMonth },
      }),
    },
    { regime: 'HINDU', outcome: 'submitted', dateOfMarriage: lastMonth(22), filedDaysAgo: 4, people: 24 },
    { regime: 'HINDU', outcome: 'submitted', dateOfMarriage: monthsAgo(2, 2), filedDaysAgo: 9, people: 28 },
  ];

  const next = random(8808);
  const referenceDraw = seededReferenceDraw(random(8809));
  const people = Array.from({ length: 32 }, (_, i) => inventedPerson(next, i % 2 === 0 ? 'MALE' : 'FEMALE', 7000 + i));
  const answersOf = new Map<number, Answers>();

  function generated(seed: ReturnSeed, index: number, filedOn: string): Answers {
    const base = exampleReturn(
      {
        today: filedOn,
        district: STPAULS.district,
        random: next,
        person: (n) => people[(seed.people + n) % people.length] ?? people[0]!,
        document: (what) => ({
          id: `doc-seed-return-${index}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
          name: `${what}.pdf`,
          type: 'application/pdf',
          size: 180_000,
        }),
      },
      seed.regime,
    );
    const marriage = {
      ...(base.marriage as Answers),
      date: seed.dateOfMarriage,
      ...(seed.regime === 'CHURCH' ? { registerEntryDate: seed.dateOfMarriage } : {}),
    };
    const withDate: Answers = { ...base, marriage, ...(seed.regime === 'CHURCH' ? { place } : {}) };
    if (seed.regime === 'CHURCH') {
      for (const key of ['partyOne', 'partyTwo'] as const) {
        const party = withDate[key] as Answers;
        const person = people[(seed.people + (key === 'partyOne' ? 0 : 1)) % people.length]!;
        const age = Number.parseInt(seed.dateOfMarriage.slice(0, 4), 10) - Number.parseInt(person.dateOfBirth.slice(0, 4), 10) - 1;
        withDate[key] = { ...party, age: String(Math.max(18, age)) };
      }
    }
    return withDate;
  }

  function churchPartyOf(seedIndex: number): Answers {
    return (answersOf.get(seedIndex)?.partyOne ?? {}) as Answers;
  }

  for (const [i, seed] of seeds.entries()) {
    const rule = serviceRule('MARRIAGE_RETURNS');
    const filedMs = Math.min(now(), Math.max(now() - seed.filedDaysAgo * DAY_MS, parseISO(seed.dateOfMarriage).getTime() + 10 * HOUR_MS));
    const createdMs = filedMs - 2 * HOUR_MS;
    const base = generated(seed, i, iso(filedMs));
    const data = merge(base, seed.answers?.(base));
    answersOf.set(i, data);
    const couple = seed.regime === 'HINDU' ? people[seed.people]! : null;
    const applicantId = couple ? `usr-seed-hindu-${i}` : STPAULS_CLERK_ID;
    const applicantName = couple ? `${couple.givenName} ${couple.surname}` : (clerk.organisationName ?? STPAULS.name);
    const by: LifecycleActor = couple
      ? applicant(applicantId, applicantName, 'Kampala')
      : {
          role: 'APPLICANT',
          userId: STPAULS_CLERK_ID,
          name: applicantName,
          accountType: 'ORGANIZATION',
          district: STPAULS.district,
          isOwner: true,
        };
    const registrar = officer('REGISTRAR', 'usr-registrar');
    const fee = feeOf('MARRIAGE_RETURNS', data, iso(filedMs));
    const steps: JourneyStep[] = [];
    if (seed.outcome !== 'draft') {
      steps.push({ event: { type: 'application.submit', declaration: true }, actor: by, atMs: filedMs });
      steps.push({ event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: filedMs + 5 * 60_000 });
    }
    if (seed.outcome === 'approved' || seed.outcome === 'corrections') {
      steps.push({ event: { type: 'application.open' }, actor: registrar, atMs: filedMs + DAY_MS });
    }
    if (seed.outcome === 'approved') {
      steps.push({
        event: { type: 'application.approve', comment: 'Return in order; entered in the register.' },
        actor: registrar,
        atMs: filedMs + DAY_MS + 2 * HOUR_MS,
      });
    }
    if (seed.outcome === 'corrections') {
      steps.push({
        event: {
          type: 'application.requestCorrections',
          reason: "The second party's age does not match the signed return. Correct it and upload a clearer scan.",
          fields: ['partyTwo', 'documents'],
        },
        actor: registrar,
        atMs: filedMs + DAY_MS + HOUR_MS,
      });
    }
    const outcome = replayJourney('MARRIAGE_RETURNS', fee?.amountUgx ?? 0, STPAULS.district, steps);
    const record = await storeJourney({
      id: `00000000-0000-4000-8008-${String(i + 1).padStart(12, '0')}`,
      serviceType: 'MARRIAGE_RETURNS',
      applicantId,
      applicantName,
      district: rule.districtOf(data) ?? STPAULS.district,
      data,
      fee,
      outcome,
      createdMs,
      referenceDraw,
    });
    if (seed.outcome === 'approved' && rule.onApproval?.kind === 'registerMarriage') {
      const entry = rule.onApproval.entryOf(data);
      if (entry) await registerMarriage(record, entry, outcome.timeline.at(-1)?.at);
    }
  }
}

function emptyChurchParty(): Answers {
  return {
    nin: '',
    givenName: '',
    surname: '',
    age: '',
    condition: '',
    occupation: '',
    residence: '',
    fatherName: '',
    fatherStatus: '',
    fatherOccupation: '',
  };
}
