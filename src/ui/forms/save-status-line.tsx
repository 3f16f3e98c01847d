/**
 * The wizard's save status, a polite live region (role=status): "Saving…", "All changes saved", or
 * after a failed save, calmly, "Not saved yet — we'll keep trying" with "Your answers are kept on this
 * device." (never an alert: nothing is lost, SPEC.md §8 aside).
 */
import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { selectSaveStatus, type SaveStatus } from '#src/machines/wizard/wizard.selectors';
import type { WizardActorRef } from '#src/machines/wizard/wizard.machine';

function sameStatus(a: SaveStatus, b: SaveStatus): boolean {
  return a.kind === b.kind && a.message === b.message && a.detail === b.detail;
}

/** Props of {@link SaveStatusLine}. */
export interface SaveStatusLineProps {
  actor: WizardActorRef;
}

/**
 * The save status line. Always in the page (an empty live region is announced when it fills); the
 * words carry the meaning, the weight only supports them.
 */
export function SaveStatusLine({ actor }: SaveStatusLineProps) {
  const status = useSelector(actor, selectSaveStatus, sameStatus);
  const trouble = status.kind === 'retrying' || status.kind === 'refused' || status.kind === 'conflict';
  return (
    <Text role="status" aria-live="polite" aria-atomic="true" size="sm" data-save-status={status.kind} mih="1.5em" c="gray.8">
      {status.message ? (
        <Text component="span" fw={trouble ? 700 : 400} c={trouble ? 'dark.9' : 'gray.8'} size="sm">
          {status.message}
        </Text>
      ) : null}
      {status.detail ? ` ${status.detail}` : null}
    </Text>
  );
}
