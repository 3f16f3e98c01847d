import { describe, expect, it } from 'vitest';
import { churchReturnDueSentence, currentMonthlyDeadline, dueWords } from './return-due';

describe('the church return clock in words', () => {
  it('says when a return is due, on the day, and how overdue it is', () => {
    expect(dueWords('2026-12-10', '2026-11-21')).toBe('is due by 10-12-2026 (in 19 days)');
    expect(dueWords('2026-12-10', '2026-12-09')).toBe('is due by 10-12-2026 (in 1 day)');
    expect(dueWords('2026-12-10', '2026-12-10')).toBe('is due today, 10-12-2026');
    expect(dueWords('2026-12-10', '2026-12-13')).toBe('was due by 10-12-2026: 3 days overdue');
  });

  it("gives the form's sentence once a whole, past date of marriage is entered", () => {
    expect(churchReturnDueSentence('2026-11-21', '2026-11-21')).toBe('This return is due by 10-12-2026 (in 19 days).');
    expect(churchReturnDueSentence('2026-10-05', '2026-11-12')).toBe(
      'This return was due by 10-11-2026: 2 days overdue. File it as soon as you can.',
    );
    expect(churchReturnDueSentence('2026-11-', '2026-11-21')).toBe('');
    expect(churchReturnDueSentence('', '2026-11-21')).toBe('');
    expect(churchReturnDueSentence('2026-11-30', '2026-11-21')).toBe('');
  });

  it("names the deadline a church works to: last month's returns until the 10th, this month's after", () => {
    expect(currentMonthlyDeadline('2026-12-10')).toEqual({ due: '2026-12-10', month: 'November 2026' });
    expect(currentMonthlyDeadline('2026-12-11')).toEqual({ due: '2027-01-10', month: 'December 2026' });
    expect(currentMonthlyDeadline('2027-01-03')).toEqual({ due: '2027-01-10', month: 'December 2026' });
  });
});
