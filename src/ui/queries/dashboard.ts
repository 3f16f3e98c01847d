/**
 * Server state of the back-office dashboard (issue 11 "Dashboard"): the count of each task queue an officer
 * acts on (one page of one row per queue, GET /backoffice/applications) and the deadlines (GET
 * /dashboard/deadlines). Which queues a role has is the page's rule (src/ui/pages/backoffice/dashboard-work.ts);
 * this module only asks for them. The key values are the ones the dashboard used before:
 * `['dashboard-queues']` refreshes every role's counts (an officer's action does, src/ui/queries/backoffice-applications.ts).
 */
import { fetchBackofficeApplications } from '#src/api/applications';
import { fetchDeadlines } from '#src/api/dashboard';
import type { BackofficeRole } from '#src/domain/accounts';
import type { BackofficeLevel } from '#src/domain/review-chains';

/** The keys of the dashboard's queries. */
export const dashboardKeys = {
  /** Every role's queue counts. */
  queues: ['dashboard-queues'] as const,
  /** The queue counts of one role. */
  queueCounts: (role: BackofficeRole | null) => ['dashboard-queues', role] as const,
  /** The deadlines (the API scopes them to the officer). */
  deadlines: ['dashboard-deadlines'] as const,
};

/** What a queue count needs of a queue: the list API's services filter and the review level. */
export interface CountedQueue {
  /** The list API's services filter of the queue's section, or undefined for all. */
  services: string | undefined;
  /** The review level whose queue it is. */
  level: BackofficeLevel;
}

/** A queue's count and its oldest item's submission, ISO 8601 (null when nothing waits). */
export interface QueueCount<Q extends CountedQueue = CountedQueue> {
  queue: Q;
  waiting: number;
  oldestSubmittedAt: string | null;
}

/** Each queue's first item, oldest first, as its page asks: the total is the queue's count. */
async function countQueues<Q extends CountedQueue>(queues: readonly Q[]): Promise<QueueCount<Q>[]> {
  return Promise.all(
    queues.map(async (queue) => {
      const page = await fetchBackofficeApplications({
        services: queue.services,
        queue: queue.level,
        sort: 'submittedAt',
        order: 'asc',
        page: 1,
        pageSize: 1,
      });
      return { queue, waiting: page.total, oldestSubmittedAt: page.items[0]?.submittedAt ?? null };
    }),
  );
}

/**
 * The query counting a role's queues (disabled when the role has none).
 * @param role - the officer's role, or null (part of the key: two roles never share counts).
 * @param queues - the queues the role acts on.
 * @param staleTime - how long the counts are taken as current, in ms.
 * @returns TanStack Query options for `useQuery` and `prefetchQuery` (a plain object: the dashboard's chunk
 *   carries no query-library helper).
 */
export function queueCountsQuery<Q extends CountedQueue>(role: BackofficeRole | null, queues: readonly Q[], staleTime: number) {
  return {
    queryKey: dashboardKeys.queueCounts(role),
    queryFn: () => countQueues(queues),
    enabled: queues.length > 0,
    staleTime,
  };
}

/**
 * The query of the deadlines (GET /dashboard/deadlines).
 * @param enabled - false for roles that review nothing.
 * @param staleTime - how long they are taken as current, in ms.
 * @returns TanStack Query options for `useQuery` and `prefetchQuery`.
 */
export function deadlinesQuery(enabled: boolean, staleTime: number) {
  return { queryKey: dashboardKeys.deadlines, queryFn: fetchDeadlines, enabled, staleTime };
}
