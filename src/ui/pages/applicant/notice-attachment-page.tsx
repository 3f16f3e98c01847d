/**
 * The applicant's notice (SPEC.md §2 /user/notice-attachment/{id}; issue 9 stage 1: "lets the applicant
 * download the notice and its attachments"): the notice as the registrar posted it (the same component as
 * the back office's preview), to print or save as PDF with the browser, and the application's documents,
 * each opened as the application page opens them. Linked from the application page once the notice is
 * published (`application.notice`).
 */
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { DocumentsTable, documentRows } from '#src/ui/forms/application-answers';
import { NoticeDocument } from '#src/ui/components/notice-document/notice-document';
import { useApplicationForm } from '#src/ui/services/use-application-form';
import { paths } from '#src/ui/shared/paths';
import { useApplication } from '#src/ui/queries/applications';

/** The applicant's notice page. */
export default function NoticeAttachmentPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const title = t`Your notice of marriage`;
  const result = useApplication(id, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  const form = useApplicationForm(result.data);
  const back = (
    <Anchor component={Link} to={paths.application('user', id)}>
      <Trans>Back to your application</Trans>
    </Anchor>
  );
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading your notice…</Trans>
        </Text>
      </Group>
    );
  }
  const application = result.data;
  const notice = application?.notice;
  if (result.isError || !application || !notice) {
    const error = result.isError ? toApiError(result.error) : null;
    return (
      <Stack gap="lg" maw={720}>
        {back}
        <Title order={1}>{title}</Title>
        <Alert color="red" variant="light" role="alert" title={t`There is a problem`}>
          {error
            ? error.status === 404
              ? t`We could not find this application among yours. The link may be wrong.`
              : error.message
            : t`Your notice has not been published yet: it is published when the registrar accepts it.`}
        </Alert>
      </Stack>
    );
  }
  const { reference } = application;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        {back}
        <Text c="gray.8" fw={700}>
          <Trans>Application {reference}</Trans>
        </Text>
        <Title order={1}>{title}</Title>
        <Text>
          <Trans>This is the notice the registrar published in the Marriage Notice Book and posted in the registry office.</Trans>
        </Text>
        <Group gap="md" align="center">
          <Button onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </Button>
          <Text size="sm" c="gray.8">
            <Trans>Choose “Save as PDF” as the printer to keep a copy.</Trans>
          </Text>
        </Group>
      </Stack>
      <NoticeDocument data={application.data} notice={notice} />
      <Box>
        {form.status === 'ready' ? (
          <DocumentsTable rows={documentRows(form.definition, application)} headingOrder={2} />
        ) : form.status === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading your documents…</Trans>
            </Text>
          </Group>
        ) : null}
      </Box>
    </Stack>
  );
}
