/**
 * The languages a person may read the portal and receive its messages in (issue 32: "a person's language is
 * remembered for the next visit and saved to the account, so messages (e-mail, SMS) reach the person in it").
 *
 * English (`en`) is the source of every message; Luganda (`lg`) and Swahili (`sw`) are translations. The portal's
 * language menu lists them in this order (src/ui/shared/locale.ts), and an account's profile names one of them
 * (src/domain/schemas/users.ts `language`), or none: English. This module imports nothing, so every page's language
 * menu may read it without the rules' libraries.
 */
/** The languages, as BCP 47 tags, in the order the language menu lists them (issue 32). */
export const LANGUAGES = ['en', 'lg', 'sw'] as const;

/** A language of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** The language of an account that never chose one, and of a person without an account (issue 32). */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language an account reads its messages in: the one it chose, else English (issue 32).
 * @param account - a profile or stored account, or nothing (a person without an account).
 * @returns `en`, `lg` or `sw`.
 */
export function languageOf(account: { language?: Language | null } | null | undefined): Language {
  return account?.language ?? DEFAULT_LANGUAGE;
}
