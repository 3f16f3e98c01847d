/**
 * The registrar's view of a search request's report before approving it (ServiceView `officerPanel`):
 * what the search of the register finds today, as the report will say it (GET /applications/{id}/search-report).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Text, Title } from '@mantine/core';
import type { Application } from '#src/domain/schemas/applications';
import { useSearchReportPreview } from '#src/ui/queries/registers';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';

/** The panel. */
export function SearchReportPanel({ application }: { application: Application }) {
  const { t } = useLingui();
  const result = useSearchReportPreview(application);
  return (
    <section aria-labelledby="search-report-heading">
      <Title order={2} size="h3" id="search-report-heading" mb="xs">
        <Trans>The search of the register</Trans>
      </Title>
      {result.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Searching the register…</Trans>
          </Text>
        </Group>
      ) : result.isError ? (
        <LoadError title={t`The search could not be run`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <Alert color="blue" variant="light" mb="sm">
            <Trans>
              What the register holds today for these particulars. Approving issues this report to the applicant, as it stands on the day of
              approval.
            </Trans>
          </Alert>
          <SummaryList rows={result.data.fields.map((f) => [f.label, f.value] as const)} />
        </>
      )}
    </section>
  );
}
