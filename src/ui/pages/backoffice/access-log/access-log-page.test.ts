/**
 * The administrator's access log page (issue 31 §3; ./access-log-page.tsx): the filters it refuses before asking
 * the API, each with the message shown at its field and in the error summary.
 */
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '#src/ui/shared/i18n';
import { filterProblems } from './access-log-page';

/** The problems as shown: each message drawn (in English, the tests' language). */
function shown(problems: Partial<Record<string, MessageDescriptor>>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, message ? i18n._(message) : '']));
}

describe('the access log page’s filters', () => {
  it('refuses a malformed NIN and a backwards range, each at its field', () => {
    expect(shown(filterProblems({ reference: '', nin: 'CM123', staff: '', from: '', to: '' }))).toEqual({
      nin: 'Enter a NIN of 14 letters and digits, for example CM9001012345AB',
    });
    expect(shown(filterProblems({ reference: '', nin: 'cm9001012345ab', staff: '', from: '2026-11-20', to: '2026-11-01' }))).toEqual({
      to: 'The "to" date must be on or after the "from" date',
    });
    expect(shown(filterProblems({ reference: 'MR-2026', nin: '', staff: 'grace', from: '2026-11-01', to: '2026-11-01' }))).toEqual({});
  });
});
