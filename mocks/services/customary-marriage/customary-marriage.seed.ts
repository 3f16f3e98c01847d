/**
 * The demo scenario's customary marriage returns (CUSTOMARY_MARRIAGE, the registrar's chain of
 * DOMAIN.md §2), so the customary-marriage-returns section has work: one filed late and paid at the
 * late registration fee (DOMAIN.md §4: UGX 40,000), one on time being reviewed, one approved with its
 * entry in the register of marriages, and one sent back for corrections. Every applicant, party and
 * witness is invented (no demo account, none in the demo national register); every state is reached
 * through the lifecycle machine (`replayJourney`), with answers made by the service's own example
 * generator and fees computed by its rule from the ceremony date (`feeOf` reads `feeItemOf`).
 */
import { addDays, format, parseISO } from 'date-fns';
import { serviceRule } from '#src/domain/services/catalogue';
import type { LifecycleEvent } from '#src/lifecycle/application.machine';
import { SYSTEM_ACTOR } from '#src/lifecycle/application.machine';
import { registerMarriage } from '#mocks/approval-effects';
import { now, todayIso } from '#mocks/clock';
import { feeOf } from '#mocks/lifecycle';
import { seededReferenceDraw } from '#mocks/references';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from '#mocks/seed/applications';
import { inventedPerson, random } from '#mocks/seed/people';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** One seeded return: whose, where, when filed, how long after the ceremony, and how far it went. */
interface CustomarySeed {
  applicantId: string;
  applicantName: string;
  district: string;
  /** Days before today the return was submitted. */
  submittedDaysAgo: number;
  /** Days between the ceremony and the submission (more than about 183: the late fee). */
  ceremonyDaysBefore: number;
  /** What the registrar did: nothing yet, opened it, approved it, asked for corrections. */
  outcome: 'submitted' | 'pending' | 'approved' | 'corrections';
}

const SEEDS: readonly CustomarySeed[] = [
  {
    applicantId: 'usr-seed-grace-namutebi',
    applicantName: 'Grace Namutebi',
    district: 'Wakiso',
    submittedDaysAgo: 3,
    ceremonyDaysBefore: 250,
    outcome: 'submitted',
  },
  {
    applicantId: 'usr-seed-patrick-tumusiime',
    applicantName: 'Patrick Tumusiime',
    district: 'Mbarara',
    submittedDaysAgo: 6,
    ceremonyDaysBefore: 60,
    outcome: 'pending',
  },
  {
    applicantId: 'usr-seed-esther-auma',
    applicantName: 'Esther Auma',
    district: 'Tororo',
    submittedDaysAgo: 45,
    ceremonyDaysBefore: 30,
    outcome: 'approved',
  },
  {
    applicantId: 'usr-seed-david-kasozi',
    applicantName: 'David Kasozi',
    district: 'Mukono',
    submittedDaysAgo: 12,
    ceremonyDaysBefore: 100,
    outcome: 'corrections',
  },
];

/** The reason of the seeded request for corrections. */
export const SEEDED_CORRECTION_REASON = "The registrar's return form is not signed by the sub-county chief. Upload the signed form.";

/**
 * Seed the demo scenario's customary returns (see the module comment). The approved one's marriage is
 * entered in the register of marriages, as approval does (mocks/approval-effects.ts).
 */
export async function seedCustomaryReturns(): Promise<void> {
  const next = random(6060);
  // Their own generator, so the references are the same on every reseed and shift no other draw.
  const referenceDraw = seededReferenceDraw(random(6061));
  const rule = serviceRule('CUSTOMARY_MARRIAGE');
  for (const [i, seed] of SEEDS.entries()) {
    const submittedMs = now() - seed.submittedDaysAgo * DAY_MS;
    const createdMs = submittedMs - 2 * DAY_MS;
    const filedOn = todayIso(submittedMs);
    const people = [
      inventedPerson(next, 'FEMALE', 9500 + i * 4),
      inventedPerson(next, 'MALE', 9501 + i * 4),
      inventedPerson(next, 'MALE', 9502 + i * 4),
      inventedPerson(next, 'FEMALE', 9503 + i * 4),
    ];
    const data = rule.exampleAnswers({
      today: filedOn,
      district: seed.district,
      random: next,
      person: (n) => people[n % people.length] ?? people[0]!,
      document: (what) => ({
        id: `doc-seed-cr-${i}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        name: `${what}.pdf`,
        type: 'application/pdf',
        size: 210_000,
      }),
    });
    (data.ceremony as Record<string, unknown>).date = format(addDays(parseISO(filedOn), -seed.ceremonyDaysBefore), 'yyyy-MM-dd');
    const fee = feeOf('CUSTOMARY_MARRIAGE', data, filedOn);

    const by = applicant(seed.applicantId, seed.applicantName, seed.district);
    const registrar = officer('REGISTRAR');
    const steps: JourneyStep[] = [
      { event: { type: 'application.submit', declaration: true }, actor: by, atMs: submittedMs },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: submittedMs + 10 * 60_000 },
    ];
    const decidedMs = submittedMs + Math.max(1, Math.floor(seed.submittedDaysAgo / 2)) * DAY_MS;
    const decision: Partial<Record<CustomarySeed['outcome'], LifecycleEvent>> = {
      approved: { type: 'application.approve', comment: 'Return in order; entered in the register.' },
      corrections: { type: 'application.requestCorrections', reason: SEEDED_CORRECTION_REASON, fields: ['documents.returnForm'] },
    };
    if (seed.outcome !== 'submitted') steps.push({ event: { type: 'application.open' }, actor: registrar, atMs: decidedMs });
    const last = decision[seed.outcome];
    if (last) steps.push({ event: last, actor: registrar, atMs: decidedMs + 2 * HOUR_MS });
    const outcome = replayJourney('CUSTOMARY_MARRIAGE', fee?.amountUgx ?? 0, seed.district, steps);

    const record = await storeJourney({
      id: `00000000-0000-4000-8c05-${String(i + 1).padStart(12, '0')}`,
      serviceType: 'CUSTOMARY_MARRIAGE',
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
    const effect = rule.onApproval;
    if (outcome.status === 'Approved' && effect?.kind === 'registerMarriage') {
      const entry = effect.entryOf(data);
      if (entry) await registerMarriage(record, entry, outcome.timeline.at(-1)?.at);
    }
  }
}
