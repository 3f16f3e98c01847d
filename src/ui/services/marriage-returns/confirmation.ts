/**
 * What the confirmation page and the application's page tell an applicant happens next, for marriage returns
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of marriage returns. */
export const confirmation: ServiceConfirmation = {
  title: msg`Marriage submitted for registration`,
  nextSteps: [
    msg`The registrar checks the details and the document. If anything needs correcting, we will tell you what and why.`,
    msg`Once approved, the marriage is entered in the register of marriages and you are told its entry number.`,
  ],
};
