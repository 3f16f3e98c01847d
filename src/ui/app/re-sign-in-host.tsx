/**
 * Shows the re-sign-in dialog while the session machine asks for it (SPEC.md §2, §4 "Re-sign-in").
 * The dialog (and its form code) loads only when it is first needed.
 */
import { lazy, Suspense } from 'react';
import { useActors, useReSignIn } from '../shared/session-context';

const ReSignInDialog = lazy(async () => ({
  default: (await import('../components/re-sign-in-dialog/re-sign-in-dialog')).ReSignInDialog,
}));

/** The re-sign-in dialog bound to the session actor. */
export function ReSignInHost() {
  const { session } = useActors();
  const state = useReSignIn();
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <ReSignInDialog
        opened={state.open}
        busy={state.busy}
        error={state.error}
        onLogin={(values) => session.send({ type: 'session.reSignIn', ...values })}
        onCancel={() => session.send({ type: 'session.reSignInCancel' })}
      />
    </Suspense>
  );
}
