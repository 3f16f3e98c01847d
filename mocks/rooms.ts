/**
 * The mock's marriage rooms and ceremony bookings (issue 9 stage 4; docs/decisions/016-notice-stage.md):
 * which rooms exist, whether a slot can be booked for a notice ({@link slotProblem}, which the lifecycle
 * handler of `application.bookCeremony` / `application.rebookCeremony` calls before the machine decides),
 * which slots are booked ({@link bookedSlots}) and which are free ({@link roomAvailability}).
 *
 * A booking is part of the application record (`notice.booking`, written by the lifecycle handler); there is
 * no bookings collection, so a slot is taken exactly when an application's notice holds it. A booking holds
 * its slot while the notice is BOOKED, and keeps it once CELEBRATED; a lapsed or declined notice frees it.
 */
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { dayInWords, daysBetween, isOpenDay, isPublicHoliday, slotTimes } from '../src/domain/ceremony-slots';
import { formatDisplayDate } from '../src/domain/dates';
import type { CeremonyEntry, MarriageRoom, RoomAvailability, UncelebratedEntry } from '../src/domain/schemas/marriage-rooms';
import type { BookingSlot, NoticeStage } from '../src/domain/schemas/notice';
import { db, type ApplicationFields } from './db';

/** The notice stage stored on an application (`application.notice`; docs/decisions/016), or null. */
function noticeOf(record: ApplicationFields): NoticeStage | null {
  return record.notice ?? null;
}

/** Notice stages whose booking holds its slot: booked, and celebrated (the room was used). */
const HOLDING_STAGES: ReadonlySet<NoticeStage['stage']> = new Set(['BOOKED', 'CELEBRATED']);

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * A marriage room by its id, active or not.
 * @param id - e.g. "room-kampala-1".
 * @returns the room, or null when there is none.
 */
export function roomById(id: string): MarriageRoom | null {
  const room = db.marriageRooms.findFirst((q) => q.where({ id }));
  return room ? { ...room, weekdays: [...room.weekdays] } : null;
}

/**
 * The active marriage rooms, of one district or of all, sorted by district then name.
 * @param district - a district's name (any case); null or absent: every district.
 */
export function activeRooms(district?: string | null): MarriageRoom[] {
  return db.marriageRooms
    .all()
    .filter((r) => r.active && (!district || same(r.district, district)))
    .map((r) => ({ ...r, weekdays: [...r.weekdays] }))
    .sort((a, b) => a.district.localeCompare(b.district) || a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** What {@link slotProblem} and {@link slotRefusal} judge a slot against. */
export interface SlotOptions {
  /** The notice's district (the application's `district`): its rooms only; null accepts any room. */
  district: string | null;
  /** The API's today, yyyy-mm-dd: earlier days have passed. */
  today: string;
  /** The notice's lapse day, yyyy-mm-dd (`notice.lapsesOn`): the ceremony must be before it. */
  lapsesOn: string;
  /** The application booking (or rebooking): its own booking does not take the slot from it. */
  exceptApplicationId?: string;
}

/**
 * Why a slot cannot be booked, with the field of the booking it concerns and the HTTP status an API answer
 * should carry: 400 for a slot that is not bookable at all, 409 for one another application holds
 * (docs/decisions/016 "409 for a taken slot").
 */
export interface SlotRefusal {
  field: keyof BookingSlot;
  message: string;
  status: 400 | 409;
}

/**
 * Whether a slot can be booked for a notice, and if not why (see {@link slotProblem} for the rules, in the
 * order they are checked).
 * @param slot - room, day (yyyy-mm-dd) and start time (HH:mm), as `bookingSlotSchema` parsed them.
 * @param options - the notice's district, today, the lapse day and the booking application.
 * @returns null when the slot can be booked, else the refusal.
 */
export function slotRefusal(slot: BookingSlot, options: SlotOptions): SlotRefusal | null {
  const room = roomById(slot.roomId);
  if (!room?.active) return { field: 'roomId', message: 'Choose a marriage room', status: 400 };
  if (options.district && !same(room.district, options.district)) {
    return { field: 'roomId', message: `Choose a marriage room in ${options.district}, the district of the notice`, status: 400 };
  }
  if (slot.date < options.today)
    return { field: 'date', message: `${dayInWords(slot.date)} has passed: choose a day from today on`, status: 400 };
  if (slot.date >= options.lapsesOn) {
    return {
      field: 'date',
      message: `The ceremony must be before ${formatDisplayDate(options.lapsesOn)}, when the notice lapses`,
      status: 400,
    };
  }
  if (!isOpenDay(room, slot.date)) {
    const why = isPublicHoliday(slot.date)
      ? `${dayInWords(slot.date)} is a public holiday`
      : `${room.name} holds no ceremonies on ${format(parseISO(slot.date), 'EEEE')}s`;
    return { field: 'date', message: `${why}: choose another day`, status: 400 };
  }
  const times = slotTimes(room);
  if (!times.includes(slot.time)) {
    return {
      field: 'time',
      message: `Choose one of the times offered: ceremonies start from ${times[0] ?? ''} to ${times.at(-1) ?? ''}, every ${room.slotMinutes} minutes`,
      status: 400,
    };
  }
  const taken = bookedSlots({ roomId: room.id, from: slot.date, to: slot.date }).some(
    (b) => b.time === slot.time && b.applicationId !== options.exceptApplicationId,
  );
  if (taken) return { field: 'time', message: 'This time is no longer free: choose another', status: 409 };
  return null;
}

/**
 * Whether a slot can be booked for a notice (issue 9; docs/decisions/016 `slotWithinNotice`). The rules, in
 * order: the room exists and is active ("Choose a marriage room"); it is in the notice's district; the day
 * has not passed; it is before the notice's lapse day ("The ceremony must be before dd-mm-yyyy, when the
 * notice lapses"); the room is open that day (its weekdays, not a public holiday); the time is on its slot
 * grid; no other application holds the slot ("This time is no longer free: choose another").
 * @param slot - room, day (yyyy-mm-dd) and start time (HH:mm).
 * @param options - the notice's district, today (yyyy-mm-dd), the lapse day (yyyy-mm-dd) and the booking
 *   application (its own booking does not count as taken).
 * @returns null when the slot can be booked, else the message people read.
 */
export function slotProblem(
  slot: BookingSlot,
  options: { district: string | null; today: string; lapsesOn: string; exceptApplicationId?: string },
): string | null {
  return slotRefusal(slot, options)?.message ?? null;
}

/** A booked ceremony (see {@link bookedSlots}). */
export interface BookedSlot {
  applicationId: string;
  reference: string;
  roomId: string;
  /** yyyy-mm-dd. */
  date: string;
  /** HH:mm. */
  time: string;
  /** "Ibrahim Ssali and Harriet Kyomuhendo". */
  partyNames: string;
  celebrated: boolean;
}

/** The parties' names of a civil notice, "Ibrahim Ssali and Harriet Kyomuhendo"; the applicant's name without them. */
function partyNamesOf(record: ApplicationFields): string {
  const name = (key: string) => {
    const party = record.data[key] as { givenName?: unknown; surname?: unknown } | undefined;
    return [party?.givenName, party?.surname].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
  };
  const names = [name('partyOne'), name('partyTwo')].filter(Boolean);
  return names.length > 0 ? names.join(' and ') : record.applicantName;
}

/** A holding booking with what the staff lists add to it. */
interface Booking extends BookedSlot {
  roomName: string;
  district: string;
  stage: NoticeStage['stage'];
  lapsesOn: string;
}

function bookings(): Booking[] {
  const out: Booking[] = [];
  for (const record of db.applications.all()) {
    const notice = noticeOf(record);
    const booking = notice?.booking;
    if (!notice || !booking || !HOLDING_STAGES.has(notice.stage)) continue;
    const room = roomById(booking.roomId);
    out.push({
      applicationId: record.id,
      reference: record.reference,
      roomId: booking.roomId,
      roomName: room?.name ?? booking.roomName,
      district: room?.district ?? record.district ?? '',
      date: booking.date,
      time: booking.time,
      partyNames: partyNamesOf(record),
      celebrated: notice.stage === 'CELEBRATED',
      stage: notice.stage,
      lapsesOn: notice.lapsesOn,
    });
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.roomName.localeCompare(b.roomName, 'en', { numeric: true }),
  );
}

/**
 * The booked ceremonies between two days, read from the applications whose `notice.booking` is set and
 * still holds its slot (notice BOOKED or CELEBRATED), by day, time and room.
 * @param filter - `from` and `to` (yyyy-mm-dd, both included); optionally a district (the room's, any case)
 *   or one room.
 */
export function bookedSlots(filter: { district?: string; roomId?: string; from: string; to: string }): BookedSlot[] {
  return ceremonyEntries(filter).map(({ applicationId, reference, roomId, date, time, partyNames, celebrated }) => ({
    applicationId,
    reference,
    roomId,
    date,
    time,
    partyNames,
    celebrated,
  }));
}

/**
 * The booked ceremonies as the staff calendar shows them (GET /backoffice/ceremonies): {@link bookedSlots}
 * with the room's name and district.
 * @param filter - as {@link bookedSlots}.
 */
export function ceremonyEntries(filter: { district?: string; roomId?: string; from: string; to: string }): CeremonyEntry[] {
  return bookings()
    .filter(
      (b) =>
        b.date >= filter.from &&
        b.date <= filter.to &&
        (!filter.roomId || b.roomId === filter.roomId) &&
        (!filter.district || same(b.district, filter.district)),
    )
    .map(({ applicationId, reference, roomId, roomName, district, date, time, partyNames, celebrated }) => ({
      applicationId,
      reference,
      roomId,
      roomName,
      district,
      date,
      time,
      partyNames,
      celebrated,
    }));
}

/**
 * The bookings whose day passed (before `today`) while the notice is still BOOKED: a booked date that passed
 * without a recorded celebration (DOMAIN.md §2 "calendar-uncelebrated"), oldest first.
 * @param today - the API's today, yyyy-mm-dd.
 * @param district - a district (any case), or absent for all.
 */
export function uncelebratedBookings(today: string, district?: string): UncelebratedEntry[] {
  return bookings()
    .filter((b) => b.stage === 'BOOKED' && b.date < today && (!district || same(b.district, district)))
    .map(({ applicationId, reference, roomId, roomName, district: d, date, time, partyNames, celebrated, lapsesOn }) => ({
      applicationId,
      reference,
      roomId,
      roomName,
      district: d,
      date,
      time,
      partyNames,
      celebrated,
      lapsesOn,
      daysOverdue: differenceInCalendarDays(parseISO(today), parseISO(date)),
    }));
}

/**
 * The slots of rooms between two days as the couple sees them: for each room, its open days (closed days
 * and public holidays left out), each slot free or not. A slot is not free when an application holds it or
 * when its day is before `today`; who holds it is never said.
 * @param rooms - the rooms (e.g. {@link activeRooms} of the notice's district).
 * @param from - yyyy-mm-dd.
 * @param to - yyyy-mm-dd (both included).
 * @param today - the API's today, yyyy-mm-dd.
 */
export function roomAvailability(rooms: readonly MarriageRoom[], from: string, to: string, today: string): RoomAvailability[] {
  const taken = new Set(bookings().map((b) => `${b.roomId}|${b.date}|${b.time}`));
  const days = daysBetween(from, to);
  return rooms.map((room) => ({
    roomId: room.id,
    roomName: room.name,
    days: days
      .filter((date) => isOpenDay(room, date))
      .map((date) => ({
        date,
        slots: slotTimes(room).map((time) => ({ time, free: date >= today && !taken.has(`${room.id}|${date}|${time}`) })),
      })),
  }));
}
