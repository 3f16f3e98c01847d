/**
 * The language of the e-mails and text messages the mock API sends (issue 32: "a person's language is saved to the
 * account, so messages (e-mail, SMS) reach the person in it"). Each message is written with Lingui's `msg` macro in
 * English, and drawn with an instance of its own activated in the recipient's language: the language saved to their
 * account (src/domain/schemas/users.ts `language`), English when they chose none or have no account. Never the
 * portal's global instance, whose language is whatever the page shows.
 *
 * English renders from the code (docs/decisions/048-english-in-the-code.md); Luganda and Swahili from the catalogue's
 * `messages` part (src/ui/shared/catalogue-parts.ts), compiled from src/locales/{lg,sw}/messages.po by the Vite Lingui
 * plugin, for the browser's mock as for the Node mock server and Vitest.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messages as lgMessages } from '../src/locales/lg/messages.po';
import { messages as lgPublic } from '../src/locales/lg/public.po';
import { messages as lgPortal } from '../src/locales/lg/portal.po';
import { messages as lgBackoffice } from '../src/locales/lg/backoffice.po';
import { messages as swMessages } from '../src/locales/sw/messages.po';
import { messages as swPublic } from '../src/locales/sw/public.po';
import { messages as swPortal } from '../src/locales/sw/portal.po';
import { messages as swBackoffice } from '../src/locales/sw/backoffice.po';
import { languageOf, type Language } from '../src/domain/languages';

/**
 * Each language's messages: English none, for its words are in the code. The messages' own part, and the parts that
 * hold the words they borrow from the rules and the portal (a service's name, an organisation's kind: src/domain,
 * drawn through `messagesOfTable`). Mock code is in no production build, so the size does not matter here.
 */
const CATALOGUES: Readonly<Record<Language, Messages>> = {
  en: {},
  lg: { ...lgPublic, ...lgPortal, ...lgBackoffice, ...lgMessages },
  sw: { ...swPublic, ...swPortal, ...swBackoffice, ...swMessages },
};

/** One instance per language, made when first needed. */
const instances = new Map<Language, I18n>();

/**
 * The instance that draws messages in a language.
 * @param language - `en`, `lg` or `sw`.
 * @returns a Lingui instance of the mock's own, active in that language.
 */
export function messagesIn(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The instance that draws the messages of an account in its language (English when it chose none; a person without
 * an account reads English).
 * @param account - the stored account, or nothing.
 */
export function messagesFor(account: { language?: Language | null } | null | undefined): I18n {
  return messagesIn(languageOf(account));
}

/** The English instance: the messages of people without an account, and the default of the words' functions. */
export const ENGLISH: I18n = messagesIn('en');

/** The service's name as messages say it (docs/i18n/glossary.md "registry"). */
const PORTAL_NAME_WORDS: MessageDescriptor = msg`Marriage Registry`;

/**
 * The service's name in a message's language.
 * @param i18n - the recipient's instance.
 * @returns e.g. "Marriage Registry", "Usajili wa Ndoa".
 */
export function portalName(i18n: I18n): string {
  return i18n._(PORTAL_NAME_WORDS);
}
