/** Islamic marriage returns: the answers' rules, fees, districts, register entries and the quarterly clock. */
import { describe, expect, it } from 'vitest';
import type { ExampleContext, ExamplePerson } from '../service-rule';
import { exampleSingleReturn, islamicEntryOf, islamicMarriageReturnsRule as rule } from './islamic-marriage-returns.rule';
import { quarterlyReturnStatus } from './quarterly-status';

const TODAY = '2026-11-20';
const HUSBAND: ExamplePerson = {
  nin: 'CM9001010001AB',
  givenName: 'Yusuf',
  surname: 'Ssemakula',
  dateOfBirth: '1990-01-01',
  sex: 'MALE',
  nationality: 'Ugandan',
};
const WIFE: ExamplePerson = {
  nin: 'CF9502020002ZN',
  givenName: 'Zaituni',
  surname: 'Nabukenya',
  dateOfBirth: '1995-02-02',
  sex: 'FEMALE',
  nationality: 'Ugandan',
};

function ctx(seed = 1, people: ExamplePerson[] = [HUSBAND, WIFE]): ExampleContext {
  let a = seed * 104_729 + 12_345;
  return {
    today: TODAY,
    district: 'Kampala',
    random: () => (a = (a * 16807) % 2147483647) / 2147483647,
    person: (n) => people[n % people.length]!,
    document: (what) => ({ id: `doc-${what}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  };
}

function errors(answers: unknown): Record<string, string> {
  const result = rule.answersSchema(TODAY).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const quarterly = (over: Record<string, unknown> = {}) => ({
  kind: 'QUARTERLY',
  period: { year: '2026', quarter: '3' },
  marriages: { count: '14', first: '141', last: '154' },
  divorces: { count: '0', first: '', last: '' },
  documents: { signedReturn: { id: 'd', name: 'r.pdf', type: 'application/pdf', size: 10 } },
  ...over,
});

describe('Islamic marriage returns', () => {
  it('makes valid, varied example answers', () => {
    const kinds = new Set<unknown>();
    for (let seed = 1; seed < 40; seed += 1) {
      const answers = rule.exampleAnswers(ctx(seed));
      kinds.add(answers.kind);
      expect(errors(answers)).toEqual({});
    }
    expect(kinds).toEqual(new Set(['MOSQUE', 'KADHI']));
    // Without people of the right sex, the parties are named by name and age.
    expect(errors(exampleSingleReturn(ctx(3, [WIFE]), 'MOSQUE'))).toEqual({});
  });

  it('names a party by a verified NIN of the right sex, or by name and age; both at least 18 on the day', () => {
    const answers = exampleSingleReturn(ctx(), 'MOSQUE');
    const husband = answers.husband as Record<string, unknown>;
    const wife = answers.wife as Record<string, unknown>;
    expect(errors({ ...answers, husband: { ...husband, sex: 'FEMALE' } })).toEqual({
      'husband.nin': "The national register records this person as female: enter the husband's NIN",
    });
    expect(errors({ ...answers, husband: { ...husband, givenName: '' } })).toEqual({
      'husband.nin': 'Select "Verify NIN" to fill in the details from the national register',
    });
    expect(errors({ ...answers, wife: { ...wife, hasNin: 'NO', fullName: '', age: 'x' } })).toEqual({
      'wife.fullName': "Enter the wife's full name",
      'wife.age': "Enter the wife's age in whole years, like 27",
    });
    expect(errors({ ...answers, wife: { ...wife, hasNin: 'NO', fullName: 'Aisha Nakku', age: '17' } })).toEqual({
      'wife.age': 'The wife must have been at least 18 years old on the day of the marriage',
    });
    expect(errors({ ...answers, wife: { ...wife, condition: 'MARRIED' } })).toEqual({
      'wife.condition': "Choose the wife's condition before the marriage",
    });
    expect(errors({ ...answers, marriage: { ...(answers.marriage as object), dateOfMarriage: '2026-11-21' } })).toEqual({
      'marriage.dateOfMarriage': 'The date of the marriage must be today or in the past',
    });
  });

  it("asks the kadhi's own entry for its number in register book 1", () => {
    const answers = exampleSingleReturn(ctx(), 'KADHI');
    expect(errors({ ...answers, marriage: { ...(answers.marriage as object), registerEntry: '' } })).toEqual({
      'marriage.registerEntry': 'Enter the entry number in register book 1, like 154',
    });
  });

  it('checks a quarterly return: an ended quarter, serial entry numbers that agree with the counts', () => {
    expect(errors(quarterly())).toEqual({});
    expect(errors(quarterly({ period: { year: '2026', quarter: '4' } }))).toEqual({
      'period.quarter': 'A quarterly return is filed after the quarter ends: choose a quarter that has ended',
    });
    expect(errors(quarterly({ marriages: { count: '12', first: '141', last: '154' } }))).toEqual({
      'marriages.count': 'Entries 141 to 154 are 14 entries, not 12: check the number or the entry numbers',
    });
    expect(errors(quarterly({ divorces: { count: '0', first: '3', last: '' } }))).toEqual({
      'divorces.first': 'Leave the entry numbers empty when there are no entries',
    });
    expect(errors(quarterly({ marriages: { count: '2', first: '9', last: '8' } }))).toEqual({
      'marriages.last': 'The last entry number must not be before the first',
    });
  });

  it('charges single returns and not the quarterly one; the mosque’s district picks the kadhi', () => {
    const single = exampleSingleReturn(ctx(), 'MOSQUE');
    expect(rule.chain).toEqual(['DISTRICT_KADHI', 'REGISTRAR']);
    expect(rule.feeItemOf?.(single, TODAY)).toBe('islamic-marriage-return');
    expect(rule.feeItemOf?.(quarterly(), TODAY)).toBeNull();
    expect(rule.districtOf(single)).toBe('Kampala');
    expect(rule.districtOf(quarterly())).toBeNull();
    expect(rule.partyNinsOf?.(single)).toEqual([HUSBAND.nin, WIFE.nin]);
    expect(rule.partyNinsOf?.(quarterly())).toEqual([]);
  });

  it('enters an approved single return in the register (regime ISLAMIC); a quarterly return registers nothing', () => {
    const single = exampleSingleReturn(ctx(), 'MOSQUE');
    expect(islamicEntryOf(single)).toMatchObject({
      regime: 'ISLAMIC',
      district: 'Kampala',
      placeLicence: null,
      partyOne: { name: 'Yusuf Ssemakula', nin: HUSBAND.nin },
      partyTwo: { name: 'Zaituni Nabukenya', nin: WIFE.nin },
    });
    expect(rule.onApproval?.kind).toBe('registerMarriage');
    expect(islamicEntryOf(quarterly())).toBeNull();
  });
});

describe('the quarterly return clock', () => {
  const filed = (status: string, quarter = '3') => ({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    status,
    reference: 'IR-2026-AAAA-BBBB',
    submittedAt: '2026-10-05T09:00:00Z',
    data: quarterly({ period: { year: '2026', quarter } }),
  });

  it('is due by the 10th of the month after the quarter, then overdue', () => {
    expect(quarterlyReturnStatus([], '2026-10-08')).toMatchObject({
      last: { quarter: { year: 2026, quarter: 3 }, deadline: { due: '2026-10-10', daysLeft: 2, overdue: false }, filed: null },
      current: { quarter: { year: 2026, quarter: 4 }, due: '2027-01-10' },
    });
    expect(quarterlyReturnStatus([], '2026-10-11').last.deadline.overdue).toBe(true);
  });

  it('counts a submitted return for that quarter as filed, not a draft, a declined one or another quarter', () => {
    expect(quarterlyReturnStatus([filed('Submitted')], TODAY).last.filed?.reference).toBe('IR-2026-AAAA-BBBB');
    expect(quarterlyReturnStatus([filed('Draft'), filed('Declined'), filed('Approved', '2')], TODAY).last.filed).toBeNull();
  });
});
