/**
 * What the confirmation page and the application's page tell an applicant happens next, for the marital status letter
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the marital status letter. */
export const confirmation: ServiceConfirmation = {
  title: msg`Marital status letter application submitted`,
  nextSteps: [
    msg`We searched the registers of every form of marriage for your NIN when you applied, and found no marriage of yours that still subsists.`,
    msg`The registrar checks your declarations and documents. If anything needs correcting, we will tell you what and why.`,
    msg`When the registrar approves, your letter is ready to download from this application’s page. Anyone you show it to can check it is genuine with its QR code or code.`,
  ],
};
