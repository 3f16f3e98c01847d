/**
 * Server state of the requests to confirm that name the signed-in person (issue 31 §2; docs/decisions/043):
 * the "Waiting for you" list and one request. Asked again on every visit: an answer elsewhere (another device) or a
 * lapse changes them.
 */
import { answerPartyRequest, fetchPartyRequest, fetchPartyRequests } from '#src/api/party-requests';
import type { PartyAnswerBody, PartyRequest } from '#src/domain/schemas/party-confirmation';
import { queryClient, useAppMutation, useAppQuery } from '../shared/query-client';

/** The keys of the requests (the prefix refreshes all). */
export const partyRequestKeys = {
  all: ['party-requests'] as const,
  detail: (id: string) => ['party-requests', id] as const,
};

/** The requests naming the person, newest first. */
export function usePartyRequests() {
  return useAppQuery({ queryKey: partyRequestKeys.all, queryFn: fetchPartyRequests, staleTime: 0 });
}

/**
 * One request.
 * @param id - the application's id.
 */
export function usePartyRequest(id: string) {
  return useAppQuery({ queryKey: partyRequestKeys.detail(id), queryFn: () => fetchPartyRequest(id), staleTime: 0 });
}

/**
 * Answers a request; on success the list and the request are asked again, then `onAnswered` runs.
 * @param id - the application's id.
 * @param onAnswered - what the page does next (say so, move focus).
 */
export function useAnswerPartyRequest(id: string, onAnswered: (request: PartyRequest) => void) {
  return useAppMutation<PartyRequest, PartyAnswerBody>({
    mutationFn: (answer) => answerPartyRequest(id, answer),
    onSuccess: (request) => {
      queryClient.setQueryData(partyRequestKeys.detail(id), request);
      void queryClient.invalidateQueries({ queryKey: partyRequestKeys.all });
      onAnswered(request);
    },
  });
}
