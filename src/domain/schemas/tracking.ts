/**
 * Application references, as people type them to track an application (SPEC.md §2 /tracking/{id};
 * docs/decisions/011-references.md).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { parseReference, REFERENCE_MESSAGES } from '../references';
import { NOTICE_STAGE_NAMES } from './notice';

/**
 * An application reference as typed: any case, spaces or dashes anywhere or none, O for 0 and I or L
 * for 1 (`parseReference`). Parses to the reference as the registry writes it, e.g.
 * "mr 2026 7kq4 9xh3" → "MR-2026-7KQ4-9XH3". Fails with one of `REFERENCE_MESSAGES`: empty, too long,
 * other characters, not the shape of a reference, or a typing mistake (the check character does not
 * match). Whether the application exists (and was submitted) is the registry's to say.
 */
export const applicationReferenceField = z.string({ error: REFERENCE_MESSAGES.empty }).transform((typed, ctx) => {
  const parsed = parseReference(typed);
  if (parsed.ok) return parsed.reference;
  ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES[parsed.problem] });
  return z.NEVER;
});

/** Query of GET /backoffice/tracking: a reference, a NIN or a name, at least 3 characters (issue 10). */
export const staffTrackingQuerySchema = z.object({
  q: z
    .string(says(msg`Enter a reference, a NIN or a name`))
    .trim()
    .min(3, says(msg`Enter at least 3 letters or digits of a reference, a NIN or a name`))
    .max(100, says(msg`Search for at most 100 characters`)),
});

/** How many applications a tracking search answers at most (the closest first). */
export const STAFF_TRACKING_LIMIT = 25;

/**
 * One application found by a staff tracking search (issue 10 "/backoffice/tracking"): what it is, where it
 * stands and who holds it.
 */
export const staffTrackingResultSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceType: z.string(),
  /** The application's kind within its service (ServiceBasics.variantOf), or null: its back-office section. */
  variant: z.string().nullable(),
  applicantName: z.string(),
  district: z.string().nullable(),
  /** The display status (SPEC.md §4). */
  status: z.string(),
  /**
   * The stage of its civil notice (the lifecycle machine's `noticeStageOf`: PUBLISHED, CAVEATED, CERTIFIED,
   * BOOKED, CELEBRATED, LAPSED, CAVEAT_UPHELD), or null outside the notice stage (issue 30).
   */
  noticeStage: z.enum(NOTICE_STAGE_NAMES).nullable(),
  /** Where it is, in words: "Waiting for the director", "Notice published: certificate from 15-12-2026". */
  where: z.string(),
  /** The officer who last acted on it, or null when no officer has opened it yet. */
  holder: z.string().nullable(),
  /** When it was submitted, ISO 8601, or null for a draft. */
  submittedAt: z.string().nullable(),
  /** What matched: the reference, a NIN (which party's) or a name. */
  matched: z.string(),
});
/** One application found by a staff tracking search. */
export type StaffTrackingResult = z.infer<typeof staffTrackingResultSchema>;
