/**
 * Notice of a marriage in a licensed place of worship (ORGANIZATION_MARRIAGE; DOMAIN.md §1 "Church /
 * public place of worship: place must hold a public place licence", §5 "Civil marriage notice"): the
 * civil notice's parties, witnesses and documents (src/domain/services/shared/notice.ts, reused, not
 * copied), with the place of worship chosen from the public register of licensed places (its licence
 * number; its name and district as the register gave them) and, optionally, the church agent.
 */
import { z } from 'zod';
import {
  checkCeremonyPeriod,
  checkNoticeParties,
  noticeDocumentsSchema,
  partySchema,
  witnessesSchema,
} from '#src/domain/services/shared/notice';
import { isoDateField, optionalText } from '#src/domain/schemas/fields';

/** The message when no place of worship is chosen. */
export const CHOOSE_PLACE_MESSAGE = 'Choose the place of worship from the register of licensed places';

/** The place of worship and the preferred period of the ceremony. */
export const placeMarriageSchema = z.object({
  /** The place's public place licence number (the register's). */
  placeLicence: z.string({ error: CHOOSE_PLACE_MESSAGE }).trim().min(1, CHOOSE_PLACE_MESSAGE).max(40, CHOOSE_PLACE_MESSAGE),
  /** The place's name, as the register gave it. */
  placeName: z.string().trim().max(200).default(''),
  /** The place's district, as the register gave it: the registrar of this district decides. */
  district: z.string({ error: CHOOSE_PLACE_MESSAGE }).trim().min(1, CHOOSE_PLACE_MESSAGE).max(80),
  /** Preferred ceremony period, yyyy-mm-dd. */
  preferredFrom: isoDateField,
  preferredTo: isoDateField,
  /** The church agent acting for the place, if any. */
  churchAgent: optionalText("the church agent's name", 120),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The ceremony period's rules (the civil notice's: 21 days after notice, within 3 months).
 * @param marriage - the parsed place and period.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkPlacePeriod(marriage: z.output<typeof placeMarriageSchema>, today: string, ctx: RuleContext): void {
  checkCeremonyPeriod(
    { intendedDistrict: marriage.district, preferredFrom: marriage.preferredFrom, preferredTo: marriage.preferredTo },
    today,
    ctx,
  );
}

/**
 * The whole notice, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function publicPlaceMarriageSchema(today: string) {
  return z
    .object({
      partyOne: partySchema,
      partyTwo: partySchema,
      marriage: placeMarriageSchema,
      witnesses: witnessesSchema.shape.witnesses,
      documents: noticeDocumentsSchema,
    })
    .superRefine((notice, ctx) => {
      checkNoticeParties(notice, today, ctx);
      checkPlacePeriod(notice.marriage, today, ctx);
    });
}
/** A complete public place marriage notice. */
export type PublicPlaceMarriageNotice = z.output<ReturnType<typeof publicPlaceMarriageSchema>>;
