/**
 * The pseudo-locale `en-XA` (issue 32 item 3): the English catalogue with every message's letters accented, its
 * vowels doubled (about 30–40 % longer, as words in Luganda and Swahili often are) and the whole message, values
 * included, wrapped in `⟦` and `⟧`. Text on a page without the marks is not from the catalogue; a layout that breaks
 * on the longer words shows at a glance. Non-production builds only (src/ui/shared/i18n.ts).
 */
import type { Messages } from '@lingui/core';

/** A compiled message as the catalogue holds it: text, or a list of text and placeholders (`[name, type?, format?]`). */
type Compiled = Messages[string];

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  g: 'ğ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  G: 'Ğ',
};
const VOWEL = /[aeiou]/i;

/**
 * Accent a text and double its vowels, leaving JSX placeholders (`<0>`, `</0>`, `<1/>`) and ICU's `#` as they are.
 * @param text - English text, e.g. "Sign in".
 * @returns e.g. "Šííğñ íín".
 */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((ch) => (ACCENTED[ch] ?? ch).repeat(VOWEL.test(ch) ? 2 : 1)).join('')))
    .join('');
}

/** Pseudo-localise the text inside a compiled message, keeping placeholders' names and formats. */
function pseudoTokens(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, format] = token;
    // A plural or select: each choice's text is pseudo-localised too.
    if (format !== null && typeof format === 'object' && (type === 'plural' || type === 'select' || type === 'selectordinal')) {
      const choices = Object.fromEntries(
        Object.entries(format as Record<string, unknown>).map(([key, value]) => [
          key,
          Array.isArray(value) || typeof value === 'string' ? pseudoTokens(value as Compiled) : value,
        ]),
      );
      return [name, type, choices];
    }
    return token;
  }) as Compiled;
}

/**
 * The pseudo-locale's catalogue, made from the English one.
 * @param english - the English catalogue's compiled messages, by id.
 * @returns the same ids, each message accented, lengthened and wrapped in `⟦ ⟧`.
 */
export function pseudoCatalogue(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const tokens = pseudoTokens(message);
      return [id, typeof tokens === 'string' ? `⟦${tokens}⟧` : ['⟦', ...tokens, '⟧']];
    }),
  ) as Messages;
}
