import { describe, expect, it } from 'vitest';
import {
  churchReturnDueDate,
  customaryLateFeeFrom,
  deadlineState,
  isCustomaryReturnLate,
  islamicReturnDueDate,
  previousQuarter,
  quarterBounds,
  quarterLabel,
  quarterOf,
} from './deadlines';

describe('return deadlines', () => {
  it('a church return is due by the 10th of the month after the marriage, across a year end', () => {
    expect(churchReturnDueDate('2026-11-21')).toBe('2026-12-10');
    expect(churchReturnDueDate('2026-12-31')).toBe('2027-01-10');
    expect(churchReturnDueDate('2026-01-01')).toBe('2026-02-10');
  });

  it('an Islamic quarter is due by the 10th of the month after it', () => {
    expect(quarterOf('2026-08-15')).toEqual({ year: 2026, quarter: 3 });
    expect(quarterBounds({ year: 2026, quarter: 3 })).toEqual({ first: '2026-07-01', last: '2026-09-30' });
    expect(islamicReturnDueDate({ year: 2026, quarter: 3 })).toBe('2026-10-10');
    expect(islamicReturnDueDate({ year: 2026, quarter: 4 })).toBe('2027-01-10');
    expect(previousQuarter({ year: 2026, quarter: 1 })).toEqual({ year: 2025, quarter: 4 });
    expect(quarterLabel({ year: 2026, quarter: 3 })).toBe('July to September 2026 (Q3)');
  });

  it('a customary return is late from the day after the 6-month anniversary', () => {
    expect(customaryLateFeeFrom('2026-05-23')).toBe('2026-11-24');
    expect(isCustomaryReturnLate('2026-05-23', '2026-11-23')).toBe(false);
    expect(isCustomaryReturnLate('2026-05-23', '2026-11-24')).toBe(true);
    // 31 August + 6 months is the last day of February.
    expect(customaryLateFeeFrom('2025-08-31')).toBe('2026-03-01');
  });

  it('counts the days left and says when a deadline has passed', () => {
    expect(deadlineState('2026-12-10', '2026-11-23')).toEqual({ due: '2026-12-10', daysLeft: 17, overdue: false });
    expect(deadlineState('2026-12-10', '2026-12-10').overdue).toBe(false);
    expect(deadlineState('2026-12-10', '2026-12-11')).toEqual({ due: '2026-12-10', daysLeft: -1, overdue: true });
  });
});
