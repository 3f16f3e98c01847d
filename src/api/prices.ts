/**
 * The public price list (SPEC.md §1 "a price list"; DOMAIN.md §4).
 */
import type { PriceItem } from '../domain/schemas/prices';
import { call } from './client';

/** GET /prices: every billable item; public, no sign-in needed. */
export function fetchPrices(): Promise<PriceItem[]> {
  return call('listPrices');
}
