/**
 * What the confirmation page and the application's page tell an applicant happens next, for certification
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of certification. */
export const confirmation: ServiceConfirmation = {
  title: msg`Correction request submitted`,
  nextSteps: [
    msg`The registrar checks your evidence against the entry. If anything needs correcting in your request, we will tell you what and why.`,
    msg`When the registrar approves, the entry in the register of marriages is corrected. Its history keeps the old value, who corrected it and why.`,
    msg`Order a certified copy once the entry is corrected: it notes the correction.`,
  ],
  forms: {
    'form-certified-copy': {
      title: msg`Certified copy ordered`,
      nextSteps: [
        msg`The registrar checks the entry and certifies the copy.`,
        msg`When the registrar approves, your certified copy is ready to download from this order’s page, as the entry stands that day.`,
        msg`Anyone you show it to can check it is genuine with its QR code or code.`,
      ],
    },
  },
};
