import { describe, expect, it } from 'vitest';
import { CEREMONY_HOURS, daysBetween, easterSunday, isOpenDay, isPublicHoliday, slotInWords, slotsOn, slotTimes } from './ceremony-slots';

describe('the ceremony calendar', () => {
  it('offers 60-minute ceremonies from 09:00, the last ending by 16:00', () => {
    expect(slotTimes(CEREMONY_HOURS)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(slotTimes({ openingTime: '09:30', closingTime: '12:00', slotMinutes: 45 })).toEqual(['09:30', '10:15', '11:00']);
  });

  it('opens Monday to Friday, never on a public holiday', () => {
    expect(isOpenDay(CEREMONY_HOURS, '2026-12-15')).toBe(true); // a Tuesday
    expect(slotsOn(CEREMONY_HOURS, '2026-12-12')).toEqual([]); // a Saturday
    expect(slotsOn(CEREMONY_HOURS, '2026-12-13')).toEqual([]); // a Sunday
    expect(slotsOn(CEREMONY_HOURS, '2026-10-09')).toEqual([]); // Independence Day, a Friday
    expect(slotsOn(CEREMONY_HOURS, '2026-06-03')).toEqual([]); // Martyrs' Day, a Wednesday
  });

  it('knows Good Friday and Easter Monday from Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isPublicHoliday('2026-04-03')).toBe(true);
    expect(isPublicHoliday('2026-04-06')).toBe(true);
    expect(isPublicHoliday('2026-04-07')).toBe(false);
  });

  it('lists the days of a span and reads a slot back in words', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2026-12-30', '2026-12-29')).toEqual([]);
    expect(slotInWords({ date: '2026-12-15', time: '10:00', roomName: 'Marriage Room 1' })).toBe(
      'Tuesday 15-12-2026 at 10:00, Marriage Room 1',
    );
  });
});
