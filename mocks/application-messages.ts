/**
 * The messages an applicant receives when their application moves (issue: "every transition sends
 * the applicant a message"): an e-mail and a text message into the mock outbox for each of submitted
 * (with the PRN to pay), payment received (with the receipt number), corrections requested (with what
 * to fix), approved and declined (with the reason). The portal's confirmation page promises them.
 * Applicants without an account (seeded, invented people) receive nothing.
 */
import { approvalEffectWords, subsistingMarriageFor } from './approval-effects';
import { heldNoticeWords } from '../src/domain/registers/subsisting-marriage';
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
    case 'application.approve': {
      // A notice accepted while the register shows a party married (issue 30): the couple is told what to bring.
      const held = SERVICE_BASICS[record.serviceType].subsistingCheck === 'notice' ? subsistingMarriageFor(record) : null;
      const heldWords = held ? [heldNoticeWords(held)] : [];
      const heldSms = held ? ` The register shows ${held.partyName} married (entry ${held.entryNumber}): bring the decree absolute or death certificate to the registry.` : '';
      if (record.notice && record.status === 'Pending') {
        return {
          subject: `${ref}: notice accepted and published`,
          paragraphs: [
            `The registrar has accepted your notice ${ref} and published it in the Marriage Notice Book as ${record.notice.noticeNumber}.`,
            ...heldWords,
            held
              ? `The notice lapses on ${formatDisplayDate(record.notice.lapsesOn)}: the marriage must be celebrated before then.`
              : `If no caveat (objection) stands, the registrar's certificate can be issued from ${formatDisplayDate(record.notice.certificateFrom)}. The notice lapses on ${formatDisplayDate(record.notice.lapsesOn)}: the marriage must be celebrated before then.`,
            page,
          ],
          sms: `${PORTAL_NAME}: notice ${ref} published (${record.notice.noticeNumber}).${held ? heldSms : ` Certificate from ${formatDisplayDate(record.notice.certificateFrom)}.`}`,
        };
      }
      if (record.status !== 'Approved') return null;
      return {
        subject: `${ref}: approved`,
        paragraphs: [`Your application ${ref} (${service}) is approved.`, ...heldWords, ...approvalEffectWords(record), page],
        sms: `${PORTAL_NAME}: ${ref} is approved.${heldSms}`,
      };
    }
    case 'application.decline':
      return {
        subject: `${ref}: declined`,
        paragraphs: [`Your application ${ref} (${service}) is declined, for this reason:`, entry.comment ?? '', page],
        sms: `${PORTAL_NAME}: ${ref} is declined: ${entry.comment ?? ''}`.slice(0, 300),
      };
    case 'application.lodgeCaveat':
    case 'application.removeCaveat':
    case 'application.upholdCaveat':
    case 'application.issueCertificate':
    case 'application.recordCelebration':
    case 'application.lapse':
      return noticeWords(record, entry, page);
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

/**
 * What the couple is told at each step of the notice stage (issue 9: "The couple is told"; docs/decisions/016):
 * a caveat lodged, removed or upheld; the registrar's certificate; the registration; the lapse.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 * @param page - the closing line that points to the portal.
 * @returns the words, or null when the step tells the couple nothing.
 */
function noticeWords(record: ApplicationFields, entry: TimelineEntry, page: string): Words | null {
  const ref = record.reference;
  const notice = record.notice;
  if (!notice) return null;
  switch (entry.event) {
    case 'application.lodgeCaveat':
      return {
        subject: `${ref}: a caveat was lodged against your notice`,
        paragraphs: [
          `Someone has lodged a caveat (an objection) against your notice of marriage ${notice.noticeNumber}.`,
          "The registrar's certificate is held until the registry decides it. We will tell you the outcome.",
          page,
        ],
        sms: `${PORTAL_NAME}: a caveat was lodged against notice ${notice.noticeNumber}; the certificate is held until it is decided.`,
      };
    case 'application.removeCaveat':
      return {
        subject: `${ref}: a caveat was removed`,
        paragraphs: [`A caveat against your notice ${notice.noticeNumber} was removed, for this reason:`, entry.comment ?? '', page],
        sms: `${PORTAL_NAME}: a caveat against notice ${notice.noticeNumber} was removed.`,
      };
    case 'application.upholdCaveat':
      return {
        subject: `${ref}: a caveat was upheld`,
        paragraphs: [`The Registrar General upheld a caveat against your notice ${notice.noticeNumber}, for this reason:`, entry.comment ?? '', 'The marriage cannot go ahead on this notice.', page],
        sms: `${PORTAL_NAME}: a caveat against notice ${notice.noticeNumber} was upheld.`,
      };
    case 'application.issueCertificate':
      return {
        subject: `${ref}: registrar's certificate issued`,
        paragraphs: [
          `The registrar has issued the registrar's certificate${notice.certificate ? ` ${notice.certificate.number}` : ''} for your notice ${notice.noticeNumber}.`,
          `Book your ceremony in a marriage room before ${formatDisplayDate(notice.lapsesOn)}, when the notice lapses.`,
          page,
        ],
        sms: `${PORTAL_NAME}: registrar's certificate issued for ${ref}. Book your ceremony before ${formatDisplayDate(notice.lapsesOn)}.`,
      };
    case 'application.recordCelebration':
      return {
        subject: `${ref}: your marriage is registered`,
        paragraphs: [
          `Your marriage, celebrated on ${notice.celebration ? formatDisplayDate(notice.celebration.celebratedOn) : 'the day recorded'}, is entered in the register of marriages${notice.celebration?.entryNumber ? ` as entry ${notice.celebration.entryNumber}` : ''}.`,
          'You can download your marriage certificate from your application.',
          page,
        ],
        sms: `${PORTAL_NAME}: your marriage (${ref}) is registered.`,
      };
    case 'application.lapse':
      return {
        subject: `${ref}: your notice lapsed`,
        paragraphs: [
          `No marriage was celebrated within 3 months of your notice ${notice.noticeNumber}, so it lapsed on ${formatDisplayDate(notice.lapsesOn)}.`,
          'To marry, give a new notice.',
        ],
        sms: `${PORTAL_NAME}: notice ${notice.noticeNumber} lapsed. Give a new notice to marry.`,
      };
    default:
      return null;
  }
}
