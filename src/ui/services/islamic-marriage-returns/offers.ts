/**
 * How the services lists offer the forms of Islamic marriage returns: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** The cards of the forms of Islamic marriage returns. */
export const offers: ServiceOffers = {
  'user/form-marriage-returns': {
    title: msg`Return an Islamic marriage`,
    description: msg`For a mosque's officer: return a marriage celebrated at the mosque, for the district kadhi and the registry.`,
  },
  'institution/form-islamic-marriage-registration': {
    title: msg`Register an Islamic marriage`,
    description: msg`Enter a marriage in register book 1 and file its return.`,
  },
  'institution/form-marriage-returns': {
    title: msg`File the quarterly return`,
    description: msg`File the quarterly return of register books 1 (marriages) and 2 (divorces), by the 10th of the month after the quarter.`,
  },
};
