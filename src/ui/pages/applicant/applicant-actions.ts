/**
 * What an applicant can do with an application, and how its history reads to them: shared by the
 * applications list and the application's own page (SPEC.md §2 /user/applications,
 * /institution/applications; decision 005: the lifecycle machine decides).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Application, TimelineEntry } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { timelinePhrase } from '#src/domain/lifecycle-words';
import { availableActions, awaitsPartiesAfter, noticeStageOfEntry } from '#src/lifecycle/application.machine';
import type { TimelineItem } from '#src/ui/components/timeline/timeline';
import { viewOf } from '#src/ui/services/catalogue';
import { formOfAnswers, formPath } from '#src/ui/services/service-view';
import { paths } from '#src/ui/shared/paths';

/** An action offered on an application. */
export type ApplicantAction = 'continue' | 'pay' | 'correct' | 'view';

/** Visible words of each action (the link also names the reference for screen readers). */
export const ACTION_TEXT: Readonly<Record<ApplicantAction, MessageDescriptor>> = {
  continue: msg`Continue`,
  pay: msg`Pay`,
  correct: msg`Correct`,
  view: msg`View`,
};

/**
 * The form page an application is continued, paid or corrected on, when its service is built.
 * @param application - its service and answers (a service may have several forms).
 * @returns e.g. "/user/services/form-marriage-registration", or undefined.
 */
export function formPathOf(application: Pick<Application, 'serviceType' | 'data'>): string | undefined {
  const view = viewOf(application.serviceType);
  const form = view ? formOfAnswers(view, application.data) : undefined;
  return form?.load ? formPath(form) : undefined;
}

/**
 * The actions the applicant has on an application, from the lifecycle machine (decision 005), plus
 * Pay while the invoice waits and View once submitted. A form not built yet offers only View.
 * @param application - the application.
 * @param profile - the signed-in applicant.
 */
export function applicantActions(application: Application, profile: Profile | null): ApplicantAction[] {
  let events: string[];
  try {
    events = availableActions(
      {
        serviceType: application.serviceType,
        lifecycle: application.lifecycle,
        district: application.district,
        feeUgx: application.invoice?.amountUgx ?? 0,
      },
      {
        role: 'APPLICANT',
        userId: profile?.userId ?? application.applicantId,
        name: application.applicantName,
        accountType: profile?.accountType ?? null,
        district: profile?.district ?? null,
        isOwner: true,
      },
    );
  } catch {
    // An unknown lifecycle state: fall back to the display status.
    events =
      application.status === 'Draft'
        ? ['application.submit']
        : application.status === 'Corrections_Requested'
          ? ['application.resubmit']
          : [];
  }
  const hasForm = Boolean(formPathOf(application));
  const actions: ApplicantAction[] = [];
  if (hasForm && events.includes('application.submit')) actions.push('continue');
  if (hasForm && application.status === 'Payment_Confirmation') actions.push('pay');
  if (hasForm && events.includes('application.resubmit')) actions.push('correct');
  if (application.status !== 'Draft') actions.push('view');
  return actions;
}

/**
 * The timeline entries of an application for the Timeline component, as the applicant reads them: each with
 * the notice's stage it left (`noticeStageOfEntry`), and "You" only for the applicant's own steps (a caveat is
 * lodged by someone else, whom the API does not name to the couple: issue 30).
 * @param entries - `application.timeline`.
 * @param applicantId - the application's applicant (`application.applicantId`).
 * @param you - how the applicant is named in their own steps, in the active language (`` t`You` ``).
 */
export function timelineItems(entries: readonly TimelineEntry[], applicantId: string, you: string): TimelineItem[] {
  return entries.map((e) => ({
    at: e.at,
    status: e.to,
    noticeStage: noticeStageOfEntry(e),
    waitingForParties: awaitsPartiesAfter(e),
    label: timelinePhrase(e, 'applicant'),
    actor: e.role === 'APPLICANT' && e.actorId === applicantId ? you : e.actorName,
    comment: e.comment,
  }));
}

/**
 * Where an action leads: the form page (continue, pay, correct) or the application's page (view),
 * inside the person's own area (SPEC.md §4 keeps a signed-in person out of public pages).
 * @param action - the action.
 * @param application - the application.
 * @param area - the person's area.
 */
export function actionHref(action: ApplicantAction, application: Application, area: 'user' | 'institution'): string {
  if (action === 'view') return paths.application(area, application.id);
  return `${formPathOf(application) ?? paths.servicesList(area)}?application=${encodeURIComponent(application.id)}`;
}
