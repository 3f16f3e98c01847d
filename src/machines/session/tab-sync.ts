/**
 * What the open tabs of one session tell each other (docs/decisions/010-sessions-and-throttling.md).
 *
 * Refresh tokens rotate: each refresh spends the token sent and answers a new one, and a spent token
 * sent again ends the session as stolen. A duplicated browser tab copies session storage, so two tabs
 * can hold one session's tokens; without telling each other, the second to refresh would send a
 * spent token and end both. So a tab that rotates the tokens, or logs out, says so on a
 * BroadcastChannel (same origin only), and the other tabs of that session (same `sid`) follow.
 * Tabs signed in separately have different sessions and ignore each other.
 */

/** The channel's name. */
export const SESSION_CHANNEL = 'marriage-registry/session';

/** A message between the tabs of one session. */
export type SessionTabMessage =
  | { type: 'rotated'; sid: string; token: string; refreshToken: string }
  | { type: 'ended'; sid: string }
  /** A tab whose refresh token was just rotated elsewhere asks for the current tokens. */
  | { type: 'hello'; sid: string };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * Tell the other tabs. Does nothing where BroadcastChannel is missing.
 * @param message - the rotation (new tokens) or the end of a session.
 */
export function postSessionMessage(message: SessionTabMessage): void {
  const c = channel();
  if (!c) return;
  c.postMessage(message);
  c.close();
}

function isMessage(data: unknown): data is SessionTabMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (typeof m.sid !== 'string') return false;
  if (m.type === 'ended' || m.type === 'hello') return true;
  return m.type === 'rotated' && typeof m.token === 'string' && m.token.startsWith('Bearer ') && typeof m.refreshToken === 'string';
}

/**
 * Listen to the other tabs.
 * @param listener - called with each well-formed message (others are dropped).
 * @returns a function that stops listening.
 */
export function listenSessionMessages(listener: (message: SessionTabMessage) => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data)) listener(event.data);
  };
  return () => c.close();
}
