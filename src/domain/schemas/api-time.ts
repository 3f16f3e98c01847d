/**
 * The registry's time as the API answers it (GET /time; issue 30): the portal judges every date against the
 * API's day, never the device's.
 */
import { z } from 'zod';

/**
 * GET /time → `data`:
 * - `now`: the API's instant, ISO 8601 ("2026-11-21T10:00:00.000Z");
 * - `today`: the registry's calendar day, yyyy-mm-dd: the day the API's rules judge against (deadlines, the notice's
 *   21 days and 3 months, ages, late fees).
 */
export const apiTimeSchema = z.object({
  now: z.iso.datetime(),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
/** The registry's time. */
export type ApiTime = z.infer<typeof apiTimeSchema>;
