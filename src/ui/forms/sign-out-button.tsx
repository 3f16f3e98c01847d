/**
 * "Sign out" that never throws away unsent answers without asking (issue 16;
 * docs/decisions/007-draft-versions.md). Part of the form engine: it knows the drafts of every
 * service, so the header only places the button.
 *
 * 1. Sends what the open forms and this device hold (draft-sync.ts `sendUnsentAnswers`), saying so
 *    (role=status) while it tries.
 * 2. All sent: signs out.
 * 3. Not all sent: a dialog says so in plain words and offers two ways, each explained for a person
 *    on a shared computer: stay signed in (the answers stay on this computer and are sent when the
 *    connection allows), or sign out and delete the unsent answers from this computer.
 * The dialog and the drafts code load only when needed, so every area's header stays light.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import type { LocalDraft } from '#src/machines/wizard/wizard.machine';

import { SIGN_OUT_TEXT } from './sign-out-text';

export { SIGN_OUT_TEXT };

/** The dialog loads only when there is something to ask (bundle budget). */
const SignOutDialog = lazy(() => import('./sign-out-dialog'));

/** Props of {@link SignOutButton}. */
export interface SignOutButtonProps {
  /** The signed-in person. */
  userId: string;
  /** Signs out (session.logout). */
  onSignOut: () => void;
}

/** The header's Sign out button with its unsent-answers check. */
export function SignOutButton({ userId, onSignOut }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState<LocalDraft[] | null>(null);

  const trySignOut = async () => {
    setBusy(true);
    try {
      const { sendUnsentAnswers } = await import('./draft-sync');
      const { drafts } = await sendUnsentAnswers(userId);
      if (drafts.length === 0) onSignOut();
      else setUnsent(drafts);
    } finally {
      setBusy(false);
    }
  };

  const stay = () => {
    setUnsent(null);
    // Try again now in the background; the forms keep retrying by themselves too.
    void import('./draft-sync').then(({ sendUnsentAnswers }) => sendUnsentAnswers(userId));
  };

  const discard = async () => {
    try {
      const { discardUnsentAnswers } = await import('./draft-sync');
      await discardUnsentAnswers();
    } finally {
      setUnsent(null);
      onSignOut();
    }
  };

  return (
    <>
      <Button variant="white" color="blue.9" size="sm" onClick={() => void trySignOut()} loading={busy}>
        {SIGN_OUT_TEXT.signOut}
      </Button>
      <VisuallyHidden role="status">{busy ? SIGN_OUT_TEXT.sending : ''}</VisuallyHidden>
      {unsent ? (
        <Suspense fallback={null}>
          <SignOutDialog drafts={unsent} onStay={stay} onDiscard={discard} />
        </Suspense>
      ) : null}
    </>
  );
}
