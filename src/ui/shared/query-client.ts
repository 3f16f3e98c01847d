/**
 * Server state (TanStack Query) for the pages that read or write the API outside a machine. The
 * client is passed to each hook rather than provided at the root, so the library loads with the
 * first page that needs it, not with the start-up bundle (scripts/bench/size.mjs).
 */
import {
  QueryClient,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { fetchPrices } from '#src/api/prices';
import { fetchApiTime } from '#src/api/time';
import { deviceToday } from '#src/domain/dates';

/** The one query client: one retry for reads, none for writes, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

/** useQuery bound to {@link queryClient}. */
export function useAppQuery<TData, TKey extends QueryKey = QueryKey>(options: UseQueryOptions<TData, DefaultError, TData, TKey>) {
  return useQuery(options, queryClient);
}

/** useMutation bound to {@link queryClient}. */
export function useAppMutation<TData, TVariables>(options: UseMutationOptions<TData, DefaultError, TVariables>) {
  return useMutation(options, queryClient);
}

/** The price list (GET /prices), cached for 5 minutes; shared by the prices page and the services lists. */
export function usePrices() {
  return useAppQuery({ queryKey: ['prices'], queryFn: fetchPrices, staleTime: 5 * 60_000 });
}

/** How long the API's time is trusted before it is asked again, in ms (a day turns over at most this late). */
export const API_TIME_STALE_MS = 60_000;

/** The query of the API's time (GET /time): one key, so every page shares one answer. */
export const apiTimeQuery = {
  queryKey: ['api-time'] as const,
  queryFn: fetchApiTime,
  staleTime: API_TIME_STALE_MS,
};

/**
 * The registry's today as the API tells it (GET /time; issue 30: "every date calculation uses the API's today",
 * so a moved mock clock, or a device with a wrong date, never makes an overdue return look not due), asked again
 * every minute while shown.
 * @returns yyyy-mm-dd, or undefined until the API has answered (pages wait for it before judging a date).
 */
export function useApiToday(): string | undefined {
  return useAppQuery({ ...apiTimeQuery, refetchInterval: API_TIME_STALE_MS }).data?.today;
}

/**
 * The registry's today for code outside React (the form wizard's start): the cached answer while fresh, else the
 * API's. Offline (the wizard keeps working on the device) it falls back to the device's day, the only day known.
 * @returns yyyy-mm-dd.
 */
export async function apiToday(): Promise<string> {
  try {
    return (await queryClient.fetchQuery(apiTimeQuery)).today;
  } catch {
    return deviceToday();
  }
}
