/**
 * How the services lists offer the forms of the record search: each form's card, by its area and slug
 * (src/ui/services/offers.ts gathers every service's; only the services pages load them).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceOffers } from '../service-view';

/** One card, the same in both areas. */
const card = {
  title: msg`Search the registers`,
  description: msg`Ask for a search of a register of marriages or divorces, and receive a report of what it holds.`,
};

/** The cards of the forms of the record search. */
export const offers: ServiceOffers = { 'user/search': card, 'institution/search': card };
