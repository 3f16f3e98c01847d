/**
 * Public registers (DOMAIN.md §6 "a public register of licensed places of worship (so couples avoid
 * unlicensed venues)"). Only what the licence itself makes public: no minister's NIN, phone or email.
 */
import { z } from 'zod';

/** One licensed place of worship, as the public register shows it. */
export const licensedPlaceSchema = z.object({
  /** The licence's number: the reference of the granted application, e.g. "PL-2026-4D2R-8NWT". */
  licenceNumber: z.string(),
  /** The place's name, e.g. "All Saints Church, Nakasero". */
  name: z.string(),
  /** Its denomination's words, e.g. "Anglican (Church of Uganda)". */
  denomination: z.string(),
  /** The building's address (a public building). */
  address: z.string(),
  district: z.string(),
  /** When the Minister granted the licence, ISO 8601. */
  grantedAt: z.string(),
});
/** One licensed place of worship. */
export type LicensedPlace = z.infer<typeof licensedPlaceSchema>;

/** Query of GET /registers/licensed-places: a name search and a district, both optional. */
export const licensedPlacesQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  district: z.string().trim().max(80).optional(),
});
/** The query of the licensed places register. */
export type LicensedPlacesQuery = z.input<typeof licensedPlacesQuerySchema>;
