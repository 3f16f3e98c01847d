import { describe, expect, it } from 'vitest';
import { isWellFormedNin, normaliseNin, ninProblem } from './nin';

describe('NIN rule (SPEC.md §5, DOMAIN.md §4)', () => {
  it('trims and upper-cases before checking', () => {
    expect(normaliseNin('  cm9001012345ab ')).toBe('CM9001012345AB');
    expect(ninProblem('  cm9001012345ab ')).toBeNull();
  });
  it.each([
    ['', 'Enter your National Identification Number (NIN)'],
    ['CM900101234AB', 'A NIN is 14 letters and digits; you entered 13'],
    ['CM9001012345ABC', 'A NIN is 14 letters and digits; you entered 15'],
    ['<script>a</sc', 'A NIN contains only letters and digits'],
  ])('refuses %j', (input, message) => {
    expect(ninProblem(input)).toBe(message);
  });
  it('accepts other prefixes and lets NIRA decide', () => {
    expect(isWellFormedNin('TMP12345678901')).toBe(true);
  });
});
