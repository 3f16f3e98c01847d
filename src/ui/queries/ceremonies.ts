/**
 * Server state of ceremonies (issue 30; SPEC.md §5 ceremonies): the calendar, the uncelebrated list, the
 * marriage rooms of a district and their free slots. The key values are the ones the ceremony tools used
 * before: `['ceremonies']` refreshes the calendar and the uncelebrated list alike.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { fetchAvailability, fetchCeremonies, fetchMarriageRooms, fetchUncelebrated } from '#src/api/ceremonies';
import { queryClient, useAppQuery } from '../shared/query-client';

/** A span of days, yyyy-mm-dd, both included. */
export interface DaySpan {
  from: string;
  to: string;
}

/** The keys of ceremony queries (a prefix refreshes every key below it). */
export const ceremonyKeys = {
  /** The calendar and the uncelebrated list. */
  all: ['ceremonies'] as const,
  /** One view of a district's calendar; no span: the API's today. */
  calendar: (district: string, view: string, span: DaySpan | null) =>
    ['ceremonies', district, view, span?.from ?? 'today', span?.to ?? 'today'] as const,
  /** The ceremonies booked and not celebrated. */
  uncelebrated: ['ceremonies', 'uncelebrated'] as const,
  /** The marriage rooms of a district (null or undefined: every district). */
  rooms: (district: string | null | undefined) => ['marriage-rooms', district] as const,
  /** Every free-slot query. */
  availabilityAll: ['marriage-rooms-availability'] as const,
  /** The free slots of a district's rooms over a span. */
  availability: (district: string, span: DaySpan | null) => ['marriage-rooms-availability', district, span?.from, span?.to] as const,
};

/**
 * A district's ceremony calendar; the previous view stays shown while the next loads.
 * @param district - the district.
 * @param view - the calendar's view (its key only: day, week, month…).
 * @param span - the days shown; null: the API's today.
 */
export function useCeremonyCalendar(district: string, view: string, span: DaySpan | null) {
  return useAppQuery({
    queryKey: ceremonyKeys.calendar(district, view, span),
    queryFn: () => fetchCeremonies({ district, ...(span ?? {}) }),
    placeholderData: keepPreviousData,
  });
}

/** The ceremonies booked and not celebrated (every district the officer may see). */
export function useUncelebrated() {
  return useAppQuery({ queryKey: ceremonyKeys.uncelebrated, queryFn: () => fetchUncelebrated(undefined) });
}

/**
 * The marriage rooms of a district, cached for 5 minutes.
 * @param district - the district; null or undefined: every district.
 */
export function useMarriageRooms(district: string | null | undefined) {
  return useAppQuery({
    queryKey: ceremonyKeys.rooms(district),
    queryFn: () => fetchMarriageRooms(district ?? undefined),
    staleTime: 5 * 60_000,
  });
}

/**
 * The free slots of a district's rooms over a span; waits while the span is unknown.
 * @param district - the district.
 * @param span - the days, or null.
 */
export function useRoomAvailability(district: string, span: DaySpan | null) {
  return useAppQuery({
    queryKey: ceremonyKeys.availability(district, span),
    queryFn: () => (span ? fetchAvailability({ district, ...span }) : Promise.resolve([])),
    enabled: span !== null,
  });
}

/** Asks the calendar and the uncelebrated list again (after a booking or a celebration). */
export function refreshCeremonies(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ceremonyKeys.all });
}

/** Asks the uncelebrated list again. */
export function refreshUncelebrated(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ceremonyKeys.uncelebrated });
}

/** Asks every free-slot query again (after a booking takes a slot). */
export function refreshRoomAvailability(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ceremonyKeys.availabilityAll });
}
