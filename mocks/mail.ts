/**
 * The e-mails the mock API sends, with the one-use tokens behind their links
 * (docs/decisions/002-api-contract.md "Registration"). Messages land in the outbox (mocks/outbox.ts), written in the
 * language saved to the account (issue 32; mocks/message-language.ts), English when it chose none.
 */
import { msg } from '@lingui/core/macro';
import { now } from './clock';
import { db, type UserFields, type UserRecord } from './db';
import { sendEmail } from './outbox';
import { randomToken } from './random';
import { AUTH_TIMINGS, LINK_PATHS, linkWithToken } from './timings';
import { messagesFor, portalName } from './message-language';

/** The service's name as messages say it in English (mocks/message-language.ts `portalName` in the recipient's language). */
export const PORTAL_NAME = 'Marriage Registry';

/**
 * Change a stored account and return the new version (records are replaced on update).
 * @param user - the account as last read.
 * @param change - mutates a draft of the account.
 */
export async function updateUser(user: UserRecord, change: (draft: UserFields) => void): Promise<UserRecord> {
  const updated = await db.users.update(user, { data: (draft) => change(draft as UserFields) });
  return updated ?? user;
}

/**
 * Give the account a new activation token (24 hours) and e-mail its link
 * `/auth/email-verified?token=…` (registration step 1; re-sent on a reset request while registering).
 * @param user - the account.
 */
export async function sendActivationEmail(user: UserRecord): Promise<void> {
  const token = randomToken();
  await updateUser(user, (draft) => {
    draft.activationToken = { token, expiresAt: now() + AUTH_TIMINGS.activationLinkTtlSeconds * 1000 };
  });
  const link = linkWithToken(LINK_PATHS.emailVerified, token);
  const i18n = messagesFor(user);
  const portal = portalName(i18n);
  const name = user.givenName;
  await sendEmail({
    to: user.email,
    subject: i18n._(msg`Confirm your email address for the ${portal}`),
    body: [
      i18n._(msg`Dear ${name},`),
      '',
      i18n._(msg`Thank you for registering with the ${portal}. Open this link to confirm your email address:`),
      link,
      '',
      i18n._(msg`The link works once, for 24 hours. If you did not register, ignore this email.`),
    ].join('\n'),
    link,
  });
}

/**
 * Give the account a new reset token and e-mail its link `/auth/account-password?token=…`:
 * a password reset (1 hour), the invitation of a new staff account (72 hours), or the warning that
 * sign-in is locked after too many wrong passwords, whose link (1 hour) unlocks the account by
 * setting a new password (NIST SP 800-63B §5.2.2; docs/decisions/010-sessions-and-throttling.md).
 * @param user - the account.
 * @param kind - 'reset', 'invitation' or 'locked'.
 * @param lockedFor - with 'locked': how long sign-in is locked, in words ("15 minutes").
 */
export async function sendPasswordLink(user: UserRecord, kind: 'reset' | 'invitation' | 'locked', lockedFor = ''): Promise<void> {
  const token = randomToken();
  const ttl = kind === 'invitation' ? AUTH_TIMINGS.invitationTtlSeconds : AUTH_TIMINGS.resetLinkTtlSeconds;
  await updateUser(user, (draft) => {
    draft.resetToken = { token, expiresAt: now() + ttl * 1000 };
  });
  const link = linkWithToken(LINK_PATHS.accountPassword, token);
  const i18n = messagesFor(user);
  const portal = portalName(i18n);
  const name = user.givenName;
  const dear = i18n._(msg`Dear ${name},`);
  const body =
    kind === 'locked'
      ? [
          dear,
          '',
          i18n._(
            msg`Someone, perhaps you, typed a wrong password for your ${portal} account several times. To protect it, signing in is locked for ${lockedFor}.`,
          ),
          '',
          i18n._(msg`If it was you, you can unlock your account now by choosing a new password with this link:`),
          link,
          '',
          i18n._(msg`The link works once, for 1 hour. If it was not you, choose a new password anyway, and never share it.`),
        ]
      : kind === 'reset'
        ? [
            dear,
            '',
            i18n._(msg`We received a request to reset the password of your ${portal} account. Open this link to choose a new password:`),
            link,
            '',
            i18n._(msg`The link works once, for 1 hour. If you did not ask for it, ignore this email: your password is unchanged.`),
          ]
        : [
            dear,
            '',
            i18n._(msg`An administrator created a ${portal} staff account for you. Open this link to choose your password:`),
            link,
            '',
            i18n._(msg`The link works once, for 72 hours.`),
          ];
  await sendEmail({
    to: user.email,
    subject:
      kind === 'locked'
        ? i18n._(msg`Signing in to your ${portal} account is locked`)
        : kind === 'reset'
          ? i18n._(msg`Reset your ${portal} password`)
          : i18n._(msg`Your ${portal} staff account`),
    body: body.join('\n'),
    link,
  });
}
