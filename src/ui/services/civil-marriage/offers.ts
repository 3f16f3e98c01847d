/**
 * How the services lists offer the forms of civil marriage: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of civil marriage. */
export const offers: ServiceOffers = {
  'user/form-marriage-registration': {
    title: 'Give notice of a civil marriage',
    description: "Marry at a registrar's office: notice is published for 21 days, then the registrar's certificate is issued.",
  },
};
