/**
 * How the services lists offer the forms of the public place marriage: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the public place marriage. */
export const offers: ServiceOffers = {
  'user/church-agent-marriage-application': {
    title: msg`Marry in a licensed place of worship`,
    description: msg`Give notice of a marriage in a licensed church or other place of worship, through its church agent.`,
  },
};
