/**
 * The legal clocks of returns (DOMAIN.md §1, §6 "a visible clock for every deadline"; issue 8;
 * docs/decisions/014-returns-and-organisations.md). Pure: every function takes the day it judges.
 * All dates are yyyy-mm-dd strings, read as calendar days (no time zone).
 *
 * - Church (public place of worship) marriage returns: by the 10th of the month after the marriage
 *   (Marriage Act, returns of marriages celebrated in licensed places of worship; DOMAIN.md §1).
 * - Islamic marriage and divorce returns: quarterly (DOMAIN.md §1); we read "quarterly" as the same
 *   10-day grace after the quarter ends: Q1's return (January–March) is due by 10 April.
 * - Customary marriage returns: within 6 months of the ceremony; after that the late fee applies
 *   (Customary Marriages (Registration) Act; DOMAIN.md §1, §4).
 */
import { addDays, addMonths, differenceInCalendarDays, format, lastDayOfMonth, parseISO, startOfMonth } from 'date-fns';
import { isoDay } from '#src/domain/dates';

/** The day of the following month by which a church return, or a quarter's Islamic return, is due. */
export const RETURN_DUE_DAY = 10;

/** Months after a customary ceremony within which its return pays the ordinary fee. */
export const CUSTOMARY_ON_TIME_MONTHS = 6;

/**
 * The day a church marriage return is due: the 10th of the month after the marriage.
 * @param dateOfMarriage - yyyy-mm-dd.
 * @returns yyyy-mm-dd, e.g. "2026-12-10" for a marriage on 2026-11-21.
 */
export function churchReturnDueDate(dateOfMarriage: string): string {
  const next = addMonths(startOfMonth(parseISO(dateOfMarriage)), 1);
  return isoDay(new Date(next.getFullYear(), next.getMonth(), RETURN_DUE_DAY));
}

/** A calendar quarter: its year and number (1 = January–March … 4 = October–December). */
export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/**
 * The quarter a day falls in.
 * @param day - yyyy-mm-dd.
 */
export function quarterOf(day: string): Quarter {
  const date = parseISO(day);
  return { year: date.getFullYear(), quarter: (Math.floor(date.getMonth() / 3) + 1) as Quarter['quarter'] };
}

/**
 * The first and last days of a quarter.
 * @param q - the quarter.
 * @returns yyyy-mm-dd both.
 */
export function quarterBounds(q: Quarter): { first: string; last: string } {
  const first = new Date(q.year, (q.quarter - 1) * 3, 1);
  return { first: isoDay(first), last: isoDay(lastDayOfMonth(addMonths(first, 2))) };
}

/**
 * The day a quarter's Islamic returns are due: the 10th of the month after the quarter.
 * @param q - the quarter.
 * @returns yyyy-mm-dd, e.g. "2026-10-10" for the third quarter of 2026.
 */
export function islamicReturnDueDate(q: Quarter): string {
  const after = addMonths(new Date(q.year, (q.quarter - 1) * 3, 1), 3);
  return isoDay(new Date(after.getFullYear(), after.getMonth(), RETURN_DUE_DAY));
}

/**
 * The previous quarter.
 * @param q - a quarter.
 */
export function previousQuarter(q: Quarter): Quarter {
  return q.quarter === 1 ? { year: q.year - 1, quarter: 4 } : { year: q.year, quarter: (q.quarter - 1) as Quarter['quarter'] };
}

/**
 * The words of a quarter: "July to September 2026 (Q3)".
 * @param q - the quarter.
 */
export function quarterLabel(q: Quarter): string {
  const { first, last } = quarterBounds(q);
  return `${format(parseISO(first), 'MMMM')} to ${format(parseISO(last), 'MMMM yyyy')} (Q${q.quarter})`;
}

/**
 * The first day on which a customary marriage's return pays the late fee: 6 months after the ceremony,
 * plus one day (a return filed on the 6-month anniversary is on time).
 * @param ceremonyDate - yyyy-mm-dd.
 * @returns yyyy-mm-dd.
 */
export function customaryLateFeeFrom(ceremonyDate: string): string {
  const sixMonths = addMonths(parseISO(ceremonyDate), CUSTOMARY_ON_TIME_MONTHS);
  return isoDay(new Date(sixMonths.getFullYear(), sixMonths.getMonth(), sixMonths.getDate() + 1));
}

/**
 * Whether a customary return filed on `today` pays the late fee.
 * @param ceremonyDate - yyyy-mm-dd.
 * @param today - yyyy-mm-dd, the day of submission.
 */
export function isCustomaryReturnLate(ceremonyDate: string, today: string): boolean {
  return today >= customaryLateFeeFrom(ceremonyDate);
}

/** Where a deadline stands on a day. */
export interface DeadlineState {
  /** The deadline, yyyy-mm-dd. */
  due: string;
  /** Whole days from `today` to the deadline: positive before it, 0 on it, negative after. */
  daysLeft: number;
  overdue: boolean;
}

/**
 * Where a deadline stands on `today`.
 * @param due - yyyy-mm-dd.
 * @param today - yyyy-mm-dd.
 */
export function deadlineState(due: string, today: string): DeadlineState {
  const daysLeft = differenceInCalendarDays(parseISO(due), parseISO(today));
  return { due, daysLeft, overdue: daysLeft < 0 };
}

/**
 * Clear days between the notice and the earliest registrar's certificate (Marriage Act: the certificate
 * issues after 21 days from the entry of the notice; DOMAIN.md §2; docs/decisions/016).
 */
export const NOTICE_CLEAR_DAYS = 21;

/** Months after the notice within which the marriage must be celebrated; then the notice lapses (DOMAIN.md §2). */
export const NOTICE_VALID_MONTHS = 3;

/**
 * The calendar day of an instant in the runtime's time zone (the registry's: the browser and the mock
 * API run in it).
 * @param instant - ISO 8601, e.g. "2026-11-23T08:30:00.000Z".
 * @returns yyyy-mm-dd.
 */
export function dayOf(instant: string): string {
  return isoDay(new Date(instant));
}

/** The notice stage's clock (docs/decisions/016), all days yyyy-mm-dd. */
export interface NoticeClock {
  /** The day the notice was accepted and published. */
  noticeDay: string;
  /** The earliest day the registrar's certificate may issue: notice day + 21 days. */
  certificateFrom: string;
  /** The day the notice lapses: notice day + 3 months; the ceremony must be before it. */
  lapsesOn: string;
}

/**
 * The notice stage's clock from the notice's publication (DOMAIN.md §2; issue 9: "earliest certificate date
 * = notice + 21 days; the notice lapses 3 months after it was given").
 * @param noticeAt - ISO 8601 instant of publication.
 * @returns the notice day, the earliest certificate day and the lapse day, yyyy-mm-dd.
 */
export function noticeClock(noticeAt: string): NoticeClock {
  const day = new Date(noticeAt);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  return {
    noticeDay: isoDay(start),
    certificateFrom: isoDay(addDays(start, NOTICE_CLEAR_DAYS)),
    lapsesOn: isoDay(addMonths(start, NOTICE_VALID_MONTHS)),
  };
}
