/**
 * Shows the re-sign-in dialog while the session machine asks for it (SPEC.md §2, §4 "Re-sign-in").
 */
import { ReSignInDialog } from '../components/re-sign-in-dialog/ReSignInDialog';
import { useActors, useReSignIn } from './session-context';

/** The re-sign-in dialog bound to the session actor. */
export function ReSignInHost() {
  const { session } = useActors();
  const state = useReSignIn();
  return (
    <ReSignInDialog
      opened={state.open}
      busy={state.busy}
      error={state.error}
      onLogin={(values) => session.send({ type: 'session.reSignIn', ...values })}
      onCancel={() => session.send({ type: 'session.reSignInCancel' })}
    />
  );
}
