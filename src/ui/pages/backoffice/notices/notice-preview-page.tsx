/**
 * The notice preview (SPEC.md §2 /backoffice/marriage-registrations/notice-preview/{id}; issue 9 stage 1):
 * the civil marriage's notice as it is posted in the registrar's office, an A4 page to print
 * (src/ui/components/notice-document). Opened from the application's details page once the registrar has
 * accepted the notice (`application.notice`).
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { NoticeDocument } from '#src/ui/components/notice-document/notice-document';
import { detailsPath } from '#src/ui/services/sections';
import { useApplication } from '#src/ui/queries/applications';

/** Words of the page. */
export const PREVIEW_TEXT = {
  print: msg`Print`,
  printHint: msg`Prints the notice alone on A4, to post in the registry office.`,
  noNotice: msg`This application has no published notice: the registrar has not accepted it yet.`,
} as const;

/** The notice preview page. */
export default function NoticePreviewPage() {
  const { i18n, t } = useLingui();
  const { id = '' } = useParams();
  const result = useApplication(id, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  const back = (
    <Anchor component={Link} to={detailsPath('marriage-registrations', id)}>
      <Trans>Back to the application</Trans>
    </Anchor>
  );
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the notice…</Trans>
        </Text>
      </Group>
    );
  }
  const notice = result.data?.notice;
  if (result.isError || !result.data || !notice) {
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>
          <Trans>Notice preview</Trans>
        </Title>
        <Alert color="red" variant="light" role="alert" title={t`There is a problem`}>
          {result.isError ? toApiError(result.error).message : i18n._(PREVIEW_TEXT.noNotice)}
        </Alert>
      </Stack>
    );
  }
  const reference = result.data.reference;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          {back}
          <Text c="gray.8">
            <Trans>Application {reference}</Trans>
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button onClick={() => window.print()}>{i18n._(PREVIEW_TEXT.print)}</Button>
          <Text size="sm" c="gray.8">
            {i18n._(PREVIEW_TEXT.printHint)}
          </Text>
        </Stack>
      </Group>
      <NoticeDocument data={result.data.data} notice={notice} titleOrder={1} />
    </Stack>
  );
}
