/** Server state of the API's clock (GET /time): the registry's today, shared by every page that judges a date. */
import { fetchApiTime } from '#src/api/time';
import { z } from 'zod';
import { apiTimeSchema, type ApiTime } from '#src/domain/schemas/api-time';
import { deviceToday, registryDayOf } from '#src/domain/dates';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of the API's time. */
export const timeKeys = {
  /** The API's current time. */
  now: ['api-time'] as const,
};

/** How long the API's time is trusted before it is asked again, in ms (a day turns over at most this late). */
export const API_TIME_STALE_MS = 60_000;

/** The query of the API's time (GET /time): one key, so every page shares one answer, kept on the device too. */
export const apiTimeQuery = {
  queryKey: timeKeys.now,
  queryFn: async (): Promise<ApiTime> => {
    const answer = await fetchApiTime();
    rememberApiTime(answer);
    return answer;
  },
  staleTime: API_TIME_STALE_MS,
};

/** The localStorage key of the API's last time answer on this device ({@link knownApiToday}); no one's data. */
export const API_TIME_KEY = 'portal:api-time';

/**
 * The longest time, in ms (12 h), after which the API's last answer still tells its today without asking again
 * ({@link knownApiToday}).
 */
export const KNOWN_API_TIME_MS = 12 * 60 * 60 * 1000;

/**
 * The API's last answer as kept under {@link API_TIME_KEY}, with `receivedAt`: the device's clock when it came, ms
 * since the epoch.
 */
const rememberedApiTimeSchema = apiTimeSchema.extend({ receivedAt: z.number() });
type RememberedApiTime = z.infer<typeof rememberedApiTimeSchema>;

function rememberApiTime(answer: ApiTime): void {
  try {
    localStorage.setItem(API_TIME_KEY, JSON.stringify({ ...answer, receivedAt: Date.now() } satisfies RememberedApiTime));
  } catch {
    // Storage full or refused: the portal asks the API each time, as before.
  }
}

function rememberedApiTime(): RememberedApiTime | null {
  try {
    const parsed = rememberedApiTimeSchema.safeParse(JSON.parse(localStorage.getItem(API_TIME_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The registry's today without asking the API, when this device can tell it (issue 33: a form resumed on a slow
 * connection opens at once; issue 30: its dates are still judged by the API's day): the answer in the query cache
 * while fresh; else the API's last answer kept on this device, at most {@link KNOWN_API_TIME_MS} old by the
 * device's clock, moved on by the time since. The API's instant is moved, not the device's day, so a device with
 * a wrong date, or a mock API whose clock was moved, still gives the API's day. The day is read in
 * the registry's time zone ({@link registryDayOf}), and only when the answer's own `today` is that zone's day of its `now` (an API
 * keeping another zone's day is asked each time). The caller asks the API beside it and uses its answer when
 * it comes (`useApiToday`).
 * @returns yyyy-mm-dd, or null when the API must be asked.
 */
export function knownApiToday(): string | null {
  const cached = queryClient.getQueryState<ApiTime>(timeKeys.now);
  if (cached?.data && Date.now() - cached.dataUpdatedAt <= API_TIME_STALE_MS) return cached.data.today;
  const kept = rememberedApiTime();
  if (!kept) return null;
  const elapsed = Date.now() - kept.receivedAt;
  if (elapsed < 0 || elapsed > KNOWN_API_TIME_MS) return null;
  const then = Date.parse(kept.now);
  if (registryDayOf(then) !== kept.today) return null;
  return registryDayOf(then + elapsed);
}

/**
 * The registry's today as the API tells it (GET /time; issue 30: "every date calculation uses the API's today",
 * so a moved mock clock, or a device with a wrong date, never makes an overdue return look not due), asked again
 * every minute while shown, unless `everyMinute` is false: a form being filled in asks once, not once a minute on a
 * connection paid by the megabyte (issue 33).
 * @param options - `everyMinute` (default true): ask again each minute while shown.
 * @returns yyyy-mm-dd, or undefined until the API has answered (pages wait for it before judging a date).
 */
export function useApiToday(options: { everyMinute?: boolean } = {}): string | undefined {
  const every = options.everyMinute ?? true;
  return useAppQuery({ ...apiTimeQuery, refetchInterval: every ? API_TIME_STALE_MS : false }).data?.today;
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
