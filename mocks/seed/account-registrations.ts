/**
 * The demo scenario's account registrations and public place marriages (issue 8;
 * docs/decisions/014-returns-and-organisations.md), so the district-kadhi, church-agent, hindu-temple
 * and marriage-registrations queues have work:
 * - pending registrations of two district kadhis (Mbale, Jinja), a church agent and a Hindu temple;
 * - the approved church agent registration of the demo account agent.mukasa@example.ug, whose
 *   account is now the agency's organisation account acting for St Mary's Cathedral, Rubaga and
 *   St Paul's Cathedral, Namirembe (the licence numbers the licence seeds granted);
 * - two public place marriage notices waiting for the registrar.
 * Run after the licence seeds (it reads the licensed places). Every applicant but the demo account,
 * and every party, is invented; every state is reached through the lifecycle machine, with answers
 * made by the services' own example generators.
 */
import { serviceRule } from '#src/domain/services/catalogue';
import type { Answers } from '#src/domain/services/service-rule';
import type { ServiceType } from '#src/domain/services/service-types';
import { SYSTEM_ACTOR } from '#src/lifecycle/application.machine';
import { indexedApplications } from '../application-store';
import { now, todayIso } from '../clock';
import { db } from '../db';
import { feeOf } from '../lifecycle';
import { seededReferenceDraw } from '../references';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from './applications';
import { inventedPerson, random } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The demo church agent (mocks/seed/demo.ts DEMO_ACCOUNTS). */
export const DEMO_AGENT_ID = 'usr-agent-mukasa';
/** The names of the licensed places the demo church agent acts for (granted by the licence seeds). */
export const DEMO_AGENT_CHURCHES = ["St Mary's Cathedral, Rubaga", "St Paul's Cathedral, Namirembe"] as const;

/** One seeded application. */
interface Seed {
  serviceType: Extract<ServiceType, 'DISTRICT_KADHI' | 'CHURCH_AGENT' | 'ORGANIZATION_MARRIAGE'>;
  applicantId: string;
  applicantName: string;
  district: string;
  daysAgo: number;
  /** 'submitted' waits in the queue, 'opened' is under review, 'approved' is decided. */
  stage: 'submitted' | 'opened' | 'approved';
  /** Answers over the generated ones, given the licensed places by name → licence number. */
  answers: (licenceOf: (name: string) => string) => Answers;
}

const SEEDS: readonly Seed[] = [
  {
    serviceType: 'DISTRICT_KADHI',
    applicantId: 'usr-seed-kadhi-mbale',
    applicantName: 'Yusuf Wamala',
    district: 'Mbale',
    daysAgo: 6,
    stage: 'submitted',
    answers: () => ({ office: { name: 'District Kadhi, Mbale', district: 'Mbale' } }),
  },
  {
    serviceType: 'DISTRICT_KADHI',
    applicantId: 'usr-seed-kadhi-jinja',
    applicantName: 'Abdallah Kiirya',
    district: 'Jinja',
    daysAgo: 11,
    stage: 'opened',
    answers: () => ({ office: { name: 'District Kadhi, Jinja', district: 'Jinja' } }),
  },
  {
    serviceType: 'CHURCH_AGENT',
    applicantId: 'usr-seed-agent-okello',
    applicantName: 'Bosco Okello',
    district: 'Gulu',
    daysAgo: 4,
    stage: 'submitted',
    answers: (licenceOf) => ({
      organisationKind: 'CHURCH_AGENT',
      organisation: { name: 'Okello Church Agency', district: 'Gulu', registrationNumber: '' },
      churches: [
        {
          licenceNumber: licenceOf('Gulu Pentecostal Church'),
          name: 'Gulu Pentecostal Church',
          district: 'Gulu',
          letterOfAuthority: doc('agent-okello', 'Letter of authority'),
        },
      ],
      officers: [{ name: 'Bosco Okello', role: 'Church agent', phone: '+256772600101' }],
      documents: { agentId: doc('agent-okello', 'Agent national ID') },
    }),
  },
  {
    serviceType: 'CHURCH_AGENT',
    applicantId: 'usr-seed-temple-patel',
    applicantName: 'Ramesh Patel',
    district: 'Kampala',
    daysAgo: 8,
    stage: 'submitted',
    answers: () => ({
      organisationKind: 'HINDU_TEMPLE',
      organisation: { name: 'Shree Sanatan Dharma Mandal, Kampala', address: 'Plot 5, Snay Bin Amir Road, Kampala', district: 'Kampala' },
      officers: [
        { name: 'Ramesh Patel', role: 'Chair of the trustees', phone: '+256772600202' },
        { name: 'Kavita Shah', role: 'Secretary', phone: '+256772600203' },
      ],
      documents: { registrationCertificate: doc('temple-patel', 'Registration certificate') },
    }),
  },
  {
    serviceType: 'CHURCH_AGENT',
    applicantId: DEMO_AGENT_ID,
    applicantName: 'John Mukasa',
    district: 'Kampala',
    daysAgo: 45,
    stage: 'approved',
    answers: (licenceOf) => ({
      organisationKind: 'CHURCH_AGENT',
      organisation: { name: 'Mukasa Church Agency', district: 'Kampala', registrationNumber: 'NGO/4471' },
      churches: DEMO_AGENT_CHURCHES.map((name, i) => ({
        licenceNumber: licenceOf(name),
        name,
        district: 'Kampala',
        letterOfAuthority: doc('agent-mukasa', `Letter of authority ${i + 1}`),
      })),
      officers: [{ name: 'John Mukasa', role: 'Church agent', phone: '+256702345890' }],
      documents: { agentId: doc('agent-mukasa', 'Agent national ID') },
    }),
  },
  {
    serviceType: 'ORGANIZATION_MARRIAGE',
    applicantId: 'usr-seed-couple-ssebunya',
    applicantName: 'Ivan Ssebunya',
    district: 'Kampala',
    daysAgo: 3,
    stage: 'submitted',
    answers: (licenceOf) => ({ marriage: placeMarriage(licenceOf, "St Mary's Cathedral, Rubaga", 'Mukasa Church Agency') }),
  },
  {
    serviceType: 'ORGANIZATION_MARRIAGE',
    applicantId: 'usr-seed-couple-acen',
    applicantName: 'Lillian Acen',
    district: 'Gulu',
    daysAgo: 7,
    stage: 'opened',
    answers: (licenceOf) => ({ marriage: placeMarriage(licenceOf, 'Gulu Pentecostal Church', '') }),
  },
];

/** A demo document reference (mocks/demo-pdf.ts opens `doc-seed-…` ids as a demo page). */
function doc(owner: string, what: string) {
  return {
    id: `doc-seed-${owner}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name: `${what}.pdf`,
    type: 'application/pdf' as const,
    size: 180_000,
  };
}

/** The place-of-worship answers of a public place marriage, its period set when the seed runs. */
function placeMarriage(licenceOf: (name: string) => string, name: string, churchAgent: string): Answers {
  const district = name.includes('Gulu') ? 'Gulu' : 'Kampala';
  return { placeLicence: licenceOf(name), placeName: name, district, churchAgent };
}

/** Generated answers with a seed's answers laid over them, one level deep (undefined removes a key). */
function merge(generated: Answers, own: Answers): Answers {
  const out: Answers = { ...generated };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    if (value === undefined) delete out[key];
    else
      out[key] =
        base && typeof base === 'object' && !Array.isArray(base) && value && typeof value === 'object' && !Array.isArray(value)
          ? { ...base, ...value }
          : value;
  }
  return out;
}

/**
 * The licence number of a licensed place the licence seeds granted, by name.
 * @throws Error when no granted licence has that name (a defect of the seeds).
 */
function licenceOf(name: string): string {
  const granted = indexedApplications()
    .map((e) => e.record)
    .find(
      (r) => r.serviceType === 'PUBLIC_PLACE_LICENSING' && r.status === 'Approved' && (r.data.place as Answers | undefined)?.name === name,
    );
  if (!granted) throw new Error(`seed: no licensed place named ${name}`);
  return granted.reference;
}

/**
 * Seed the account registrations and public place marriages (see the module comment), and make the
 * demo church agent's account act for the churches its approved registration named.
 */
export async function seedAccountRegistrations(): Promise<void> {
  const next = random(8080);
  const referenceDraw = seededReferenceDraw(random(8081));
  for (const [i, seed] of SEEDS.entries()) {
    const rule = serviceRule(seed.serviceType);
    const createdMs = now() - seed.daysAgo * DAY_MS;
    const submittedMs = createdMs + 2 * HOUR_MS;
    const people = [
      inventedPerson(next, 'MALE', 9500 + i * 4),
      inventedPerson(next, 'FEMALE', 9501 + i * 4),
      inventedPerson(next, 'MALE', 9502 + i * 4),
      inventedPerson(next, 'FEMALE', 9503 + i * 4),
    ];
    const data = merge(
      rule.exampleAnswers({
        today: todayIso(submittedMs),
        district: seed.district,
        random: next,
        person: (n) => people[n % people.length] ?? people[0]!,
        document: (what) => doc(`${i}`, what),
      }),
      seed.answers(licenceOf),
    );
    const fee = feeOf(seed.serviceType, data);
    const by = applicant(seed.applicantId, seed.applicantName, seed.district);
    const registrar = officer('REGISTRAR');
    const steps: JourneyStep[] = [
      { event: { type: 'application.submit', declaration: true }, actor: by, atMs: submittedMs },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: submittedMs + 10 * 60_000 },
    ];
    if (seed.stage !== 'submitted') steps.push({ event: { type: 'application.open' }, actor: registrar, atMs: submittedMs + DAY_MS });
    if (seed.stage === 'approved') {
      steps.push({
        event: { type: 'application.approve', comment: 'Letters of authority checked with both churches.' },
        actor: registrar,
        atMs: submittedMs + 2 * DAY_MS,
      });
    }
    const outcome = replayJourney(seed.serviceType, fee?.amountUgx ?? 0, seed.district, steps);
    await storeJourney({
      id: `00000000-0000-4000-8002-${String(i + 1).padStart(12, '0')}`,
      serviceType: seed.serviceType,
      applicantId: seed.applicantId,
      applicantName: seed.applicantName,
      district: seed.district,
      data,
      fee,
      outcome,
      createdMs,
      submittedMs,
      referenceDraw,
    });
  }
  const agent = db.users.findFirst((q) => q.where({ userId: DEMO_AGENT_ID }));
  if (agent) {
    const actsFor = DEMO_AGENT_CHURCHES.map(licenceOf);
    await db.users.update(agent, { data: (draft) => void (draft.actsFor = actsFor) });
  }
}
