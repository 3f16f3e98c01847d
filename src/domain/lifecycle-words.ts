/**
 * The words of the application lifecycle (DOMAIN.md §2), written once: the officers' action buttons
 * and dialog titles, the timeline's phrases (for staff and for the applicant), the success messages
 * and the messages sent to the applicant. Views, the mock API's messages and the timeline read these.
 */
import { msg } from '@lingui/core/macro';
import { textOf, wordsTable } from './words';
import type { ApplicationEventType } from './schemas/applications';

/** The events an officer sends from a details page (DOMAIN.md §2: open, approve, return, correct, decline). */
export type OfficerAction = Extract<
  ApplicationEventType,
  'application.open' | 'application.approve' | 'application.return' | 'application.requestCorrections' | 'application.decline'
>;

/** The button of each officer action. */
export const ACTION_LABELS: Readonly<Record<OfficerAction, string>> = wordsTable({
  'application.open': msg`Start review`,
  'application.approve': msg`Approve`,
  'application.requestCorrections': msg`Request corrections`,
  'application.decline': msg`Decline`,
  'application.return': msg`Return to previous level`,
});

/** Titles of the action dialogs. */
export const DIALOG_TITLES: Readonly<Record<Exclude<OfficerAction, 'application.open'>, string>> = wordsTable({
  'application.approve': msg`Approve application`,
  'application.requestCorrections': msg`Request corrections`,
  'application.decline': msg`Decline application`,
  'application.return': msg`Return to previous level`,
});

/**
 * The district kadhi's words for his approval: he checks a return and forwards it to the registry, he
 * does not decide it (docs/decisions/014; issue 8).
 */
export const KADHI_FORWARD_WORDS = wordsTable({
  button: msg`Forward to the registry`,
  dialogTitle: msg`Forward to the registry`,
  confirm: msg`Yes, forward`,
  timeline: msg`Checked by the district kadhi and forwarded to the registry`,
});

/**
 * The button of an officer action at a review level: the kadhi's approval reads "Forward to the
 * registry"; every other level's, {@link ACTION_LABELS}.
 * @param action - the action.
 * @param level - the level the officer acts at ('DISTRICT_KADHI', 'REGISTRAR', …), or null.
 */
export function actionLabel(action: OfficerAction, level: string | null): string {
  return action === 'application.approve' && level === 'DISTRICT_KADHI' ? KADHI_FORWARD_WORDS.button : ACTION_LABELS[action];
}

/**
 * Whether an event type is an officer action.
 * @param type - an event type.
 */
export function isOfficerAction(type: string): type is OfficerAction {
  return type in ACTION_LABELS;
}

const STAFF_PHRASES: Readonly<Record<string, string>> = wordsTable({
  'application.submit': msg`Submitted by the applicant`,
  'application.resubmit': msg`Resubmitted with corrections`,
  'application.paymentConfirmed': msg`Payment confirmed`,
  'application.invoiceExpired': msg`Invoice expired: back to draft`,
  'application.open': msg`Review started`,
  'application.approve': msg`Approved`,
  'application.return': msg`Returned to the previous level`,
  'application.requestCorrections': msg`Corrections requested`,
  'application.decline': msg`Declined`,
  'application.lodgeCaveat': msg`Caveat lodged`,
  'application.referCaveat': msg`Caveat referred to the Registrar General`,
  'application.removeCaveat': msg`Caveat removed`,
  'application.upholdCaveat': msg`Caveat upheld: notice declined`,
  'application.issueCertificate': msg`Registrar's certificate issued`,
  'application.bookCeremony': msg`Ceremony booked`,
  'application.rebookCeremony': msg`Ceremony rebooked`,
  'application.recordCelebration': msg`Celebration recorded; entered in the register`,
  'application.lapse': msg`Notice lapsed (3 months)`,
  'application.confirmParty': msg`Confirmed by a party it names`,
  'application.partyNotMe': msg`Refused by a party: "This is not me" (back to draft)`,
  'application.partyDisagrees': msg`Refused by a party: "I do not agree"`,
  'application.partiesLapsed': msg`Not confirmed in time: back to draft`,
  'application.withdraw': msg`Withdrawn by the applicant before confirmation: back to draft`,
});

const APPLICANT_PHRASES: Readonly<Record<string, string>> = wordsTable({
  'application.submit': msg`Submitted`,
  'application.resubmit': msg`Corrections sent`,
  'application.paymentConfirmed': msg`Payment received`,
  'application.invoiceExpired': msg`Invoice expired`,
  'application.open': msg`Review started`,
  'application.approve': msg`Approved`,
  'application.return': msg`Returned to the previous level`,
  'application.requestCorrections': msg`Corrections requested`,
  'application.decline': msg`Declined`,
  'application.lodgeCaveat': msg`A caveat was lodged against the notice`,
  'application.referCaveat': msg`A caveat was referred to the Registrar General`,
  'application.removeCaveat': msg`A caveat was removed`,
  'application.upholdCaveat': msg`A caveat was upheld`,
  'application.issueCertificate': msg`Registrar's certificate issued`,
  'application.bookCeremony': msg`Ceremony booked`,
  'application.rebookCeremony': msg`Ceremony rebooked`,
  'application.recordCelebration': msg`Marriage celebrated and registered`,
  'application.lapse': msg`Notice lapsed`,
  'application.confirmParty': msg`Confirmed by the other party`,
  'application.partyNotMe': msg`The person named said it was not them`,
  'application.partyDisagrees': msg`The other party did not agree`,
  'application.partiesLapsed': msg`Not confirmed in time: back to draft`,
  'application.withdraw': msg`Withdrawn: back to draft`,
});

/**
 * What a lifecycle event does, in the registry's words (the back office's history phrase, e.g.
 * "application.issueCertificate" → "Registrar's certificate issued"), for people who do not read event names
 * (issue 30: the flow visualizer writes them beside the events).
 * @param type - an event type.
 * @returns the words, or undefined for an event the lifecycle does not have.
 */
export function lifecycleEventWords(type: string): string | undefined {
  return STAFF_PHRASES[type];
}

/**
 * What a timeline entry says happened.
 * @param entry - the entry's event, the status it led to and the role of who sent it (the kadhi forwards).
 * @param audience - 'staff' (back office) or 'applicant'.
 * @returns e.g. "Approved and sent to the next level", or undefined for an unknown event.
 */
export function timelinePhrase(
  entry: { event: string; to: string; role?: string; toState?: string },
  audience: 'staff' | 'applicant',
): string | undefined {
  if (entry.event === 'application.approve' && entry.role === 'DISTRICT_KADHI') return KADHI_FORWARD_WORDS.timeline;
  // The registrar's acceptance of a civil notice starts its notice stage (docs/decisions/016).
  if (entry.event === 'application.approve' && entry.toState?.includes('"Notice"')) return textOf(msg`Notice accepted and published`);
  if (entry.event === 'application.approve' && entry.to !== 'Approved') return textOf(msg`Approved and sent to the next level`);
  // A submit that asked the parties first (issue 31 §2).
  if (entry.event === 'application.submit' && entry.toState?.includes('AwaitingParties')) {
    return textOf(
      audience === 'staff' ? msg`Declared by the applicant; the parties asked to confirm` : msg`Sent to the other party to confirm`,
    );
  }
  return (audience === 'staff' ? STAFF_PHRASES : APPLICANT_PHRASES)[entry.event];
}

/**
 * The success message of an officer's action, naming the application.
 * @param type - the action.
 * @param reference - the application's reference.
 * @param finished - whether the application is now Approved (the last level approved).
 */
export function actionSuccessMessage(type: OfficerAction, reference: string, finished: boolean): string {
  switch (type) {
    case 'application.open':
      return textOf(msg`You started the review of ${reference}`);
    case 'application.approve':
      return textOf(finished ? msg`${reference} is approved` : msg`${reference} is approved and sent to the next level`);
    case 'application.requestCorrections':
      return textOf(msg`Corrections are requested for ${reference}`);
    case 'application.decline':
      return textOf(msg`${reference} is declined`);
    case 'application.return':
      return textOf(msg`${reference} is returned to the previous level`);
  }
}

/**
 * What the confirmation page promises about messages (issue 30: "every promise of a message is kept"): exactly
 * the steps mocks/application-messages.ts tells the applicant of, by e-mail and text message.
 * @param options.paid - whether a fee was charged (a payment received is told).
 * @param options.noticeStage - whether the service runs a civil notice's stage (docs/decisions/016): each of its
 *   steps is told, to the parties the notice names as well.
 * @returns one sentence, or two for a notice.
 */
export function messagePromise({ paid, noticeStage }: { paid: boolean; noticeStage: boolean }): string {
  const review = textOf(
    paid
      ? msg`We will tell you by e-mail and text message that we received it, when your payment is received, if anything needs correcting, and when the registry decides.`
      : msg`We will tell you by e-mail and text message that we received it, if anything needs correcting, and when the registry decides.`,
  );
  if (!noticeStage) return review;
  const steps = textOf(
    msg`Once your notice is accepted, we also tell you of each step: its publication, a caveat and its outcome, the registrar's certificate, the ceremony's booking and the registration of your marriage (or the notice's lapse). The parties the notice names are told too.`,
  );
  return `${review} ${steps}`;
}
