/**
 * The words of signing out with unsent answers (docs/decisions/007-draft-versions.md), shared by the
 * sign-out button and its lazily loaded dialog.
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from '#src/domain/words';

/** The words of the button and the dialog. */
export const SIGN_OUT_TEXT = wordsTable({
  signOut: msg`Sign out`,
  sending: msg`Sending your answers before you sign out…`,
  title: msg`Some of your answers have not been sent`,
  intro: msg`We could not send these answers to the registry, so for now they are only on this computer:`,
  stay: msg`Stay signed in and try again`,
  stayHelp: msg`Your answers stay on this computer and we keep trying to send them. Check your internet connection.`,
  discard: msg`Sign out and delete these answers`,
  discardHelp: msg`Choose this on a shared or public computer: the answers that were not sent are deleted from this computer, so the next person cannot see them. You will need to type them again.`,
});
