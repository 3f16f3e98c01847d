/**
 * How the services lists offer the forms of the public place licence: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the public place licence. */
export const offers: ServiceOffers = {
  'user/public-license-registration': {
    title: 'Licence a place of worship',
    description: 'Apply for a public place licence so marriages can be celebrated in your place of worship.',
  },
};
