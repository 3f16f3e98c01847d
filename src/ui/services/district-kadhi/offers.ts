/**
 * How the services lists offer the forms of the district kadhi's account registration: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the district kadhi's account registration. */
export const offers: ServiceOffers = {
  'user/district-kadhi-account-registration': {
    title: msg`Register as a district kadhi`,
    description: msg`For kadhis appointed by the Minister: an account to file Islamic marriage and divorce returns.`,
  },
};
