/**
 * When a draft will be deleted unless its applicant changes it, and the button that keeps it (issue 31 §5;
 * docs/decisions/039-draft-retention.md): "Deleted on 12-03-2027 unless you change it", from the API's `deleteAfter`,
 * so it is true at the moment it is read. Shown on the applicant's list and on the application's page; the warning
 * e-mail sends the applicant to either.
 */
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { notify } from '#src/ui/components/notifications/notify';
import { toApiError } from '#src/ui/shared/api-error';
import { useAppMutation } from '#src/ui/shared/query-client';
import { keepDraft } from '#src/ui/queries/applications';

/**
 * The retention line of a draft, with "Keep this draft"; nothing for any other application.
 * @param props.application - the application as the API answered it.
 */
export function DraftRetention({ application }: { application: Application }) {
  const { t } = useLingui();
  const mutation = useAppMutation<Application, void>({
    mutationFn: () => keepDraft(application),
    onSuccess: (kept) => {
      const { reference } = kept;
      const day = formatDisplayDate(kept.deleteAfter ?? '');
      notify({ type: 'success', message: t`Draft ${reference} is kept. It will be deleted on ${day} unless you change it before then.` });
    },
    onError: (error) => {
      notify({ type: 'danger', message: toApiError(error).message });
    },
  });
  if (!application.deleteAfter) return null;
  const day = formatDisplayDate(application.deleteAfter);
  return (
    <Group gap="md" align="center" wrap="wrap">
      <Text size="sm" fw={600}>
        <Trans>Deleted on {day} unless you change it</Trans>
      </Text>
      <Button variant="outline" size="xs" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        <Trans>Keep this draft</Trans>
        <VisuallyHidden> {application.reference}</VisuallyHidden>
      </Button>
    </Group>
  );
}
