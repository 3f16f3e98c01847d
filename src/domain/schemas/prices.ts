/**
 * The price list (DOMAIN.md §4 "Demo price list"; SPEC.md §9: prices are not shown).
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '../services/service-types';

/** One billable item of the price list. Amounts are whole UGX; `foreignAmountUsd` is in US dollars. */
export const priceItemSchema = z.object({
  id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  /** What is charged, e.g. "Notice of civil marriage". */
  item: z.string(),
  amountUgx: z.number().int().nonnegative(),
  foreignAmountUsd: z.number().nonnegative().nullable(),
  /** A condition, e.g. "Within 6 months of the ceremony". */
  note: z.string().nullable(),
  /** True when the figure is seeded demo data, not a published fee (DOMAIN.md §4). */
  demo: z.boolean(),
  /** The tax head (its code) the fee's revenue is accounted under (issue 11 service tax heads); null when none is set. */
  taxHead: z.string().nullable().default(null),
});
/** One billable item. */
export type PriceItem = z.infer<typeof priceItemSchema>;

/** A tax head: the revenue account fees are paid into (issue 11 "tax-heads"), e.g. code "142201". */
export const taxHeadSchema = z.object({
  id: z.string(),
  /** The revenue authority's code for the head. */
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
});
/** A tax head. */
export type TaxHead = z.infer<typeof taxHeadSchema>;
