import { describe, expect, it } from 'vitest';
import { serviceRule } from '../catalogue';
import type { ExampleContext } from '../service-rule';
import { exampleReturn, HINDU_FEE_ITEM } from './marriage-returns.rule';
import { RETURN_MESSAGES } from './marriage-returns.schema';

const TODAY = '2026-11-21';
const rule = serviceRule('MARRIAGE_RETURNS');

function context(seed = 1): ExampleContext {
  let state = seed;
  return {
    today: TODAY,
    district: 'Kampala',
    random: () => (state = (state * 16807) % 2147483647) / 2147483647,
    person: (i) => ({
      nin: `CM9001011${String(i).padStart(3, '0')}AB`,
      givenName: ['Brian', 'Joan', 'Paul', 'Ruth'][i] ?? 'Ann',
      surname: 'Okello',
      dateOfBirth: '1990-01-01',
      sex: i % 2 ? 'FEMALE' : 'MALE',
      nationality: 'Ugandan',
    }),
    document: (what) => ({ id: `doc-seed-${what.length}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  };
}

/** The messages a submit would show, by dotted path. */
function problems(answers: Record<string, unknown>): Record<string, string> {
  const result = rule.answersSchema(TODAY).safeParse(answers);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

function with_(answers: Record<string, unknown>, key: string, patch: Record<string, unknown>) {
  return { ...answers, [key]: { ...(answers[key] as object), ...patch } };
}

describe('marriage returns: the rule', () => {
  it('is on the registrar’s chain, and its generated answers of both kinds pass its schema', () => {
    expect(rule.chain).toEqual(['REGISTRAR']);
    for (let seed = 1; seed < 30; seed += 1) {
      const answers = rule.exampleAnswers(context(seed));
      expect(problems(answers), JSON.stringify(answers)).toEqual({});
    }
    expect(problems(exampleReturn(context(), 'CHURCH'))).toEqual({});
    expect(problems(exampleReturn(context(), 'HINDU'))).toEqual({});
  });

  it('names its kind from the regime', () => {
    expect(rule.variantOf?.({ regime: 'CHURCH' })).toBe('CHURCH');
    expect(rule.variantOf?.({ regime: 'HINDU' })).toBe('HINDU');
    expect(rule.variantOf?.({})).toBeNull();
  });

  it('charges the church return fee for a church return and its own item for a Hindu registration', () => {
    expect(rule.feeItemOf?.({ regime: 'CHURCH' }, TODAY)).toBe('church-marriage-return');
    expect(rule.feeItemOf?.({ regime: 'HINDU' }, TODAY)).toBe(HINDU_FEE_ITEM);
  });

  it('asks the API to check the place of a church return only', () => {
    const church = exampleReturn(context(), 'CHURCH');
    expect(rule.placeLicenceOf?.(church)).toEqual({
      licenceNumber: (church.place as { licenceNumber: string }).licenceNumber,
      path: 'place.licenceNumber',
    });
    expect(rule.placeLicenceOf?.(exampleReturn(context(), 'HINDU'))).toBeNull();
  });

  it("names the parties' NINs for the duplicate check, leaving out a foreign party without one", () => {
    const church = exampleReturn(context(), 'CHURCH');
    const foreign = with_(church, 'partyTwo', { nin: '' });
    expect(rule.partyNinsOf?.(church)).toEqual(['CM9001011000AB', 'CM9001011001AB']);
    expect(rule.partyNinsOf?.(foreign)).toEqual(['CM9001011000AB']);
  });

  it('enters a church marriage in the register with its place, licence, celebrant and parties', () => {
    const church = with_(exampleReturn(context(), 'CHURCH'), 'partyTwo', { nin: '' });
    const effect = rule.onApproval;
    expect(effect?.kind).toBe('registerMarriage');
    const entry = effect?.kind === 'registerMarriage' ? effect.entryOf(church) : null;
    expect(entry).toMatchObject({
      regime: 'CHURCH',
      place: (church.place as { name: string }).name,
      placeLicence: (church.place as { licenceNumber: string }).licenceNumber,
      partyOne: { name: 'Brian Okello', nin: 'CM9001011000AB' },
      partyTwo: { name: 'Joan Okello', nin: null },
    });
    const hindu = exampleReturn(context(), 'HINDU');
    const hinduEntry = effect?.kind === 'registerMarriage' ? effect.entryOf(hindu) : null;
    expect(hinduEntry).toMatchObject({ regime: 'HINDU', placeLicence: null, place: (hindu.place as { name: string }).name });
  });
});

describe('marriage returns: the answers’ rules', () => {
  const church = exampleReturn(context(), 'CHURCH');
  const hindu = exampleReturn(context(), 'HINDU');

  it('refuses a marriage in the future and a register entry before the marriage', () => {
    expect(problems(with_(church, 'marriage', { date: '2026-11-22', registerEntryDate: '2026-11-22' }))).toMatchObject({
      'marriage.date': RETURN_MESSAGES.futureMarriage,
      'marriage.registerEntryDate': RETURN_MESSAGES.futureEntry,
    });
    expect(problems(with_(church, 'marriage', { date: '2026-11-10', registerEntryDate: '2026-11-09' }))).toEqual({
      'marriage.registerEntryDate': RETURN_MESSAGES.entryBeforeMarriage,
    });
    expect(problems(with_(hindu, 'marriage', { date: '2026-12-01' }))).toEqual({ 'marriage.date': RETURN_MESSAGES.futureMarriage });
  });

  it("checks a church party's age and asks the father's occupation only while he is living", () => {
    expect(problems(with_(church, 'partyOne', { age: '17' }))).toEqual({ 'partyOne.age': RETURN_MESSAGES.tooYoung });
    expect(problems(with_(church, 'partyOne', { age: 'twenty' }))).toEqual({ 'partyOne.age': RETURN_MESSAGES.ageFormat });
    expect(problems(with_(church, 'partyTwo', { fatherStatus: 'LIVING', fatherOccupation: '' }))).toEqual({
      'partyTwo.fatherOccupation': RETURN_MESSAGES.fatherOccupation,
    });
    expect(problems(with_(church, 'partyTwo', { fatherStatus: 'DECEASED', fatherOccupation: '' }))).toEqual({});
  });

  it('accepts a church party without a NIN but refuses a malformed one, and the same person twice', () => {
    expect(problems(with_(church, 'partyTwo', { nin: '' }))).toEqual({});
    expect(Object.keys(problems(with_(church, 'partyTwo', { nin: 'CM12' })))).toEqual(['partyTwo.nin']);
    const one = (church.partyOne as { nin: string }).nin;
    expect(problems(with_(church, 'partyTwo', { nin: one.toLowerCase() }))).toEqual({
      'partyTwo.nin': 'The two parties must be different people',
    });
  });

  it('requires a chosen place and the signed return', () => {
    expect(problems(with_(church, 'place', { licenceNumber: '' }))).toMatchObject({ 'place.licenceNumber': RETURN_MESSAGES.choosePlace });
    expect(problems(with_(church, 'documents', { signedReturn: null }))).toEqual({
      'documents.signedReturn': 'Upload the scanned signed return',
    });
  });

  it('refuses a Hindu party under 18 on the date of marriage, not on the day of filing', () => {
    const young = with_(hindu, 'partyTwo', { dateOfBirth: '2008-11-15' });
    expect(problems(with_(young, 'marriage', { date: '2026-11-10' }))).toEqual({
      'partyTwo.dateOfBirth': RETURN_MESSAGES.hinduTooYoung('The second party'),
    });
    expect(problems(with_(young, 'marriage', { date: '2026-11-16' }))).toEqual({});
  });
});
