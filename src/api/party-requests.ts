/**
 * The requests to confirm an application that name the signed-in person as a party (issue 31 §2;
 * docs/decisions/043-both-parties.md). Every function throws {@link ApiError}.
 */
import type { PartyAnswerBody, PartyRequest } from '../domain/schemas/party-confirmation';
import { call } from './client';

/**
 * GET /party-requests: the requests naming the caller's linked NIN, newest first (waiting or answered).
 * @throws ApiError 403 for an account that is not an individual's.
 */
export function fetchPartyRequests(): Promise<PartyRequest[]> {
  return call('listPartyRequests');
}

/**
 * GET /party-requests/{id}: one request.
 * @param id - the application's id.
 * @throws ApiError 404 when it does not name the caller.
 */
export function fetchPartyRequest(id: string): Promise<PartyRequest> {
  return call('getPartyRequest', { path: { id } });
}

/**
 * POST /party-requests/{id}: confirm (with the declaration) or refuse ("This is not me", "I do not agree").
 * @param id - the application's id.
 * @param answer - the answer.
 * @returns the request after the answer.
 * @throws ApiError 400 (no declaration), 404, 409 ILLEGAL_TRANSITION when it no longer waits for the caller.
 */
export function answerPartyRequest(id: string, answer: PartyAnswerBody): Promise<PartyRequest> {
  return call('answerPartyRequest', { path: { id }, body: answer });
}
