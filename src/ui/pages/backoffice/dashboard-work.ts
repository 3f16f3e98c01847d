/**
 * What the dashboard counts for an officer (issue 11 "Dashboard"): the task queues of the role's review
 * level in every section that reviews a built service, and where each kind of deadline is worked on.
 */
import { i18n as defaultI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { BackofficeRole } from '#src/domain/accounts';
import type { DeadlineItem, DeadlineKind } from '#src/domain/schemas/dashboard';
import type { BackofficeLevel } from '#src/domain/review-chains';
import {
  BACKOFFICE_SECTIONS,
  isSectionBuilt,
  queuePath,
  sectionHeading,
  sectionQueueLevels,
  sectionServicesFilter,
} from '#src/ui/services/sections';
import { paths } from '#src/ui/shared/paths';
import { deadlinesQuery, queueCountsQuery, type QueueCount as CountOf } from '#src/ui/queries/dashboard';

/** One task queue the officer acts on. */
export interface DashboardQueue {
  /** The section's slug, e.g. "marriage-registrations". */
  section: string;
  /** The queue's heading, as its page shows it, e.g. "Civil marriage task queue". */
  title: string;
  /** Its page, e.g. "/backoffice/marriage-registrations/task-queue". */
  path: string;
  /** The list API's services filter of the section (`sectionServicesFilter`). */
  services: string | undefined;
  level: BackofficeLevel;
}

/**
 * The review level a role works at, or null for roles that review nothing (finance, administrators).
 * @param role - the officer's role.
 */
export function reviewLevelOf(role: BackofficeRole | null | undefined): BackofficeLevel | null {
  return role === 'REGISTRAR' || role === 'DIRECTOR' || role === 'REGISTRAR_GENERAL' || role === 'MINISTER' ? role : null;
}

/**
 * The task queues a role acts on, in the navigation's order (DOMAIN.md §2 review chains). A district
 * office's registrar (ADMIN_UNIT) has the same queues; the API limits them to its district.
 * @param role - the officer's role.
 * @returns the queues; [] for roles that review nothing.
 */
export function dashboardQueues(role: BackofficeRole | null | undefined): DashboardQueue[] {
  const level = reviewLevelOf(role);
  if (!level) return [];
  return BACKOFFICE_SECTIONS.filter((s) => isSectionBuilt(s.slug) && sectionQueueLevels(s.slug).includes(level)).map((s) => ({
    section: s.slug,
    title: sectionHeading(s, 'task queue'),
    path: queuePath(s.slug, level),
    services: sectionServicesFilter(s.slug),
    level,
  }));
}

/** How each kind of deadline reads on the dashboard: its heading and the sentence of one item's date. */
export const DEADLINE_WORDS: Readonly<Record<DeadlineKind, { heading: MessageDescriptor; due: MessageDescriptor }>> = {
  CAVEAT_WAITING: { heading: msg`Caveats waiting for a decision`, due: msg`Lodged on` },
  CERTIFICATE_DUE: { heading: msg`Registrar's certificates that can be issued`, due: msg`Could be issued from` },
  CEREMONY_UNCELEBRATED: { heading: msg`Ceremonies whose day passed without a recorded celebration`, due: msg`Booked for` },
  NOTICE_LAPSING: { heading: msg`Notices that lapse soon`, due: msg`Lapses on` },
  ISLAMIC_RETURN_OVERDUE: { heading: msg`District kadhis' quarterly returns overdue`, due: msg`Was due on` },
};

/** The order the kinds are shown in: what is already late first. */
export const DEADLINE_ORDER: readonly DeadlineKind[] = [
  'CAVEAT_WAITING',
  'CEREMONY_UNCELEBRATED',
  'CERTIFICATE_DUE',
  'NOTICE_LAPSING',
  'ISLAMIC_RETURN_OVERDUE',
];

/**
 * Where an item is worked on.
 * @param item - a deadline item.
 * @returns a back-office path.
 */
export function deadlinePath(item: DeadlineItem): string {
  switch (item.kind) {
    case 'CAVEAT_WAITING':
      return paths.escalations();
    case 'CEREMONY_UNCELEBRATED':
      return paths.uncelebrated();
    case 'ISLAMIC_RETURN_OVERDUE':
      return paths.sectionApplications('islamic-marriage-returns');
    default:
      return item.applicationId
        ? paths.applicationDetails('marriage-registrations', item.applicationId)
        : paths.sectionApplications('marriage-registrations');
  }
}

/**
 * A number of days in words, from the API's today: "today", "in 3 days", "4 days ago".
 * @param daysLeft - days to the day (negative: past).
 * @param i18n - the active catalogue (from `useLingui()` when rendering).
 */
export function daysInWords(daysLeft: number, i18n: I18n = defaultI18n): string {
  if (daysLeft === 0) return i18n._(msg`today`);
  const n = Math.abs(daysLeft);
  return daysLeft > 0
    ? i18n._(msg`in ${plural(n, { one: '# day', other: '# days' })}`)
    : i18n._(msg`${plural(n, { one: '# day', other: '# days' })} ago`);
}

/** A queue's count and its oldest item's submission, ISO 8601 (null when nothing waits). */
export type QueueCount = CountOf<DashboardQueue>;

/**
 * How long a dashboard's figures are taken as current without asking again, in ms: long enough for the
 * figures fetched during sign-in ({@link prefetchDashboard}) to be shown as they are, short enough that
 * coming back to the dashboard asks again.
 */
const DASHBOARD_FRESH_MS = 5_000;

/**
 * The dashboard's two queries for a role: the count of each queue it acts on, and the deadlines (only for
 * roles that review).
 * @param role - the officer's role, or null.
 * @returns TanStack Query options for `useQuery` and `prefetchQuery`.
 */
export function dashboardQueries(role: BackofficeRole | null) {
  const queues = dashboardQueues(role);
  return {
    counts: queueCountsQuery(role, queues, DASHBOARD_FRESH_MS),
    deadlines: deadlinesQuery(reviewLevelOf(role) !== null, DASHBOARD_FRESH_MS),
  };
}

/**
 * Start fetching the dashboard's figures while the page's code is still loading (issue 12: after sign-in
 * the figures and the page's code travel together, not one after the other).
 * @param client - the app's query client.
 * @param role - the officer's role, or null.
 */
export function prefetchDashboard(client: QueryClient, role: BackofficeRole | null): void {
  const { counts, deadlines } = dashboardQueries(role);
  if (counts.enabled) void client.prefetchQuery(counts);
  if (deadlines.enabled) void client.prefetchQuery(deadlines);
}
