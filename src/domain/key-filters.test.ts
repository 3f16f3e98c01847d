import { describe, expect, it } from 'vitest';
import { allowsDecimalKey, allowsNumericSymbolKey, filterText } from './key-filters';

describe('numeric key filters (SPEC.md §5)', () => {
  it('first filter allows digits and + - / * ( )', () => {
    for (const key of ['0', '9', '+', '-', '/', '*', '(', ')', 'Backspace', 'Tab']) expect(allowsNumericSymbolKey(key)).toBe(true);
    for (const key of ['a', ',', '.', ' ', '<', 'e']) expect(allowsNumericSymbolKey(key)).toBe(false);
  });
  it('second filter allows digits, comma and full stop', () => {
    for (const key of ['0', '7', ',', '.', 'ArrowLeft']) expect(allowsDecimalKey(key)).toBe(true);
    for (const key of ['+', '-', 'a', ' ', 'e']) expect(allowsDecimalKey(key)).toBe(false);
  });
  it('filters pasted text', () => {
    expect(filterText('UGX 260,000.50', allowsDecimalKey)).toBe('260,000.50');
    expect(filterText('+256 (772) abc-123', allowsNumericSymbolKey)).toBe('+256(772)-123');
  });
});
