/**
 * The church marriage return's clock in words (DOMAIN.md §1 "files a marriage return monthly, before
 * the 10th of the next month", §6 "a visible clock for every deadline"; the clock itself is
 * src/domain/deadlines.ts `churchReturnDueDate`). Pure: every function takes the day it judges.
 */
import { addMonths, format, parseISO, startOfMonth } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { formatDisplayDate } from '#src/domain/dates';
import { churchReturnDueDate, deadlineState, RETURN_DUE_DAY } from '#src/domain/deadlines';

/**
 * "in 1 day", "in 19 days".
 * @param days - whole days, positive.
 */
function inDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Where a deadline stands, in words: "due by 10-12-2026 (in 19 days)", "due today, 10-12-2026",
 * "was due by 10-11-2026: 3 days overdue".
 * @param due - the deadline, yyyy-mm-dd.
 * @param today - yyyy-mm-dd.
 */
export function dueWords(due: string, today: string): string {
  const state = deadlineState(due, today);
  if (state.overdue) return `was due by ${formatDisplayDate(due)}: ${inDays(-state.daysLeft)} overdue`;
  if (state.daysLeft === 0) return `is due today, ${formatDisplayDate(due)}`;
  return `is due by ${formatDisplayDate(due)} (in ${inDays(state.daysLeft)})`;
}

/**
 * The sentence the church return form shows once the date of marriage is known:
 * "This return is due by 10-12-2026 (in 19 days)." or "This return was due by 10-11-2026: 3 days
 * overdue. File it as soon as you can." Empty when the date is not a whole yyyy-mm-dd date yet.
 * @param dateOfMarriage - yyyy-mm-dd, or anything else while it is being typed.
 * @param today - yyyy-mm-dd.
 */
export function churchReturnDueSentence(dateOfMarriage: unknown, today: string): string {
  if (typeof dateOfMarriage !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfMarriage) || Number.isNaN(parseISO(dateOfMarriage).getTime()))
    return '';
  if (dateOfMarriage > today) return '';
  const due = churchReturnDueDate(dateOfMarriage);
  const words = `This return ${dueWords(due, today)}.`;
  return deadlineState(due, today).overdue ? `${words} File it as soon as you can.` : words;
}

/** The next deadline of a church's returns, and the month of marriages it is for. */
export interface MonthlyDeadline {
  /** yyyy-mm-dd: the 10th of a month. */
  due: string;
  /** The month whose marriages it is for, in words: "November 2026". */
  month: string;
}

/**
 * The deadline a church works to on `today`: until the 10th, the returns of last month's marriages
 * (due this 10th); after it, this month's (due the 10th of next month).
 * @param today - yyyy-mm-dd.
 */
export function currentMonthlyDeadline(today: string): MonthlyDeadline {
  const day = parseISO(today);
  const monthOfMarriages = day.getDate() <= RETURN_DUE_DAY ? addMonths(startOfMonth(day), -1) : startOfMonth(day);
  return { due: churchReturnDueDate(isoDay(monthOfMarriages)), month: format(monthOfMarriages, 'MMMM yyyy') };
}
