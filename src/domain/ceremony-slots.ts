/**
 * The ceremony calendar's rules (issue 9 stage 4; DOMAIN.md §2; docs/decisions/016-notice-stage.md): which
 * days a marriage room is open, its slot grid, Uganda's public holidays, who among registry staff sees the
 * calendar, and the words a booked slot is read back in. Pure: used by the mock API (mocks/rooms.ts) and the
 * pages (src/ui/ceremonies), so both judge a slot the same way.
 *
 * Days are yyyy-mm-dd and times HH:mm, the registry's wall clock (src/domain/schemas/notice.ts).
 */
import { addDays, getISODay, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import type { BackofficeRole } from './accounts';
import { formatDisplayDate } from './dates';
import { WEEKDAY_NAMES } from './weekdays';
import { textOf } from './words';
import { msg } from '@lingui/core/macro';
import type { MarriageRoom } from './schemas/marriage-rooms';

/** A room's ceremony hours: its opening and closing times (HH:mm), slot length (minutes) and weekdays (ISO: 1 = Monday). */
export type RoomHours = Readonly<Pick<MarriageRoom, 'openingTime' | 'closingTime' | 'slotMinutes'>> & {
  readonly weekdays: readonly number[];
};

/**
 * The registry's ceremony hours (issue 9): 60-minute ceremonies from 09:00, the last ending by 16:00,
 * Monday (1) to Friday (5). The seeded rooms use these; a room's own settings may differ.
 */
export const CEREMONY_HOURS = { openingTime: '09:00', closingTime: '16:00', slotMinutes: 60, weekdays: [1, 2, 3, 4, 5] } as const;

/**
 * The back-office roles that see the ceremony calendar and the uncelebrated bookings: those who see the
 * marriage-registrations section (its review chain, the registrar, and the Registrar General it names;
 * src/ui/services/sections.ts). A district registrar's office (ADMIN_UNIT with the REGISTRAR role) sees its
 * own district only.
 */
export const CEREMONY_STAFF_ROLES: readonly BackofficeRole[] = ['REGISTRAR', 'REGISTRAR_GENERAL'];

/**
 * Uganda's public holidays on fixed days, as month-day (Public Holidays Act, Cap. 255, as amended: New
 * Year's Day, NRM Liberation Day, Archbishop Janani Luwum Day (since 2015), International Women's Day,
 * Labour Day, Martyrs' Day, National Heroes' Day, Independence Day, Christmas Day, Boxing Day).
 * Eid al-Fitr and Eid al-Adha follow the moon and are declared each year: they are not in this list, so
 * a registry office closed on them must be told by its settings (issue 11).
 */
export const FIXED_PUBLIC_HOLIDAYS: readonly string[] = [
  '01-01',
  '01-26',
  '02-16',
  '03-08',
  '05-01',
  '06-03',
  '06-09',
  '10-09',
  '12-25',
  '12-26',
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian algorithm of Meeus, Jones and
 * Butcher).
 * @param year - e.g. 2026.
 * @returns yyyy-mm-dd, e.g. "2026-04-05".
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
}

/**
 * Whether a day is a public holiday in Uganda: one of {@link FIXED_PUBLIC_HOLIDAYS}, Good Friday or Easter
 * Monday (Public Holidays Act, Cap. 255). The Eid days are not known in advance (see above).
 * @param date - yyyy-mm-dd.
 */
export function isPublicHoliday(date: string): boolean {
  if (FIXED_PUBLIC_HOLIDAYS.includes(date.slice(5))) return true;
  const easter = parseISO(easterSunday(Number(date.slice(0, 4))));
  return date === isoDay(addDays(easter, -2)) || date === isoDay(addDays(easter, 1));
}

/** Minutes since midnight of an HH:mm time. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The start times of a room's ceremonies on an open day: every `slotMinutes` from its opening time, the
 * last ending by its closing time.
 * @param room - its hours and slot length.
 * @returns HH:mm times in order, e.g. 09:00, 10:00 … 15:00 for the registry's hours.
 */
export function slotTimes(room: Omit<RoomHours, 'weekdays'>): string[] {
  const times: string[] = [];
  const close = minutesOf(room.closingTime);
  for (let start = minutesOf(room.openingTime); start + room.slotMinutes <= close; start += room.slotMinutes) {
    times.push(`${pad(Math.floor(start / 60))}:${pad(start % 60)}`);
  }
  return times;
}

/**
 * Whether a room holds ceremonies on a day: one of its weekdays and not a public holiday.
 * @param room - its weekdays (ISO: 1 = Monday … 7 = Sunday).
 * @param date - yyyy-mm-dd.
 */
export function isOpenDay(room: Pick<RoomHours, 'weekdays'>, date: string): boolean {
  return room.weekdays.includes(getISODay(parseISO(date))) && !isPublicHoliday(date);
}

/**
 * The slot grid of a room on a day: {@link slotTimes} on an open day, none on a closed day.
 * @param room - the room.
 * @param date - yyyy-mm-dd.
 */
export function slotsOn(room: RoomHours, date: string): string[] {
  return isOpenDay(room, date) ? slotTimes(room) : [];
}

/**
 * The days from one day to another, both included.
 * @param from - yyyy-mm-dd.
 * @param to - yyyy-mm-dd; before `from` gives none.
 */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = parseISO(from); isoDay(d) <= to; d = addDays(d, 1)) days.push(isoDay(d));
  return days;
}

/**
 * A day as people read it on the calendar: the weekday and the date, "Tuesday 15-12-2026" (SPEC.md §9
 * dates dd-mm-yyyy).
 * @param date - yyyy-mm-dd.
 */
export function dayInWords(date: string): string {
  // The weekday's name in the reader's language (issue 32); the date itself dd-mm-yyyy in every language (SPEC.md §9).
  return `${WEEKDAY_NAMES[getISODay(parseISO(date))] ?? ''} ${formatDisplayDate(date)}`;
}

/**
 * A ceremony slot read back in words: "Tuesday 15-12-2026 at 10:00, Marriage Room 1, Georgian House".
 * @param slot - the day (yyyy-mm-dd), the start (HH:mm) and the room's name.
 */
export function slotInWords(slot: { date: string; time: string; roomName: string }): string {
  const day = dayInWords(slot.date);
  const { time, roomName } = slot;
  return textOf(msg`${day} at ${time}, ${roomName}`);
}
