/**
 * The messages people receive when an application moves (issue: "every transition sends the applicant a
 * message"; issue 30: "every promise of a message is kept; every person a step concerns is told"): an e-mail and a
 * text message into the mock outbox.
 * - The applicant: submitted (with the PRN to pay), payment received (with the receipt number), corrections
 *   requested (with what to fix), approved and declined (with the reason), and each step of a civil notice
 *   (published, a caveat lodged, referred, removed or upheld, the registrar's certificate, the ceremony booked or
 *   moved, registered, lapsed). The portal's confirmation page promises exactly these
 *   (src/domain/lifecycle-words.ts `MESSAGE_PROMISE`).
 * - The parties a notice names who are not the applicant (both, when a church agent or a relative gave it; the
 *   second party when one of the couple did), at the addresses the notice gives: that it was given, and every
 *   step of it after that (never the payment's or the corrections' business, which is the applicant's).
 * - Whoever lodged a caveat: its acknowledgement, its referral, its outcome (removed or upheld, with the
 *   reason), or that the notice lapsed while it stood.
 * Applicants without an account (seeded, invented people) receive nothing.
 */
import { approvalEffectWords, subsistingMarriageFor } from './approval-effects';
import { heldNoticeWords } from '../src/domain/registers/subsisting-marriage';
import { slotInWords } from '../src/domain/ceremony-slots';
import { formatDisplayDate } from '../src/domain/dates';
import { formatMoney } from '../src/domain/money';
import { NOTICE_STAGE_EVENTS, type TimelineEntry } from '../src/domain/schemas/applications';
import { isStanding, type Caveat } from '../src/domain/schemas/notice';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import { findUserById } from './accounts';
import type { ApplicationFields } from './db';
import { PORTAL_NAME } from './mail';
import { sendEmail, sendSms } from './outbox';
import { activeHolderOf, registerPhoneOf } from './party-confirmation';

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
  const request = record.partyConfirmation;
  const names = (parties: readonly { name: string }[]) => parties.map((p) => p.name).join(' and ');
  const payWords = invoice
    ? {
        paragraph: `Pay ${formatMoney(invoice.amountUgx)} with payment registration number (PRN) ${invoice.prn} by ${formatDisplayDate(invoice.expiresAt)}. It is reviewed once paid.`,
        sms: `Pay ${formatMoney(invoice.amountUgx)}, PRN ${invoice.prn}, by ${formatDisplayDate(invoice.expiresAt)}.`,
      }
    : null;
  switch (entry.event) {
    case 'application.submit':
      if (entry.toState.includes('AwaitingParties') && request) {
        // Sent to the parties it names first (issue 31 §2).
        const asked = names(request.parties);
        return {
          subject: `${ref}: sent to ${asked} to confirm`,
          paragraphs: [
            `We have received your application ${ref} (${service}) and asked ${asked} to confirm it, by ${formatDisplayDate(request.dueAt)}.`,
            'Nothing is paid and the registry does not see it until then. We will tell you when they answer. You can withdraw it meanwhile.',
            page,
          ],
          sms: `${PORTAL_NAME}: ${ref} sent to ${asked} to confirm by ${formatDisplayDate(request.dueAt)}. We will tell you when they answer.`,
        };
      }
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
      const heldSms = held
        ? ` The register shows ${held.partyName} married (entry ${held.entryNumber}): bring the decree absolute or death certificate to the registry.`
        : '';
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
    case 'application.referCaveat':
    case 'application.removeCaveat':
    case 'application.upholdCaveat':
    case 'application.issueCertificate':
    case 'application.bookCeremony':
    case 'application.rebookCeremony':
    case 'application.recordCelebration':
    case 'application.lapse':
      return noticeWords(record, entry, page);
    case 'application.confirmParty': {
      const waiting = request?.parties.filter((p) => p.answer === 'WAITING') ?? [];
      if (waiting.length > 0) {
        return {
          subject: `${ref}: ${entry.actorName} confirmed`,
          paragraphs: [
            `${entry.actorName} confirmed your application ${ref} (${service}).`,
            `We are waiting for ${names(waiting)} to confirm too.`,
            page,
          ],
          sms: `${PORTAL_NAME}: ${entry.actorName} confirmed ${ref}; waiting for ${names(waiting)}.`,
        };
      }
      return {
        subject: `${ref}: confirmed${payWords ? ', waiting for payment' : ''}`,
        paragraphs: [
          `${entry.actorName} confirmed your application ${ref} (${service}).`,
          payWords ? payWords.paragraph : 'It now waits for review by the registry.',
          page,
        ],
        sms: `${PORTAL_NAME}: ${entry.actorName} confirmed ${ref}. ${payWords ? payWords.sms : 'It now waits for review.'}`,
      };
    }
    case 'application.partyNotMe':
      return {
        subject: `${ref}: the person named says it is not them`,
        paragraphs: [
          `${entry.actorName}, who holds the NIN you gave for a party in ${ref} (${service}), says they are not the person you meant.`,
          'Your application is a draft again. Check the NIN you gave for the other party, correct it and submit it again. Nothing was paid.',
          page,
        ],
        sms: `${PORTAL_NAME}: the holder of the NIN you gave in ${ref} says it is not them. Check the NIN and submit again.`,
      };
    case 'application.partyDisagrees':
      return {
        subject: `${ref}: not agreed by ${entry.actorName}`,
        paragraphs: [
          `${entry.actorName} did not agree to your application ${ref} (${service}), so it has ended. Nothing was paid and nothing was published.`,
          page,
        ],
        sms: `${PORTAL_NAME}: ${entry.actorName} did not agree to ${ref}; it has ended. Nothing was paid.`,
      };
    case 'application.partiesLapsed': {
      const waiting = request?.parties.filter((p) => p.answer === 'WAITING') ?? [];
      return {
        subject: `${ref}: not confirmed in time`,
        paragraphs: [
          `${names(waiting) || 'The other party'} did not confirm your application ${ref} (${service}) by ${request ? formatDisplayDate(request.dueAt) : 'the day asked'}, so it is a draft again. Nothing was paid.`,
          'Open it in Your applications and submit it again to ask again.',
        ],
        sms: `${PORTAL_NAME}: ${ref} was not confirmed in time and is a draft again; submit it again to ask again.`,
      };
    }
    case 'application.withdraw':
      return {
        subject: `${ref}: withdrawn`,
        paragraphs: [
          `You withdrew ${ref} (${service}) before it was confirmed. It is a draft again; we told the people asked to confirm it that nothing is needed from them.`,
          page,
        ],
        sms: `${PORTAL_NAME}: you withdrew ${ref}; it is a draft again.`,
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
  // A closed account is sent nothing (docs/decisions/041).
  if (!user || user.status === 'CLOSED') return;
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
    case 'application.referCaveat':
      return {
        subject: `${ref}: a caveat was referred to the Registrar General`,
        paragraphs: [
          `The registrar referred a caveat against your notice ${notice.noticeNumber} to the Registrar General, who will remove or uphold it.`,
          "The registrar's certificate is held until then. We will tell you the outcome.",
          page,
        ],
        sms: `${PORTAL_NAME}: a caveat against notice ${notice.noticeNumber} was referred to the Registrar General; the certificate is held until it is decided.`,
      };
    case 'application.bookCeremony':
    case 'application.rebookCeremony': {
      const booking = notice.booking;
      const slot = booking ? slotInWords(booking) : 'the day booked';
      const moved = entry.event === 'application.rebookCeremony';
      return {
        subject: `${ref}: ceremony ${moved ? 'moved' : 'booked'}`,
        paragraphs: [
          `${moved ? `Your ceremony was moved${entry.role === 'APPLICANT' ? '' : ' by the registry'} to` : 'Your ceremony is booked for'} ${slot}.`,
          ...(moved && entry.comment ? [`Why: ${entry.comment}`] : []),
          'Come with your two witnesses. After the ceremony the registrar records it, your marriage enters the register and you can download your certificate of marriage.',
          page,
        ],
        sms: `${PORTAL_NAME}: ceremony for ${ref} ${moved ? 'moved to' : 'booked:'} ${slot}. Bring your two witnesses.`,
      };
    }
    case 'application.removeCaveat':
      return {
        subject: `${ref}: a caveat was removed`,
        paragraphs: [`A caveat against your notice ${notice.noticeNumber} was removed, for this reason:`, entry.comment ?? '', page],
        sms: `${PORTAL_NAME}: a caveat against notice ${notice.noticeNumber} was removed.`,
      };
    case 'application.upholdCaveat':
      return {
        subject: `${ref}: a caveat was upheld`,
        paragraphs: [
          `The Registrar General upheld a caveat against your notice ${notice.noticeNumber}, for this reason:`,
          entry.comment ?? '',
          'The marriage cannot go ahead on this notice.',
          page,
        ],
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

/** The steps that concern the parties a notice names (not the payment's or the corrections', the applicant's business). */
const PARTY_EVENTS: ReadonlySet<string> = new Set([
  'application.submit',
  'application.approve',
  'application.decline',
  ...NOTICE_STAGE_EVENTS,
]);

/** A party a notice names, as far as it can be reached: its name and the addresses the notice gives. */
export interface ReachableParty {
  name: string;
  email: string | null;
  phone: string | null;
}

function textAt(data: Record<string, unknown>, key: string, field: string): string {
  const party = data[key];
  const value = party && typeof party === 'object' ? (party as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The parties an application names (`partyOne`, `partyTwo` with an e-mail address or a phone number: a civil or
 * church notice, a special licence) who are not its applicant (the applicant's own NIN, e-mail and phone are
 * theirs): the second party when one of the couple gave the notice, both when someone else did.
 * @param record - the application.
 */
export function otherParties(record: ApplicationFields): ReachableParty[] {
  const applicant = findUserById(record.applicantId);
  const mine = new Set([applicant?.idNumber, applicant?.email?.toLowerCase(), applicant?.phone].filter((v): v is string => Boolean(v)));
  const parties: ReachableParty[] = [];
  for (const key of ['partyOne', 'partyTwo']) {
    const email = textAt(record.data, key, 'email');
    const phone = textAt(record.data, key, 'phone');
    if (!email && !phone) continue;
    const nin = textAt(record.data, key, 'nin').toUpperCase();
    if (mine.has(nin) || mine.has(email.toLowerCase()) || mine.has(phone)) continue;
    const name = [textAt(record.data, key, 'givenName'), textAt(record.data, key, 'surname')].filter(Boolean).join(' ');
    parties.push({ name: name || 'Sir or Madam', email: email || null, phone: phone || null });
  }
  return parties;
}

/**
 * What a party the notice names, who did not give it, is told of a step (see the module comment), or null.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 */
export function partyWords(record: ApplicationFields, entry: TimelineEntry): Words | null {
  if (!PARTY_EVENTS.has(entry.event)) return null;
  // Asked to confirm instead (issue 31 §2): the request, or the invitation, is its own message.
  if (entry.event === 'application.submit' && entry.toState.includes('AwaitingParties')) return null;
  const ref = record.reference;
  const service = SERVICE_BASICS[record.serviceType].label;
  const giver = record.applicantName;
  const follow = `${giver}, who applied, follows it on the ${PORTAL_NAME} portal; anyone can track it there with its reference ${ref}.`;
  if (entry.event === 'application.submit') {
    return {
      subject: `${ref}: you are named in an application`,
      paragraphs: [
        `${giver} has applied for you: ${service}, reference ${ref}, naming you as a party. We will tell you at each step.`,
        'If you did not agree to this, contact the registry at once.',
        follow,
      ],
      sms: `${PORTAL_NAME}: ${giver} applied for you (${service}, ${ref}). If you did not agree, contact the registry.`,
    };
  }
  const words = messageWords(record, entry);
  if (!words) return null;
  // The applicant's words, with the applicant's own pointers (their applications, what to pay) replaced.
  const page = `Follow it in Your applications on the ${PORTAL_NAME} portal.`;
  const theirs: ReadonlyArray<readonly [string, string]> = [
    ['Book your ceremony in a marriage room', `${giver} books the ceremony in a marriage room`],
    ['you can download your certificate of marriage', `${giver} can download the certificate of marriage from the portal`],
    [
      'You can download your marriage certificate from your application.',
      `${giver} can download the certificate of marriage from the portal.`,
    ],
  ];
  const reword = (text: string) => theirs.reduce((t, [from, to]) => t.replace(from, to), text);
  return {
    subject: words.subject,
    paragraphs: [
      `You are named in ${ref} (${service}), which ${giver} applied for.`,
      ...words.paragraphs.filter((p) => p !== page).map(reword),
      follow,
    ],
    sms: words.sms,
  };
}

/**
 * What whoever lodged a caveat is told of a step of it (see the module comment), or null.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 * @param caveat - the caveat the step is about.
 */
export function objectorWords(record: ApplicationFields, entry: TimelineEntry, caveat: Caveat): Words | null {
  const notice = record.notice;
  if (!notice) return null;
  const of = `against the notice of marriage ${notice.noticeNumber}`;
  const notices = `The notice is on the ${PORTAL_NAME} portal's public notices page.`;
  switch (entry.event) {
    case 'application.lodgeCaveat':
      return {
        subject: `Your caveat ${of} is lodged`,
        paragraphs: [
          `We have received your caveat (objection) ${of}, lodged on ${formatDisplayDate(caveat.lodgedAt)}.`,
          "The registrar's certificate is held until the registry decides it: the registrar removes it, or refers it to the Registrar General, who removes or upholds it. We will tell you the outcome.",
          notices,
        ],
        sms: `${PORTAL_NAME}: your caveat against notice ${notice.noticeNumber} is lodged. We will tell you the outcome.`,
      };
    case 'application.referCaveat':
      return {
        subject: `Your caveat ${of} was referred to the Registrar General`,
        paragraphs: [
          `The registrar referred your caveat ${of} to the Registrar General, who will remove or uphold it. We will tell you the outcome.`,
          notices,
        ],
        sms: `${PORTAL_NAME}: your caveat against notice ${notice.noticeNumber} was referred to the Registrar General.`,
      };
    case 'application.removeCaveat':
      return {
        subject: `Your caveat ${of} was removed`,
        paragraphs: [`Your caveat ${of} was removed, for this reason:`, entry.comment ?? '', 'The notice stands.', notices],
        sms: `${PORTAL_NAME}: your caveat against notice ${notice.noticeNumber} was removed: ${entry.comment ?? ''}`.slice(0, 300),
      };
    case 'application.upholdCaveat':
      return {
        subject: `Your caveat ${of} was upheld`,
        paragraphs: [
          `The Registrar General upheld your caveat ${of}, for this reason:`,
          entry.comment ?? '',
          'The marriage cannot go ahead on this notice.',
        ],
        sms: `${PORTAL_NAME}: your caveat against notice ${notice.noticeNumber} was upheld.`,
      };
    case 'application.lapse':
      return {
        subject: `The notice your caveat was against has lapsed`,
        paragraphs: [
          `The notice of marriage ${notice.noticeNumber} lapsed on ${formatDisplayDate(notice.lapsesOn)}: no marriage was celebrated within 3 months. Your caveat needs no decision.`,
        ],
        sms: `${PORTAL_NAME}: notice ${notice.noticeNumber} lapsed; your caveat against it needs no decision.`,
      };
    default:
      return null;
  }
}

/** Send one person the e-mail and the text message of some words. */
async function send(
  to: { name: string; email: string | null; phone: string | null },
  words: Words,
  link: string | null = null,
): Promise<void> {
  if (to.email) {
    await sendEmail({
      to: to.email,
      subject: words.subject,
      body: [`Dear ${to.name},`, '', ...words.paragraphs.filter(Boolean).flatMap((p) => [p, '']), `The ${PORTAL_NAME}`].join('\n'),
      link,
    });
  }
  if (to.phone) await sendSms({ to: to.phone, subject: words.subject, body: words.sms });
}

/**
 * Tell everyone a step concerns (see the module comment): the applicant ({@link tellApplicant}), the other parties
 * the notice names, and whoever lodged the caveats the step is about.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 * @param caveatId - the caveat a referral, removal or upholding names (a lodging's is the newest caveat).
 */
export async function tellEveryone(record: ApplicationFields, entry: TimelineEntry, caveatId?: string): Promise<void> {
  await tellApplicant(record, entry);
  await tellAskedParties(record, entry);
  const partyMessage = partyWords(record, entry);
  if (partyMessage) for (const party of otherParties(record)) await send(party, partyMessage);
  const caveats = record.notice?.caveats ?? [];
  const concerned =
    entry.event === 'application.lodgeCaveat'
      ? caveats.slice(-1)
      : entry.event === 'application.lapse'
        ? caveats.filter((c) => isStanding(c.status))
        : caveats.filter((c) => c.id === caveatId);
  for (const caveat of concerned) {
    const words = objectorWords(record, entry, caveat);
    const objector = caveat.lodgedBy ? findUserById(caveat.lodgedBy) : undefined;
    if (words && objector && objector.status !== 'CLOSED')
      await send({ name: objector.givenName, email: objector.email, phone: objector.phone ?? null }, words);
  }
}

/**
 * Tell the parties an application asks to confirm (issue 31 §2; docs/decisions/043): on its submission, each party's
 * request (by e-mail and text message to the account holding the NIN, with a link to it in "Waiting for you"), or,
 * when no account holds the NIN, an invitation by text message to the phone the national register holds for it
 * (never to an address the applicant typed, which could be the applicant's own); on a withdrawal or a lapse, each party
 * still asked that nothing is needed from them any more.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 */
async function tellAskedParties(record: ApplicationFields, entry: TimelineEntry): Promise<void> {
  const request = record.partyConfirmation;
  if (!request) return;
  const ref = record.reference;
  const service = SERVICE_BASICS[record.serviceType].label;
  const giver = record.applicantName;
  const due = formatDisplayDate(request.dueAt);
  if (entry.event === 'application.submit' && entry.toState.includes('AwaitingParties')) {
    for (const party of request.parties) {
      const holder = activeHolderOf(party.nin);
      if (holder) {
        await send(
          { name: holder.givenName, email: holder.email, phone: holder.phone ?? null },
          {
            subject: `${ref}: please confirm or refuse`,
            paragraphs: [
              `${giver} has applied for ${service} (${ref}) naming you as a party.`,
              `Please read the particulars and confirm them, or refuse, by ${due} in Waiting for you on the ${PORTAL_NAME} portal. Nothing goes to the registry until you confirm.`,
              'If you do not know of this application, choose "This is not me".',
            ],
            sms: `${PORTAL_NAME}: ${giver} named you in ${ref} (${service}). Confirm or refuse by ${due} in Waiting for you on the portal.`,
          },
          `/user/waiting-for-you/${encodeURIComponent(record.id)}`,
        );
        continue;
      }
      const phone = registerPhoneOf(party.nin);
      if (!phone) continue;
      await sendSms({
        to: phone,
        subject: `${ref}: you are asked to confirm`,
        body: `${PORTAL_NAME}: ${giver} named you in ${ref} (${service}). To confirm or refuse by ${due}, create an account on the portal and link your NIN; the request waits in Waiting for you.`,
      });
    }
    return;
  }
  if (entry.event !== 'application.withdraw' && entry.event !== 'application.partiesLapsed') return;
  for (const party of request.parties.filter((p) => p.answer === 'WAITING')) {
    const holder = activeHolderOf(party.nin);
    if (!holder) continue;
    const why = entry.event === 'application.withdraw' ? `${giver} withdrew it` : 'it was not confirmed in time';
    await send(
      { name: holder.givenName, email: holder.email, phone: holder.phone ?? null },
      {
        subject: `${ref}: nothing is needed from you`,
        paragraphs: [`The request to confirm ${ref} (${service}) has ended: ${why}. Nothing is needed from you.`],
        sms: `${PORTAL_NAME}: the request to confirm ${ref} has ended (${why}). Nothing is needed from you.`,
      },
    );
  }
}
