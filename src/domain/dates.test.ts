import { describe, expect, it } from 'vitest';
import { ageOn, formatDisplayDate, isoToSlash, slashToIso } from './dates';

describe('date conversions (SPEC.md §5, §9)', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd', () => {
    expect(slashToIso('05/03/1990')).toBe('1990-03-05');
    expect(slashToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });
  it.each(['31/02/2020', '5/3/1990', '1990-03-05', '', 'ab/cd/efgh', '<script>'])('refuses %j', (input) => {
    expect(slashToIso(input)).toBeUndefined();
  });
  it('converts yyyy-mm-dd back and yields nothing for any other form', () => {
    expect(isoToSlash('1990-03-05')).toBe('05/03/1990');
    expect(isoToSlash('05/03/1990')).toBeUndefined();
    expect(isoToSlash('2023-02-29')).toBeUndefined();
    expect(isoToSlash('1990-3-5')).toBeUndefined();
  });
  it('displays dates as dd-mm-yyyy', () => {
    expect(formatDisplayDate('1990-03-05')).toBe('05-03-1990');
    expect(formatDisplayDate('not a date')).toBe('');
  });
  it('computes age in whole years', () => {
    expect(ageOn('2008-11-22', new Date(2026, 10, 21))).toBe(17);
    expect(ageOn('2008-11-21', new Date(2026, 10, 21))).toBe(18);
    expect(ageOn('bad')).toBeUndefined();
  });
});
