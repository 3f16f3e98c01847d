/**
 * The dialog of the Sign out button (sign-out-button.tsx) when answers could not be sent before sign-out (issue 16;
 * docs/decisions/007-draft-versions.md): what was not sent, and the two ways out, each explained for
 * a person on a shared computer. Loaded only when needed.
 */
import { useState } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { serviceLabel } from '#src/domain/services/service-types';
import type { LocalDraft } from '#src/machines/wizard/wizard.machine';
import { AppModal } from '../components/app-modal/app-modal';
import { SIGN_OUT_TEXT } from './sign-out-text';

/** Props of {@link SignOutDialog}. */
export interface SignOutDialogProps {
  /** The drafts whose answers were not sent. */
  drafts: readonly LocalDraft[];
  /** "Stay signed in and try again" (also Escape and the close icon). */
  onStay: () => void;
  /** "Sign out and delete these answers"; resolves once they are deleted and sign-out has begun. */
  onDiscard: () => Promise<void>;
}

/**
 * The dialog (titled, focus on "Stay signed in and try again" first; each button described by the
 * sentence under it). Default export for `React.lazy`.
 */
export default function SignOutDialog({ drafts, onStay, onDiscard }: SignOutDialogProps) {
  const [discarding, setDiscarding] = useState(false);
  return (
    <AppModal opened onClose={onStay} title={SIGN_OUT_TEXT.title} size="md">
      <Stack gap="md">
        <Text>{SIGN_OUT_TEXT.intro}</Text>
        <List>
          {drafts.map((draft) => (
            <List.Item key={draft.applicationId}>{serviceLabel(draft.serviceType)}</List.Item>
          ))}
        </List>
        <Stack gap={4}>
          <Group>
            <Button onClick={onStay} data-autofocus aria-describedby="sign-out-stay-help" disabled={discarding}>
              {SIGN_OUT_TEXT.stay}
            </Button>
          </Group>
          <Text size="sm" c="gray.8" id="sign-out-stay-help">
            {SIGN_OUT_TEXT.stayHelp}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group>
            <Button
              color="red.9"
              variant="outline"
              loading={discarding}
              aria-describedby="sign-out-discard-help"
              onClick={() => {
                setDiscarding(true);
                void onDiscard();
              }}
            >
              {SIGN_OUT_TEXT.discard}
            </Button>
          </Group>
          <Text size="sm" c="gray.8" id="sign-out-discard-help">
            {SIGN_OUT_TEXT.discardHelp}
          </Text>
        </Stack>
      </Stack>
    </AppModal>
  );
}
