/**
 * What the confirmation page and the application's page tell an applicant happens next, for the district kadhi's account registration
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the district kadhi's account registration. */
export const confirmation: ServiceConfirmation = {
  title: msg`District kadhi registration submitted`,
  nextSteps: [
    msg`The registrar checks your appointment and documents. If anything needs correcting, we will tell you what and why.`,
    msg`When the registrar approves, your account becomes the district kadhi’s account. You will be signed out: sign in again with the same e-mail address or phone number and password.`,
    msg`You then file Islamic marriage and divorce returns, and check those of the mosques of your district, in the institution area.`,
  ],
};
