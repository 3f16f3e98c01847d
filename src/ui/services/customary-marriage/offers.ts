/**
 * How the services lists offer the forms of customary marriage returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of customary marriage returns. */
export const offers: ServiceOffers = {
  'user/customary-marriage-registration': {
    title: 'Register a customary marriage',
    description: 'File the return of a customary marriage within 6 months of the ceremony (a higher fee applies after).',
  },
};
