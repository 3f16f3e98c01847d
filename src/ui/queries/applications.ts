/**
 * Server state of applications (issue 29 "one home for server state"; TanStack Query's key factory and
 * `queryOptions` pattern): one application (GET /applications/{id}), the signed-in applicant's list
 * (GET /applications/mine), an application's payment wait and its issued documents. Pages use these
 * hooks and helpers, never the keys or src/api; the key values are the ones the pages used before, so
 * what an action refreshes is unchanged.
 */
import { queryOptions, type DefaultError, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { fetchApplication, fetchMyApplications, saveApplication, sendApplicationEvent } from '#src/api/applications';
import { fetchApplicationDocuments } from '#src/api/documents';
import type { Application } from '#src/domain/schemas/applications';
import { queryClient, useAppQuery } from '../shared/query-client';

/** What a caller may add to a query: everything but its key and its function. */
export type QueryExtras<TData, TKey extends QueryKey> = Omit<UseQueryOptions<TData, DefaultError, TData, TKey>, 'queryKey' | 'queryFn'>;

/** The keys of application queries (a prefix refreshes every key below it). */
export const applicationKeys = {
  /** Every single-application query. */
  all: ['application'] as const,
  /** One application; null while its id is not known (the query is disabled then). */
  detail: (id: string | null) => ['application', id] as const,
  /** The card-payment completion page's own polling of one application (not shared: it is collected at once). */
  paymentConfirmation: (id: string | null) => ['application', id, 'payment-confirmation'] as const,
  /** The mobile-money wait's polling of one application. */
  payment: (id: string) => ['application-payment', id] as const,
  /** The documents issued for one application. */
  documents: (id: string) => ['application-documents', id] as const,
  /** The signed-in applicant's applications. */
  mine: ['my-applications'] as const,
};

/**
 * The query of one application (GET /applications/{id}).
 * @param id - the application's id; null while unknown (callers pass `enabled: false` then).
 */
export const applicationQuery = (id: string | null) =>
  queryOptions({ queryKey: applicationKeys.detail(id), queryFn: () => fetchApplication(id ?? '') });

/** The query of the signed-in applicant's applications (GET /applications/mine). */
export const myApplicationsQuery = () => queryOptions({ queryKey: applicationKeys.mine, queryFn: fetchMyApplications });

/**
 * One application.
 * @param id - its id (null while unknown: pass `enabled: false`).
 * @param extras - retry, polling, enabled…
 */
export function useApplication(id: string | null, extras: QueryExtras<Application, ReturnType<typeof applicationKeys.detail>> = {}) {
  return useAppQuery({ ...applicationQuery(id), ...extras });
}

/**
 * One application polled until its payment is confirmed (the card payment completion page).
 * @param id - its id, or null.
 * @param extras - the polling options.
 */
export function useApplicationPaymentConfirmation(
  id: string | null,
  extras: QueryExtras<Application, ReturnType<typeof applicationKeys.paymentConfirmation>> = {},
) {
  return useAppQuery({ queryKey: applicationKeys.paymentConfirmation(id), queryFn: () => fetchApplication(id ?? ''), ...extras });
}

/**
 * One application polled while a mobile-money payment waits for the payer (src/ui/forms/other-payments.tsx).
 * @param id - its id.
 * @param queryFn - reads it and reacts to its status.
 * @param extras - the polling options.
 */
export function useApplicationPaymentWait(
  id: string,
  queryFn: () => Promise<Application>,
  extras: QueryExtras<Application, ReturnType<typeof applicationKeys.payment>> = {},
) {
  return useAppQuery({ queryKey: applicationKeys.payment(id), queryFn, ...extras });
}

/** Asks the mobile-money wait of one application again. */
export function refreshApplicationPaymentWait(id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: applicationKeys.payment(id) });
}

/**
 * The documents issued for one application (GET /applications/{id}/documents).
 * @param id - the application's id.
 * @param extras - retry…
 */
export function useApplicationDocuments(
  id: string,
  extras: QueryExtras<Awaited<ReturnType<typeof fetchApplicationDocuments>>, ReturnType<typeof applicationKeys.documents>> = {},
) {
  return useAppQuery({ queryKey: applicationKeys.documents(id), queryFn: () => fetchApplicationDocuments(id), ...extras });
}

/** Asks the documents of one application again (after one is issued). */
export function refreshApplicationDocuments(id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: applicationKeys.documents(id) });
}

/**
 * The signed-in applicant's applications (GET /applications/mine).
 * @param extras - staleness, polling, enabled…
 */
export function useMyApplications(extras: QueryExtras<Application[], typeof applicationKeys.mine> = {}) {
  return useAppQuery({ ...myApplicationsQuery(), ...extras });
}

/**
 * Puts an application the API just returned (after an action) in the cache, so every page showing it
 * shows the new state at once.
 * @param application - the updated application.
 */
export function setApplication(application: Application): void {
  queryClient.setQueryData(applicationKeys.detail(application.id), application);
}

/** Asks one application again. */
export function refreshApplication(id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) });
}

/**
 * Sends an event to an application (POST /applications/{id}/events: an officer's decision, a booking, a
 * celebration, a certificate). The caller puts the answer in the cache ({@link setApplication}) and refreshes
 * the lists the action moves (src/ui/queries/backoffice-applications.ts, ceremonies, caveats).
 * @param id - the application's id.
 * @param event - the event's body (`type` and its fields).
 * @returns the application as it now stands.
 * @throws ApiError (409 when the application moved meanwhile).
 */
export function sendEvent(id: string, event: Parameters<typeof sendApplicationEvent>[1]): Promise<Application> {
  return sendApplicationEvent(id, event);
}

/**
 * One application read once from the API, outside the cache (the apply page's start: the wizard must begin
 * from the server's copy, never from a cached one). GET /applications/{id}.
 * @param id - its id.
 * @throws ApiError (404 when the API has none).
 */
export function readApplication(id: string): Promise<Application> {
  return fetchApplication(id);
}

/**
 * How old the applicant's list may be when the apply page looks in it for a draft to resume, in ms: the list asked
 * for when "Start now" was chosen ({@link prefetchMyApplications}) counts as the server's answer of that moment.
 */
export const START_LIST_FRESH_MS = 10_000;

/**
 * Ask for the signed-in applicant's applications now, without waiting: "Start now" was chosen, and the apply page
 * will look in the list for a draft to resume while its own code is still arriving (issue 33 item 4). GET
 * /applications/mine, into the cache (forgotten at sign-out like every answer). Never rejects.
 */
export function prefetchMyApplications(): void {
  void queryClient.prefetchQuery({ ...myApplicationsQuery(), staleTime: START_LIST_FRESH_MS });
}

/**
 * The signed-in applicant's applications, as the API answered at most {@link START_LIST_FRESH_MS} ago (the apply
 * page looks for a draft of the same service to resume): the answer to {@link prefetchMyApplications} when it is
 * that recent or still on its way, else a new call. GET /applications/mine.
 * @throws ApiError.
 */
export function readMyApplications(): Promise<Application[]> {
  return queryClient.fetchQuery({ ...myApplicationsQuery(), staleTime: START_LIST_FRESH_MS });
}

/**
 * Keep a draft another 90 days (issue 31 §5, "Keep this draft"): save its answers and documents unchanged on its
 * version (PUT /applications/{id}), which counts as its applicant's change; the answer is put in the cache and the
 * applicant's list asked again.
 * @param application - the draft as last read.
 * @returns the draft with its new `deleteAfter`.
 * @throws ApiError (409 STALE_VERSION when it was saved elsewhere meanwhile; 410 DRAFT_DELETED when already deleted).
 */
export async function keepDraft(application: Application): Promise<Application> {
  const kept = await saveApplication(application.id, {
    data: application.data,
    documents: application.documents,
    baseVersion: application.version,
  });
  setApplication(kept);
  await queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
  return kept;
}
