/**
 * The demo scenario's registry service requests (issue 10), so the marital-status, searches and certification
 * sections have work and the marital status letters register is not empty: a letter issued and one waiting,
 * two searches of the civil marriages register (one waiting, one under review with its report prepared) and
 * an order of a certified copy. Every applicant is invented (no demo account, none in the demo national
 * register); every state is reached through the lifecycle machine (`replayJourney`), and an approval does
 * what the API's does (the service's `onApproval`).
 */
import type { Answers } from '#src/domain/services/service-rule';
import type { ServiceType } from '#src/domain/services/service-types';
import { SYSTEM_ACTOR } from '#src/lifecycle/application.machine';
import { formatDisplayDate } from '#src/domain/dates';
import { now, todayIso } from '../clock';
import { db } from '../db';
import { feeOf } from '../lifecycle';
import { seededReferenceDraw } from '../references';
import { registryServiceEffect } from '../services';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from './applications';
import { random } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** One seeded request: whose, where, how far along, and its answers. */
interface RequestSeed {
  serviceType: Extract<ServiceType, 'SINGLE_STATUS_LETTER' | 'SEARCH_REQUESTS' | 'CERTIFICATION'>;
  applicantId: string;
  applicantName: string;
  district: string;
  daysAgo: number;
  /** Submitted (paid, waiting), Pending (the registrar started the review) or Approved. */
  stage: 'Submitted' | 'Pending' | 'Approved';
  data: Answers;
}

const seedDocument = (what: string, n: number) => ({
  id: `doc-seed-rs-${n}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  name: `${what}.pdf`,
  type: 'application/pdf',
  size: 180_000,
});

const letter = (
  n: number,
  nin: string,
  givenName: string,
  surname: string,
  dateOfBirth: string,
  sex: 'MALE' | 'FEMALE',
  country: string,
  spouse: string,
  nationality: string,
) => ({
  applicant: { nin, givenName, surname, dateOfBirth, sex, nationality: 'Ugandan', district: 'Kampala' },
  intended: { country, spouseName: spouse, spouseNationality: nationality, spouseDocument: '' },
  documents: {
    lc1Letter: seedDocument('LC1 letter', n),
    birthCertificate: seedDocument('Birth certificate', n),
    applicantDeclaration: seedDocument('Statutory declaration', n),
    parentDeclaration: seedDocument('Parent statutory declaration', n),
  },
});

const SEEDS: readonly RequestSeed[] = [
  {
    serviceType: 'SINGLE_STATUS_LETTER',
    applicantId: 'usr-seed-peter-ssempijja',
    applicantName: 'Peter Ssempijja',
    district: 'Kampala',
    daysAgo: 20,
    stage: 'Approved',
    data: letter(1, 'CM9201180357PS', 'Peter', 'Ssempijja', '1992-01-18', 'MALE', 'United Kingdom', 'Emily Clarke', 'British'),
  },
  {
    serviceType: 'SINGLE_STATUS_LETTER',
    applicantId: 'usr-seed-harriet-nabirye',
    applicantName: 'Harriet Nabirye',
    district: 'Kampala',
    daysAgo: 3,
    stage: 'Submitted',
    data: letter(2, 'CF9508240611HN', 'Harriet', 'Nabirye', '1995-08-24', 'FEMALE', 'Germany', 'Jonas Weber', 'German'),
  },
  {
    serviceType: 'SEARCH_REQUESTS',
    applicantId: 'usr-seed-moses-kiggundu',
    applicantName: 'Moses Kiggundu',
    district: 'Kampala',
    daysAgo: 2,
    stage: 'Submitted',
    data: {
      search: { register: 'CIVIL', firstName: 'Florence Adong', secondName: '', fromYear: '2025', toYear: '2026', district: 'Kampala' },
      reason: { purpose: 'To confirm my tenant’s marriage for a joint tenancy agreement.' },
    },
  },
  {
    serviceType: 'SEARCH_REQUESTS',
    applicantId: 'usr-seed-agnes-nakimera',
    applicantName: 'Agnes Nakimera',
    district: 'Kampala',
    daysAgo: 6,
    stage: 'Pending',
    data: {
      search: {
        register: 'CIVIL',
        firstName: 'Patrick Mugisha',
        secondName: 'Sarah Akello',
        fromYear: '2024',
        toYear: '2026',
        district: 'Kampala',
      },
      reason: { purpose: 'To prove my brother’s marriage for his spouse’s visa.' },
    },
  },
  {
    serviceType: 'CERTIFICATION',
    applicantId: 'usr-seed-david-wasswa',
    applicantName: 'David Wasswa',
    district: 'Kampala',
    daysAgo: 1,
    stage: 'Submitted',
    data: {
      kind: 'CERTIFIED_COPY',
      entry: { entryNumber: 'RM-2026-000002', district: 'Kampala' },
      copy: { copies: '2', purpose: 'For a bank’s joint account.' },
    },
  },
];

/**
 * Seed the demo's registry service requests (see the module comment), after the register of marriages is
 * seeded: each is paid by card; the review started or the approval given as its seed says.
 */
export async function seedRegistryServiceRequests(): Promise<void> {
  const referenceDraw = seededReferenceDraw(random(5150));
  const registrar = officer('REGISTRAR', 'usr-registrar');
  for (const [i, seed] of SEEDS.entries()) {
    const fee = feeOf(seed.serviceType, seed.data, todayIso());
    const createdMs = now() - seed.daysAgo * DAY_MS;
    const submittedMs = createdMs + HOUR_MS;
    const steps: JourneyStep[] = [
      {
        event: { type: 'application.submit', declaration: true },
        actor: applicant(seed.applicantId, seed.applicantName, seed.district),
        atMs: submittedMs,
      },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: submittedMs + 8 * 60_000 },
    ];
    if (seed.stage !== 'Submitted') steps.push({ event: { type: 'application.open' }, actor: registrar, atMs: submittedMs + DAY_MS });
    if (seed.stage === 'Approved') steps.push({ event: { type: 'application.approve' }, actor: registrar, atMs: submittedMs + 2 * DAY_MS });
    const outcome = replayJourney(seed.serviceType, fee?.amountUgx ?? 0, seed.district, steps);
    const record = await storeJourney({
      id: `00000000-0000-4000-800a-${String(i + 1).padStart(12, '0')}`,
      serviceType: seed.serviceType,
      applicantId: seed.applicantId,
      applicantName: seed.applicantName,
      district: seed.district,
      data: seed.data,
      fee,
      outcome,
      createdMs,
      submittedMs,
      referenceDraw,
    });
    if (seed.stage === 'Approved') {
      await registryServiceEffect(seed.serviceType)?.onApproval?.(record, { userId: registrar.userId, name: registrar.name });
      // Issued on the day of the approval, as the API would have: the document says so.
      const approvedAt = outcome.timeline.at(-1)?.at ?? record.updatedAt;
      for (const issued of db.issuedDocuments.findMany((q) => q.where({ applicationId: record.id }))) {
        await db.issuedDocuments.update(issued, {
          data: (draft) => {
            draft.issuedAt = approvedAt;
            for (const field of draft.fields) if (field.label === 'Searched on') field.value = formatDisplayDate(approvedAt.slice(0, 10));
          },
        });
      }
    }
  }
}
