/**
 * Marriage rooms and the ceremony calendar (issue 9 stage 4; docs/decisions/016-notice-stage.md "The API").
 * Booking, rebooking and recording the celebration are lifecycle events: `sendApplicationEvent`
 * (src/api/applications.ts) with `application.bookCeremony`, `application.rebookCeremony`,
 * `application.recordCelebration`.
 */
import type {
  AvailabilityQuery,
  CeremoniesQuery,
  CeremonyCalendar,
  MarriageRoom,
  RoomAvailability,
  UncelebratedEntry,
} from '../domain/schemas/marriage-rooms';
import { call } from './client';

/**
 * GET /marriage-rooms (signed in): the active marriage rooms of a district.
 * @param district - the district's name; undefined for every district's rooms.
 * @returns the rooms, by district and name.
 * @throws ApiError on failure.
 */
export function fetchMarriageRooms(district: string | undefined): Promise<MarriageRoom[]> {
  return call('listMarriageRooms', { query: district ? { district } : {} });
}

/**
 * GET /marriage-rooms/availability (signed in): each active room of a district with its open days between
 * two days, every slot free or not (never who booked it).
 * @param query - `district`, `from` and `to` (yyyy-mm-dd, both included, at most 31 days).
 * @throws ApiError on failure (400 for a span longer than 31 days).
 */
export function fetchAvailability(query: AvailabilityQuery): Promise<RoomAvailability[]> {
  return call('getRoomAvailability', { query });
}

/**
 * GET /backoffice/ceremonies (the registrar and the Registrar General; a district registrar's office its own
 * district): the API's today, the span answered and the booked ceremonies in it, by day, time and room.
 * @param query - `from` and `to` (yyyy-mm-dd, at most 31 days; neither: the week of the API's today),
 *   optionally `roomId` or `district`.
 * @throws ApiError on failure (403 for other roles or another district).
 */
export function fetchCeremonies(query: CeremoniesQuery): Promise<CeremonyCalendar> {
  return call('listCeremonies', { query });
}

/**
 * GET /backoffice/ceremonies/uncelebrated (the same staff): bookings whose day passed while the notice is
 * still booked (DOMAIN.md §2 calendar-uncelebrated), oldest first, with the days overdue.
 * @param district - one district, or undefined for all the caller may see.
 * @throws ApiError on failure.
 */
export function fetchUncelebrated(district: string | undefined): Promise<UncelebratedEntry[]> {
  return call('listUncelebrated', { query: district ? { district } : {} });
}
