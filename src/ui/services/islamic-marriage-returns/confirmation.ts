/**
 * What the confirmation page and the application's page tell an applicant happens next, for Islamic marriage returns
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of Islamic marriage returns. */
export const confirmation: ServiceConfirmation = {
  title: msg`Islamic marriage return filed`,
  nextSteps: [
    msg`The district kadhi of the district checks the return and forwards it to the registry. If anything needs correcting, we will tell you what and why.`,
    msg`The registrar then checks it. A return of a marriage is entered in the register of marriages, and you are told its entry number.`,
  ],
};
