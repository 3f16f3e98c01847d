/**
 * Marriage rooms and the ceremony calendar (issue 9 stage 4; docs/decisions/016-notice-stage.md "The API"):
 * - GET /marriage-rooms?district= (signed in) → the active marriage rooms of a district (every district's
 *   when absent), by district and name.
 * - GET /marriage-rooms/availability?district=&from=&to= (signed in; at most 31 days) → for each active room
 *   of the district its open days between the two, each slot free or not. Nobody learns who booked a slot.
 * - GET /backoffice/ceremonies?from=&to=&roomId=&district= (registry staff who see the marriage-registrations
 *   section: src/domain/ceremony-slots.ts `CEREMONY_STAFF_ROLES`; a district registrar's office only its own
 *   district, 403 for another) → `{ today, from, to, items }`: the API's today, the span (without from and to:
 *   the week, Monday to Sunday, of today) and the booked ceremonies with the application's reference, the
 *   parties' names, the room, day and time, and whether celebrated.
 * - GET /backoffice/ceremonies/uncelebrated?district= (the same staff) → bookings whose day passed (before the
 *   mock's today) while the notice is still booked, oldest first, with the days overdue.
 *
 * Booking itself is a lifecycle event (POST /applications/{id}/events `application.bookCeremony`), judged by
 * the lifecycle machine and then by mocks/rooms.ts `slotRefusal` ({@link ceremonyChecks}).
 */
import { addDays, format, parseISO, startOfISOWeek } from 'date-fns';
import { http } from 'msw';
import { may } from '#src/domain/access';
import type { ApplicationEventBody } from '#src/domain/schemas/applications';
import type { LifecycleActor } from '#src/lifecycle/application.machine';
import { applyApplicationEvent } from '#src/lifecycle/application.machine';
import type { IndexedApplication } from '../application-store';
import { CEREMONY_STAFF_ROLES } from '#src/domain/ceremony-slots';
import {
  availabilityQuerySchema,
  ceremoniesQuerySchema,
  marriageRoomsQuerySchema,
  uncelebratedQuerySchema,
} from '#src/domain/schemas/marriage-rooms';
import { apiUrl } from '../base-url';
import { nowIso, todayIso } from '../clock';
import type { UserRecord } from '../db';
import { isStaff, refusalAnswer, subjectOf } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { activeRooms, ceremonyEntries, roomAvailability, roomById, slotRefusal, uncelebratedBookings } from '../rooms';
import { fail, handle, ok, requireUser, validate, queryParams } from './shared';

/** Refusal of a district registrar's office asking for another district's ceremonies. */
export const OTHER_DISTRICT_CEREMONIES = "You can see your own district's ceremonies only";

/**
 * The district a staff member's ceremony lists are limited to: their own for a district registrar's office
 * (ADMIN_UNIT), else the one asked for (or none: every district).
 * @param user - the caller.
 * @param asked - the district of the query, if any.
 * @throws Response 403 for an account outside {@link CEREMONY_STAFF_ROLES}, and for a district office asking
 *   for another district.
 */
function staffDistrict(user: UserRecord, asked: string | undefined): string | undefined {
  if (!isStaff(user) || !may(user, 'applications.review') || !user.role || !CEREMONY_STAFF_ROLES.includes(user.role)) {
    throw fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
  }
  if (user.accountType !== 'ADMIN_UNIT') return asked;
  const own = user.district ?? '';
  if (!own || (asked && asked.toLowerCase() !== own.toLowerCase())) {
    throw fail(403, OTHER_DISTRICT_CEREMONIES, { code: MOCK_ERROR_CODES.forbidden });
  }
  return own;
}

/**
 * The checks of a ceremony event before it is applied (POST /applications/{id}/events; docs/decisions/016),
 * and the room's name the stored booking or celebration keeps. First the lifecycle machine (403 not this
 * person's to do, 409 not at this stage; a booking is asked with today's day), then, for a booking or rebooking, the slot ({@link slotRefusal}:
 * 400 with the message at its field; 409 when another application holds the slot), and for a celebration the
 * room (400 "Choose the marriage room" when unknown). Other events pass through untouched.
 * @param entry - the application.
 * @param event - the event as parsed.
 * @param actor - who sends it.
 * @returns the room's name for book, rebook and celebration events; {} otherwise.
 * @throws Response 400, 403 or 409 as above.
 */
export function ceremonyChecks(entry: IndexedApplication, event: ApplicationEventBody, actor: LifecycleActor): { roomName?: string } {
  if (
    event.type !== 'application.bookCeremony' &&
    event.type !== 'application.rebookCeremony' &&
    event.type !== 'application.recordCelebration'
  )
    return {};
  // Who may, and at which stage: asked with today's day for a booking, so that a day outside the notice is
  // refused below with its own words rather than the machine's "not now".
  const probe = event.type === 'application.recordCelebration' ? event : { ...event, date: todayIso() };
  const dryRun = applyApplicationEvent(subjectOf(entry.record), probe, actor, nowIso());
  if (!dryRun.ok) throw refusalAnswer(dryRun);
  const room = roomById(event.roomId);
  if (event.type === 'application.recordCelebration') {
    if (!room)
      throw fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { roomId: 'Choose the marriage room' } });
    return { roomName: room.name };
  }
  const refusal = slotRefusal(event, {
    district: entry.record.district,
    today: todayIso(),
    lapsesOn: entry.record.notice?.lapsesOn ?? todayIso(),
    exceptApplicationId: entry.record.id,
  });
  if (refusal) {
    throw fail(refusal.status, refusal.status === 409 ? refusal.message : MOCK_MESSAGES.validation, {
      code: refusal.status === 409 ? MOCK_ERROR_CODES.illegalTransition : MOCK_ERROR_CODES.validation,
      errors: { [refusal.field]: refusal.message },
    });
  }
  return { roomName: room?.name };
}

/** Handlers of the marriage rooms and the ceremony calendar. */
export const ceremoniesHandlers = [
  http.get(
    apiUrl('/marriage-rooms'),
    handle(async ({ request }) => {
      await requireUser(request);
      const query = validate(marriageRoomsQuerySchema, queryParams(request));
      return ok(activeRooms(query.district));
    }),
  ),
  http.get(
    apiUrl('/marriage-rooms/availability'),
    handle(async ({ request }) => {
      await requireUser(request);
      const query = validate(availabilityQuerySchema, queryParams(request));
      return ok(roomAvailability(activeRooms(query.district), query.from, query.to, todayIso()));
    }),
  ),
  http.get(
    apiUrl('/backoffice/ceremonies'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const query = validate(ceremoniesQuerySchema, queryParams(request));
      const district = staffDistrict(user, query.district);
      const today = todayIso();
      const monday = startOfISOWeek(parseISO(today));
      const from = query.from ?? format(monday, 'yyyy-MM-dd');
      const to = query.to ?? format(addDays(monday, 6), 'yyyy-MM-dd');
      return ok({ today, from, to, items: ceremonyEntries({ from, to, roomId: query.roomId, district }) });
    }),
  ),
  http.get(
    apiUrl('/backoffice/ceremonies/uncelebrated'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const query = validate(uncelebratedQuerySchema, queryParams(request));
      return ok(uncelebratedBookings(todayIso(), staffDistrict(user, query.district)));
    }),
  ),
];
