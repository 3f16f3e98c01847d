/**
 * The record search in the mock API (SEARCH_REQUESTS; DOMAIN.md §1, §5; docs/decisions/021-record-search.md):
 * - while the registrar reviews it, the report as it would be issued today is GET
 *   /applications/{id}/search-report (mocks/handlers/backoffice-registers.ts, `searchReportPreview`);
 * - on approval, the report (SEARCH_REPORT) is issued with a verify code, saying what the search of the
 *   register found that day. Once: a second call issues nothing.
 */
import { msg } from '@lingui/core/macro';
import {
  recordSearchSchema,
  searchRegisters,
  searchReportFields,
  type SearchParticulars,
} from '#src/domain/services/record-search/record-search.schema';
import type { DocumentField } from '#src/domain/schemas/documents';
import { todayIso } from '#mocks/clock';
import type { ApplicationFields } from '#mocks/db';
import { documentsOfApplication, issueDocument } from '#mocks/documents';
import { marriageSetting } from '#mocks/marriage-settings';
import { allMarriageEntries } from '#mocks/registers/sources';
import { issuerOf } from '../shared/issuer';
import { recordSearchManifest } from '#src/domain/services/record-search/record-search.manifest';
import type { RegistryServiceEffect, ServiceMock } from '../service-mock';

/** The particulars of a stored search request, or null when its answers are not a complete request. */
function particularsOf(record: Pick<ApplicationFields, 'data'>): SearchParticulars | null {
  const parsed = recordSearchSchema(todayIso()).safeParse(record.data);
  return parsed.success ? parsed.data.search : null;
}

/**
 * The report of a search request as it would be issued today: the particulars and what the register holds.
 * @param record - a SEARCH_REQUESTS application.
 * @returns the report's lines, or null when the answers are not a complete request.
 */
export function searchReportPreview(record: Pick<ApplicationFields, 'data'>): DocumentField[] | null {
  const particulars = particularsOf(record);
  if (!particulars) return null;
  return searchReportFields(
    particulars,
    searchRegisters(allMarriageEntries(), particulars, marriageSetting('search-report-limit')),
    todayIso(),
  );
}

/** The record search's behaviour. */
export const recordSearchEffect: RegistryServiceEffect = {
  onApproval: async (record, officer) => {
    if (documentsOfApplication(record.id).some((d) => d.kind === 'SEARCH_REPORT')) return;
    const fields = searchReportPreview(record);
    if (!fields) return;
    await issueDocument({
      kind: 'SEARCH_REPORT',
      number: record.reference,
      applicationId: record.id,
      reference: record.reference,
      issuedBy: issuerOf(officer),
      fields,
    });
  },
  approvalWords: (_record, i18n) => [
    i18n._(msg`Your search report is ready: download it from your application’s page. Its QR code lets anyone check that it is genuine.`),
  ],
};

/** The record search's mock side, listed once in mocks/services/index.ts. */
export const recordSearchMock: ServiceMock = { manifest: recordSearchManifest, effect: recordSearchEffect };
