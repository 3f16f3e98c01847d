/**
 * Sign-in, tokens and registration (SPEC.md §3, §4 "Session", "Registration steps", §7;
 * docs/decisions/002-api-contract.md "Registration", "Sign-in"):
 *
 * - POST /users/auth/login, POST /users/refresh-token, POST /users/auth/logout
 * - POST /users/auth/register → activate-email → activate-phone → verify-otp → set-password
 * - POST /users/auth/request-reset-password-token → reset-password
 */
import { http } from 'msw';
import { msg } from '@lingui/core/macro';
import { STAFF_ACCOUNT_MESSAGES } from '#src/domain/schemas/staff-accounts';
import { activateEmailSchema, activatePhoneSchema, refreshSchema, registerSchema, verifyOtpSchema } from '#src/domain/schemas/auth';
import { setPasswordSchema } from '#src/domain/schemas/new-password';
import { logoutSchema, requestResetSchema, signInSchema } from '#src/domain/schemas/sign-in';
import { findClosedAccount, findUserByEmail, findUserById, findUserByIdentifier, findUserByPhone, maskPhone } from '../accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { apiUrl } from '../base-url';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { waitInWords } from '#src/domain/wait-time';
import { MOCK_ERROR_CODES, MOCK_MESSAGES, signInLockedMessage, tooOftenMessage } from '../messages';
import { sendActivationEmail, sendPasswordLink, updateUser } from '../mail';
import { sendSms } from '../outbox';
import { requireAcceptablePassword } from '../password-policy';
import { hashPassword, verifyPassword } from '../passwords';
import { newId, randomToken } from '../random';
import { codeTimings, newCode, refuseCode, refuseCodeSend } from '../one-time-codes';
import { AUTH_TIMINGS } from '../timings';
import { messagesFor, portalName } from '../message-language';
import { endAccountSessions, endSession, rotateRefreshToken, startSession } from '../sessions';
import {
  clearLoginFailures,
  clientOf,
  countAttempt,
  loginKey,
  loginLock,
  recordLoginFailure,
  takeAttempt,
  THROTTLE_RULES,
  windowRefusal,
} from '../throttle';
import { bearerToken, decodeToken, verifyToken, withBearer } from '../tokens';
import { fail, handle, ok, readJson, readPayload, tooMany, validate } from './shared';

function sessionExpired(): Response {
  return fail(401, MOCK_MESSAGES.sessionExpired, { code: MOCK_ERROR_CODES.sessionExpired });
}

function isLive(token: { expiresAt: number } | null): boolean {
  return token !== null && token.expiresAt > now();
}

/** Handlers of the sign-in, token and registration calls. */
export const authHandlers = [
  /**
   * POST /users/auth/login {phoneOrEmail, password} → `{ refreshToken }` (SPEC.md §3, §7), the first
   * refresh token of a new session (mocks/sessions.ts).
   * 401 'Incorrect username and password' for an unknown account or a wrong password (never saying
   * which); 409 ACCOUNT_NOT_ACTIVE while registration is unfinished; 429 ACCOUNT_LOCKED (with
   * `Retry-After`) after 5 wrong passwords in a row, for a minute doubling to 15 minutes, a day at
   * 100, and TOO_MANY_ATTEMPTS after 30 wrong passwords from one client in 15 minutes (mocks/throttle.ts).
   * A lock refuses even the right password; the e-mailed link lifts it by setting a new password.
   */
  http.post(
    apiUrl('/users/auth/login'),
    handle(async ({ request }) => {
      const { phoneOrEmail, password } = await readPayload(request, signInSchema);
      const clientKey = `login-client:${clientOf(request)}`;
      const spraying = windowRefusal(clientKey, THROTTLE_RULES.loginClient);
      if (spraying) {
        return tooMany(
          spraying,
          tooOftenMessage('Too many wrong passwords were tried from this device', waitInWords(spraying.retryAfterSeconds)),
        );
      }
      const user = findUserByIdentifier(phoneOrEmail);
      const key = loginKey(user?.userId, phoneOrEmail);
      const locked = loginLock(key);
      if (locked) {
        return tooMany(locked, signInLockedMessage(waitInWords(locked.retryAfterSeconds), Boolean(user)), MOCK_ERROR_CODES.accountLocked);
      }
      const wrong = async () => {
        await countAttempt(clientKey, THROTTLE_RULES.loginClient);
        const failure = await recordLoginFailure(key);
        if (!failure.lock) return fail(401, MOCK_MESSAGES.wrongCredentials, { code: MOCK_ERROR_CODES.wrongCredentials });
        const wait = waitInWords(failure.lock.retryAfterSeconds);
        if (failure.warn && user?.status === 'ACTIVE') await sendPasswordLink(user, 'locked', wait);
        return tooMany(failure.lock, signInLockedMessage(wait, Boolean(user)), MOCK_ERROR_CODES.accountLocked);
      };
      if (!user) {
        // An account its holder closed (docs/decisions/041): said only to whoever types its password.
        const closed = await findClosedAccount(phoneOrEmail);
        if (closed && (await verifyPassword(closed.userId, password, closed.passwordHash))) {
          const on = formatDisplayDate(new Date(closed.closedAt ?? now()).toISOString());
          return fail(
            403,
            `This account was closed on ${on}. Nobody can sign in to it. What the law requires the registry to keep is kept; to use the portal again, create a new account.`,
            { code: MOCK_ERROR_CODES.accountClosed },
          );
        }
        return wrong();
      }
      if (user.status === 'DEACTIVATED') {
        // Said only to whoever knows the password: the account's state is not told to a guesser.
        if (!(await verifyPassword(user.userId, password, user.passwordHash))) return wrong();
        return fail(403, STAFF_ACCOUNT_MESSAGES.deactivated, { code: MOCK_ERROR_CODES.accountDeactivated });
      }
      if (user.status !== 'ACTIVE') {
        return fail(409, MOCK_MESSAGES.accountNotActive, { code: MOCK_ERROR_CODES.accountNotActive });
      }
      if (!(await verifyPassword(user.userId, password, user.passwordHash))) return wrong();
      await clearLoginFailures(key);
      const { jwt } = await startSession(user.userId);
      return ok({ refreshToken: jwt });
    }),
  ),

  /**
   * POST /users/refresh-token {refreshToken} → `{ token: "Bearer <access jwt>", refreshToken }`
   * (SPEC.md §3 names `token`; `refreshToken` is ours: the rotated refresh token, which replaces the
   * one sent). 401 when the refresh token is forged, unknown, revoked or expired (mock clock), or
   * when a token already exchanged is sent again (the session then ends: a stolen token); 409
   * REFRESH_TOKEN_ROTATED when it was exchanged less than 10 s ago (two tabs of one session).
   */
  http.post(
    apiUrl('/users/refresh-token'),
    handle(async ({ request }) => {
      const { refreshToken } = await readPayload(request, refreshSchema);
      const payload = await verifyToken(refreshToken, 'refresh');
      if (!payload) return sessionExpired();
      const user = findUserById(payload.sub);
      const result = await rotateRefreshToken(payload, user?.status === 'ACTIVE');
      if (!result.ok) {
        if (result.reason === 'rotated') {
          return fail(409, MOCK_MESSAGES.refreshTokenRotated, { code: MOCK_ERROR_CODES.refreshTokenRotated });
        }
        return sessionExpired();
      }
      return ok({ token: withBearer(result.tokens.access.jwt), refreshToken: result.tokens.refresh.jwt });
    }),
  ),

  /**
   * POST /users/auth/logout {refreshToken?} → `null`; ends the session of the refresh token sent, or
   * of the bearer access token when no refresh token is sent: none of its tokens works afterwards
   * (SPEC.md §4 "Logout clears session storage even if the call fails"). Never 401.
   */
  http.post(
    apiUrl('/users/auth/logout'),
    handle(async ({ request }) => {
      const { refreshToken } = await readPayload(request, logoutSchema);
      const access = bearerToken(request.headers.get('Authorization'));
      const payload = (refreshToken ? await decodeToken(refreshToken) : null) ?? (access ? await decodeToken(access) : null);
      if (payload) await endSession(payload.sid, 'LOGOUT');
      return ok(null);
    }),
  ),

  /**
   * POST /users/auth/register {givenName, surname, email, phone, acceptTerms} → 201
   * `{ userId, email, phone }`; e-mails the activation link `/auth/email-verified?token=…`.
   * 409 ACCOUNT_EXISTS with `errors.email` / `errors.phone` when either is taken; 429 after 10
   * registrations an hour from one client.
   */
  http.post(
    apiUrl('/users/auth/register'),
    handle(async ({ request }) => {
      const payload = await readPayload(request, registerSchema);
      const refused = await takeAttempt(`register-client:${clientOf(request)}`, THROTTLE_RULES.registerClient);
      if (refused)
        return tooMany(refused, tooOftenMessage('Too many accounts were created from this device', waitInWords(refused.retryAfterSeconds)));
      const errors: Record<string, string> = {};
      if (findUserByEmail(payload.email)) errors.email = MOCK_MESSAGES.emailInUse;
      if (findUserByPhone(payload.phone)) errors.phone = MOCK_MESSAGES.phoneInUse;
      if (Object.keys(errors).length > 0) {
        return fail(409, MOCK_MESSAGES.accountExists, { code: MOCK_ERROR_CODES.accountExists, errors });
      }
      const user = await db.users.create({
        userId: newId('usr'),
        accountType: 'INDIVIDUAL',
        idNumber: null,
        givenName: payload.givenName,
        surname: payload.surname,
        email: payload.email,
        phone: payload.phone,
        dateOfBirth: null,
        sex: null,
        role: null,
        organisationKind: null,
        organisationName: null,
        district: null,
        status: 'PENDING_EMAIL',
        passwordHash: null,
        address: null,
        activationToken: null,
        otp: null,
        passwordToken: null,
        resetToken: null,
        createdAt: now(),
      });
      await sendActivationEmail(user);
      return ok({ userId: user.userId, email: user.email, phone: user.phone }, 201);
    }),
  ),

  /**
   * POST /users/auth/activate-email {token} → `{ userId, email, maskedPhone }`.
   * 410 'This activation link has expired or was already used' for an unknown, used or expired token.
   */
  http.post(
    apiUrl('/users/auth/activate-email'),
    handle(async ({ request }) => {
      const { token } = await readPayload(request, activateEmailSchema);
      const user = db.users.findFirst((q) => q.where((u: UserRecord) => u.activationToken !== null && u.activationToken.token === token));
      if (!user || !isLive(user.activationToken)) {
        return fail(410, MOCK_MESSAGES.activationLinkExpired, { code: MOCK_ERROR_CODES.linkExpired });
      }
      const updated = await updateUser(user, (draft) => {
        draft.activationToken = null;
        if (draft.status === 'PENDING_EMAIL') draft.status = 'PENDING_PHONE';
      });
      return ok({ userId: updated.userId, email: updated.email, maskedPhone: maskPhone(updated.phone) });
    }),
  ),

  /**
   * POST /users/auth/activate-phone {userId} → `{ maskedPhone, expiresInSeconds: 300,
   * resendAfterSeconds: 30 }`; sends a 6-digit code by SMS. 404 unknown registration; 409 e-mail not
   * yet confirmed or account already active; 429 when the last code was sent less than 30 s ago
   * (the message says how many seconds to wait; `Retry-After` header too), or when 5 codes were
   * sent in the last hour (so at most 25 guesses an hour: 5 tries per code).
   */
  http.post(
    apiUrl('/users/auth/activate-phone'),
    handle(async ({ request }) => {
      const { userId } = await readPayload(request, activatePhoneSchema);
      const user = findUserById(userId);
      if (!user) return fail(404, MOCK_MESSAGES.registrationNotFound, { code: MOCK_ERROR_CODES.notFound });
      if (user.status === 'PENDING_EMAIL') {
        return fail(409, MOCK_MESSAGES.emailNotVerified, { code: MOCK_ERROR_CODES.emailNotVerified });
      }
      if (user.status === 'ACTIVE') return fail(409, MOCK_MESSAGES.alreadyActive, { code: MOCK_ERROR_CODES.alreadyActive });
      const refused = await refuseCodeSend(user.otp, `otp-send:${user.userId}`);
      if (refused) return refused;
      const otp = newCode();
      const code = otp.code;
      await updateUser(user, (draft) => {
        draft.otp = otp;
      });
      // In the language saved to the account (issue 32): English while registering, for none is chosen yet.
      const i18n = messagesFor(user);
      const portal = portalName(i18n);
      await sendSms({
        to: user.phone,
        subject: i18n._(msg`Verification code`),
        body: i18n._(msg`${portal}: your verification code is ${code}. It expires in 5 minutes. Do not share it with anyone.`),
        code,
      });
      return ok({ maskedPhone: maskPhone(user.phone), ...codeTimings() });
    }),
  ),

  /**
   * POST /users/auth/verify-otp {userId, otp} → `{ passwordToken }` (valid 15 minutes, one use).
   * 400 `errors.otp` wrong code; 410 expired code; 429 after 5 wrong tries (the code is then locked
   * until a new one is sent; `Retry-After` is the wait before one may be asked for); 409 when no code
   * was sent or the account is active; 404 unknown.
   */
  http.post(
    apiUrl('/users/auth/verify-otp'),
    handle(async ({ request }) => {
      const { userId, otp } = await readPayload(request, verifyOtpSchema);
      const user = findUserById(userId);
      if (!user) return fail(404, MOCK_MESSAGES.registrationNotFound, { code: MOCK_ERROR_CODES.notFound });
      if (user.status === 'ACTIVE') return fail(409, MOCK_MESSAGES.alreadyActive, { code: MOCK_ERROR_CODES.alreadyActive });
      if (user.status === 'PENDING_EMAIL') {
        return fail(409, MOCK_MESSAGES.emailNotVerified, { code: MOCK_ERROR_CODES.emailNotVerified });
      }
      const refused = await refuseCode(user.otp, otp, 'otp', (attempts) =>
        updateUser(user, (draft) => {
          if (draft.otp) draft.otp.attempts = attempts;
        }).then(() => undefined),
      );
      if (refused) return refused;
      const passwordToken = randomToken();
      await updateUser(user, (draft) => {
        draft.otp = null;
        draft.status = 'PENDING_PASSWORD';
        draft.passwordToken = { token: passwordToken, expiresAt: now() + AUTH_TIMINGS.passwordTokenTtlSeconds * 1000 };
      });
      return ok({ passwordToken });
    }),
  ),

  /**
   * POST /users/auth/set-password {token, password, confirmPassword} → `{ userId }`; the account
   * becomes ACTIVE. 410 when the token is unknown, used or older than 15 minutes; 400 VALIDATION
   * `errors.password` when the password breaks the rule (src/domain/password-rule.ts), the token kept.
   */
  http.post(
    apiUrl('/users/auth/set-password'),
    handle(async ({ request }) => {
      const { token, password } = await readPayload(request, setPasswordSchema);
      const user = db.users.findFirst((q) => q.where((u: UserRecord) => u.passwordToken !== null && u.passwordToken.token === token));
      if (!user || !isLive(user.passwordToken)) {
        return fail(410, MOCK_MESSAGES.passwordLinkExpired, { code: MOCK_ERROR_CODES.linkExpired });
      }
      await requireAcceptablePassword(user, password);
      const passwordHash = await hashPassword(user.userId, password);
      await updateUser(user, (draft) => {
        draft.passwordHash = passwordHash;
        draft.status = 'ACTIVE';
        draft.passwordToken = null;
        draft.activationToken = null;
        draft.otp = null;
      });
      return ok({ userId: user.userId });
    }),
  ),

  /**
   * POST /users/auth/request-reset-password-token {phoneOrEmail} → `{ sent: true }`, the same for
   * unknown accounts. An active account (or a staff account invited but without a password) gets
   * the e-mail `/auth/account-password?token=…` (1 hour); an account still confirming its e-mail or
   * phone gets a fresh activation e-mail instead, so it can finish registering. 429 (nothing sent)
   * after 3 requests an hour for one identifier, known or not, or 10 an hour from one client.
   */
  http.post(
    apiUrl('/users/auth/request-reset-password-token'),
    handle(async ({ request }) => {
      const { phoneOrEmail } = await readPayload(request, requestResetSchema);
      const byClient = windowRefusal(`reset-client:${clientOf(request)}`, THROTTLE_RULES.resetClient);
      const refused = byClient ?? (await takeAttempt(`reset:${phoneOrEmail.trim().toLowerCase()}`, THROTTLE_RULES.resetIdentifier));
      if (refused)
        return tooMany(
          refused,
          tooOftenMessage('You have asked for too many password reset links', waitInWords(refused.retryAfterSeconds)),
        );
      await countAttempt(`reset-client:${clientOf(request)}`, THROTTLE_RULES.resetClient);
      const user = findUserByIdentifier(phoneOrEmail);
      if (user) {
        if (user.status === 'ACTIVE' || user.status === 'PENDING_PASSWORD') await sendPasswordLink(user, 'reset');
        else await sendActivationEmail(user);
      }
      return ok({ sent: true });
    }),
  ),

  /**
   * POST /users/auth/reset-password {token, password, confirmPassword} → `{ userId }`, with the token
   * of the reset (or invitation) e-mail. The account becomes ACTIVE and its sessions are revoked.
   * 410 when the token is unknown, used or expired; 400 VALIDATION `errors.password` when the password
   * breaks the rule (src/domain/password-rule.ts), the token kept.
   */
  http.post(
    apiUrl('/users/auth/reset-password'),
    handle(async ({ request }) => {
      const { token, password } = validate(setPasswordSchema, await readJson(request));
      const user = db.users.findFirst((q) => q.where((u: UserRecord) => u.resetToken !== null && u.resetToken.token === token));
      if (!user || !isLive(user.resetToken)) {
        return fail(410, MOCK_MESSAGES.resetLinkExpired, { code: MOCK_ERROR_CODES.linkExpired });
      }
      await requireAcceptablePassword(user, password);
      const passwordHash = await hashPassword(user.userId, password);
      await updateUser(user, (draft) => {
        draft.passwordHash = passwordHash;
        draft.status = 'ACTIVE';
        draft.resetToken = null;
        draft.passwordToken = null;
      });
      // Whoever knew the old password is signed out; the sign-in lock is lifted (the e-mailed link's purpose).
      await endAccountSessions(user.userId, 'PASSWORD_CHANGED');
      await clearLoginFailures(loginKey(user.userId, user.email));
      return ok({ userId: user.userId });
    }),
  ),
];
