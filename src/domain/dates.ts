/**
 * Date conversions and display (SPEC.md §5, §9; DOMAIN.md §4): the API speaks yyyy-mm-dd, forms
 * take dd/mm/yyyy, people read dd-mm-yyyy.
 */
import { isValid, lightFormat } from 'date-fns';

/** The display format (SPEC.md §9: "Date display format is dd-mm-yyyy"). */
export const DISPLAY_DATE_FORMAT = 'dd-MM-yyyy';

/**
 * The registry's time zone: Uganda's, East Africa Time, UTC+3 all year (no summer time). The registry's calendar day,
 * the "today" every rule judges against (GET /time `today`), is this zone's day, wherever the API or the device runs.
 */
export const REGISTRY_TIME_ZONE = 'Africa/Kampala';

/** Made on first use: a formatter made as the module loads is a side effect, which keeps the bundler from moving the module. */
let registryDayFormat: Intl.DateTimeFormat | null = null;

/**
 * The registry's calendar day of an instant ({@link REGISTRY_TIME_ZONE}).
 * @param ms - the instant, in ms since the epoch.
 * @returns yyyy-mm-dd, e.g. 2026-11-30 for 2026-11-29T22:30:00Z (01:30 in Kampala).
 */
export function registryDayOf(ms: number): string {
  registryDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: REGISTRY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return registryDayFormat.format(ms);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLASH_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The two written forms a date is read from. Their fields are digits only, so they are read by position and
 * written back with date-fns' `lightFormat` (numeric tokens, no locale): `parse` and `format` would bring
 * every token's parser and formatter (about 10 kB gzip) into the first bytes of each form (issue 33).
 */
type DatePattern = 'dd/MM/yyyy' | 'yyyy-MM-dd';

function strictParse(text: string, pattern: DatePattern): Date | undefined {
  const [year, month, day] = (pattern === 'yyyy-MM-dd' ? text.split('-') : text.split('/').reverse()).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor, which reads years 0 to 99 as 1900 to 1999.
  date.setFullYear(year, month - 1, day);
  // The calendar rolls 31/02 over into March; a strict round trip refuses it.
  return isValid(date) && lightFormat(date, pattern) === text ? date : undefined;
}

/**
 * dd/mm/yyyy to yyyy-mm-dd (SPEC.md §5).
 * @param text - e.g. "05/03/1990".
 * @returns e.g. "1990-03-05", or undefined when the text is not a real date in that form.
 */
export function slashToIso(text: string): string | undefined {
  const trimmed = text.trim();
  if (!SLASH_DATE.test(trimmed)) return undefined;
  const date = strictParse(trimmed, 'dd/MM/yyyy');
  return date ? isoDay(date) : undefined;
}

/**
 * yyyy-mm-dd to dd/mm/yyyy (SPEC.md §5): yields nothing if the input is not in that form.
 * @param iso - e.g. "1990-03-05".
 * @returns e.g. "05/03/1990", or undefined.
 */
export function isoToSlash(iso: string): string | undefined {
  if (!ISO_DATE.test(iso)) return undefined;
  const date = strictParse(iso, 'yyyy-MM-dd');
  return date ? lightFormat(date, 'dd/MM/yyyy') : undefined;
}

/**
 * Format an API date (yyyy-mm-dd) or timestamp (ISO 8601) for people: dd-mm-yyyy (SPEC.md §9).
 * @param value - "1990-03-05" or "2026-11-21T10:00:00.000Z".
 * @returns e.g. "05-03-1990"; an empty string when the value is not a date.
 */
export function formatDisplayDate(value: string): string {
  const date = ISO_DATE.test(value) ? strictParse(value, 'yyyy-MM-dd') : new Date(value);
  return date && isValid(date) ? lightFormat(date, DISPLAY_DATE_FORMAT) : '';
}

/**
 * Format an ISO 8601 timestamp for people with its time: "dd-mm-yyyy HH:mm" (24-hour, local time).
 * @param value - an ISO 8601 timestamp.
 * @returns the formatted text, or an empty string when the value is not a date.
 */
export function formatDisplayDateTime(value: string): string {
  const date = new Date(value);
  return isValid(date) ? lightFormat(date, `${DISPLAY_DATE_FORMAT} HH:mm`) : '';
}

/**
 * Whole years between a date of birth and a day (age on that day).
 * @param dateOfBirthIso - yyyy-mm-dd.
 * @param on - the day to measure at; defaults to now.
 * @returns the age in whole years, or undefined when the date is not valid.
 */
export function ageOn(dateOfBirthIso: string, on: Date = new Date()): number | undefined {
  const dob = strictParse(dateOfBirthIso, 'yyyy-MM-dd');
  if (!dob) return undefined;
  let age = on.getFullYear() - dob.getFullYear();
  const beforeBirthday = on.getMonth() < dob.getMonth() || (on.getMonth() === dob.getMonth() && on.getDate() < dob.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * A day as the API writes it (SPEC.md §5): yyyy-mm-dd of the date in local time.
 * @param date - the date.
 * @returns e.g. "2026-11-29".
 */
export function isoDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/**
 * The device's calendar day, yyyy-mm-dd in local time. Judge dates by the API's today (GET /time; issue 30)
 * instead; this is only for when the API's is not known (offline).
 * @param now - the instant; default the device's clock.
 */
export function deviceToday(now: Date = new Date()): string {
  return isoDay(now);
}
