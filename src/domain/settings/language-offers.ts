/**
 * Which languages the registry offers people (issue 32 item 2: "let the registry switch a language off until it is
 * reviewed"; /backoffice/settings/languages): each of {@link LANGUAGES} is offered unless the administrator switched it
 * off. English, the language every message is written in, is always offered.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages';

/** One language's offer, as GET /languages answers it. */
export const languageOfferSchema = z.object({
  code: z.enum(LANGUAGES).describe('The language (BCP 47).'),
  offered: z.boolean().describe("Whether the portal's language menu offers it."),
  changedAt: z.string().nullable().describe('When the administrator last switched it on or off (ISO 8601), or null: never.'),
  changedBy: z.string().nullable().describe("Who did (the staff member's name), or null."),
});
/** One language's offer. */
export type LanguageOffer = z.infer<typeof languageOfferSchema>;

/** PUT /languages/{code} body: switch a language on or off. */
export const languageOfferChangeSchema = z.object({ offered: z.boolean() });
/** The body of a change. */
export type LanguageOfferChange = z.infer<typeof languageOfferChangeSchema>;

/** The language that cannot be switched off: the source of every message (issue 32). */
export const ALWAYS_OFFERED: Language = 'en';
