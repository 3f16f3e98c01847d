/**
 * The civil marriage's notice stage (DOMAIN.md §2 "Civil marriage after the registrar accepts the notice";
 * issue 9; docs/decisions/016-notice-stage.md): what the API answers about a notice once the registrar has
 * accepted it, and the bodies of the stage's events.
 *
 * The stage runs inside Pending, as inner states of the lifecycle machine
 * (src/lifecycle/application.machine.ts `Notice`): published → caveated (while a caveat stands) →
 * registrar's certificate issued → ceremony booked → celebrated (Approved), or lapsed after 3 months.
 *
 * Dates people pick (ceremony day and time, celebration day) are the registry's wall-clock: a day
 * yyyy-mm-dd and a time HH:mm in the registry's time zone, never converted (the registry is in one zone).
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { documentRefSchema } from './uploads';

/** The longest caveat grounds, in characters. */
export const CAVEAT_GROUNDS_MAX = 2000;

/** Where a caveat stands (DOMAIN.md §2 "objections (caveats) may be lodged and go to escalations"). */
export const CAVEAT_STATUSES = ['LODGED', 'REFERRED', 'REMOVED', 'UPHELD'] as const;
/** A caveat's status: LODGED (with the registrar), REFERRED (to the Registrar General), REMOVED, UPHELD. */
export type CaveatStatus = (typeof CAVEAT_STATUSES)[number];

/** The words people read for each caveat status. */
export const CAVEAT_STATUS_TEXT: Readonly<Record<CaveatStatus, string>> = wordsTable({
  LODGED: msg`Lodged, with the registrar`,
  REFERRED: msg`Referred to the Registrar General`,
  REMOVED: msg`Removed`,
  UPHELD: msg`Upheld`,
});

/** Whether a caveat still holds the certificate back: lodged or referred, not yet decided. */
export function isStanding(status: CaveatStatus): boolean {
  return status === 'LODGED' || status === 'REFERRED';
}

/** One step in a caveat's history: who did what, when, and why. */
export const caveatStepSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(['LODGED', 'REFERRED', 'REMOVED', 'UPHELD']),
  actorName: z.string(),
  comment: z.string().nullable(),
});
/** One step in a caveat's history. */
export type CaveatStep = z.infer<typeof caveatStepSchema>;

/**
 * A caveat (objection) against a published notice (Marriage Act: any person may enter a caveat against the
 * issue of the registrar's certificate, stating the grounds). `lodgedBy`/`lodgedByName` and the evidence
 * are shown to registry staff only; the couple sees the grounds and the status (the mock strips the rest for
 * them).
 */
export const caveatSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  lodgedAt: z.string(),
  lodgedBy: z.string().nullable(),
  lodgedByName: z.string().nullable(),
  grounds: z.string(),
  evidence: z.array(documentRefSchema),
  status: z.enum(CAVEAT_STATUSES),
  history: z.array(caveatStepSchema),
});
/** A caveat against a published notice. */
export type Caveat = z.infer<typeof caveatSchema>;

/** The registrar's certificate: issued after 21 clear days without a standing caveat. */
export const registrarsCertificateSchema = z.object({
  /** e.g. "RC-2026-000123". */
  number: z.string(),
  /** ISO 8601. */
  issuedAt: z.string(),
  issuedBy: z.string(),
});

/** A ceremony booking in a marriage room (settings: marriage-rooms). */
export const ceremonyBookingSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  /** The registry's wall-clock day, yyyy-mm-dd. */
  date: z.string(),
  /** The registry's wall-clock time the ceremony starts, HH:mm. */
  time: z.string(),
  /** ISO 8601: when it was booked (or last rebooked). */
  bookedAt: z.string(),
  bookedByName: z.string(),
});
/** A ceremony booking. */
export type CeremonyBooking = z.infer<typeof ceremonyBookingSchema>;

/** A witness of the celebration (the Act asks for two). */
export const witnessSchema = z.object({
  name: z.string(),
  nin: z.string().nullable(),
});

/** The celebration as the officiant recorded it, and the register entry it made. */
export const celebrationSchema = z.object({
  /** yyyy-mm-dd. */
  celebratedOn: z.string(),
  roomName: z.string(),
  witnesses: z.array(witnessSchema).length(2),
  officiant: z.string(),
  /** ISO 8601. */
  recordedAt: z.string(),
  /** The register of marriages' entry number, which is the marriage certificate's number (RM-2026-000123). */
  entryNumber: z.string(),
});
/** The recorded celebration. */
export type Celebration = z.infer<typeof celebrationSchema>;

/**
 * The stages of an accepted notice (the lifecycle machine's `Notice.*` states, and how it ended): published,
 * caveated (a caveat stands), certified (the registrar's certificate issued), booked, celebrated (registered),
 * lapsed (3 months without a marriage), caveat upheld.
 */
export const NOTICE_STAGE_NAMES = ['PUBLISHED', 'CAVEATED', 'CERTIFIED', 'BOOKED', 'CELEBRATED', 'LAPSED', 'CAVEAT_UPHELD'] as const;

/**
 * What the API answers about an accepted notice (`application.notice`; null before the registrar accepts it and
 * for services without a notice stage).
 * - `noticeNumber`: its entry in the Marriage Notice Book, e.g. "NB-2026-000123" (public; the notices page and
 *   caveats name notices by it, never by the application's reference).
 * - `publishedAt`: ISO 8601, when the registrar accepted and published it (the notice's date).
 * - `certificateFrom`: yyyy-mm-dd, the earliest day the registrar's certificate may issue (notice + 21 days).
 * - `lapsesOn`: yyyy-mm-dd, the day the notice lapses (notice + 3 months): the ceremony must be before it.
 * - `asOf`: ISO 8601, the API's time when it answered: views judge the clock against it, not the device's.
 * - `stage`: which inner state the notice is in (the machine's `Notice.*` state, or LAPSED / CELEBRATED).
 * - `lapsedAt`: ISO 8601 when the system let it lapse, else null.
 */
export const noticeStageSchema = z.object({
  noticeNumber: z.string(),
  publishedAt: z.string(),
  certificateFrom: z.string(),
  lapsesOn: z.string(),
  asOf: z.string(),
  stage: z.enum(NOTICE_STAGE_NAMES),
  caveats: z.array(caveatSchema),
  certificate: registrarsCertificateSchema.nullable(),
  booking: ceremonyBookingSchema.nullable(),
  celebration: celebrationSchema.nullable(),
  lapsedAt: z.string().nullable(),
});
/** An accepted notice's stage, as the API answers it. */
export type NoticeStage = z.infer<typeof noticeStageSchema>;
/** The notice stage's inner stage. */
export type NoticeStageName = NoticeStage['stage'];

/** The stages of a notice still running (not celebrated, lapsed or ended by a caveat): it can still lapse. */
export const LIVE_NOTICE_STAGES: readonly NoticeStageName[] = ['PUBLISHED', 'CAVEATED', 'CERTIFIED', 'BOOKED'];

/** Whether a notice is still running (see {@link LIVE_NOTICE_STAGES}). */
export function isLiveNoticeStage(stage: NoticeStageName): boolean {
  return LIVE_NOTICE_STAGES.includes(stage);
}

/** The words people read for each inner stage (the display status stays Pending until Approved). */
export const NOTICE_STAGE_TEXT: Readonly<Record<NoticeStageName, string>> = wordsTable({
  PUBLISHED: msg`Notice published`,
  CAVEATED: msg`Caveat lodged: certificate held`,
  CERTIFIED: msg`Registrar's certificate issued`,
  BOOKED: msg`Ceremony booked`,
  CELEBRATED: msg`Marriage celebrated and registered`,
  LAPSED: msg`Notice lapsed`,
  CAVEAT_UPHELD: msg`Caveat upheld`,
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Caveat grounds: required, plain text, at most {@link CAVEAT_GROUNDS_MAX} characters. */
export const caveatGroundsField = z
  .string(says(msg`Give the grounds of your caveat`))
  .trim()
  .min(20, says(msg`Give the grounds of your caveat in at least 20 characters`))
  .max(CAVEAT_GROUNDS_MAX, says(msg`The grounds must be ${CAVEAT_GROUNDS_MAX} characters or fewer`))
  .regex(/^[^<>]*$/, says(msg`The grounds cannot contain < or >`));

/** A day the registry's staff or the couple picks: yyyy-mm-dd. */
export const dayField = z.string(says(msg`Choose a day`)).regex(YMD, says(msg`Choose a day`));
/** A time of day: HH:mm. */
export const timeField = z.string(says(msg`Choose a time`)).regex(HHMM, says(msg`Choose a time`));

/**
 * POST /notices/{noticeNumber}/caveats body: lodge a caveat (any signed-in person but the couple).
 * Answers the public notice with its caveat count.
 */
export const lodgeCaveatSchema = z.object({
  grounds: caveatGroundsField,
  evidence: z
    .array(documentRefSchema)
    .max(5, says(msg`Attach at most 5 documents`))
    .default([]),
});
/** The body of a caveat. */
export type LodgeCaveatPayload = z.infer<typeof lodgeCaveatSchema>;

/** What lodging a caveat answers (201): the notice and the new caveat's id. */
export const lodgedCaveatSchema = z.object({ noticeNumber: z.string(), caveatId: z.string() });
/** A caveat lodged. */
export type LodgedCaveat = z.infer<typeof lodgedCaveatSchema>;

/** The body of a ceremony booking or rebooking: a marriage room and a free slot. */
export const bookingSlotSchema = z.object({
  roomId: z.string().min(1, says(msg`Choose a marriage room`)),
  date: dayField,
  time: timeField,
});
/** A ceremony slot. */
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** The body of a recorded celebration (the registrar, after the ceremony). */
export const celebrationRecordSchema = z.object({
  celebratedOn: dayField,
  roomId: z.string().min(1, says(msg`Choose the marriage room`)),
  witnesses: z
    .array(
      z.object({
        name: z
          .string(says(msg`Enter the witness's full name`))
          .trim()
          .min(3, says(msg`Enter the witness's full name`))
          .max(120),
        nin: z.string().trim().max(14).nullable().default(null),
      }),
    )
    .length(2, says(msg`Record two witnesses`)),
  officiant: z
    .string(says(msg`Enter the officiant`))
    .trim()
    .min(3, says(msg`Enter the officiant's name and office`))
    .max(160),
});
/** The body of a recorded celebration. */
export type CelebrationRecord = z.infer<typeof celebrationRecordSchema>;

/**
 * The public notices page's entry (GET /notices): privacy-safe. Names, the intended district, the date of the
 * notice and its notice number; never photos, addresses, NINs or phones (issue 9).
 */
export const publicNoticeSchema = z.object({
  noticeNumber: z.string(),
  partyOneName: z.string(),
  partyTwoName: z.string(),
  district: z.string(),
  /** yyyy-mm-dd. */
  noticeDate: z.string(),
  /** yyyy-mm-dd: caveats may be lodged until the certificate issues, from this day at the earliest. */
  certificateFrom: z.string(),
});
/** A notice as the public sees it. */
export type PublicNotice = z.infer<typeof publicNoticeSchema>;
