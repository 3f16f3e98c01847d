/**
 * How long a call may take, and which calls are taking long (issue 33 item 5, "slow is visible";
 * docs/decisions/045-offline-and-caching.md). Without axios.
 *
 * - {@link SLOW_CALL_MS}: after this long without an answer a call counts as slow, and the portal says it is
 *   waiting (each change is dispatched on the window as SLOW_CALLS_EVENT of src/domain/notifications.ts;
 *   src/ui/app/bootstrap.tsx shows a status notice while any call is slow);
 * - {@link REQUEST_TIMEOUT_MS}: after this long the call is given up and fails with code 'TIMEOUT'
 *   (src/api/errors.ts), which the page says next to a "Try again" (LoadError) or keeps the form as typed.
 *
 * Both are kept by one page timer per call ({@link watchCall}), not by the request's own time-out (XMLHttpRequest's
 * `timeout`), so a clock that tests move (Vitest's, Playwright's) moves them both.
 */

/** After this long without an answer, in milliseconds, a call is slow and the portal says it is waiting: 3 s. */
export const SLOW_CALL_MS = 3_000;

/**
 * Request time-out in milliseconds: 20 s. On 2G (250 kbit/s) the largest answer the portal asks for (a page of a
 * register, about 60 kB) takes about 2 s, so a call still unanswered after 20 s has been lost, not delayed.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

import { SLOW_CALLS_EVENT } from '#src/domain/notifications';

let slow = 0;
const listeners = new Set<(slowCalls: number) => void>();

function changed(): void {
  for (const listener of listeners) listener(slow);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<number>(SLOW_CALLS_EVENT, { detail: slow }));
}

/**
 * Start watching one call: after {@link SLOW_CALL_MS} it counts as slow, and after {@link REQUEST_TIMEOUT_MS}
 * `giveUp` is called (once), until the returned function is called.
 * @param giveUp - called when the call has had no answer for REQUEST_TIMEOUT_MS (the caller aborts it).
 * @returns call it once when the call has answered, failed or been given up; later calls do nothing.
 */
export function watchCall(giveUp?: () => void): () => void {
  let counted = false;
  const slowTimer = setTimeout(() => {
    counted = true;
    slow += 1;
    changed();
  }, SLOW_CALL_MS);
  const giveUpTimer = giveUp ? setTimeout(giveUp, REQUEST_TIMEOUT_MS) : undefined;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    clearTimeout(slowTimer);
    clearTimeout(giveUpTimer);
    if (counted) {
      slow -= 1;
      changed();
    }
  };
}

/**
 * Listen to the number of slow calls (called at each change).
 * @param listener - receives how many calls are slow now (0 when none).
 * @returns a function that stops listening.
 */
export function onSlowCalls(listener: (slowCalls: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
