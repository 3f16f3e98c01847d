/**
 * How the services lists offer the forms of marriage returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of marriage returns. */
export const offers: ServiceOffers = {
  'institution/form-marriage-registration': {
    title: msg`File a church marriage return`,
    description: msg`Return each marriage celebrated in your place of worship by the 10th of the following month.`,
  },
  'user/hindu-marriage-registration': {
    title: msg`Register a Hindu marriage`,
    description: msg`Register a marriage celebrated under Hindu rites.`,
  },
};
