/**
 * The public price list (SPEC.md §1 "a price list"; DOMAIN.md §4; ours: GET /prices).
 */
import { http } from 'msw';
import { priceItemSchema } from '#src/domain/schemas/prices';
import { SERVICE_TYPES } from '#src/domain/services/service-types';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { handle, ok } from './shared';

/** Handlers of the price list. */
export const pricesHandlers = [
  /**
   * GET /prices (public) → every price item, in the order of SPEC.md §1's services, then as seeded.
   * Amounts in whole UGX; `foreignAmountUsd` in USD or null; `demo: true` for unpublished figures.
   */
  http.get(
    apiUrl('/prices'),
    handle(() => {
      const order = (type: string) => (SERVICE_TYPES as readonly string[]).indexOf(type);
      const items = db.prices
        .all()
        .map((item, index) => ({ item: priceItemSchema.parse(item), index }))
        .sort((a, b) => order(a.item.serviceType) - order(b.item.serviceType) || a.index - b.index)
        .map(({ item }) => item);
      return ok(items);
    }),
  ),
];
