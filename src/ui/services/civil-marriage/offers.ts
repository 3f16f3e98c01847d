/**
 * How the services lists offer the forms of civil marriage: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of civil marriage. */
export const offers: ServiceOffers = {
  'user/form-marriage-registration': {
    title: msg`Give notice of a civil marriage`,
    description: msg`Marry at a registrar's office: notice is published for 21 days, then the registrar's certificate is issued.`,
  },
};
