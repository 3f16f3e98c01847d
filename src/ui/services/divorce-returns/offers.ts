/**
 * How the services lists offer the forms of divorce returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of divorce returns. */
export const offers: ServiceOffers = {
  'user/form-marriage-divorce-returns': {
    title: msg`Return an Islamic divorce`,
    description: msg`Return a divorce (talaq, khula or faskh) entered in register book 2, so that the register of marriages records the marriage as dissolved.`,
  },
};
