/**
 * The marital status letter's form asks the register before it asks anything (issue 30 "Told too late"):
 * Ruth Nambi, a party to a subsisting church marriage, is told at once, with the entry named and what to
 * bring; Amina Nakato, in no registered marriage, gets the form.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from '#mocks/test-helpers';
import { SESSION_KEYS } from '#src/api/session-storage';
import { textOf } from '#src/domain/words';
import { maritalStatusLetterForm } from './marital-status-letter-form';

async function as(email: string): Promise<void> {
  const { token } = await signIn(email);
  sessionStorage.setItem(SESSION_KEYS.token, token);
}

describe('the marital status letter form, prepared', () => {
  it('refuses a married applicant before any step, naming the entry and what to bring', async () => {
    await as('ruth.nambi@example.ug');
    const prepared = await maritalStatusLetterForm.prepare!();
    expect(prepared.kind).toBe('unavailable');
    if (prepared.kind !== 'unavailable') return;
    expect(textOf(prepared.title)).toBe('You cannot get a marital status letter');
    expect(prepared.paragraphs[0]).toMatch(
      /^The register of marriages shows you in a marriage that still subsists: entry RM-\d{4}-000005, married on \d{2}-\d{2}-\d{4} at St Paul's Cathedral, Namirembe\. A marital status letter can only say that you are free to marry/,
    );
    expect(prepared.paragraphs[1]).toMatch(
      /^If that marriage has ended, bring the decree absolute of the divorce, or the death certificate of the spouse, to the registry, quoting entry RM-\d{4}-000005/,
    );
    expect(prepared.link?.to).toBe('/user/services/list');
    expect(textOf(prepared.link?.text ?? '')).toBe('Back to the services');
  });

  it('gives the form to a person the register shows in no subsisting marriage', async () => {
    await as('amina.nakato@example.ug');
    const prepared = await maritalStatusLetterForm.prepare!();
    expect(prepared).toEqual({ kind: 'ready', definition: maritalStatusLetterForm });
  });
});
