/** Server state of the API's clock (GET /time): the registry's today, shared by every page that judges a date. */
import { fetchApiTime } from '#src/api/time';
import { deviceToday } from '#src/domain/dates';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of the API's time. */
export const timeKeys = {
  /** The API's current time. */
  now: ['api-time'] as const,
};

/** How long the API's time is trusted before it is asked again, in ms (a day turns over at most this late). */
export const API_TIME_STALE_MS = 60_000;

/** The query of the API's time (GET /time): one key, so every page shares one answer. */
export const apiTimeQuery = {
  queryKey: timeKeys.now,
  queryFn: fetchApiTime,
  staleTime: API_TIME_STALE_MS,
};

/**
 * The registry's today as the API tells it (GET /time; issue 30: "every date calculation uses the API's today",
 * so a moved mock clock, or a device with a wrong date, never makes an overdue return look not due), asked again
 * every minute while shown.
 * @returns yyyy-mm-dd, or undefined until the API has answered (pages wait for it before judging a date).
 */
export function useApiToday(): string | undefined {
  return useAppQuery({ ...apiTimeQuery, refetchInterval: API_TIME_STALE_MS }).data?.today;
}

/**
 * Ask for the API's time now, without waiting, unless a fresh answer is cached: "Start now" was chosen, and the form's
 * start judges its dates by the registry's today ({@link apiToday}). Asked beside the form's code, not after it
 * arrives: on 2G that is one 300 ms round trip less before the task list (issue 33). GET /time. Never rejects.
 */
export function prefetchApiTime(): void {
  void queryClient.prefetchQuery(apiTimeQuery);
}

/**
 * The registry's today for code outside React (the form wizard's start): the cached answer while fresh, else the
 * API's. Offline (the wizard keeps working on the device) it falls back to the device's day, the only day known.
 * @returns yyyy-mm-dd.
 */
export async function apiToday(): Promise<string> {
  try {
    return (await queryClient.fetchQuery(apiTimeQuery)).today;
  } catch {
    return deviceToday();
  }
}
