/**
 * App-wide actors (STYLE.md "Conventions"): the session and connectivity actors are created once and
 * provided through context; views subscribe with narrow selector hooks, never the whole snapshot.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionActorRef, SessionSnapshot } from '#src/machines/session/session.machine';
import type { ConnectivityActorRef, ConnectivitySnapshot } from '#src/machines/connectivity/connectivity.machine';
import {
  selectDistricts,
  selectError,
  selectIsBusy,
  selectIsRepairing,
  selectRepairMark,
  selectIsSignedIn,
  selectProfile,
  selectReSignIn,
} from '#src/machines/session/session.selectors';
import { selectBackOnline, selectIsOnline } from '#src/machines/connectivity/connectivity.selectors';

/** The app-wide actors. */
export interface AppActors {
  session: SessionActorRef;
  connectivity: ConnectivityActorRef;
}

const ActorsContext = createContext<AppActors | null>(null);

/** Provide the app-wide actors to the tree. */
export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

/**
 * The app-wide actors.
 * @throws Error when used outside {@link ActorsProvider}.
 */
export function useActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useActors must be used inside ActorsProvider');
  return actors;
}

/**
 * The app-wide actors, or null outside {@link ActorsProvider} (a component that also renders without a session, as the
 * header's language menu does on a pre-rendered page's test).
 */
export function useOptionalActors(): AppActors | null {
  return useContext(ActorsContext);
}

/** Select from the session snapshot. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useActors().session, selector);
}

/** Select from the connectivity snapshot. */
export function useConnectivity<T>(selector: (snapshot: ConnectivitySnapshot) => T): T {
  return useSelector(useActors().connectivity, selector);
}

/** The signed-in profile, or null. */
export const useProfile = () => useSession(selectProfile);
/** True while signed in. */
export const useIsSignedIn = () => useSession(selectIsSignedIn);
/** The last sign-in error message (SPEC.md §8), or null. */
export const useSignInError = () => useSession(selectError);
/** True while a session call is in flight. */
export const useSessionBusy = () => useSession(selectIsBusy);
/** True while a broken stored session is being repaired (the guard waits for it). */
export const useSessionRepairing = () => useSession(selectIsRepairing);
/** The mark of the last repair asked for (the guard's location key), or null. */
export const useRepairMark = () => useSession(selectRepairMark);
/** The re-sign-in dialog's state. */
export const useReSignIn = () => useSession(selectReSignIn);
/** The districts list held in the session (SPEC.md §3). */
export const useDistricts = () => useSession(selectDistricts);
/** True while the browser is online. */
export const useIsOnline = () => useConnectivity(selectIsOnline);
/** True for 1 s after the connection comes back (SPEC.md §4). */
export const useBackOnline = () => useConnectivity(selectBackOnline);
