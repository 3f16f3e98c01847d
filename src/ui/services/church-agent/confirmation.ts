/**
 * What the confirmation page and the application's page tell an applicant happens next, for the church agent's and the Hindu temple's account registrations
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the church agent's and the Hindu temple's account registrations. */
export const confirmation: ServiceConfirmation = {
  title: msg`Account registration submitted`,
  nextSteps: [
    msg`The registrar checks your registration and documents. If anything needs correcting, we will tell you what and why.`,
    msg`When the registrar approves, your account becomes the organisation’s account. You will be signed out: sign in again with the same e-mail address or phone number and password.`,
    msg`You then find your organisation’s services in the institution area.`,
  ],
};
