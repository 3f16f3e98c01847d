/**
 * What the confirmation page and the application's page tell an applicant happens next, for customary marriage returns
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of customary marriage returns. */
export const confirmation: ServiceConfirmation = {
  title: msg`Customary marriage return submitted`,
  nextSteps: [
    msg`The registrar checks your return and the registrar's return form. If anything needs correcting, we will tell you what and why.`,
    msg`Once the registrar approves it, your marriage is entered in the register of marriages and you are told its entry number.`,
  ],
};
