/**
 * How the services lists offer the forms of customary marriage returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of customary marriage returns. */
export const offers: ServiceOffers = {
  'user/customary-marriage-registration': {
    title: msg`Register a customary marriage`,
    description: msg`File the return of a customary marriage within 6 months of the ceremony (a higher fee applies after).`,
  },
};
