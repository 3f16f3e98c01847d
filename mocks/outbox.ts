/**
 * The mock's outbox: every e-mail and SMS the mock API "sends" is stored here instead, so people and
 * tests can read the activation links, codes and reset links (docs/decisions/002-api-contract.md
 * "Mock-only": `GET __mock/outbox`). Links are paths relative to the portal origin.
 */
import { toE164 } from '../src/domain/phone';
import { nowIso } from './clock';
import { db, type OutboxMessage } from './db';
import { newId } from './random';

export type { OutboxMessage };

/** What an e-mail carries. */
export interface EmailInput {
  /** E-mail address. */
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** A path relative to the portal origin, e.g. `/auth/email-verified?token=…`. */
  link?: string | null;
}

/** What an SMS carries. */
export interface SmsInput {
  /** E.164 phone number. */
  to: string;
  /** A short title for the outbox list, e.g. "Verification code". */
  subject: string;
  body: string;
  /** The one-time code the SMS holds. */
  code?: string | null;
}

/**
 * "Send" an e-mail: store it in the outbox, stamped with the mock clock.
 * @param input - recipient, subject, body, optional link.
 * @returns the stored message.
 */
export async function sendEmail(input: EmailInput): Promise<OutboxMessage> {
  return db.outbox.create({
    id: newId('msg'),
    channel: 'email',
    to: input.to,
    subject: input.subject,
    body: input.body,
    link: input.link ?? null,
    code: null,
    sentAt: nowIso(),
  });
}

/**
 * "Send" an SMS: store it in the outbox, stamped with the mock clock.
 * @param input - recipient, subject, body, optional code.
 * @returns the stored message.
 */
export async function sendSms(input: SmsInput): Promise<OutboxMessage> {
  return db.outbox.create({
    id: newId('msg'),
    channel: 'sms',
    to: input.to,
    subject: input.subject,
    body: input.body,
    link: null,
    code: input.code ?? null,
    sentAt: nowIso(),
  });
}

function plain(message: OutboxMessage): OutboxMessage {
  return {
    id: message.id,
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
    sentAt: message.sentAt,
  };
}

/**
 * The outbox, newest first.
 * @param to - only messages to this recipient: an e-mail address (any case) or a phone number in
 *   any common form ("0772 123456", "+256772123456").
 * @returns plain copies of the messages.
 */
export function listOutbox(to?: string | null): OutboxMessage[] {
  const wanted = to?.trim();
  const all = db.outbox.all().slice().reverse();
  if (!wanted) return all.map(plain);
  const email = wanted.toLowerCase();
  const phone = wanted.includes('@') ? undefined : toE164(wanted);
  return all.filter((m) => m.to.toLowerCase() === email || (phone !== undefined && m.to === phone)).map(plain);
}

/**
 * Empty the outbox.
 * @returns how many messages were removed.
 */
export function clearOutbox(): number {
  const count = db.outbox.count();
  db.outbox.clear();
  return count;
}
