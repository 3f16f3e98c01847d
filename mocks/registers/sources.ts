/**
 * The rows of the registry's nine list registers (src/domain/registers/register-views.ts;
 * docs/decisions/020-registers.md), built from what the mock already keeps: the register of marriages
 * (civil, church and dissolved entries), the applications (notices, licences, organisations) and the
 * issued documents (marital status letters). Each builder answers every row of its register; the
 * handler (mocks/handlers/backoffice-registers.ts) searches, filters, sorts and pages them. Rows
 * generated for benchmarks (mocks/registers/generated.ts) are added after the real ones.
 */
import type { MarriageEntry, RegisterRow } from '#src/domain/schemas/registers';
import type { RegisterSlug } from '#src/domain/registers/register-slugs';
import { dissolvedByText } from '#src/domain/registers/register-views';
import { answerText } from '#src/domain/services/service-rule';
import { serviceRule } from '#src/domain/services/catalogue';
import { DENOMINATION_LABELS, type Denomination } from '#src/domain/services/public-place-licence/public-place-licence.schema';
import { indexedApplications } from '../application-store';
import { db, type ApplicationFields } from '../db';
import { generatedEntries, generatedRows } from './generated';

/** Every entry of the register of marriages, the generated ones after the real ones. */
export function allMarriageEntries(): readonly MarriageEntry[] {
  const real = db.marriageRegister.findMany();
  const generated = generatedEntries();
  return generated.length === 0 ? real : [...real, ...generated];
}

function day(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

function entryRow(e: MarriageEntry): RegisterRow {
  return {
    id: e.entryNumber,
    values: {
      entryNumber: e.entryNumber,
      dateOfMarriage: e.dateOfMarriage,
      partyOne: e.partyOne.name,
      partyTwo: e.partyTwo.name,
      place: e.place,
      district: e.district,
      celebrant: e.celebrant,
      status: e.status,
      regime: e.regime,
      dissolvedOn: day(e.dissolvedAt),
      divorceReturn: dissolvedByText(e),
    },
  };
}

/** The day an application reached a status, from its timeline (yyyy-mm-dd), or '' when it never did. */
function dayReached(r: ApplicationFields, status: string): string {
  const step = [...r.timeline].reverse().find((t) => t.to === status);
  return day(step?.at);
}

function applicationsOf(type: string, keep: (r: ApplicationFields) => boolean): ApplicationFields[] {
  return indexedApplications()
    .map((e) => e.record)
    .filter((r) => r.serviceType === type && keep(r));
}

function personName(answers: Record<string, unknown>, path: string): string {
  return `${answerText(answers, `${path}.givenName`)} ${answerText(answers, `${path}.surname`)}`.trim();
}

/** The statuses a notice of civil marriage shows once given (a draft or an unpaid notice is not given). */
const GIVEN = new Set(['Submitted', 'Pending', 'Approved', 'Declined', 'Corrections_Requested']);

const BUILDERS: Readonly<Record<RegisterSlug, () => RegisterRow[]>> = {
  'civil-marriages': () =>
    allMarriageEntries()
      .filter((e) => e.regime === 'CIVIL')
      .map(entryRow),
  'marriage-register-book': () =>
    allMarriageEntries()
      .filter((e) => e.regime === 'CHURCH')
      .map(entryRow),
  // Dissolved by divorce: a death is not a divorce (issue 30).
  divorces: () =>
    allMarriageEntries()
      .filter((e) => e.status === 'DISSOLVED' && e.dissolvedHow !== 'DEATH')
      .map(entryRow),
  'civil-marriage-notices': () =>
    applicationsOf('MARRIAGE', (r) => GIVEN.has(r.status)).map((r) => ({
      id: r.id,
      values: {
        reference: r.reference,
        givenOn: day(r.submittedAt ?? r.createdAt),
        partyOne: personName(r.data, 'partyOne'),
        partyTwo: personName(r.data, 'partyTwo'),
        district: r.district ?? '',
        noticeNumber: r.notice?.noticeNumber ?? '',
        status: r.status,
      },
    })),
  notices: () =>
    applicationsOf('MARRIAGE', (r) => Boolean(r.notice)).map((r) => {
      const notice = r.notice!;
      return {
        id: r.id,
        values: {
          noticeNumber: notice.noticeNumber,
          publishedOn: day(notice.publishedAt),
          partyOne: personName(r.data, 'partyOne'),
          partyTwo: personName(r.data, 'partyTwo'),
          district: r.district ?? '',
          caveats: String(notice.caveats.length),
          lapsesOn: day(notice.lapsesOn),
          stage: notice.stage,
        },
      };
    }),
  'special-licences': () =>
    applicationsOf('SPECIAL_LICENSE', (r) => r.status === 'Approved').map((r) => ({
      id: r.id,
      values: {
        licenceNumber: r.reference,
        grantedOn: dayReached(r, 'Approved'),
        partyOne: personName(r.data, 'partyOne'),
        partyTwo: personName(r.data, 'partyTwo'),
        venue: [answerText(r.data, 'marriage.venueName'), answerText(r.data, 'marriage.venueAddress')].filter(Boolean).join(', '),
        district: r.district ?? answerText(r.data, 'marriage.district'),
        dateOfMarriage: answerText(r.data, 'marriage.date'),
      },
    })),
  'marital-statuses': () =>
    db.issuedDocuments
      .findMany((q) => q.where({ kind: 'MARITAL_STATUS_LETTER' }))
      .map((d) => {
        const field = (label: string) => d.fields.find((f) => f.label === label)?.value ?? '';
        return {
          id: d.code,
          values: {
            letterNumber: d.number,
            issuedOn: day(d.issuedAt),
            applicant: field('Name'),
            country: field('Intended marriage in'),
            issuedBy: d.issuedBy,
            status: d.status,
          },
        };
      }),
  'organisation-licences': () =>
    applicationsOf('PUBLIC_PLACE_LICENSING', (r) => r.status === 'Approved').map((r) => {
      const denomination = answerText(r.data, 'place.denomination');
      return {
        id: r.id,
        values: {
          licenceNumber: r.reference,
          grantedOn: dayReached(r, 'Approved'),
          place: answerText(r.data, 'place.name') || r.applicantName,
          denomination: DENOMINATION_LABELS[denomination as Denomination] ?? denomination,
          district: r.district ?? answerText(r.data, 'place.district'),
          holder: answerText(r.data, 'organisation.name') || r.applicantName,
        },
      };
    }),
  'licensed-organisations': () =>
    indexedApplications()
      .map((e) => e.record)
      .filter((r) => r.status === 'Approved')
      .flatMap((r) => {
        const effect = serviceRule(r.serviceType).onApproval;
        if (effect?.kind !== 'organisationAccount') return [];
        const account = effect.accountOf(r.data);
        return [
          {
            id: r.id,
            values: {
              reference: r.reference,
              name: account.organisationName || r.applicantName,
              kind: account.organisationKind,
              district: r.district ?? account.district,
              approvedOn: dayReached(r, 'Approved'),
            },
          },
        ];
      }),
};

/**
 * Every row of a register: the real ones, then those generated for benchmarks.
 * @param slug - the register.
 * @returns rows in no particular order (the handler sorts).
 */
export function registerRows(slug: RegisterSlug): RegisterRow[] {
  const rows = BUILDERS[slug]();
  const generated = generatedRows(slug);
  return generated.length === 0 ? rows : rows.concat(generated);
}
