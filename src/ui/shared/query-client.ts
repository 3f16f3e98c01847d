/**
 * Server state (TanStack Query) for the pages that read or write the API outside a machine. The
 * client is passed to each hook rather than provided at the root, so the library loads with the
 * first page that needs it, not with the start-up bundle (scripts/bench/size.mjs). The resources'
 * keys, queries and hooks live in src/ui/queries/, one module each.
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

/**
 * Whether a failed read is tried once more by itself: once, but not after a time-out. A call that has already waited
 * REQUEST_TIMEOUT_MS (src/api/slow-calls.ts) is said at once with its "Try again", not waited for a second time
 * (issue 33 item 5).
 * @param failures - how many times the read has failed.
 * @param error - the last failure (an ApiError from src/api).
 */
export function retryRead(failures: number, error: unknown): boolean {
  const timedOut = typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TIMEOUT';
  return failures < 1 && !timedOut;
}

/** The one query client: one retry for reads (none after a time-out), none for writes, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryRead, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

/**
 * Forget every answer the query client holds (every query and mutation is removed): called when the
 * person signs out, so the next person to sign in on the same device (a shared phone, an office computer)
 * never sees the previous person's applications, even for the moment a page takes to fetch its own
 * (`['my-applications']` names no person; Data Protection and Privacy Act 2019 s. 20, security of data).
 * @returns nothing; the client is empty when it returns.
 */
export function forgetServerState(): void {
  queryClient.clear();
}

/** useQuery bound to {@link queryClient}. */
export function useAppQuery<TData, TKey extends QueryKey = QueryKey>(options: UseQueryOptions<TData, DefaultError, TData, TKey>) {
  return useQuery(options, queryClient);
}

/** useMutation bound to {@link queryClient}. */
export function useAppMutation<TData, TVariables>(options: UseMutationOptions<TData, DefaultError, TVariables>) {
  return useMutation(options, queryClient);
}
