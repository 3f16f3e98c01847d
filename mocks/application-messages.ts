/**
 * The messages an applicant receives when their application moves (issue: "every transition sends
 * the applicant a message"): an e-mail and a text message into the mock outbox for each of submitted
 * (with the PRN to pay), payment received (with the receipt number), corrections requested (with what
 * to fix), approved and declined (with the reason). The portal's confirmation page promises them.
 * Applicants without an account (seeded, invented people) receive nothing.
 */
import { approvalEffectWords } from './approval-effects';
import { formatDisplayDate } from '../src/domain/dates';
import { formatMoney } from '../src/domain/money';
import type { TimelineEntry } from '../src/domain/schemas/applications';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import { findUserById } from './accounts';
import type { ApplicationFields } from './db';
import { PORTAL_NAME } from './mail';
import { sendEmail, sendSms } from './outbox';

/** What one message says: its subject, the e-mail's paragraphs and the text message. */
interface Words {
  subject: string;
  paragraphs: string[];
  sms: string;
}

/**
 * The words of a transition for the applicant, or null when the applicant is not told (their own
 * resubmission, a review being opened, a level passing it to the next).
 * @param record - the application after the event.
 * @param entry - the timeline entry of the event.
 */
export function messageWords(record: ApplicationFields, entry: TimelineEntry): Words | null {
  const ref = record.reference;
  const service = SERVICE_BASICS[record.serviceType].label;
  const invoice = record.invoice;
  const page = `Follow it in Your applications on the ${PORTAL_NAME} portal.`;
  switch (entry.event) {
    case 'application.submit':
      if (record.status === 'Payment_Confirmation' && invoice) {
        return {
          subject: `${ref}: submitted, waiting for payment`,
          paragraphs: [
            `We have received your application ${ref} (${service}).`,
            `Pay ${formatMoney(invoice.amountUgx)} with payment registration number (PRN) ${invoice.prn} by ${formatDisplayDate(invoice.expiresAt)}. It is reviewed once paid.`,
            page,
          ],
          sms: `${PORTAL_NAME}: ${ref} received. Pay ${formatMoney(invoice.amountUgx)}, PRN ${invoice.prn}, by ${formatDisplayDate(invoice.expiresAt)}.`,
        };
      }
      return {
        subject: `${ref}: submitted`,
        paragraphs: [`We have received your application ${ref} (${service}). The registry will review it.`, page],
        sms: `${PORTAL_NAME}: ${ref} received and waiting for review.`,
      };
    case 'application.resubmit':
      return {
        subject: `${ref}: corrections received`,
        paragraphs: [`We have received your corrections to ${ref} (${service}). The registry will review it again.`, page],
        sms: `${PORTAL_NAME}: your corrections to ${ref} were received.`,
      };
    case 'application.paymentConfirmed': {
      const receipt = invoice?.receiptNumber ? ` Receipt number ${invoice.receiptNumber}.` : '';
      return {
        subject: `${ref}: payment received`,
        paragraphs: [
          `We have received your payment${invoice ? ` of ${formatMoney(invoice.amountUgx)} (PRN ${invoice.prn})` : ''} for ${ref} (${service}).${receipt}`,
          'Your application now waits for review.',
          page,
        ],
        sms: `${PORTAL_NAME}: payment for ${ref} received.${receipt}`,
      };
    }
    case 'application.requestCorrections':
      return {
        subject: `${ref}: corrections needed`,
        paragraphs: [
          `The registry asks you to correct your application ${ref} (${service}):`,
          entry.comment ?? '',
          'Open it in Your applications, correct what is asked and send it again. You do not pay again.',
        ],
        sms: `${PORTAL_NAME}: ${ref} needs corrections: ${entry.comment ?? ''}`.slice(0, 300),
      };
    case 'application.approve':
      if (record.status !== 'Approved') return null;
      return {
        subject: `${ref}: approved`,
        paragraphs: [`Your application ${ref} (${service}) is approved.`, ...approvalEffectWords(record), page],
        sms: `${PORTAL_NAME}: ${ref} is approved.`,
      };
    case 'application.decline':
      return {
        subject: `${ref}: declined`,
        paragraphs: [`Your application ${ref} (${service}) is declined, for this reason:`, entry.comment ?? '', page],
        sms: `${PORTAL_NAME}: ${ref} is declined: ${entry.comment ?? ''}`.slice(0, 300),
      };
    case 'application.invoiceExpired':
      return {
        subject: `${ref}: payment time ended`,
        paragraphs: [
          `The invoice of ${ref} (${service}) was not paid in time, so the application is a draft again.`,
          'Open it in Your applications and submit it again to get a new invoice.',
        ],
        sms: `${PORTAL_NAME}: the invoice of ${ref} expired; submit it again to pay.`,
      };
    default:
      return null;
  }
}

/**
 * Send the applicant the e-mail and the text message of a transition (see the module comment).
 * @param record - the application after the event.
 * @param entry - the timeline entry of the event.
 */
export async function tellApplicant(record: ApplicationFields, entry: TimelineEntry): Promise<void> {
  const words = messageWords(record, entry);
  if (!words) return;
  const user = findUserById(record.applicantId);
  if (!user) return;
  const link = `/${user.accountType === 'ORGANIZATION' ? 'institution' : 'user'}/applications/${encodeURIComponent(record.id)}`;
  await sendEmail({
    to: user.email,
    subject: words.subject,
    body: [`Dear ${user.givenName},`, '', ...words.paragraphs.filter(Boolean).flatMap((p) => [p, '']), `The ${PORTAL_NAME}`].join('\n'),
    link,
  });
  if (user.phone) await sendSms({ to: user.phone, subject: words.subject, body: words.sms });
}
