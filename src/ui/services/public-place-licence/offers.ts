/**
 * How the services lists offer the forms of the public place licence: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the public place licence. */
export const offers: ServiceOffers = {
  'user/public-license-registration': {
    title: msg`Licence a place of worship`,
    description: msg`Apply for a public place licence so marriages can be celebrated in your place of worship.`,
  },
};
