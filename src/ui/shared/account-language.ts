/**
 * The language saved to a person's account (issue 32: "a person's language is remembered for the next visit and saved
 * to the account, so messages (e-mail, SMS) reach the person in it"). The language menu saves the choice of a person
 * signed in (src/ui/layouts/language-menu.tsx); a person signing in whose account names a language reads the portal in
 * it (src/ui/app/bootstrap.tsx), unless the address names one (`?lang=`).
 */
import type { Profile } from '#src/domain/schemas/users';
import type { SessionActorRef } from '#src/machines/session/session.machine';
import { activateLocale, i18n, rememberLocale } from './i18n';
import { isCatalogueLocale, LANGUAGE_PARAM, offeredLocales, PSEUDO_ALLOWED, type Locale } from './locale';

/**
 * Save the language a person chose to their account (POST /users/update), when they are signed in, and keep the
 * session's profile in step. Quiet: a failure (offline, the session ended) changes nothing on the page, which stays in
 * the language chosen; the device remembers it anyway.
 * @param session - the session actor.
 * @param locale - the language chosen.
 * @returns true when the account holds the language now (saved, or it held it already); false when nobody is signed
 * in or the call failed.
 */
export async function saveLanguageToAccount(session: SessionActorRef, locale: Locale): Promise<boolean> {
  const snapshot = session.getSnapshot();
  if (!snapshot.hasTag('signedIn') || !snapshot.context.token) return false;
  if (snapshot.context.profile?.language === locale) return true;
  try {
    // Loaded, not imported: the API client stays out of the signed-out pages' bundle.
    const { updateProfile } = await import('#src/api/users');
    const profile = await updateProfile({ language: locale });
    if (session.getSnapshot().hasTag('signedIn')) session.send({ type: 'session.profileUpdated', profile });
    return true;
  } catch {
    return false;
  }
}

/**
 * Open the portal in the language a person's account names, once they have signed in: unless the address names a
 * language (`?lang=`, which wins, as on any page), or the account names none (English, or what this device
 * remembered, stays), or this build does not offer it (src/ui/shared/locale.ts `offeredLocales`). The language is
 * remembered on this device too.
 * @param profile - the profile sign-in answered.
 * @param search - the address's search part, e.g. `?returnTo=%2Fuser`.
 * @param mode - the build's mode (`import.meta.env.MODE`).
 * @returns true when the page changed language.
 */
export async function adoptAccountLanguage(
  profile: Pick<Profile, 'language'>,
  search: string,
  mode: string = import.meta.env.MODE,
): Promise<boolean> {
  const language = profile.language;
  if (!language || !offeredLocales(mode).includes(language)) return false;
  if (isCatalogueLocale(new URLSearchParams(search).get(LANGUAGE_PARAM), PSEUDO_ALLOWED)) return false;
  if (i18n.locale === language) {
    rememberLocale(language);
    return false;
  }
  try {
    await activateLocale(language);
  } catch {
    // Its messages could not be fetched (offline): the page stays in the language it is in.
    return false;
  }
  rememberLocale(language);
  return true;
}
