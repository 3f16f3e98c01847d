/** Server state of the price list (GET /prices): the prices page, the services lists and the fee clocks. */
import { queryOptions } from '@tanstack/react-query';
import { fetchPrices } from '#src/api/prices';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of the price list. */
export const pricesKeys = {
  /** The whole price list. */
  all: ['prices'] as const,
};

/** The price list's query (GET /prices), as it is fetched; callers add their staleness. */
export const pricesQuery = queryOptions({ queryKey: pricesKeys.all, queryFn: fetchPrices });

/** How long the price list is trusted before it is asked again: 5 minutes, in ms. */
const PRICES_STALE_MS = 5 * 60_000;

/** The price list (GET /prices), cached for 5 minutes; shared by the prices page and the services lists. */
export function usePrices() {
  return useAppQuery({ ...pricesQuery, staleTime: PRICES_STALE_MS });
}

/**
 * Ask for the price list now, into the cache, without waiting (a person is signing in, and the services list they
 * land on shows each service's fee: issue 33 item 4). A public list. Never rejects.
 */
export function prefetchPrices(): void {
  void queryClient.prefetchQuery({ ...pricesQuery, staleTime: PRICES_STALE_MS });
}
