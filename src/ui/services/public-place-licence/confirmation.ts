/**
 * What the confirmation page and the application's page tell an applicant happens next, for the public place licence
 * (src/ui/services/service-view.ts ServiceConfirmation). Loaded with those pages, not at start-up.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceConfirmation } from '../service-view';

/** The confirmation of the public place licence. */
export const confirmation: ServiceConfirmation = {
  title: msg`Licence application submitted`,
  nextSteps: [
    msg`The registrar checks your application and documents. If anything needs correcting, we will tell you what and why.`,
    msg`It then goes to the director, the Registrar General and the Minister, who decides whether to grant the licence.`,
    msg`When the licence is granted, your place of worship appears in the public register of licensed places, and marriages may be celebrated there.`,
  ],
};
