/**
 * The field-by-field merge of two tabs' answers (docs/decisions/007-draft-versions.md): what only
 * one side changed is kept, what both changed alike is kept, what both changed differently is asked.
 */
import { describe, expect, it } from 'vitest';
import { mergeAnswers, valueAt, withValueAt } from './draft-merge';

const base = {
  partyTwo: { phone: '', email: '', occupation: 'Engineer' },
  witnesses: [
    { name: '', phone: '' },
    { name: '', phone: '' },
  ],
  documents: { lc1Letter: null as unknown },
};

describe('mergeAnswers', () => {
  it('keeps both sides when each changed different fields (two tabs, no answer lost)', () => {
    const mine = withValueAt(withValueAt(base, 'partyTwo.phone', '+256701555123'), 'partyTwo.email', 'ibrahim@example.ug');
    const theirs = withValueAt(withValueAt(base, 'witnesses.0.name', 'Samuel Wasswa'), 'witnesses.1.name', 'Florence Adong');
    const result = mergeAnswers(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.tookTheirs).toEqual(['witnesses.0.name', 'witnesses.1.name']);
    expect(valueAt(result.data, 'partyTwo.phone')).toBe('+256701555123');
    expect(valueAt(result.data, 'partyTwo.email')).toBe('ibrahim@example.ug');
    expect(valueAt(result.data, 'witnesses.1.name')).toBe('Florence Adong');
  });

  it('asks about a field both changed differently, keeping this tab’s value meanwhile', () => {
    const mine = withValueAt(base, 'partyTwo.occupation', 'Civil engineer');
    const theirs = withValueAt(base, 'partyTwo.occupation', 'Doctor');
    const result = mergeAnswers(base, mine, theirs);
    expect(result.conflicts).toEqual([{ path: 'partyTwo.occupation', mine: 'Civil engineer', theirs: 'Doctor' }]);
    expect(valueAt(result.data, 'partyTwo.occupation')).toBe('Civil engineer');
  });

  it('treats the same change on both sides as no conflict, and a document as one field', () => {
    const doc = { id: 'd1', name: 'lc1.pdf', type: 'application/pdf', size: 10 };
    const mine = withValueAt(withValueAt(base, 'partyTwo.occupation', 'Doctor'), 'documents.lc1Letter', doc);
    const theirs = withValueAt(base, 'partyTwo.occupation', 'Doctor');
    const result = mergeAnswers(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.tookTheirs).toEqual([]);
    expect(result.data).toEqual(mine);
  });
});
