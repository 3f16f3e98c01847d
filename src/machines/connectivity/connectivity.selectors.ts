/**
 * Pure selectors over the connectivity snapshot (SPEC.md §4 "Connectivity").
 */
import type { ConnectivitySnapshot } from './connectivity.machine';

/** True while the browser is online, including the 1 s back-online flag. */
export function selectIsOnline(snapshot: ConnectivitySnapshot): boolean {
  return snapshot.hasTag('online');
}

/** True for 1 s after the connection comes back (SPEC.md §4: "set a flag for 1 second"). */
export function selectBackOnline(snapshot: ConnectivitySnapshot): boolean {
  return snapshot.hasTag('backOnline');
}
