/**
 * The administrator's access log page (issue 31 §3; ./access-log-page.tsx): the filters it refuses before asking
 * the API, each with the message shown at its field and in the error summary.
 */
import { describe, expect, it } from 'vitest';
import { filterProblems } from './access-log-page';

describe('the access log page’s filters', () => {
  it('refuses a malformed NIN and a backwards range, each at its field', () => {
    expect(filterProblems({ reference: '', nin: 'CM123', staff: '', from: '', to: '' })).toEqual({
      nin: 'Enter a NIN of 14 letters and digits, for example CM9001012345AB',
    });
    expect(filterProblems({ reference: '', nin: 'cm9001012345ab', staff: '', from: '2026-11-20', to: '2026-11-01' })).toEqual({
      to: 'The "to" date must be on or after the "from" date',
    });
    expect(filterProblems({ reference: 'MR-2026', nin: '', staff: 'grace', from: '2026-11-01', to: '2026-11-01' })).toEqual({});
  });
});
