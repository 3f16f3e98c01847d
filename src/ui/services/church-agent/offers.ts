/**
 * How the services lists offer the forms of the church agent's and the Hindu temple's account registrations: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the church agent's and the Hindu temple's account registrations. */
export const offers: ServiceOffers = {
  'user/church-agent-account-registration': {
    title: msg`Register as a church agent`,
    description: msg`Act for licensed churches in giving notice of marriages and filing returns.`,
  },
  'user/hindu-temple-account-registration': {
    title: msg`Register a Hindu temple`,
    description: msg`An account for a Hindu temple to register Hindu marriages.`,
  },
};
