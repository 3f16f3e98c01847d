/**
 * How the services lists offer the forms of marriage returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of marriage returns. */
export const offers: ServiceOffers = {
  'institution/form-marriage-registration': {
    title: 'File a church marriage return',
    description: 'Return each marriage celebrated in your place of worship by the 10th of the following month.',
  },
  'user/hindu-marriage-registration': {
    title: 'Register a Hindu marriage',
    description: 'Register a marriage celebrated under Hindu rites.',
  },
};
