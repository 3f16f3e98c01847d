/**
 * Pure selectors over the session snapshot (STYLE.md: views subscribe with narrow selectors).
 * Each returns a value that is stable while the relevant part of the snapshot is unchanged.
 */
import type { AccountType } from '#src/domain/accounts';
import type { District, Profile } from '#src/domain/schemas/users';
import type { SessionSnapshot } from './session.machine';

/** True while a person is signed in, including while the re-sign-in dialog is open (SPEC.md §4). */
export function selectIsSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('signedIn');
}

/** The signed-in profile (SPEC.md §3), or null when signed out. */
export function selectProfile(snapshot: SessionSnapshot): Profile | null {
  return snapshot.context.profile;
}

/** The bearer token "Bearer …" (SPEC.md §3, §9), or null. */
export function selectToken(snapshot: SessionSnapshot): string | null {
  return snapshot.context.token;
}

/** Why the last sign-in failed (SPEC.md §8: the server's message, else the error's), or null. */
export function selectError(snapshot: SessionSnapshot): string | null {
  return snapshot.context.error;
}

/** True while sign-in, re-sign-in or logout is in flight (not the background token refresh). */
export function selectIsBusy(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The state of the re-sign-in dialog 'Login to continue using the system' (SPEC.md §2, §4, §8). */
export interface ReSignInView {
  /** The dialog is shown. */
  open: boolean;
  /** The Login button shows its spinner. */
  busy: boolean;
  /** 'Incorrect username and password' or 'Network Connection Error' after a failed try, else null. */
  error: string | null;
}

const CLOSED: ReSignInView = Object.freeze({ open: false, busy: false, error: null });
let lastOpen: ReSignInView = Object.freeze({ open: true, busy: false, error: null });

/**
 * The re-sign-in dialog's view state. Returns the same object while open, busy and error are unchanged,
 * so `useSelector` does not re-render on unrelated snapshot changes.
 */
export function selectReSignIn(snapshot: SessionSnapshot): ReSignInView {
  if (!snapshot.hasTag('reSignIn')) return CLOSED;
  const busy = snapshot.hasTag('busy');
  const error = snapshot.context.reSignInError;
  if (lastOpen.busy !== busy || lastOpen.error !== error) lastOpen = Object.freeze({ open: true, busy, error });
  return lastOpen;
}

/** The districts list held in the session (SPEC.md §3); empty until loaded. */
export function selectDistricts(snapshot: SessionSnapshot): District[] {
  return snapshot.context.districts;
}

/** The signed-in account's type (SPEC.md §3), or null when signed out. */
export function selectAccountType(snapshot: SessionSnapshot): AccountType | null {
  return snapshot.context.profile?.accountType ?? null;
}

/**
 * True while a broken stored session is being repaired with its refresh token (docs/decisions/003):
 * the navigation guard waits for it before deciding.
 */
export function selectIsRepairing(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('repairing');
}

/** The `mark` of the last repair asked for (see `SessionContext.repairMark`), or null. */
export function selectRepairMark(snapshot: SessionSnapshot): string | null {
  return snapshot.context.repairMark;
}
