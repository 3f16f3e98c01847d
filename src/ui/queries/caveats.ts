/**
 * Server state of the caveats lodged against notices (the escalations page; SPEC.md §5 notices):
 * `['caveats']` refreshes the standing list and the whole list alike, as before; and a caveat lodged by the
 * public against a notice.
 */
import { fetchCaveats, lodgeCaveat as postCaveat } from '#src/api/notices';
import type { LodgeCaveatPayload, LodgedCaveat } from '#src/domain/schemas/notice';
import { queryClient, useAppQuery } from '../shared/query-client';

/** A caveat as lodged: its notice's number and its id. */
export type { LodgedCaveat };

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

/**
 * Lodges a caveat against a published notice (POST /notices/{noticeNumber}/caveats). Nothing cached changes: the
 * escalations lists are an officer's, fetched when shown.
 * @param noticeNumber - the notice's number.
 * @param payload - the grounds and the evidence documents.
 * @returns the caveat as lodged.
 * @throws ApiError (403 own notice, 404 unknown, 409 closed).
 */
export function lodgeCaveat(noticeNumber: string, payload: LodgeCaveatPayload): Promise<LodgedCaveat> {
  return postCaveat(noticeNumber, payload);
}
