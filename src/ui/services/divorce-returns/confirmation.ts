/**
 * What the confirmation page and the application's page tell an applicant happens next, for divorce returns
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of divorce returns. */
export const confirmation: ServiceConfirmation = {
  title: msg`Divorce return filed`,
  nextSteps: [
    msg`The district kadhi of the district checks the return and forwards it to the registry. If anything needs correcting, we will tell you what and why.`,
    msg`The registrar then checks it against the register of marriages and records the marriage as dissolved.`,
  ],
};
