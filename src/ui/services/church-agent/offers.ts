/**
 * How the services lists offer the forms of the church agent's and the Hindu temple's account registrations: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the church agent's and the Hindu temple's account registrations. */
export const offers: ServiceOffers = {
  'user/church-agent-account-registration': {
    title: 'Register as a church agent',
    description: 'Act for licensed churches in giving notice of marriages and filing returns.',
  },
  'user/hindu-temple-account-registration': {
    title: 'Register a Hindu temple',
    description: 'An account for a Hindu temple to register Hindu marriages.',
  },
};
