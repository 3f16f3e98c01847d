/**
 * How the services lists offer the forms of certification: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of certification. */
export const offers: ServiceOffers = {
  'user/form-certified-copy': {
    title: 'Order a certified copy',
    description: 'A certified copy of an entry in the register of marriages, with a QR code that verifies.',
  },
  'user/form-data-rectification': {
    title: 'Correct a registered entry',
    description: 'Ask for an error in the entry of your marriage to be corrected, with evidence.',
  },
};
