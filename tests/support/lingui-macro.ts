/**
 * Lingui's macros where the browser tests import the ui's data (the route table, in tests/e2e/focus.spec.ts).
 * Playwright compiles the tests' TypeScript itself, without the Vite build's Babel pass that compiles the macros
 * (vite.config.ts `linguiMacros`), and a macro left uncompiled throws when called. tests/tsconfig.playwright.json maps
 * `@lingui/core/macro` here: `msg` gives a descriptor whose message is the English text with `{0}`, `{1}`… for its values,
 * which {@link english} draws. Only what the imported data uses is here.
 */
import type { MessageDescriptor } from '@lingui/core';

/**
 * The `msg` macro's descriptor, in English.
 * @param strings - the template's text, or a descriptor (`msg({ message })`).
 * @param values - the template's values.
 * @returns `{ id, message, values }`, the id being the message.
 */
export function msg(strings: TemplateStringsArray | MessageDescriptor, ...values: unknown[]): MessageDescriptor {
  if (!Array.isArray(strings)) return strings as MessageDescriptor;
  const parts = strings as TemplateStringsArray;
  const message = parts.reduce((text, part, i) => (i === 0 ? part : `${text}{${i - 1}}${part}`), '');
  return { id: message, message, values: Object.fromEntries(values.map((value, i) => [String(i), value])) };
}

/** `defineMessage` is `msg` by another name. */
export const defineMessage = msg;

/**
 * The English text of words held as data (src/ui/shared/words.ts `Words`): a plain string as it is, a descriptor's
 * message with its values (messages among them drawn first) put in.
 * @param words - the words.
 * @returns the English text.
 */
export function english(words: MessageDescriptor | string): string {
  if (typeof words === 'string') return words;
  const values = words.values ?? {};
  return (words.message ?? words.id).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value === 'object' && value !== null && 'id' in value) return english(value as MessageDescriptor);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  });
}
