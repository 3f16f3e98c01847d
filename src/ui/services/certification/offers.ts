/**
 * How the services lists offer the forms of certification: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of certification. */
export const offers: ServiceOffers = {
  'user/form-certified-copy': {
    title: msg`Order a certified copy`,
    description: msg`A certified copy of an entry in the register of marriages, with a QR code that verifies.`,
  },
  'user/form-data-rectification': {
    title: msg`Correct a registered entry`,
    description: msg`Ask for an error in the entry of your marriage to be corrected, with evidence.`,
  },
};
