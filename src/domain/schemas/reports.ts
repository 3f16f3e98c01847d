/**
 * The marriage report (SPEC.md §2 /backoffice/reports/marriage; issue 11 "Reports";
 * docs/decisions/023-reports.md): marriages registered by month and form of marriage and by district,
 * applications by service and status, the average days from submission to decision per service, and the
 * revenue received per tax head and per price list item, for a date range and optionally one district.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, says(msg`Enter the date as yyyy-mm-dd`));

/** GET /backoffice/reports/marriage: the period (inclusive, yyyy-mm-dd) and an optional district. */
export const reportQuerySchema = z
  .object({
    from: day,
    to: day,
    district: z.string().trim().max(80).optional(),
  })
  .refine((q) => q.from <= q.to, { ...says(msg`The "to" date must be on or after the "from" date`), path: ['to'] });
/** The report's query. */
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The report. Counts are whole numbers; money is whole UGX; days are to one decimal. */
export const marriageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  district: z.string().nullable(),
  /** Marriages entered in the register, by month of registration (yyyy-mm) and form of marriage. */
  marriagesByMonth: z.array(
    z.object({ month: z.string(), CIVIL: z.number(), CHURCH: z.number(), CUSTOMARY: z.number(), ISLAMIC: z.number(), HINDU: z.number() }),
  ),
  /** Marriages registered per district, most first. */
  marriagesByDistrict: z.array(z.object({ district: z.string(), count: z.number() })),
  /** Applications submitted in the period, by service and display status. */
  applicationsByService: z.array(
    z.object({
      service: z.string(),
      submitted: z.number(),
      inReview: z.number(),
      approved: z.number(),
      declined: z.number(),
      withApplicant: z.number(),
    }),
  ),
  /** The average days from submission to the decision (approved or declined), per service, of decisions in the period. */
  daysToDecision: z.array(z.object({ service: z.string(), decisions: z.number(), averageDays: z.number() })),
  /** Money received in the period, per price list item. */
  revenue: z.array(z.object({ item: z.string(), payments: z.number(), amountUgx: z.number() })),
  /** Money received in the period, per tax head (its code and name; the item's tax head as set now: settings' service tax heads). */
  revenueByTaxHead: z.array(z.object({ taxHead: z.string(), payments: z.number(), amountUgx: z.number() })),
});
/** The marriage report. */
export type MarriageReport = z.infer<typeof marriageReportSchema>;
