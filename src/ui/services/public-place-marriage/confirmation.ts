/**
 * What the confirmation page and the application's page tell an applicant happens next, for the public place marriage
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import { NOTICE_VALID_MONTHS } from '#src/domain/deadlines';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the public place marriage. */
export const confirmation: ServiceConfirmation = {
  title: msg`Notice of marriage submitted`,
  nextSteps: [
    msg`The registrar of the district of the place of worship reviews your notice. If anything needs correcting, we will tell you what and why.`,
    msg`Once accepted, your notice is published for 21 days, so that anyone who knows a lawful reason why you may not marry can object.`,
    msg`Your marriage must be celebrated in the place of worship within ${NOTICE_VALID_MONTHS} months of the date of your notice.`,
  ],
};
