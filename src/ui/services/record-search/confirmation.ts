/**
 * What the confirmation page and the application's page tell an applicant happens next, for the record search
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the record search. */
export const confirmation: ServiceConfirmation = {
  title: msg`Search request submitted`,
  nextSteps: [
    msg`The registrar searches the register for the particulars you gave.`,
    msg`When the registrar approves, your search report is ready to download from this request’s page. It says what the register holds on that day, even when it holds nothing.`,
    msg`Anyone you show the report to can check it is genuine with its QR code or code.`,
  ],
};
