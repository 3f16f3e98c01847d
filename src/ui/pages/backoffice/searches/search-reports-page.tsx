/**
 * The search reports waiting for approval (SPEC.md §2 /backoffice/searches/report-applications; issue 10
 * "report-applications (reports prepared, waiting for approval)"; docs/decisions/021-record-search.md): the
 * search requests the registrar has opened, whose report is prepared (the details page shows it) and
 * waits for approval. The section's list, held to status Pending.
 */
import { useLingui } from '@lingui/react/macro';
import { SectionApplications } from '../review/applications-page';

/** The page. */
export default function SearchReportsPage() {
  const { t } = useLingui();
  return (
    <SectionApplications
      status="Pending"
      heading={t`Search reports waiting for approval`}
      intro={t`The search requests under review: each one's report is prepared on its page, from the register as it stands today. Open one to check the report and approve it, which sends it to the applicant.`}
      empty={t`No search report is waiting for approval. A request comes here when the registrar starts its review from the task queue.`}
    />
  );
}
