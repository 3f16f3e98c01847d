/**
 * How the services lists offer the forms of the marital status letter: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the marital status letter. */
export const offers: ServiceOffers = {
  'user/form-marital-status': {
    title: msg`Get a marital status letter`,
    description: msg`A letter confirming you are free to marry, for marrying abroad; issued after a search of the registers.`,
  },
};
