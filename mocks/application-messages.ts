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
 *
 * Every message is written in the language saved to its recipient's account (issue 32; mocks/message-language.ts):
 * English when they chose none, and for the parties and phones reached without an account. The words' functions
 * take the recipient's Lingui instance, English by default. References, PRNs, names, amounts (`formatMoney`) and dates
 * (`formatDisplayDate`, dd-mm-yyyy) are the same in every language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { approvalEffectWords, subsistingMarriageFor } from './approval-effects';
import { heldNoticeWords } from '../src/domain/registers/subsisting-marriage';
import { slotInWords } from '../src/domain/ceremony-slots';
import { formatDisplayDate } from '../src/domain/dates';
import { formatMoney } from '../src/domain/money';
import { NOTICE_STAGE_EVENTS, type TimelineEntry } from '../src/domain/schemas/applications';
import { isStanding, type Caveat } from '../src/domain/schemas/notice';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '../src/domain/languages';
import { findUserById } from './accounts';
import type { ApplicationFields } from './db';
import { sendEmail, sendSms } from './outbox';
import { activeHolderOf, registerPhoneOf } from './party-confirmation';
import { ENGLISH, messagesIn, portalName } from './message-language';

/** What one message says: its subject, the e-mail's paragraphs and the text message. */
interface Words {
  subject: string;
  paragraphs: string[];
  sms: string;
}

/** The names of people, joined: "Ibrahim Okello and Harriet Namuli". */
function namesOf(i18n: I18n, parties: readonly { name: string }[]): string {
  return parties.map((p) => p.name).reduce((joined, name) => (joined ? i18n._(msg`${joined} and ${name}`) : name), '');
}

/** The closing line of the applicant's messages that points to the portal. */
function followLine(i18n: I18n): string {
  const portal = portalName(i18n);
  return i18n._(msg`Follow it in Your applications on the ${portal} portal.`);
}

/**
 * The words of a transition for the applicant, or null when the applicant is not told (their own
 * resubmission, a review being opened, a level passing it to the next).
 * @param record - the application after the event.
 * @param entry - the timeline entry of the event.
 * @param i18n - the recipient's language (mocks/message-language.ts); English by default.
 */
export function messageWords(record: ApplicationFields, entry: TimelineEntry, i18n: I18n = ENGLISH): Words | null {
  const say = (words: MessageDescriptor) => i18n._(words);
  const ref = record.reference;
  const service = i18n._(SERVICE_BASICS[record.serviceType].label);
  const invoice = record.invoice;
  const portal = portalName(i18n);
  const page = followLine(i18n);
  const request = record.partyConfirmation;
  const names = (parties: readonly { name: string }[]) => namesOf(i18n, parties);
  const actor = entry.actorName;
  const comment = entry.comment ?? '';
  const amount = invoice ? formatMoney(invoice.amountUgx) : '';
  const prn = invoice?.prn ?? '';
  const payBy = invoice ? formatDisplayDate(invoice.expiresAt) : '';
  const payWords = invoice
    ? {
        paragraph: say(msg`Pay ${amount} with payment registration number (PRN) ${prn} by ${payBy}. It is reviewed once paid.`),
        sms: say(msg`Pay ${amount}, PRN ${prn}, by ${payBy}.`),
      }
    : null;
  switch (entry.event) {
    case 'application.submit':
      if (entry.toState.includes('AwaitingParties') && request) {
        // Sent to the parties it names first (issue 31 §2).
        const asked = names(request.parties);
        const due = formatDisplayDate(request.dueAt);
        return {
          subject: say(msg`${ref}: sent to ${asked} to confirm`),
          paragraphs: [
            say(msg`We have received your application ${ref} (${service}) and asked ${asked} to confirm it, by ${due}.`),
            say(
              msg`Nothing is paid and the registry does not see it until then. We will tell you when they answer. You can withdraw it meanwhile.`,
            ),
            page,
          ],
          sms: say(msg`${portal}: ${ref} sent to ${asked} to confirm by ${due}. We will tell you when they answer.`),
        };
      }
      if (record.status === 'Payment_Confirmation' && invoice) {
        return {
          subject: say(msg`${ref}: submitted, waiting for payment`),
          paragraphs: [
            say(msg`We have received your application ${ref} (${service}).`),
            say(msg`Pay ${amount} with payment registration number (PRN) ${prn} by ${payBy}. It is reviewed once paid.`),
            page,
          ],
          sms: say(msg`${portal}: ${ref} received. Pay ${amount}, PRN ${prn}, by ${payBy}.`),
        };
      }
      return {
        subject: say(msg`${ref}: submitted`),
        paragraphs: [say(msg`We have received your application ${ref} (${service}). The registry will review it.`), page],
        sms: say(msg`${portal}: ${ref} received and waiting for review.`),
      };
    case 'application.resubmit':
      return {
        subject: say(msg`${ref}: corrections received`),
        paragraphs: [say(msg`We have received your corrections to ${ref} (${service}). The registry will review it again.`), page],
        sms: say(msg`${portal}: your corrections to ${ref} were received.`),
      };
    case 'application.paymentConfirmed': {
      const receiptNumber = invoice?.receiptNumber;
      const receipt = receiptNumber ? ` ${say(msg`Receipt number ${receiptNumber}.`)}` : '';
      return {
        subject: say(msg`${ref}: payment received`),
        paragraphs: [
          (invoice
            ? say(msg`We have received your payment of ${amount} (PRN ${prn}) for ${ref} (${service}).`)
            : say(msg`We have received your payment for ${ref} (${service}).`)) + receipt,
          say(msg`Your application now waits for review.`),
          page,
        ],
        sms: say(msg`${portal}: payment for ${ref} received.`) + receipt,
      };
    }
    case 'application.requestCorrections':
      return {
        subject: say(msg`${ref}: corrections needed`),
        paragraphs: [
          say(msg`The registry asks you to correct your application ${ref} (${service}):`),
          comment,
          say(msg`Open it in Your applications, correct what is asked and send it again. You do not pay again.`),
        ],
        sms: say(msg`${portal}: ${ref} needs corrections: ${comment}`).slice(0, 300),
      };
    case 'application.approve': {
      // A notice accepted while the register shows a party married (issue 30): the couple is told what to bring.
      const held = SERVICE_BASICS[record.serviceType].subsistingCheck === 'notice' ? subsistingMarriageFor(record) : null;
      const heldWords = held ? [heldNoticeWords(held)] : [];
      const partyName = held?.partyName ?? '';
      const entryNumber = held?.entryNumber ?? '';
      const heldSms = held
        ? ` ${say(msg`The register shows ${partyName} married (entry ${entryNumber}): bring the decree absolute or death certificate to the registry.`)}`
        : '';
      if (record.notice && record.status === 'Pending') {
        const { noticeNumber } = record.notice;
        const lapsesOn = formatDisplayDate(record.notice.lapsesOn);
        const certificateFrom = formatDisplayDate(record.notice.certificateFrom);
        return {
          subject: say(msg`${ref}: notice accepted and published`),
          paragraphs: [
            say(msg`The registrar has accepted your notice ${ref} and published it in the Marriage Notice Book as ${noticeNumber}.`),
            ...heldWords,
            held
              ? say(msg`The notice lapses on ${lapsesOn}: the marriage must be celebrated before then.`)
              : say(
                  msg`If no caveat (objection) stands, the registrar's certificate can be issued from ${certificateFrom}. The notice lapses on ${lapsesOn}: the marriage must be celebrated before then.`,
                ),
            page,
          ],
          sms:
            say(msg`${portal}: notice ${ref} published (${noticeNumber}).`) +
            (held ? heldSms : ` ${say(msg`Certificate from ${certificateFrom}.`)}`),
        };
      }
      if (record.status !== 'Approved') return null;
      return {
        subject: say(msg`${ref}: approved`),
        paragraphs: [
          say(msg`Your application ${ref} (${service}) is approved.`),
          ...heldWords,
          ...approvalEffectWords(record, undefined, i18n),
          page,
        ],
        sms: say(msg`${portal}: ${ref} is approved.`) + heldSms,
      };
    }
    case 'application.decline':
      return {
        subject: say(msg`${ref}: declined`),
        paragraphs: [say(msg`Your application ${ref} (${service}) is declined, for this reason:`), comment, page],
        sms: say(msg`${portal}: ${ref} is declined: ${comment}`).slice(0, 300),
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
      return noticeWords(record, entry, page, i18n);
    case 'application.confirmParty': {
      const waiting = request?.parties.filter((p) => p.answer === 'WAITING') ?? [];
      if (waiting.length > 0) {
        const others = names(waiting);
        return {
          subject: say(msg`${ref}: ${actor} confirmed`),
          paragraphs: [
            say(msg`${actor} confirmed your application ${ref} (${service}).`),
            say(msg`We are waiting for ${others} to confirm too.`),
            page,
          ],
          sms: say(msg`${portal}: ${actor} confirmed ${ref}; waiting for ${others}.`),
        };
      }
      const next = payWords ? payWords.sms : say(msg`It now waits for review.`);
      return {
        subject: payWords ? say(msg`${ref}: confirmed, waiting for payment`) : say(msg`${ref}: confirmed`),
        paragraphs: [
          say(msg`${actor} confirmed your application ${ref} (${service}).`),
          payWords ? payWords.paragraph : say(msg`It now waits for review by the registry.`),
          page,
        ],
        sms: say(msg`${portal}: ${actor} confirmed ${ref}. ${next}`),
      };
    }
    case 'application.partyNotMe':
      return {
        subject: say(msg`${ref}: the person named says it is not them`),
        paragraphs: [
          say(msg`${actor}, who holds the NIN you gave for a party in ${ref} (${service}), says they are not the person you meant.`),
          say(
            msg`Your application is a draft again. Check the NIN you gave for the other party, correct it and submit it again. Nothing was paid.`,
          ),
          page,
        ],
        sms: say(msg`${portal}: the holder of the NIN you gave in ${ref} says it is not them. Check the NIN and submit again.`),
      };
    case 'application.partyDisagrees':
      return {
        subject: say(msg`${ref}: not agreed by ${actor}`),
        paragraphs: [
          say(
            msg`${actor} did not agree to your application ${ref} (${service}), so it has ended. Nothing was paid and nothing was published.`,
          ),
          page,
        ],
        sms: say(msg`${portal}: ${actor} did not agree to ${ref}; it has ended. Nothing was paid.`),
      };
    case 'application.partiesLapsed': {
      const waiting = request?.parties.filter((p) => p.answer === 'WAITING') ?? [];
      const who = names(waiting) || say(msg`The other party`);
      const by = request ? formatDisplayDate(request.dueAt) : say(msg`the day asked`);
      return {
        subject: say(msg`${ref}: not confirmed in time`),
        paragraphs: [
          say(msg`${who} did not confirm your application ${ref} (${service}) by ${by}, so it is a draft again. Nothing was paid.`),
          say(msg`Open it in Your applications and submit it again to ask again.`),
        ],
        sms: say(msg`${portal}: ${ref} was not confirmed in time and is a draft again; submit it again to ask again.`),
      };
    }
    case 'application.withdraw':
      return {
        subject: say(msg`${ref}: withdrawn`),
        paragraphs: [
          say(
            msg`You withdrew ${ref} (${service}) before it was confirmed. It is a draft again; we told the people asked to confirm it that nothing is needed from them.`,
          ),
          page,
        ],
        sms: say(msg`${portal}: you withdrew ${ref}; it is a draft again.`),
      };
    case 'application.invoiceExpired':
      return {
        subject: say(msg`${ref}: payment time ended`),
        paragraphs: [
          say(msg`The invoice of ${ref} (${service}) was not paid in time, so the application is a draft again.`),
          say(msg`Open it in Your applications and submit it again to get a new invoice.`),
        ],
        sms: say(msg`${portal}: the invoice of ${ref} expired; submit it again to pay.`),
      };
    default:
      return null;
  }
}

/**
 * The e-mail's body: the greeting, the paragraphs and the signature, in the recipient's language.
 * @param i18n - the recipient's language.
 * @param name - whom it greets.
 * @param paragraphs - what it says; empty ones are left out.
 */
function emailBody(i18n: I18n, name: string, paragraphs: readonly string[]): string {
  const portal = portalName(i18n);
  return [i18n._(msg`Dear ${name},`), '', ...paragraphs.filter(Boolean).flatMap((p) => [p, '']), i18n._(msg`The ${portal}`)].join('\n');
}

/**
 * Send the applicant the e-mail and the text message of a transition (see the module comment), in the language
 * saved to their account.
 * @param record - the application after the event.
 * @param entry - the timeline entry of the event.
 */
export async function tellApplicant(record: ApplicationFields, entry: TimelineEntry): Promise<void> {
  const user = findUserById(record.applicantId);
  // A closed account is sent nothing (docs/decisions/041).
  if (!user || user.status === 'CLOSED') return;
  const i18n = messagesIn(languageOf(user));
  const words = messageWords(record, entry, i18n);
  if (!words) return;
  const link = `/${user.accountType === 'ORGANIZATION' ? 'institution' : 'user'}/applications/${encodeURIComponent(record.id)}`;
  await sendEmail({
    to: user.email,
    subject: words.subject,
    body: emailBody(i18n, user.givenName, words.paragraphs),
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
 * @param i18n - the recipient's language.
 * @returns the words, or null when the step tells the couple nothing.
 */
function noticeWords(record: ApplicationFields, entry: TimelineEntry, page: string, i18n: I18n): Words | null {
  const say = (words: MessageDescriptor) => i18n._(words);
  const ref = record.reference;
  const notice = record.notice;
  if (!notice) return null;
  const portal = portalName(i18n);
  const { noticeNumber } = notice;
  const comment = entry.comment ?? '';
  const lapsesOn = formatDisplayDate(notice.lapsesOn);
  switch (entry.event) {
    case 'application.lodgeCaveat':
      return {
        subject: say(msg`${ref}: a caveat was lodged against your notice`),
        paragraphs: [
          say(msg`Someone has lodged a caveat (an objection) against your notice of marriage ${noticeNumber}.`),
          say(msg`The registrar's certificate is held until the registry decides it. We will tell you the outcome.`),
          page,
        ],
        sms: say(msg`${portal}: a caveat was lodged against notice ${noticeNumber}; the certificate is held until it is decided.`),
      };
    case 'application.referCaveat':
      return {
        subject: say(msg`${ref}: a caveat was referred to the Registrar General`),
        paragraphs: [
          say(
            msg`The registrar referred a caveat against your notice ${noticeNumber} to the Registrar General, who will remove or uphold it.`,
          ),
          say(msg`The registrar's certificate is held until then. We will tell you the outcome.`),
          page,
        ],
        sms: say(
          msg`${portal}: a caveat against notice ${noticeNumber} was referred to the Registrar General; the certificate is held until it is decided.`,
        ),
      };
    case 'application.bookCeremony':
    case 'application.rebookCeremony': {
      const booking = notice.booking;
      const slot = booking ? slotInWords(booking) : say(msg`the day booked`);
      const moved = entry.event === 'application.rebookCeremony';
      const byRegistry = entry.role !== 'APPLICANT';
      return {
        subject: moved ? say(msg`${ref}: ceremony moved`) : say(msg`${ref}: ceremony booked`),
        paragraphs: [
          moved
            ? byRegistry
              ? say(msg`Your ceremony was moved by the registry to ${slot}.`)
              : say(msg`Your ceremony was moved to ${slot}.`)
            : say(msg`Your ceremony is booked for ${slot}.`),
          ...(moved && entry.comment ? [say(msg`Why: ${comment}`)] : []),
          say(
            msg`Come with your two witnesses. After the ceremony the registrar records it, your marriage enters the register and you can download your certificate of marriage.`,
          ),
          page,
        ],
        sms: moved
          ? say(msg`${portal}: ceremony for ${ref} moved to ${slot}. Bring your two witnesses.`)
          : say(msg`${portal}: ceremony for ${ref} booked: ${slot}. Bring your two witnesses.`),
      };
    }
    case 'application.removeCaveat':
      return {
        subject: say(msg`${ref}: a caveat was removed`),
        paragraphs: [say(msg`A caveat against your notice ${noticeNumber} was removed, for this reason:`), comment, page],
        sms: say(msg`${portal}: a caveat against notice ${noticeNumber} was removed.`),
      };
    case 'application.upholdCaveat':
      return {
        subject: say(msg`${ref}: a caveat was upheld`),
        paragraphs: [
          say(msg`The Registrar General upheld a caveat against your notice ${noticeNumber}, for this reason:`),
          comment,
          say(msg`The marriage cannot go ahead on this notice.`),
          page,
        ],
        sms: say(msg`${portal}: a caveat against notice ${noticeNumber} was upheld.`),
      };
    case 'application.issueCertificate': {
      const certificateNumber = notice.certificate?.number;
      return {
        subject: say(msg`${ref}: registrar's certificate issued`),
        paragraphs: [
          certificateNumber
            ? say(msg`The registrar has issued the registrar's certificate ${certificateNumber} for your notice ${noticeNumber}.`)
            : say(msg`The registrar has issued the registrar's certificate for your notice ${noticeNumber}.`),
          say(msg`Book your ceremony in a marriage room before ${lapsesOn}, when the notice lapses.`),
          page,
        ],
        sms: say(msg`${portal}: registrar's certificate issued for ${ref}. Book your ceremony before ${lapsesOn}.`),
      };
    }
    case 'application.recordCelebration': {
      const celebratedOn = notice.celebration ? formatDisplayDate(notice.celebration.celebratedOn) : say(msg`the day recorded`);
      const entryNumber = notice.celebration?.entryNumber;
      return {
        subject: say(msg`${ref}: your marriage is registered`),
        paragraphs: [
          entryNumber
            ? say(msg`Your marriage, celebrated on ${celebratedOn}, is entered in the register of marriages as entry ${entryNumber}.`)
            : say(msg`Your marriage, celebrated on ${celebratedOn}, is entered in the register of marriages.`),
          say(msg`You can download your marriage certificate from your application.`),
          page,
        ],
        sms: say(msg`${portal}: your marriage (${ref}) is registered.`),
      };
    }
    case 'application.lapse':
      return {
        subject: say(msg`${ref}: your notice lapsed`),
        paragraphs: [
          say(msg`No marriage was celebrated within 3 months of your notice ${noticeNumber}, so it lapsed on ${lapsesOn}.`),
          say(msg`To marry, give a new notice.`),
        ],
        sms: say(msg`${portal}: notice ${noticeNumber} lapsed. Give a new notice to marry.`),
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

/**
 * A party a notice names, as far as it can be reached: its name, the addresses the notice gives, and the language
 * of the account that holds its NIN (English when none does: issue 32).
 */
export interface ReachableParty {
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
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
    const language = nin ? languageOf(activeHolderOf(nin)) : DEFAULT_LANGUAGE;
    parties.push({ name: name || 'Sir or Madam', email: email || null, phone: phone || null, language });
  }
  return parties;
}

/**
 * What a party the notice names, who did not give it, is told of a step (see the module comment), or null.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 * @param i18n - the party's language; English by default.
 */
export function partyWords(record: ApplicationFields, entry: TimelineEntry, i18n: I18n = ENGLISH): Words | null {
  if (!PARTY_EVENTS.has(entry.event)) return null;
  // Asked to confirm instead (issue 31 §2): the request, or the invitation, is its own message.
  if (entry.event === 'application.submit' && entry.toState.includes('AwaitingParties')) return null;
  const say = (words: MessageDescriptor) => i18n._(words);
  const ref = record.reference;
  const service = i18n._(SERVICE_BASICS[record.serviceType].label);
  const giver = record.applicantName;
  const portal = portalName(i18n);
  const follow = say(msg`${giver}, who applied, follows it on the ${portal} portal; anyone can track it there with its reference ${ref}.`);
  if (entry.event === 'application.submit') {
    return {
      subject: say(msg`${ref}: you are named in an application`),
      paragraphs: [
        say(msg`${giver} has applied for you: ${service}, reference ${ref}, naming you as a party. We will tell you at each step.`),
        say(msg`If you did not agree to this, contact the registry at once.`),
        follow,
      ],
      sms: say(msg`${portal}: ${giver} applied for you (${service}, ${ref}). If you did not agree, contact the registry.`),
    };
  }
  const words = messageWords(record, entry, i18n);
  if (!words) return null;
  // The applicant's words, with the applicant's own pointers (their applications, what to pay) replaced.
  const page = followLine(i18n);
  const theirs: ReadonlyArray<readonly [string, string]> = [
    [say(msg`Book your ceremony in a marriage room`), say(msg`${giver} books the ceremony in a marriage room`)],
    [say(msg`you can download your certificate of marriage`), say(msg`${giver} can download the certificate of marriage from the portal`)],
    [
      say(msg`You can download your marriage certificate from your application.`),
      say(msg`${giver} can download the certificate of marriage from the portal.`),
    ],
  ];
  const reword = (text: string) => theirs.reduce((t, [from, to]) => t.replace(from, to), text);
  return {
    subject: words.subject,
    paragraphs: [
      say(msg`You are named in ${ref} (${service}), which ${giver} applied for.`),
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
 * @param i18n - the objector's language; English by default.
 */
export function objectorWords(record: ApplicationFields, entry: TimelineEntry, caveat: Caveat, i18n: I18n = ENGLISH): Words | null {
  const notice = record.notice;
  if (!notice) return null;
  const say = (words: MessageDescriptor) => i18n._(words);
  const { noticeNumber } = notice;
  const portal = portalName(i18n);
  const comment = entry.comment ?? '';
  const notices = say(msg`The notice is on the ${portal} portal's public notices page.`);
  switch (entry.event) {
    case 'application.lodgeCaveat': {
      const lodgedOn = formatDisplayDate(caveat.lodgedAt);
      return {
        subject: say(msg`Your caveat against the notice of marriage ${noticeNumber} is lodged`),
        paragraphs: [
          say(msg`We have received your caveat (objection) against the notice of marriage ${noticeNumber}, lodged on ${lodgedOn}.`),
          say(
            msg`The registrar's certificate is held until the registry decides it: the registrar removes it, or refers it to the Registrar General, who removes or upholds it. We will tell you the outcome.`,
          ),
          notices,
        ],
        sms: say(msg`${portal}: your caveat against notice ${noticeNumber} is lodged. We will tell you the outcome.`),
      };
    }
    case 'application.referCaveat':
      return {
        subject: say(msg`Your caveat against the notice of marriage ${noticeNumber} was referred to the Registrar General`),
        paragraphs: [
          say(
            msg`The registrar referred your caveat against the notice of marriage ${noticeNumber} to the Registrar General, who will remove or uphold it. We will tell you the outcome.`,
          ),
          notices,
        ],
        sms: say(msg`${portal}: your caveat against notice ${noticeNumber} was referred to the Registrar General.`),
      };
    case 'application.removeCaveat':
      return {
        subject: say(msg`Your caveat against the notice of marriage ${noticeNumber} was removed`),
        paragraphs: [
          say(msg`Your caveat against the notice of marriage ${noticeNumber} was removed, for this reason:`),
          comment,
          say(msg`The notice stands.`),
          notices,
        ],
        sms: say(msg`${portal}: your caveat against notice ${noticeNumber} was removed: ${comment}`).slice(0, 300),
      };
    case 'application.upholdCaveat':
      return {
        subject: say(msg`Your caveat against the notice of marriage ${noticeNumber} was upheld`),
        paragraphs: [
          say(msg`The Registrar General upheld your caveat against the notice of marriage ${noticeNumber}, for this reason:`),
          comment,
          say(msg`The marriage cannot go ahead on this notice.`),
        ],
        sms: say(msg`${portal}: your caveat against notice ${noticeNumber} was upheld.`),
      };
    case 'application.lapse': {
      const lapsesOn = formatDisplayDate(notice.lapsesOn);
      return {
        subject: say(msg`The notice your caveat was against has lapsed`),
        paragraphs: [
          say(
            msg`The notice of marriage ${noticeNumber} lapsed on ${lapsesOn}: no marriage was celebrated within 3 months. Your caveat needs no decision.`,
          ),
        ],
        sms: say(msg`${portal}: notice ${noticeNumber} lapsed; your caveat against it needs no decision.`),
      };
    }
    default:
      return null;
  }
}

/** Someone a message reaches: whom it greets, where, and in which language (issue 32). */
interface Recipient {
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
}

/** Send one person the e-mail and the text message of some words, written in their language. */
async function send(to: Recipient, wordsIn: (i18n: I18n) => Words | null, link: string | null = null): Promise<void> {
  const i18n = messagesIn(to.language);
  const words = wordsIn(i18n);
  if (!words) return;
  if (to.email) {
    await sendEmail({ to: to.email, subject: words.subject, body: emailBody(i18n, to.name, words.paragraphs), link });
  }
  if (to.phone) await sendSms({ to: to.phone, subject: words.subject, body: words.sms });
}

/**
 * Tell everyone a step concerns (see the module comment): the applicant ({@link tellApplicant}), the other parties
 * the notice names, and whoever lodged the caveats the step is about, each in their own language.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 * @param caveatId - the caveat a referral, removal or upholding names (a lodging's is the newest caveat).
 */
export async function tellEveryone(record: ApplicationFields, entry: TimelineEntry, caveatId?: string): Promise<void> {
  await tellApplicant(record, entry);
  await tellAskedParties(record, entry);
  if (partyWords(record, entry)) {
    for (const party of otherParties(record)) await send(party, (i18n) => partyWords(record, entry, i18n));
  }
  const caveats = record.notice?.caveats ?? [];
  const concerned =
    entry.event === 'application.lodgeCaveat'
      ? caveats.slice(-1)
      : entry.event === 'application.lapse'
        ? caveats.filter((c) => isStanding(c.status))
        : caveats.filter((c) => c.id === caveatId);
  for (const caveat of concerned) {
    const objector = caveat.lodgedBy ? findUserById(caveat.lodgedBy) : undefined;
    if (objector && objector.status !== 'CLOSED')
      await send(
        { name: objector.givenName, email: objector.email, phone: objector.phone ?? null, language: languageOf(objector) },
        (i18n) => objectorWords(record, entry, caveat, i18n),
      );
  }
}

/**
 * Tell the parties an application asks to confirm (issue 31 §2; docs/decisions/043): on its submission, each party's
 * request (by e-mail and text message to the account holding the NIN, with a link to it in "Waiting for you"), or,
 * when no account holds the NIN, an invitation by text message to the phone the national register holds for it
 * (never to an address the applicant typed, which could be the applicant's own), in English; on a withdrawal or a
 * lapse, each party still asked that nothing is needed from them any more.
 * @param record - the application after the step.
 * @param entry - the step's timeline entry.
 */
async function tellAskedParties(record: ApplicationFields, entry: TimelineEntry): Promise<void> {
  const request = record.partyConfirmation;
  if (!request) return;
  const ref = record.reference;
  const serviceWords = SERVICE_BASICS[record.serviceType].label;
  const giver = record.applicantName;
  const due = formatDisplayDate(request.dueAt);
  if (entry.event === 'application.submit' && entry.toState.includes('AwaitingParties')) {
    for (const party of request.parties) {
      const holder = activeHolderOf(party.nin);
      if (holder) {
        await send(
          { name: holder.givenName, email: holder.email, phone: holder.phone ?? null, language: languageOf(holder) },
          (i18n) => {
            const portal = portalName(i18n);
            const service = i18n._(serviceWords);
            return {
              subject: i18n._(msg`${ref}: please confirm or refuse`),
              paragraphs: [
                i18n._(msg`${giver} has applied for ${service} (${ref}) naming you as a party.`),
                i18n._(
                  msg`Please read the particulars and confirm them, or refuse, by ${due} in Waiting for you on the ${portal} portal. Nothing goes to the registry until you confirm.`,
                ),
                i18n._(msg`If you do not know of this application, choose "This is not me".`),
              ],
              sms: i18n._(
                msg`${portal}: ${giver} named you in ${ref} (${service}). Confirm or refuse by ${due} in Waiting for you on the portal.`,
              ),
            };
          },
          `/user/waiting-for-you/${encodeURIComponent(record.id)}`,
        );
        continue;
      }
      const phone = registerPhoneOf(party.nin);
      if (!phone) continue;
      // No account holds the NIN: no language was chosen, so English.
      const portal = portalName(ENGLISH);
      const service = ENGLISH._(serviceWords);
      await sendSms({
        to: phone,
        subject: ENGLISH._(msg`${ref}: you are asked to confirm`),
        body: ENGLISH._(
          msg`${portal}: ${giver} named you in ${ref} (${service}). To confirm or refuse by ${due}, create an account on the portal and link your NIN; the request waits in Waiting for you.`,
        ),
      });
    }
    return;
  }
  if (entry.event !== 'application.withdraw' && entry.event !== 'application.partiesLapsed') return;
  const withdrawn = entry.event === 'application.withdraw';
  for (const party of request.parties.filter((p) => p.answer === 'WAITING')) {
    const holder = activeHolderOf(party.nin);
    if (!holder) continue;
    await send({ name: holder.givenName, email: holder.email, phone: holder.phone ?? null, language: languageOf(holder) }, (i18n) => {
      const portal = portalName(i18n);
      const service = i18n._(serviceWords);
      const why = withdrawn ? i18n._(msg`${giver} withdrew it`) : i18n._(msg`it was not confirmed in time`);
      return {
        subject: i18n._(msg`${ref}: nothing is needed from you`),
        paragraphs: [i18n._(msg`The request to confirm ${ref} (${service}) has ended: ${why}. Nothing is needed from you.`)],
        sms: i18n._(msg`${portal}: the request to confirm ${ref} has ended (${why}). Nothing is needed from you.`),
      };
    });
  }
}
