/**
 * The notice of a civil marriage (DOMAIN.md §5 "Civil marriage notice"; §2 civil marriage; the Marriage Act's
 * notice, residence and consent rules), made of the shared parts of a notice (../shared/notice.ts). The wizard
 * validates each step with its step schema; submission (browser and mock API) validates the whole notice with
 * {@link civilMarriageNoticeSchema}.
 */
import { z } from 'zod';
import {
  checkCeremonyPeriod,
  checkNoticeParties,
  marriageDetailsSchema,
  noticeDocumentsSchema,
  partySchema,
  witnessesSchema,
} from '../shared/notice';

/**
 * The whole notice with the rules that cross fields. `today` is the notice date (the day of
 * submission) in yyyy-mm-dd, passed in so the browser and the mock API judge the same day.
 * @param today - yyyy-mm-dd.
 */
export function civilMarriageNoticeSchema(today: string) {
  return z
    .object({
      partyOne: partySchema,
      partyTwo: partySchema,
      marriage: marriageDetailsSchema,
      witnesses: witnessesSchema.shape.witnesses,
      documents: noticeDocumentsSchema,
    })
    .superRefine((notice, ctx) => {
      checkNoticeParties(notice, today, ctx);
      checkCeremonyPeriod(notice.marriage, today, ctx);
    });
}

/** A complete notice. */
export type CivilMarriageNotice = z.output<ReturnType<typeof civilMarriageNoticeSchema>>;
