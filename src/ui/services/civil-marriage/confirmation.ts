/**
 * What the confirmation page and the application's page tell an applicant happens next, for civil marriage
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import { NOTICE_VALID_MONTHS } from '#src/domain/deadlines';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of civil marriage. */
export const confirmation: ServiceConfirmation = {
  title: msg`Notice of marriage submitted`,
  nextSteps: [
    msg`The registrar reviews your notice. If anything needs correcting, we will tell you what and why.`,
    msg`Once accepted, your notice is published in the Marriage Notice Book for 21 days, so that anyone who knows a lawful reason why you may not marry can object.`,
    msg`After 21 clear days, if there is no objection, the registrar issues the registrar's certificate.`,
    msg`Your ceremony must take place within ${NOTICE_VALID_MONTHS} months of the date of your notice, or the notice lapses and you must give notice again.`,
  ],
};
