/**
 * Marriage rooms and the ceremony calendar (issue 9 stage 4; DOMAIN.md §2 "ceremony booked in a marriage room
 * on the calendar, within 3 months of the notice"; docs/decisions/016-notice-stage.md "The API"):
 * - a marriage room is settings data (SPEC.md §2 /backoffice/settings/marriage-rooms; its admin page comes
 *   with issue 11): where, how many people, and the hours and weekdays its ceremonies run;
 * - GET /marriage-rooms and GET /marriage-rooms/availability (signed in) tell the couple which rooms and
 *   slots are free, never who booked the others;
 * - GET /backoffice/ceremonies and GET /backoffice/ceremonies/uncelebrated tell registry staff which
 *   ceremonies are booked, and which booked days passed without a recorded celebration.
 *
 * Days are the registry's wall-clock days (yyyy-mm-dd) and times its wall-clock times (HH:mm), never
 * converted (the registry is in one time zone; src/domain/schemas/notice.ts).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words, saysAbout } from '../words';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A marriage room (settings): a registry office room where civil marriages are celebrated.
 * - `district`: the district it serves (a name of the districts list); a notice is booked in its own
 *   district's rooms only.
 * - `capacity`: people it seats, couple and witnesses included.
 * - `openingTime` / `closingTime`: HH:mm, the first ceremony starts at opening time and the last ends by
 *   closing time.
 * - `slotMinutes`: the length of one ceremony, minutes (60 in the seeded rooms).
 * - `weekdays`: the days it opens, ISO numbering (1 = Monday … 7 = Sunday; the seeded rooms 1–5).
 * - `active`: false hides it from booking (kept for the bookings already made in it).
 */
export const marriageRoomSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(120),
  district: z.string().min(1),
  address: z.string().min(1).max(200),
  capacity: z.number().int().positive(),
  openingTime: z.string().regex(HHMM),
  closingTime: z.string().regex(HHMM),
  slotMinutes: z.number().int().min(15).max(240),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1),
  active: z.boolean(),
});
/** A marriage room. */
export type MarriageRoom = z.infer<typeof marriageRoomSchema>;

/** The longest span the availability and the staff calendar answer at once, in days (both ends counted). */
export const AVAILABILITY_MAX_DAYS = 31;

const day = (label: Words) =>
  z.string(saysAbout(label, (label) => msg`Give ${label}`)).regex(
    YMD,
    saysAbout(label, (label) => msg`Give ${label} as yyyy-mm-dd`),
  );

/** Query of GET /marriage-rooms: the rooms of a district (all active rooms when absent). */
export const marriageRoomsQuerySchema = z.object({
  district: z.string().trim().min(1).max(80).optional(),
});
/** Query of GET /marriage-rooms. */
export type MarriageRoomsQuery = z.infer<typeof marriageRoomsQuerySchema>;

/** The first and last day of a span: yyyy-mm-dd, both included. */
const spanShape = { from: day(msg`the first day`), to: day(msg`the last day`) };

/**
 * A span of days is at most {@link AVAILABILITY_MAX_DAYS} long and `to` is not before `from` (messages at `to`).
 * @param q - the parsed span.
 * @param ctx - where issues are added.
 */
function checkSpan(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: textOf(msg`The last day must not be before the first day`) });
  const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > AVAILABILITY_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: textOf(msg`Ask for at most ${AVAILABILITY_MAX_DAYS} days at once`) });
  }
}

/** Query of GET /marriage-rooms/availability: a district and a span of at most 31 days. */
export const availabilityQuerySchema = z
  .object({
    ...spanShape,
    district: z
      .string(says(msg`Give the district`))
      .trim()
      .min(1, says(msg`Give the district`))
      .max(80),
  })
  .superRefine(checkSpan);
/** Query of GET /marriage-rooms/availability. */
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** One ceremony slot of a day as the couple sees it: its start time and whether it can be booked. */
export const slotAvailabilitySchema = z.object({
  /** HH:mm, the start. */
  time: z.string(),
  /** False when taken, or when the day has passed. Never says who booked it. */
  free: z.boolean(),
});
/** One slot's availability. */
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/**
 * A room's availability between two days (GET /marriage-rooms/availability): the days it is open (closed
 * days and public holidays are left out), each with its slots.
 */
export const roomAvailabilitySchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotAvailabilitySchema) })),
});
/** A room's availability. */
export type RoomAvailability = z.infer<typeof roomAvailabilitySchema>;

/**
 * Query of GET /backoffice/ceremonies: a span of at most 31 days (both days, or neither: the week, Monday to
 * Sunday, of the API's today); optionally one room or one district (a district registrar's office always sees
 * its own district only).
 */
export const ceremoniesQuerySchema = z
  .object({
    from: spanShape.from.optional(),
    to: spanShape.to.optional(),
    roomId: z.string().trim().min(1).max(80).optional(),
    district: z.string().trim().min(1).max(80).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) checkSpan({ from: q.from, to: q.to }, ctx);
    else if (q.from || q.to)
      ctx.addIssue({
        code: 'custom',
        path: [q.from ? 'to' : 'from'],
        message: textOf(msg`Give both the first and the last day, or neither`),
      });
  });
/** Query of GET /backoffice/ceremonies. */
export type CeremoniesQuery = z.infer<typeof ceremoniesQuerySchema>;

/** Query of GET /backoffice/ceremonies/uncelebrated: optionally one district. */
export const uncelebratedQuerySchema = z.object({ district: z.string().trim().min(1).max(80).optional() });
/** Query of GET /backoffice/ceremonies/uncelebrated. */
export type UncelebratedQuery = z.infer<typeof uncelebratedQuerySchema>;

/**
 * A booked ceremony as registry staff see it (GET /backoffice/ceremonies): the application's reference
 * and the parties' names ("Ibrahim Ssali and Harriet Kyomuhendo"), the room, the day and the time, and
 * whether the celebration was recorded.
 */
export const ceremonyEntrySchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  /** The district of the notice (and of the room). */
  district: z.string(),
  /** yyyy-mm-dd. */
  date: z.string(),
  /** HH:mm. */
  time: z.string(),
  partyNames: z.string(),
  celebrated: z.boolean(),
});
/** A booked ceremony. */
export type CeremonyEntry = z.infer<typeof ceremonyEntrySchema>;

/**
 * The answer of GET /backoffice/ceremonies: the API's today (the calendar's "Today", never the device's
 * clock), the span answered (yyyy-mm-dd, both included) and its bookings by day, time and room.
 */
export const ceremonyCalendarSchema = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  items: z.array(ceremonyEntrySchema),
});
/** The staff calendar's answer. */
export type CeremonyCalendar = z.infer<typeof ceremonyCalendarSchema>;

/**
 * A booked day that passed without a recorded celebration (GET /backoffice/ceremonies/uncelebrated;
 * DOMAIN.md §2 "calendar-uncelebrated"): the booking, how many days ago it was, and the day the notice
 * lapses (a rebooking must be before it).
 */
export const uncelebratedEntrySchema = ceremonyEntrySchema.extend({
  /** Whole days between the booked day and the API's today (1 or more). */
  daysOverdue: z.number().int().positive(),
  /** yyyy-mm-dd: the notice lapses on this day. */
  lapsesOn: z.string(),
});
/** A booking passed uncelebrated. */
export type UncelebratedEntry = z.infer<typeof uncelebratedEntrySchema>;
