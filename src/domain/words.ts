/**
 * Words held as data, in the portal's message catalogue (issue 32; docs/decisions/047-message-catalogue-library.md,
 * 048-english-in-the-code.md): a rule's message (a zod message, a lifecycle word, a title) is written once here, in
 * English, with Lingui's `msg` macro, and drawn in the language of the moment where it is shown.
 */
import { i18n as activeCatalogue, type I18n, type MessageDescriptor } from '@lingui/core';

/**
 * Words a person reads: a message of the catalogue (`msg` from `@lingui/core/macro`), drawn in the active language, or
 * a plain string that is not the portal's own words (a name from a register, a value from the API), drawn as it is.
 * A message's values may themselves be messages (`` msg`${section}: applications` `` with `section` a message): each is
 * drawn in the same language first ({@link say}).
 */
export type Words = MessageDescriptor | string;

/** Whether a value is a message of the catalogue (a descriptor with an id), not a plain value. */
export function isMessage(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';
}

/**
 * Draw words in the language of a catalogue.
 * @param i18n - the catalogue (`useLingui().i18n` in a component, so it draws again when the language changes).
 * @param words - a message, or a plain string.
 * @returns the text: a plain string as it is; a message translated, its values that are messages translated first, and
 * in English where the loaded catalogue lacks it (docs/decisions/048-english-in-the-code.md).
 */
export function say(i18n: I18n, words: Words): string {
  if (typeof words === 'string') return words;
  const values = words.values;
  if (!values || !Object.values(values).some(isMessage)) return i18n._(words);
  const drawn = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isMessage(value) ? say(i18n, value) : value]));
  // Built apart, not inline: Lingui's extraction reads an object written inside `i18n._(…)` as a message of its own.
  const withDrawnValues: MessageDescriptor = { ...words, values: drawn };
  return i18n._(withDrawnValues);
}

/**
 * Draw words in the language active now: the portal's, where it runs; English where none is (the mock API's server, a
 * script), which renders from the code and needs no catalogue.
 * @param words - a message, or a plain string.
 * @returns the text.
 */
export function textOf(words: Words): string {
  if (!activeCatalogue.locale) activeCatalogue.loadAndActivate({ locale: 'en', messages: {} });
  return say(activeCatalogue, words);
}

/**
 * A zod check's message, drawn when the check fails (so in the language of that moment), e.g.
 * `` z.string().min(1, says(msg`Enter your password`)) `` or `` .refine(ok, { ...says(msg`…`), path: ['to'] }) ``.
 * @param words - the message.
 * @returns zod's `{ error }` parameter: a function of the issue that answers the text.
 */
export function says(words: Words): { error: () => string } {
  return { error: () => textOf(words) };
}

/**
 * A zod check's message about something named by other words ("Enter your {label}", "{What} must be 50 characters or
 * fewer"), both drawn when the check fails: the name first, then the message of it, e.g.
 * `` saysAbout(label, (label) => msg`Enter your ${label}`) ``.
 * @param name - what the message is about, lower-case (a message, or a plain string).
 * @param message - the message, of the drawn name (its placeholder keeps the parameter's name for translators).
 * @param options - `capitalised`: the name begins the sentence, so it gets its capital letter once drawn.
 * @returns zod's `{ error }` parameter.
 */
export function saysAbout(
  name: Words,
  message: (name: string) => MessageDescriptor,
  { capitalised = false }: { capitalised?: boolean } = {},
): { error: () => string } {
  return {
    error: () => {
      const drawn = textOf(name);
      return textOf(message(capitalised ? `${drawn[0]?.toUpperCase() ?? ''}${drawn.slice(1)}` : drawn));
    },
  };
}

/** The messages behind each table {@link wordsTable} made. */
const TABLE_MESSAGES = new WeakMap<object, Readonly<Record<string, MessageDescriptor>>>();

/**
 * A table of words by key (an enum's labels, an event's phrases) whose values read as text in the language of the
 * moment: each property is a getter that draws its message when read ({@link textOf}), so a view reading
 * `STATUS_LABELS[status]` as it renders shows it in the active language, and code that only needs text keeps its
 * `Record<K, string>`.
 * @param messages - the message of each key.
 * @returns a frozen table with one enumerable getter per key (`Object.entries` draws them all).
 */
export function wordsTable<K extends string>(messages: Readonly<Record<K, MessageDescriptor>>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => textOf(messages[key]) });
  }
  TABLE_MESSAGES.set(table, messages);
  return Object.freeze(table);
}

/**
 * The messages behind a table of {@link wordsTable}, to draw in a language other than the active one (the mock API's
 * messages, in the recipient's language).
 * @param table - a table made by {@link wordsTable}.
 * @returns its messages by key.
 * @throws Error when the table was not made by {@link wordsTable}.
 */
export function messagesOfTable<K extends string>(table: Readonly<Record<K, string>>): Readonly<Record<K, MessageDescriptor>> {
  const messages = TABLE_MESSAGES.get(table);
  if (!messages) throw new Error('Not a table of words (src/domain/words.ts wordsTable)');
  return messages as Readonly<Record<K, MessageDescriptor>>;
}

/**
 * A list of messages whose items read in the active language, as {@link wordsTable} does for a table: for lists a
 * page shows item by item (what closing an account keeps), read where they are shown.
 * @param messages - the items, in order.
 * @returns a frozen array of their texts, each drawn when read.
 */
export function wordsList(messages: readonly MessageDescriptor[]): readonly string[] {
  const list: string[] = [];
  messages.forEach((message, index) => {
    Object.defineProperty(list, index, { enumerable: true, get: () => textOf(message) });
  });
  return Object.freeze(list);
}
