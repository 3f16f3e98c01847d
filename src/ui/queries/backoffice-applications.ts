/**
 * Server state of the back-office application lists (the task queues and "All applications"), and an
 * officer's action shown in the lists at once (issue 12 "update the page optimistically where safe"):
 * once the API has answered an action with the application as it now stands, every list the browser holds
 * is brought up to date from that answer, so going back to the task queue shows it without waiting for
 * the API. The lists are then fetched again in the background, which puts right anything else that moved.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { fetchBackofficeApplications, fetchKadhiApplications } from '#src/api/applications';
import type { Application, ApplicationListQuery, ApplicationSummary, Page } from '#src/domain/schemas/applications';
import { currentLevel, noticeStageOf } from '#src/lifecycle/application.machine';
import { queryClient, useAppQuery } from '../shared/query-client';
import { dashboardKeys } from './dashboard';

/** The key of every back-office list (task queues, "All applications"): `['backoffice-applications', …, query]`. */
export const BACKOFFICE_LISTS_KEY = 'backoffice-applications';

/** The keys of the back-office lists (a prefix refreshes every key below it). */
export const backofficeListKeys = {
  /** Every list. */
  all: [BACKOFFICE_LISTS_KEY] as const,
  /** A task queue page: the officers' (`backoffice`) or a district kadhi's (`kadhi`) API. */
  queue: (api: 'backoffice' | 'kadhi', query: ApplicationListQuery | null) => [BACKOFFICE_LISTS_KEY, api, query] as const,
  /** A page of a section's "All applications". */
  list: (query: ApplicationListQuery) => [BACKOFFICE_LISTS_KEY, query] as const,
};

/**
 * A task queue's page; the previous page stays shown while the next loads. Waits while `query` is null.
 * @param api - the officers' API or a district kadhi's.
 * @param query - the list query (level, services, page), or null.
 */
export function useTaskQueue(api: 'backoffice' | 'kadhi', query: ApplicationListQuery | null) {
  const fetchQueue = api === 'kadhi' ? fetchKadhiApplications : fetchBackofficeApplications;
  return useAppQuery({
    queryKey: backofficeListKeys.queue(api, query),
    queryFn: () => fetchQueue(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of a section's "All applications"; the previous page stays shown while the next loads.
 * @param query - the list query (filters, sort, page).
 */
export function useBackofficeApplications(query: ApplicationListQuery) {
  return useAppQuery({
    queryKey: backofficeListKeys.list(query),
    queryFn: () => fetchBackofficeApplications(query),
    placeholderData: keepPreviousData,
  });
}

/** Marks every back-office list stale (after an action that may move applications between them). */
export function refreshBackofficeLists(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: backofficeListKeys.all });
}

/** The review level an application is at, as the API's `queue` filter reads it; null when none. */
function levelOf(application: Pick<Application, 'serviceType' | 'lifecycle'>): string | null {
  try {
    return currentLevel(application.serviceType, application.lifecycle);
  } catch {
    return null;
  }
}

/** The list query at the end of a list's key, or null for a key of another shape. */
function queryOf(key: readonly unknown[]): ApplicationListQuery | null {
  const last = key.at(-1);
  return last && typeof last === 'object' ? (last as ApplicationListQuery) : null;
}

/**
 * Bring every cached back-office list up to date with an application the API just answered.
 * - A task queue of a level the application is no longer at (the API's `queue` filter: its current
 *   level) loses its row, and its total one.
 * - Any other list that shows it gets its new status and time of change.
 * Lists, and the dashboard's counts of the queues, are then marked stale, so each is fetched again when
 * shown (or now, when shown already).
 * @param client - the app's query client.
 * @param updated - the application as the API answered the action (POST /applications/{id}/events).
 */
export function showActionInLists(client: QueryClient, updated: Application): void {
  const level = levelOf(updated);
  for (const [key, page] of client.getQueriesData<Page<ApplicationSummary>>({ queryKey: [BACKOFFICE_LISTS_KEY] })) {
    if (!page?.items.some((row) => row.id === updated.id)) continue;
    const queue = queryOf(key)?.queue;
    const left = queue !== undefined && queue !== level;
    client.setQueryData<Page<ApplicationSummary>>(key, {
      ...page,
      items: left
        ? page.items.filter((row) => row.id !== updated.id)
        : page.items.map((row) =>
            row.id === updated.id
              ? { ...row, status: updated.status, noticeStage: noticeStageOf(updated.lifecycle), updatedAt: updated.updatedAt }
              : row,
          ),
      total: left ? Math.max(0, page.total - 1) : page.total,
    });
  }
  void client.invalidateQueries({ queryKey: [BACKOFFICE_LISTS_KEY] });
  // The dashboard's counts are of the same queues.
  void client.invalidateQueries({ queryKey: dashboardKeys.queues });
}
