/** Server state of the price list (GET /prices): the prices page, the services lists and the fee clocks. */
import { queryOptions } from '@tanstack/react-query';
import { fetchPrices } from '#src/api/prices';
import { useAppQuery } from '../shared/query-client';

/** The keys of the price list. */
export const pricesKeys = {
  /** The whole price list. */
  all: ['prices'] as const,
};

/** The price list's query (GET /prices), as it is fetched; callers add their staleness. */
export const pricesQuery = queryOptions({ queryKey: pricesKeys.all, queryFn: fetchPrices });

/** The price list (GET /prices), cached for 5 minutes; shared by the prices page and the services lists. */
export function usePrices() {
  return useAppQuery({ ...pricesQuery, staleTime: 5 * 60_000 });
}
