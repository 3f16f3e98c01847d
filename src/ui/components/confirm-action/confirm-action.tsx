/**
 * The body of a confirmation dialog for one action that calls the API (deactivate, reactivate…): what will
 * happen, the API's refusal if any (kept in the dialog, nothing lost), the confirming button with its
 * spinner, and Cancel. Put it inside an `AppModal` whose title names the action.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { useAppMutation } from '#src/ui/shared/query-client';
import { notify } from '../notifications/notify';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** What will happen, in a sentence or two. */
  message: string;
  /** The confirming button's words, e.g. "Yes, deactivate". */
  confirmLabel: string;
  /** Red for an action that takes something away, blue otherwise. */
  danger: boolean;
  /** The API call. */
  action: () => Promise<unknown>;
  /** The success notification's words. */
  successMessage: string;
  /** Runs after success, before the dialog closes (e.g. refresh a list). */
  onSuccess?: () => void;
  /** Closes the dialog (after success, or on Cancel). */
  onClose: () => void;
}

/** A confirmation for one API action (see the module comment). */
export function ConfirmAction({ message, confirmLabel, danger, action, successMessage, onSuccess, onClose }: ConfirmActionProps) {
  const mutation = useAppMutation<unknown, void>({
    mutationFn: action,
    onSuccess: () => {
      onSuccess?.();
      notify({ type: 'success', message: successMessage });
      onClose();
    },
  });
  return (
    <Stack gap="md">
      <Text>{message}</Text>
      {mutation.error ? (
        <Text c="red.8" role="alert">
          {toApiError(mutation.error).message}
        </Text>
      ) : null}
      <Group>
        <Button color={danger ? 'red' : 'blue'} loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {confirmLabel}
        </Button>
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
