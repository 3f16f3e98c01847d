/**
 * The e-mails the mock API sends, with the one-use tokens behind their links
 * (docs/decisions/002-api-contract.md "Registration"). Messages land in the outbox (mocks/outbox.ts).
 */
import { now } from './clock';
import { db, type UserFields, type UserRecord } from './db';
import { sendEmail } from './outbox';
import { randomToken } from './random';
import { AUTH_TIMINGS, LINK_PATHS, linkWithToken } from './timings';

/** The service's name as messages say it. */
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
  await sendEmail({
    to: user.email,
    subject: `Confirm your email address for the ${PORTAL_NAME}`,
    body: [
      `Dear ${user.givenName},`,
      '',
      `Thank you for registering with the ${PORTAL_NAME}. Open this link to confirm your email address:`,
      link,
      '',
      'The link works once, for 24 hours. If you did not register, ignore this email.',
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
  const locked = [
    `Dear ${user.givenName},`,
    '',
    `Someone, perhaps you, typed a wrong password for your ${PORTAL_NAME} account several times. To protect it, signing in is locked for ${lockedFor}.`,
    '',
    'If it was you, you can unlock your account now by choosing a new password with this link:',
    link,
    '',
    'The link works once, for 1 hour. If it was not you, choose a new password anyway, and never share it.',
  ];
  const body =
    kind === 'locked'
      ? locked
      : kind === 'reset'
        ? [
            `Dear ${user.givenName},`,
            '',
            `We received a request to reset the password of your ${PORTAL_NAME} account. Open this link to choose a new password:`,
            link,
            '',
            'The link works once, for 1 hour. If you did not ask for it, ignore this email: your password is unchanged.',
          ]
        : [
            `Dear ${user.givenName},`,
            '',
            `An administrator created a ${PORTAL_NAME} staff account for you. Open this link to choose your password:`,
            link,
            '',
            'The link works once, for 72 hours.',
          ];
  await sendEmail({
    to: user.email,
    subject:
      kind === 'locked'
        ? `Signing in to your ${PORTAL_NAME} account is locked`
        : kind === 'reset'
          ? `Reset your ${PORTAL_NAME} password`
          : `Your ${PORTAL_NAME} staff account`,
    body: body.join('\n'),
    link,
  });
}
