import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '#src/domain/common-passwords';
import { estimateStrength } from './strength-estimator';
import { describeStrength, strengthAnnouncement, userInputsOf, type StrengthInputs } from './strength-words';

const AMINA = { givenName: 'Amina', surname: 'Nakato', email: 'amina.nakato@example.ug', phone: '+256772123456' };

async function inputs(context: StrengthInputs['context'] = null): Promise<StrengthInputs> {
  const words = userInputsOf(context);
  return { estimate: (p) => estimateStrength(p, words), commonPasswords: await loadCommonPasswords(), context };
}

describe('what the password meter says (decision 012)', () => {
  it('says nothing before anything is typed', async () => {
    expect(describeStrength('', await inputs())).toBeNull();
    expect(strengthAnnouncement(null)).toBe('');
  });
  it('counts down to 8 characters while too short', async () => {
    expect(describeStrength('corre', await inputs())).toEqual({ filled: 0, label: 'Too short', advice: 'Add 3 more characters.' });
    expect(describeStrength('correct', await inputs())?.advice).toBe('Add 1 more character.');
  });
  it('never shows a password the rule refuses better than "Very weak", and says why', async () => {
    expect(describeStrength('P@ssw0rd', await inputs())).toEqual({
      filled: 1,
      label: 'Very weak',
      advice: 'This is on a list of common passwords.',
    });
    expect(describeStrength('aminanakato1', await inputs(AMINA))).toEqual({
      filled: 1,
      label: 'Very weak',
      advice: 'Passwords based on your name are easy to guess.',
    });
  });
  it('grades what the rule accepts with zxcvbn: a passphrase is strong', async () => {
    expect(describeStrength('correct horse battery staple', await inputs())).toEqual({ filled: 4, label: 'Strong', advice: null });
    const fair = describeStrength('xK9#mQ2v', await inputs());
    expect(fair).toMatchObject({ filled: 2, label: 'Fair' });
    expect(fair?.advice).toBe('Add another word or two. Uncommon words are better.');
  });
  it('waits for the estimate rather than guessing', async () => {
    expect(describeStrength('correct horse battery staple', { ...(await inputs()), estimate: null })).toBeNull();
  });
  it('announces the word and the advice in one sentence', () => {
    expect(strengthAnnouncement({ filled: 2, label: 'Fair', advice: 'Add another word or two.' })).toBe(
      'Password strength: Fair. Add another word or two.',
    );
    expect(strengthAnnouncement({ filled: 4, label: 'Strong', advice: null })).toBe('Password strength: Strong.');
  });
  it("gives zxcvbn the person's own words", () => {
    expect(userInputsOf(AMINA)).toEqual(['Amina', 'Nakato', 'amina.nakato@example.ug', 'amina.nakato', '256772123456']);
    expect(userInputsOf(null)).toEqual([]);
  });
});
