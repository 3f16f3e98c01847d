/**
 * Server state of tracking (SPEC.md §5 tracking): the public tracking of one reference, the staff search by
 * reference or name, and the flow visualizer's look-up of one reference among the staff's results. Each keeps
 * the key it had, so none shares another's answer (they are different views).
 */
import { fetchTracking, trackForStaff } from '#src/api/tracking';
import { toApiError } from '../shared/api-error';
import { useAppQuery } from '../shared/query-client';

/** The keys of tracking queries. */
export const trackingKeys = {
  /** The public view of one reference. */
  public: (reference: string) => ['tracking', reference] as const,
  /** The staff search. */
  staff: (q: string) => ['staff-tracking', q] as const,
  /** The flow visualizer's look-up of one reference (null while none is asked). */
  flowFind: (reference: string | null) => ['flow-follow-find', reference] as const,
};

/**
 * The public tracking of a reference (GET /tracking/{reference}); waits while it is ''. Retried once, and only
 * when the API failed (5xx): a 404 or 400 is an answer.
 * @param reference - a well-formed reference, or ''.
 */
export function usePublicTracking(reference: string) {
  return useAppQuery({
    queryKey: trackingKeys.public(reference),
    queryFn: () => fetchTracking(reference),
    enabled: reference !== '',
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
}

/**
 * The staff search by reference or name; waits while `q` is '' and is not retried (a refusal is an answer).
 * @param q - what the officer typed.
 */
export function useStaffTracking(q: string) {
  return useAppQuery({ queryKey: trackingKeys.staff(q), queryFn: () => trackForStaff(q), enabled: q.length > 0, retry: false });
}

/**
 * The staff result whose reference is exactly `reference` (the flow visualizer follows one application).
 * @param reference - the reference asked for, or null while none is.
 * @returns the query; its data is null when the search has no such reference.
 */
export function useTrackedApplication(reference: string | null) {
  return useAppQuery({
    queryKey: trackingKeys.flowFind(reference),
    queryFn: async () => {
      const result = await trackForStaff(reference ?? '');
      return result.items.find((i) => i.reference === reference) ?? null;
    },
    enabled: reference !== null,
  });
}
