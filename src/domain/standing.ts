/**
 * Where an application stands, in words people read (issue 30 "Words that are not true"): the words beside a
 * status tag, and what happens next at each stage of a civil notice (DOMAIN.md §2 "Civil marriage after the
 * registrar accepts the notice"; docs/decisions/016-notice-stage.md).
 *
 * SPEC.md §4's display statuses stay as they are: a notice in its stage is Pending until the celebration. The
 * notice's stage (which the lifecycle machine decides: `noticeStageOf`, `noticeStageOfEntry` in
 * src/lifecycle/application.machine.ts) gives the plain words beside the tag and the next step, so
 * "Pending · Under review" never stands beside a notice the registrar accepted long ago. Views never invent a
 * stage: they read it from the machine, or from the API's `noticeStage` (which the API reads from the machine).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { textOf } from './words';
import { formatDisplayDate } from './dates';
import { dayInWords } from './ceremony-slots';
import { NOTICE_STAGE_TEXT, type NoticeStageName } from './schemas/notice';
import { STATUS_DESCRIPTIONS, type ApplicationStatus } from './statuses';
import { WAITING_FOR_PARTIES_TEXT } from './schemas/party-confirmation';

/**
 * The words beside an application's status tag: the notice's stage while it has one ("Pending · Notice
 * published", "Pending · Ceremony booked", "Declined · Notice lapsed"), else the status's plain description
 * ("Pending · Under review").
 * @param status - the display status (SPEC.md §4).
 * @param noticeStage - the notice's stage (the machine's), or null/undefined outside the notice stage.
 * @param waitingForParties - whether it waits for the parties it names to confirm it (issue 31 §2): "Pending · Waiting
 *   for the other party to confirm".
 */
export function standingText(status: ApplicationStatus, noticeStage?: NoticeStageName | null, waitingForParties = false): string {
  if (waitingForParties) return WAITING_FOR_PARTIES_TEXT;
  return noticeStage ? NOTICE_STAGE_TEXT[noticeStage] : STATUS_DESCRIPTIONS[status];
}

/** Who reads a next step: the couple (their own page), registry staff, or anyone with the reference (tracking). */
export type StandingAudience = 'applicant' | 'staff' | 'public';

/**
 * What the next steps may name about a notice, when the reader may know it (the couple's page and the back
 * office have them; public tracking has none, and its steps say "21 clear days" and "3 months" instead).
 */
export interface NoticeFacts {
  /** yyyy-mm-dd: the earliest day of the registrar's certificate (notice + 21 days). */
  certificateFrom: string;
  /** yyyy-mm-dd: the day the notice lapses (notice + 3 months). */
  lapsesOn: string;
  /** The booked ceremony, when there is one: day yyyy-mm-dd, time HH:mm, the marriage room's name. */
  booking?: { date: string; time: string; roomName: string } | null;
}

/**
 * What happens next to a notice in a stage, in order, first the step that comes now (issue 30: "each stage of
 * the notice shows its own plain words and its own next step"). Empty once nothing more happens to the notice
 * (celebrated and registered).
 * - PUBLISHED: the registrar's certificate after 21 clear days if no caveat is lodged; the booking; the celebration.
 * - CAVEATED: the registry decides the caveat; then the certificate, the booking and the celebration.
 * - CERTIFIED: the couple books the ceremony before the notice lapses; the celebration.
 * - BOOKED: the ceremony on its day, with two witnesses; the registrar records it and the marriage is registered.
 * - LAPSED, CAVEAT_UPHELD: the notice has ended; a new notice is needed.
 * @param stage - the notice's stage.
 * @param audience - the couple ("you"), staff or the public (the couple in the third person, no dates).
 * @param facts - the notice's dates and booking, when the reader may see them.
 * @returns sentences, e.g. ["Book your ceremony in a marriage room, on a day before 15-03-2027, when the notice lapses.", …].
 */
export function noticeNextSteps(stage: NoticeStageName, audience: StandingAudience, facts?: NoticeFacts | null): string[] {
  // Whole sentences, one message each, so a translator never joins pieces (issue 32).
  const you = audience === 'applicant';
  const certificateFrom = facts ? formatDisplayDate(facts.certificateFrom) : null;
  const lapsesOn = facts ? formatDisplayDate(facts.lapsesOn) : null;
  const certificate = certificateFrom
    ? msg`If no caveat (objection) is lodged, the registrar issues the registrar's certificate from ${certificateFrom} (21 clear days after the notice).`
    : msg`If no caveat (objection) is lodged, the registrar issues the registrar's certificate after 21 clear days.`;
  const certificateOnceCleared = certificateFrom
    ? msg`Once no caveat stands, the registrar issues the registrar's certificate from ${certificateFrom} (21 clear days after the notice).`
    : msg`Once no caveat stands, the registrar issues the registrar's certificate after 21 clear days.`;
  let booking;
  if (you) {
    booking = lapsesOn
      ? msg`You then book your ceremony in a marriage room, on a day before ${lapsesOn}, when the notice lapses.`
      : msg`You then book your ceremony in a marriage room, within 3 months of the notice, before it lapses.`;
  } else {
    booking = lapsesOn
      ? msg`The couple then book their ceremony in a marriage room, on a day before ${lapsesOn}, when the notice lapses.`
      : msg`The couple then book their ceremony in a marriage room, within 3 months of the notice, before it lapses.`;
  }
  const celebration = you
    ? msg`After the ceremony, with your two witnesses, the registrar records it: your marriage enters the register and you download your certificate of marriage from this page.`
    : msg`After the ceremony, with two witnesses, the registrar records it: the marriage enters the register and its certificate of marriage is issued.`;
  const say = (...messages: MessageDescriptor[]) => messages.map((m) => textOf(m));
  switch (stage) {
    case 'PUBLISHED':
      if (audience === 'staff') {
        const issued = certificateFrom
          ? msg`The registrar issues the registrar's certificate from ${certificateFrom} (21 clear days after the notice) if no caveat (objection) stands.`
          : msg`The registrar issues the registrar's certificate after 21 clear days if no caveat (objection) stands.`;
        return say(issued, booking, celebration);
      }
      return say(certificate, booking, celebration);
    case 'CAVEATED': {
      let decided;
      if (audience === 'staff') {
        decided = msg`A caveat stands: the registrar's certificate is held until the registrar removes it, or refers it to the Registrar General, who removes or upholds it (escalations).`;
      } else if (you) {
        decided = msg`The registry decides the caveat: the registrar removes it, or refers it to the Registrar General, who removes or upholds it. We will tell you the outcome by e-mail and text message.`;
      } else {
        decided = msg`The registry decides the caveat: the registrar removes it, or refers it to the Registrar General, who removes or upholds it.`;
      }
      return say(decided, certificateOnceCleared, booking, celebration);
    }
    case 'CERTIFIED': {
      let book;
      if (you) {
        book = lapsesOn
          ? msg`Book your ceremony in a marriage room on this page, on a day before ${lapsesOn}, when the notice lapses.`
          : msg`Book your ceremony in a marriage room on this page, within 3 months of the notice, before it lapses.`;
      } else {
        book = lapsesOn
          ? msg`The couple book their ceremony in a marriage room, on a day before ${lapsesOn}, when the notice lapses.`
          : msg`The couple book their ceremony in a marriage room, within 3 months of the notice, before it lapses.`;
      }
      return say(book, celebration);
    }
    case 'BOOKED': {
      const slot = facts?.booking;
      const day = slot ? dayInWords(slot.date) : '';
      const time = slot?.time ?? '';
      const room = slot?.roomName ?? '';
      let come;
      if (you) {
        come = slot
          ? msg`Come to your ceremony on ${day} at ${time} in ${room} with your two witnesses.`
          : msg`Come to your ceremony with your two witnesses.`;
      } else if (audience === 'staff') {
        come = slot
          ? msg`The ceremony is booked on ${day} at ${time} in ${room}: on the day, or after it, the registrar records the celebration (two witnesses and the officiant).`
          : msg`The ceremony is booked: on the day, or after it, the registrar records the celebration (two witnesses and the officiant).`;
      } else {
        come = slot
          ? msg`On the day booked on ${day} at ${time} in ${room}, the couple marry before the registrar with two witnesses.`
          : msg`On the day booked, the couple marry before the registrar with two witnesses.`;
      }
      return say(come, celebration);
    }
    case 'LAPSED':
      return say(
        you
          ? msg`To marry, give a new notice.`
          : msg`No marriage was celebrated within 3 months, so the notice lapsed: to marry, the couple must give a new notice.`,
      );
    case 'CAVEAT_UPHELD':
      return say(
        you ? msg`The marriage cannot go ahead on this notice.` : msg`A caveat was upheld: the marriage cannot go ahead on this notice.`,
      );
    case 'CELEBRATED':
      return [];
  }
}
