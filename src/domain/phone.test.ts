import { describe, expect, it } from 'vitest';
import { checkPhone, PHONE_ERROR_MESSAGES, toE164 } from './phone';
import { textOf } from './words';

describe('phone validation (SPEC.md §5, §8; DOMAIN.md §4)', () => {
  it('accepts Ugandan numbers in national and international form and stores E.164', () => {
    expect(toE164('0772 123456')).toBe('+256772123456');
    expect(toE164('+256 772 123 456')).toBe('+256772123456');
    expect(toE164('(0772) 123-456')).toBe('+256772123456');
  });
  it('accepts numbers of other countries given with their code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });
  it.each([
    ['0772abc456', 'NOT_A_NUMBER'],
    ['', 'NOT_A_NUMBER'],
    ['<script>', 'NOT_A_NUMBER'],
    ['0772', 'TOO_SHORT'],
    ['07721234567890', 'TOO_LONG'],
    ['+999 123456', 'INVALID_COUNTRY'],
    ['0112345678', 'INVALID_NUMBER'],
  ])('refuses %j with %s and a clear message', (input, code) => {
    const result = checkPhone(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.message).toBe(textOf(PHONE_ERROR_MESSAGES[result.code]));
    }
  });
  it('refuses text longer than 250 characters before parsing', () => {
    expect(checkPhone('1'.repeat(251)).ok).toBe(false);
  });
});
