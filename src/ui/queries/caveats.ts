/**
 * Server state of the caveats lodged against notices (the escalations page; SPEC.md §5 notices):
 * `['caveats']` refreshes the standing list and the whole list alike, as before.
 */
import { fetchCaveats } from '#src/api/notices';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of caveat queries. */
export const caveatKeys = {
  /** Both lists. */
  all: ['caveats'] as const,
  /** The standing caveats, or every caveat. */
  list: (status: 'all' | 'standing') => ['caveats', status] as const,
};

/**
 * The caveats: the standing ones, or all of them.
 * @param status - 'standing' or 'all'.
 */
export function useCaveats(status: 'all' | 'standing') {
  return useAppQuery({ queryKey: caveatKeys.list(status), queryFn: () => fetchCaveats({ status }) });
}

/** Asks both lists again (after an action on a caveat, or when one was decided meanwhile). */
export function refreshCaveats(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: caveatKeys.all });
}
