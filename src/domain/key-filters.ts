/**
 * The two numeric key filters (SPEC.md §5): used on `keydown`/`beforeinput` to refuse characters
 * that can never be part of the value.
 */

const PHONE_LIKE = /^[0-9+\-/*()]$/;
const DECIMAL_LIKE = /^[0-9,.]$/;

/** Keys that edit or move rather than type; filters always let them through. */
const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * First filter: digits and + - / * ( ) (SPEC.md §5).
 * @param key - `KeyboardEvent.key`, or one typed character.
 * @returns true when the key may be typed.
 */
export function allowsNumericSymbolKey(key: string): boolean {
  return CONTROL_KEYS.has(key) || PHONE_LIKE.test(key);
}

/**
 * Second filter: digits, comma and full stop (SPEC.md §5), e.g. amounts.
 * @param key - `KeyboardEvent.key`, or one typed character.
 * @returns true when the key may be typed.
 */
export function allowsDecimalKey(key: string): boolean {
  return CONTROL_KEYS.has(key) || DECIMAL_LIKE.test(key);
}

/**
 * Keep only the characters a filter allows; for pasted text.
 * @param text - the pasted text.
 * @param filter - {@link allowsNumericSymbolKey} or {@link allowsDecimalKey}.
 * @returns the text with every refused character removed.
 */
export function filterText(text: string, filter: (key: string) => boolean): string {
  return Array.from(text)
    .filter((ch) => !CONTROL_KEYS.has(ch) && filter(ch))
    .join('');
}
