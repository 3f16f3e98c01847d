/**
 * Server state of "Your data" (issue 31 §4; docs/decisions/040): everything the registry holds about the
 * signed-in person (GET /users/me/data). Asked again on every visit (never stale-cached: it is about the
 * person now), and forgotten with the rest of the query client when they sign out.
 */
import { fetchMyData } from '#src/api/users';
import { useAppQuery } from '../shared/query-client';

/** The keys of the person's data. */
export const yourDataKeys = {
  /** Everything held about the signed-in person. */
  all: ['your-data'] as const,
};

/** The person's data: the query's state (data, error, isPending, refetch). */
export function useYourData() {
  return useAppQuery({ queryKey: yourDataKeys.all, queryFn: fetchMyData, staleTime: 0 });
}
