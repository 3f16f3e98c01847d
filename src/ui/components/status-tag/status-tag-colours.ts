/**
 * The status tags' colours, apart from the tag (status-tag.tsx), so that a page that only colours something like a tag
 * (the wizard's task list, issue 33) does not load the tag's words and stylesheet.
 */
import type { StatusClass } from '#src/domain/statuses';

/**
 * Text and background colour of each display class (GOV.UK tag palette). Every pair is at least
 * 6:1 (WCAG 1.4.3 asks 4.5:1): pending 7.8, approved 6.2, rejected 6.1, correction 7.1,
 * submitted 9.2, draft 12.1. Colour only supports the words, never replaces them (WCAG 1.4.1).
 */
export const STATUS_TAG_COLOURS: Readonly<Record<StatusClass, { text: string; background: string }>> = {
  pending: { text: '#594d00', background: '#fff7bf' },
  approved: { text: '#005a30', background: '#cce2d8' },
  rejected: { text: '#942514', background: '#f6d7d2' },
  correction: { text: '#6e3619', background: '#fcd6c3' },
  submitted: { text: '#0c2d4a', background: '#bbd4ea' },
  draft: { text: '#282d30', background: '#eeefef' },
};
