import { describe, expect, it } from 'vitest';
import { ageOn, deviceToday, formatDisplayDate, formatDisplayDateTime, isoToSlash, slashToIso } from './dates';

describe('date conversions (SPEC.md §5, §9)', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd', () => {
    expect(slashToIso('05/03/1990')).toBe('1990-03-05');
    expect(slashToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });
  it('reads a year below 100 as written, not as 19xx', () => {
    expect(slashToIso('05/03/0099')).toBe('0099-03-05');
    expect(isoToSlash('0099-03-05')).toBe('05/03/0099');
  });
  it.each(['31/02/2020', '29/02/2023', '00/03/1990', '05/13/1990', '5/3/1990', '1990-03-05', '', 'ab/cd/efgh', '<script>'])(
    'refuses %j',
    (input) => {
      expect(slashToIso(input)).toBeUndefined();
    },
  );
  it('converts yyyy-mm-dd back and yields nothing for any other form', () => {
    expect(isoToSlash('1990-03-05')).toBe('05/03/1990');
    expect(isoToSlash('05/03/1990')).toBeUndefined();
    expect(isoToSlash('2023-02-29')).toBeUndefined();
    expect(isoToSlash('1990-3-5')).toBeUndefined();
  });
  it('displays dates as dd-mm-yyyy', () => {
    expect(formatDisplayDate('1990-03-05')).toBe('05-03-1990');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate('2026-02-30')).toBe('');
  });
  it('displays a moment as dd-mm-yyyy HH:mm in local time, and a day as yyyy-mm-dd', () => {
    const moment = new Date(2026, 10, 9, 7, 5);
    expect(formatDisplayDateTime(moment.toISOString())).toBe('09-11-2026 07:05');
    expect(formatDisplayDateTime('never')).toBe('');
    expect(deviceToday(moment)).toBe('2026-11-09');
  });
  it('computes age in whole years', () => {
    expect(ageOn('2008-11-22', new Date(2026, 10, 21))).toBe(17);
    expect(ageOn('2008-11-21', new Date(2026, 10, 21))).toBe(18);
    expect(ageOn('bad')).toBeUndefined();
  });
});
