/**
 * Public tracking of an application (SPEC.md §2 /tracking/{id}; decision 005 GET /tracking/{reference}):
 * anyone with the reference of a submitted application sees the service, the display status (with a civil
 * notice's stage in words beside it, and its next step) and the dated history. The API answers no personal data, and the page shows none: statuses and dates only.
 *
 * The reference in the address is read as a person types it (src/domain/references.ts, decision 011);
 * one that cannot be a reference (wrong shape, or a typing mistake its check character reveals) is
 * said so at once, and the registry is not asked.
 *
 * The build pre-renders the page once as the shell that answers every /tracking/{reference}
 * (src/ui/app/server-render.tsx PRERENDERED_SHELLS): until it runs in the browser it reads no reference
 * and says the application is being looked up.
 */
import { LoadError } from '#src/ui/components/load-error/load-error';
import { Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { parseReference, REFERENCE_MESSAGES } from '#src/domain/references';
import { serviceLabel } from '#src/domain/services/service-types';
import { noticeNextSteps } from '#src/domain/standing';
import { usePublicTracking } from '#src/ui/queries/tracking';
import { ErrorSummary } from '#src/ui/components/error-summary/error-summary';
import { StatusTag } from '#src/ui/components/status-tag/status-tag';
import { Timeline } from '#src/ui/components/timeline/timeline';
import { TrackForm } from './track-form';
import { useHydrated } from '#src/ui/shared/use-hydrated';

/**
 * The message shown when no application has the reference (404).
 * @param i18n - the catalogue, in the language to draw in.
 * @param reference - the reference as looked up.
 */
export function notFoundMessage(i18n: I18n, reference: string): string {
  return i18n._(msg`We could not find an application with the reference ${reference}. Check the reference and try again.`);
}

/** The tracking page: the form alone at /tracking, the result and the form at /tracking/{reference}. */
export default function TrackingPage() {
  const { t, i18n } = useLingui();
  const params = useParams();
  // The build's shell serves every reference, so it reads none (see the module comment).
  const shell = !useHydrated();
  const id = shell ? '' : (params.id ?? '');
  const parsed = parseReference(id);
  const reference = parsed.ok ? parsed.reference : '';
  const result = usePublicTracking(reference);
  const error = result.isError ? toApiError(result.error) : null;
  // What is wrong with the reference asked for, or null: mistyped (checked here), unknown (404), or
  // refused by the registry (400, its message).
  const problem =
    !parsed.ok && parsed.problem !== 'empty'
      ? REFERENCE_MESSAGES[parsed.problem]
      : error?.status === 404
        ? notFoundMessage(i18n, reference)
        : error?.status === 400
          ? (error.fieldErrors.reference ?? error.message)
          : null;

  // A notice's next step, in the third person and without its dates (the page shows no personal data).
  const found = result.data?.reference;
  const nextStep = result.data?.noticeStage ? noticeNextSteps(result.data.noticeStage, 'public')[0] : undefined;

  return (
    <Stack gap="lg" maw={720}>
      {problem ? <ErrorSummary errors={[{ fieldId: 'reference', message: problem }]} /> : null}
      <Title order={1}>
        <Trans>Track an application</Trans>
      </Title>

      {shell || (reference && result.isPending) ? (
        <div role="status" aria-live="polite">
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>{shell ? t`Looking up the application…` : t`Looking up ${reference}…`}</Text>
          </Group>
        </div>
      ) : null}

      {error && !problem ? (
        <LoadError title={t`Tracking is not available right now`} message={error.message} onRetry={() => void result.refetch()} />
      ) : null}

      {result.data ? (
        <Box component="section" aria-labelledby="tracking-result">
          <Title order={2} id="tracking-result" mb="sm">
            <Trans>Application {found}</Trans>
          </Title>
          <Box component="dl" m={0} mb="lg">
            <Group gap="xs" py={4} wrap="wrap">
              <Text component="dt" fw={700}>
                <Trans>Service:</Trans>
              </Text>
              <Text component="dd" m={0}>
                {serviceLabel(result.data.serviceType)}
              </Text>
            </Group>
            <Group gap="xs" py={4} wrap="wrap">
              <Text component="dt" fw={700}>
                <Trans>Status:</Trans>
              </Text>
              <Box component="dd" m={0}>
                <StatusTag status={result.data.status} noticeStage={result.data.noticeStage} />
              </Box>
            </Group>
          </Box>
          {nextStep ? (
            <Box mb="lg">
              <Title order={3} mb="xs">
                <Trans>What happens next</Trans>
              </Title>
              <Text>{nextStep}</Text>
            </Box>
          ) : null}
          <Title order={3} mb="sm">
            <Trans>Progress</Trans>
          </Title>
          <Timeline entries={result.data.timeline} aria-label={t`Progress of the application`} />
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="tracking-form-heading">
        <Title order={2} size="h3" id="tracking-form-heading" mb="sm">
          {result.data ? t`Track another application` : t`Find an application`}
        </Title>
        <TrackForm key={`${id}:${problem ?? 'found'}`} initial={problem ? id : ''} error={problem ?? undefined} />
      </Box>
    </Stack>
  );
}
