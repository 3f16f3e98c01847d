/**
 * How the services lists offer the forms of the special licence: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of the special licence. */
export const offers: ServiceOffers = {
  'user/special-license-registration-private-venue': {
    title: msg`Special licence: private venue`,
    description: msg`Ask the Minister's licence to marry at a place other than a licensed place of worship or registrar's office.`,
  },
  'user/special-license-registration-notice-waiver': {
    title: msg`Special licence: notice waiver`,
    description: msg`Ask for the 21-day notice to be waived for a good reason.`,
  },
};
