/**
 * The back office's dashboard of work (issue 11 "Dashboard"): besides the counts of each task queue (read
 * from the queues themselves, GET /backoffice/applications, so they always match), the items at or past a
 * legal deadline that the officer's role acts on: GET /backoffice/deadlines.
 */
import { z } from 'zod';

/**
 * What kind of deadline an item is at (DOMAIN.md §2, §6: the visible clocks):
 * - `NOTICE_LAPSING`: a live civil notice lapses within {@link NOTICE_NEAR_LAPSE_DAYS} days (3 months after
 *   it was given): the couple must marry before then (registrar);
 * - `CERTIFICATE_DUE`: 21 clear days have passed without a standing caveat: the registrar's certificate
 *   can be issued (registrar);
 * - `CEREMONY_UNCELEBRATED`: a booked ceremony's day passed without a recorded celebration (registrar);
 * - `CAVEAT_WAITING`: a standing caveat waits for the officer: lodged ones for the registrar, referred ones
 *   for the Registrar General;
 * - `ISLAMIC_RETURN_OVERDUE`: a district kadhi's quarterly return is past its due date and not filed (registrar).
 */
export const DEADLINE_KINDS = [
  'NOTICE_LAPSING',
  'CERTIFICATE_DUE',
  'CEREMONY_UNCELEBRATED',
  'CAVEAT_WAITING',
  'ISLAMIC_RETURN_OVERDUE',
] as const;
/** A kind of deadline. */
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** How near a notice's lapse must be, in days, to be shown: two weeks, until the marriage setting "notice-near-lapse-days" changes it. */
export const NOTICE_NEAR_LAPSE_DAYS = 14;

/** One item at or near a deadline. */
export const deadlineItemSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  /** The application concerned, when there is one (a notice, a booking, a caveat's notice). */
  applicationId: z.string().nullable(),
  /** Its reference, e.g. "MR-2026-7KQ4-9XH3", or null. */
  reference: z.string().nullable(),
  /** What it is about, as staff read it, e.g. "NB-2026-000123: Ibrahim Ssali and Harriet Kyomuhendo". */
  subject: z.string(),
  /** The district it is in. */
  district: z.string(),
  /** The deadline's day, yyyy-mm-dd. */
  dueOn: z.string(),
  /** Whole days from the API's today to `dueOn`: negative when past. */
  daysLeft: z.number().int(),
});
/** One item at or near a deadline. */
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

/** GET /backoffice/deadlines: the API's today and the items, soonest (most overdue) first. */
export const deadlinesSchema = z.object({
  /** The API's today, yyyy-mm-dd (the dashboard judges ages against it, never the device's clock). */
  today: z.string(),
  items: z.array(deadlineItemSchema),
});
/** The dashboard's deadlines. */
export type Deadlines = z.infer<typeof deadlinesSchema>;
