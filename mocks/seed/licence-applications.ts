/**
 * The demo scenario's licence applications (PUBLIC_PLACE_LICENSING and SPECIAL_LICENSE, the
 * four-level chain of DOMAIN.md §2), so every queue of the organisation-licenses and special-licenses
 * sections has work and the public register of licensed places is not empty. Every applicant, place,
 * minister and party is invented (no demo account, none in the demo national register), and every
 * state is reached through the lifecycle machine (`replayJourney`), with answers made by the
 * services' own example generators (src/domain/services).
 */
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import { serviceRule } from '#src/domain/services/catalogue';
import type { Answers } from '#src/domain/services/service-rule';
import type { ServiceType } from '#src/domain/services/service-types';
import { SYSTEM_ACTOR } from '#src/lifecycle/application.machine';
import { now, todayIso } from '../clock';
import { feeOf } from '../lifecycle';
import { seededReferenceDraw } from '../references';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from './applications';
import { inventedPerson, random } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** One seeded licence application: whose, where, how far along the chain, and its own answers. */
interface LicenceSeed {
  serviceType: Extract<ServiceType, 'PUBLIC_PLACE_LICENSING' | 'SPECIAL_LICENSE'>;
  applicantId: string;
  applicantName: string;
  district: string;
  daysAgo: number;
  /** How many levels have approved it: 0 waits for the registrar … 4 is granted. */
  approvals: 0 | 1 | 2 | 3 | 4;
  /** Answers that replace the generated ones (by top-level key, merged one level deep). */
  answers?: Answers;
}

const SEEDS: readonly LicenceSeed[] = [
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-namirembe-diocese',
    applicantName: 'Joel Kigozi',
    district: 'Kampala',
    daysAgo: 300,
    approvals: 4,
    answers: {
      organisation: { name: 'Namirembe Diocese', registrationNumber: '' },
      place: {
        name: "St Paul's Cathedral, Namirembe",
        denomination: 'ANGLICAN',
        diocese: 'Namirembe Diocese',
        address: 'Namirembe Hill, Kampala',
        capacity: '2000',
      },
    },
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-rubaga-parish',
    applicantName: 'Charles Lwanga Ssekitto',
    district: 'Kampala',
    daysAgo: 220,
    approvals: 4,
    answers: {
      organisation: { name: 'Kampala Archdiocese', registrationNumber: '' },
      place: {
        name: "St Mary's Cathedral, Rubaga",
        denomination: 'CATHOLIC',
        diocese: 'Archdiocese of Kampala',
        address: 'Rubaga Hill, Kampala',
        capacity: '1500',
      },
    },
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-gulu-pentecostal',
    applicantName: 'Okello Bosco',
    district: 'Gulu',
    daysAgo: 160,
    approvals: 4,
    answers: {
      place: {
        name: 'Gulu Pentecostal Church',
        denomination: 'PENTECOSTAL',
        diocese: '',
        address: 'Plot 12, Labwor Road, Gulu',
        capacity: '600',
      },
    },
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-wakiso-sda',
    applicantName: 'Ruth Nambi',
    district: 'Wakiso',
    daysAgo: 9,
    approvals: 0,
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-jinja-baptist',
    applicantName: 'Isaac Waiswa',
    district: 'Jinja',
    daysAgo: 25,
    approvals: 1,
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-mbarara-methodist',
    applicantName: 'Annet Tumusiime',
    district: 'Mbarara',
    daysAgo: 40,
    approvals: 2,
  },
  {
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'usr-seed-mukono-orthodox',
    applicantName: 'Nicholas Ssenyonga',
    district: 'Mukono',
    daysAgo: 55,
    approvals: 3,
  },
  {
    serviceType: 'SPECIAL_LICENSE',
    applicantId: 'usr-seed-brian-mugerwa',
    applicantName: 'Brian Mugerwa',
    district: 'Kampala',
    daysAgo: 5,
    approvals: 0,
  },
  {
    serviceType: 'SPECIAL_LICENSE',
    applicantId: 'usr-seed-joan-achieng',
    applicantName: 'Joan Achieng',
    district: 'Jinja',
    daysAgo: 12,
    approvals: 1,
  },
  {
    serviceType: 'SPECIAL_LICENSE',
    applicantId: 'usr-seed-simon-odongo',
    applicantName: 'Simon Odongo',
    district: 'Lira',
    daysAgo: 18,
    approvals: 2,
  },
  {
    serviceType: 'SPECIAL_LICENSE',
    applicantId: 'usr-seed-mercy-kato',
    applicantName: 'Mercy Kato',
    district: 'Masaka',
    daysAgo: 30,
    approvals: 3,
  },
];

/** Generated answers with a seed's own answers laid over them, one level deep. */
function merge(generated: Answers, own: Answers | undefined): Answers {
  if (!own) return generated;
  const out: Answers = { ...generated };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    out[key] = base && typeof base === 'object' && value && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return out;
}

/**
 * Seed the demo scenario's licence applications (see the module comment): paid by card, then
 * approved by as many levels as each seed says; three public place licences are granted.
 */
export async function seedLicenceApplications(): Promise<void> {
  const next = random(4242);
  // Their own generator, so the references are the same on every reseed and shift no other draw.
  const referenceDraw = seededReferenceDraw(random(4243));
  for (const [i, seed] of SEEDS.entries()) {
    const rule = serviceRule(seed.serviceType);
    const fee = feeOf(seed.serviceType);
    const createdMs = now() - seed.daysAgo * DAY_MS;
    const submittedMs = createdMs + 2 * HOUR_MS;
    const by = applicant(seed.applicantId, seed.applicantName, seed.district);
    const steps: JourneyStep[] = [
      { event: { type: 'application.submit', declaration: true }, actor: by, atMs: submittedMs },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: submittedMs + 10 * 60_000 },
    ];
    const span = Math.max(1, seed.daysAgo - 1) * DAY_MS;
    for (let level = 0; level < seed.approvals; level += 1) {
      const role = FOUR_LEVEL_CHAIN[level] ?? 'REGISTRAR';
      const at = submittedMs + ((level + 1) / (seed.approvals + 1)) * span;
      steps.push({ event: { type: 'application.open' }, actor: officer(role), atMs: at });
      steps.push({
        event: { type: 'application.approve', comment: level === 3 ? 'Licence granted; to be gazetted.' : 'In order; forwarded.' },
        actor: officer(role),
        atMs: at + 3 * HOUR_MS,
      });
    }
    const outcome = replayJourney(seed.serviceType, fee?.amountUgx ?? 0, seed.district, steps);
    const people = [inventedPerson(next, 'MALE', 9000 + i * 2), inventedPerson(next, 'FEMALE', 9001 + i * 2)];
    const data = merge(
      rule.exampleAnswers({
        today: todayIso(submittedMs),
        district: seed.district,
        random: next,
        person: (n) => people[n % 2] ?? people[0]!,
        document: (what) => ({
          id: `doc-seed-${i}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
          name: `${what}.pdf`,
          type: 'application/pdf',
          size: 240_000,
        }),
      }),
      seed.answers,
    );
    await storeJourney({
      id: `00000000-0000-4000-8001-${String(i + 1).padStart(12, '0')}`,
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
}
