/**
 * Sessions and rotating refresh tokens (docs/decisions/010-sessions-and-throttling.md; OAuth 2.0
 * Security BCP, RFC 9700 §4.14.2 "refresh token rotation").
 *
 * A sign-in opens a session and hands out its first refresh token. Each refresh answers a new access
 * token and a new refresh token, and marks the one presented as replaced. A replaced token presented
 * again means two parties hold the session's tokens, one of them a thief: the session ends, with all
 * its tokens, and both must sign in again. Logout ends the session the same way, so neither its
 * refresh tokens nor its access tokens are accepted afterwards.
 *
 * One leniency, for two tabs of one session (a duplicated tab shares session storage) that refresh at
 * the same instant: the token replaced less than {@link ROTATION_GRACE_MS} ago answers 409
 * `REFRESH_TOKEN_ROTATED` and no tokens, rather than ending the session; the portal then takes the
 * newer token its other tab broadcast (src/machines/session). Nothing is handed out in that window,
 * so a thief gains nothing from it.
 */
import { now } from './clock';
import { db, type SessionEndReason } from './db';
import { newId } from './random';
import { issueToken, type IssuedToken, type TokenPayload } from './tokens';

/** How long after its rotation a refresh token answers "already rotated" rather than "stolen": 10 s, in ms. */
export const ROTATION_GRACE_MS = 10_000;

/** What a sign-in or a refresh hands out. */
export interface SessionTokens {
  /** The refresh token (compact JWT). */
  refresh: IssuedToken;
  /** The access token (compact JWT); absent from a sign-in, which answers the refresh token only (SPEC.md §3). */
  access?: IssuedToken;
}

async function storeRefresh(token: IssuedToken): Promise<void> {
  await db.refreshTokens.create({
    jti: token.payload.jti,
    userId: token.payload.sub,
    sid: token.payload.sid,
    issuedAt: token.payload.iat * 1000,
    expiresAt: token.payload.exp * 1000,
    revoked: false,
    replacedAt: null,
  });
}

/**
 * Open a session for an account (a sign-in) and issue its first refresh token. The account's dead
 * refresh tokens and ended sessions are forgotten, so the stored database stays small.
 * @param userId - the account.
 * @returns the first refresh token of the new session.
 */
export async function startSession(userId: string): Promise<IssuedToken> {
  const stamp = now();
  db.refreshTokens.deleteMany((q) => q.where((t) => t.userId === userId && (t.revoked || t.expiresAt <= stamp)));
  db.sessions.deleteMany((q) => q.where((s) => s.userId === userId && s.endedAt !== null));
  const sid = newId('ses');
  await db.sessions.create({ sid, userId, startedAt: stamp, endedAt: null, endReason: null });
  const refresh = await issueToken(userId, 'refresh', sid);
  await storeRefresh(refresh);
  return refresh;
}

/**
 * Whether a session is open: it exists and has not ended.
 * @param sid - the session id (a token's `sid`).
 */
export function sessionOpen(sid: string): boolean {
  const session = db.sessions.findFirst((q) => q.where({ sid }));
  return Boolean(session && session.endedAt === null);
}

/**
 * End a session: none of its tokens is accepted from now on. Ending an ended or unknown session does nothing.
 * @param sid - the session id.
 * @param reason - why (kept for the record).
 */
export async function endSession(sid: string, reason: SessionEndReason): Promise<void> {
  const stamp = now();
  await db.sessions.updateMany((q) => q.where((s) => s.sid === sid && s.endedAt === null), {
    data(draft) {
      draft.endedAt = stamp;
      draft.endReason = reason;
    },
  });
  await db.refreshTokens.updateMany((q) => q.where((t) => t.sid === sid && !t.revoked), {
    data(draft) {
      draft.revoked = true;
    },
  });
}

/**
 * End every open session of an account (a password reset: whoever knew the old password is out).
 * @param userId - the account.
 * @param reason - why.
 */
export async function endAccountSessions(userId: string, reason: SessionEndReason): Promise<void> {
  const open = db.sessions.findMany((q) => q.where((s) => s.userId === userId && s.endedAt === null));
  for (const session of open) await endSession(session.sid, reason);
}

/** The answer of {@link rotateRefreshToken}. */
export type RotationResult =
  | { ok: true; tokens: Required<SessionTokens> }
  /** `unknown`: not issued or revoked or expired; `reused`: a replaced token presented again, the session is now ended; `rotated`: replaced a moment ago (grace). */
  | { ok: false; reason: 'unknown' | 'reused' | 'rotated' };

/**
 * Exchange a verified refresh token for a new access token and a new refresh token (rotation).
 * @param payload - the claims of a refresh token whose signature and expiry were checked.
 * @param accountActive - whether the account may still sign in; when not, the session ends.
 * @returns the new tokens, or why not (a reuse ends the session before answering).
 */
export async function rotateRefreshToken(payload: TokenPayload, accountActive: boolean): Promise<RotationResult> {
  const stored = db.refreshTokens.findFirst((q) => q.where({ jti: payload.jti }));
  const stamp = now();
  if (!stored || stored.userId !== payload.sub || stored.sid !== payload.sid || stored.revoked || stored.expiresAt <= stamp) {
    return { ok: false, reason: 'unknown' };
  }
  if (!sessionOpen(payload.sid)) return { ok: false, reason: 'unknown' };
  if (stored.replacedAt !== null) {
    if (stamp - stored.replacedAt < ROTATION_GRACE_MS) return { ok: false, reason: 'rotated' };
    await endSession(payload.sid, 'REFRESH_TOKEN_REUSED');
    return { ok: false, reason: 'reused' };
  }
  if (!accountActive) {
    await endSession(payload.sid, 'EXPIRED');
    return { ok: false, reason: 'unknown' };
  }
  await db.refreshTokens.update(stored, {
    data(draft) {
      draft.replacedAt = stamp;
    },
  });
  // The new refresh token ends when the sign-in's first one would have: rotation never lengthens a session.
  const refresh = await issueToken(payload.sub, 'refresh', payload.sid, payload.exp);
  await storeRefresh(refresh);
  const access = await issueToken(payload.sub, 'access', payload.sid);
  return { ok: true, tokens: { refresh, access } };
}
