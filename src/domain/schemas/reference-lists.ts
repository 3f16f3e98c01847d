/**
 * The registry's reference lists and rules kept in the settings (issue 11 "Settings"; SPEC.md §2
 * /backoffice/settings/…; docs/decisions/024-reference-settings.md): countries, church denominations
 * ("church settings"), dioceses, billables, marriage settings and certification stamps. The settings
 * pages keep them (src/domain/settings/settings-resources.ts); the forms read the public lists through
 * GET /reference/{list} (`referenceItemSchema`).
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '../services/service-types';
import { DENOMINATIONS } from '../services/public-place-licence/public-place-licence.schema';
import { documentRefSchema } from './uploads';

/** A country (ISO 3166-1): offered as the country of intended marriage of a marital status letter (DOMAIN.md §5). */
export const countrySchema = z.object({
  id: z.string(),
  /** ISO 3166-1 alpha-2, e.g. "KE". */
  code: z.string(),
  /** Its name in English, e.g. "Kenya". */
  name: z.string(),
  active: z.boolean(),
});
/** A country. */
export type Country = z.infer<typeof countrySchema>;

/**
 * A church denomination's settings ("church-configs"): whether its places of worship may be licensed for
 * marriages (active) and whether it is organised in dioceses, which decides whether the public place
 * licence asks for one (DOMAIN.md §5 "Public place licence: organisation, denomination, diocese, …").
 */
export const denominationConfigSchema = z.object({
  /** The denomination's code, e.g. "ANGLICAN". */
  id: z.enum(DENOMINATIONS),
  /** As applicants read it, e.g. "Anglican (Church of Uganda)". */
  name: z.string(),
  /** Whether the licence form asks for the diocese. */
  dioceses: z.boolean(),
  active: z.boolean(),
});
/** A church denomination's settings. */
export type DenominationConfig = z.infer<typeof denominationConfigSchema>;

/** A diocese of a denomination organised in dioceses (DOMAIN.md §5): chosen on the public place licence. */
export const dioceseSchema = z.object({
  id: z.string(),
  /** e.g. "Namirembe Diocese". */
  name: z.string(),
  denomination: z.enum(DENOMINATIONS),
  /** The district of its seat. */
  district: z.string(),
  active: z.boolean(),
});
/** A diocese. */
export type Diocese = z.infer<typeof dioceseSchema>;

/**
 * A billable service: whether the registry charges for it, and by which price list item (DOMAIN.md §4).
 * An inactive billable is free for applications submitted from then on; invoices issued keep their amount.
 */
export const billableSchema = z.object({
  /** The service type. */
  id: z.enum(SERVICE_TYPES),
  serviceType: z.enum(SERVICE_TYPES),
  /** The price list item it is billed by (its id); null for a service with no fee. */
  priceItem: z.string().nullable(),
  active: z.boolean(),
});
/** A billable service. */
export type Billable = z.infer<typeof billableSchema>;

/** The marriage settings (keys of `marriageConfigSchema`). */
export const MARRIAGE_CONFIG_KEYS = [
  'notice-near-lapse-days',
  'search-report-limit',
  'notice-clear-days',
  'notice-valid-months',
  'min-marriage-age',
  'parental-consent-under',
  'min-residence-days',
  'customary-on-time-months',
  'return-due-day',
  'prn-valid-days',
  'draft-retention-days',
  'draft-warning-days',
  'party-confirmation-days',
] as const;
/** A marriage setting's key. */
export type MarriageConfigKey = (typeof MARRIAGE_CONFIG_KEYS)[number];

/**
 * One number the marriage rules use ("marriage-configs"). The registry's own policies can be changed
 * (`editable`, within `min`…`max`); the law's are shown with their source and cannot.
 */
export const marriageConfigSchema = z.object({
  id: z.enum(MARRIAGE_CONFIG_KEYS),
  label: z.string(),
  value: z.number().int(),
  /** e.g. "days", "months", "entries". */
  unit: z.string(),
  /** Where the rule comes from, e.g. "Marriage Act" or "Registry policy". */
  source: z.string(),
  /** What it changes, in a sentence. */
  usedFor: z.string(),
  editable: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  active: z.boolean(),
});
/** One marriage setting. */
export type MarriageConfig = z.infer<typeof marriageConfigSchema>;

/**
 * A certification stamp: the image printed on every document the registry issues while it is in use.
 * At most one stamp is active; a document keeps the stamp it was issued with.
 */
export const stampSchema = z.object({
  id: z.string(),
  /** e.g. "Registrar General's seal, 2026". */
  name: z.string(),
  /** The uploaded image (PNG or JPEG). */
  image: documentRefSchema,
  active: z.boolean(),
});
/** A certification stamp. */
export type Stamp = z.infer<typeof stampSchema>;

/** The public reference lists (GET /reference/{list}). */
export const REFERENCE_LISTS = ['countries', 'denominations', 'dioceses'] as const;
/** A public reference list. */
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** One active item of a public reference list, as a form offers it. */
export const referenceItemSchema = z.object({
  /** What the answer stores: a country's or diocese's name, a denomination's code. */
  value: z.string(),
  label: z.string(),
  /** A diocese's denomination; whether a denomination is organised in dioceses ("true"/"false"). */
  group: z.string().nullable(),
});
/** One item of a public reference list. */
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
