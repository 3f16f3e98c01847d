/** Divorce returns: the answers' rules, what approval dissolves, and the register check for officers. */
import { describe, expect, it } from 'vitest';
import type { MarriageEntry } from '#src/domain/schemas/registers';
import type { ExampleContext, ExamplePerson } from '../service-rule';
import { checkDissolution } from './dissolution-check';
import { dissolutionOf, divorceReturnsRule as rule } from './divorce-returns.rule';

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

function ctx(seed = 1): ExampleContext {
  let a = seed * 104_729 + 12_345;
  return {
    today: TODAY,
    district: 'Kampala',
    random: () => (a = (a * 16807) % 2147483647) / 2147483647,
    person: (n) => [HUSBAND, WIFE][n % 2]!,
    document: (what) => ({ id: `doc-${what}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  };
}

function errors(answers: unknown): Record<string, string> {
  const result = rule.answersSchema(TODAY).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

function entry(over: Partial<MarriageEntry> = {}): MarriageEntry {
  return {
    id: 'rm-1',
    entryNumber: 'RM-2026-000001',
    applicationId: 'a1',
    applicationReference: 'IR-2026-AAAA-BBBB',
    filedBy: 'u',
    filedByName: 'Kibuli Mosque',
    registeredAt: '2026-05-01T10:00:00Z',
    status: 'SUBSISTING',
    dissolvedAt: null,
    dissolvedBy: null,
    regime: 'ISLAMIC',
    dateOfMarriage: '2026-04-20',
    place: 'Kibuli Mosque',
    placeLicence: null,
    district: 'Kampala',
    celebrant: 'Sheikh Idris Mukasa',
    partyOne: { name: 'Yusuf Ssemakula', nin: HUSBAND.nin },
    partyTwo: { name: 'Zaituni Nabukenya', nin: WIFE.nin },
    ...over,
  };
}

describe('divorce returns', () => {
  it('makes valid example answers, charged the divorce return fee, decided in the kadhi’s district', () => {
    for (let seed = 1; seed < 20; seed += 1) expect(errors(rule.exampleAnswers(ctx(seed)))).toEqual({});
    expect(rule.chain).toEqual(['DISTRICT_KADHI', 'REGISTRAR']);
    expect(rule.feeItem).toBe('divorce-return');
    expect(rule.districtOf(rule.exampleAnswers(ctx()))).toBe('Kampala');
  });

  it('names the marriage by its register entry number, or by both NINs', () => {
    const answers: Record<string, unknown> = { ...rule.exampleAnswers(ctx()), marriage: { entryNumber: '' } };
    expect(errors(answers)).toEqual({});
    const wife = answers.wife as Record<string, unknown>;
    expect(errors({ ...answers, wife: { ...wife, hasNin: 'NO', fullName: 'Zaituni Nabukenya', age: '31' } })).toEqual({
      'marriage.entryNumber': "Enter the register entry number of the marriage, or give both parties' NINs",
    });
    expect(errors({ ...answers, marriage: { entryNumber: 'rm-2026-12' } })).toEqual({
      'marriage.entryNumber': 'Enter the entry number as it is printed, like RM-2026-000123',
    });
    expect(errors({ ...answers, divorce: { ...(answers.divorce as object), kind: 'OTHER' } })).toEqual({
      'divorce.kind': 'Choose the kind of divorce',
    });
  });

  it('dissolves the entry it names, else the marriage of both NINs', () => {
    const answers = rule.exampleAnswers(ctx());
    expect(dissolutionOf({ ...answers, marriage: { entryNumber: 'rm-2026-000001' } })).toEqual({
      entryNumber: 'RM-2026-000001',
      nins: [HUSBAND.nin, WIFE.nin],
      dateOfDivorce: (answers.divorce as { date: string }).date,
    });
    expect(dissolutionOf({ ...answers, marriage: { entryNumber: '' } })?.entryNumber).toBeNull();
    expect(rule.onApproval?.kind).toBe('dissolveMarriage');
  });

  it('tells the officer whether the named marriage subsists, is dissolved, is missing or is of other parties', () => {
    const draft = { entryNumber: 'RM-2026-000001', nins: [HUSBAND.nin, WIFE.nin], dateOfDivorce: TODAY };
    expect(checkDissolution([entry()], draft).state).toBe('SUBSISTING');
    expect(checkDissolution([entry({ status: 'DISSOLVED', dissolvedAt: '2026-09-01', dissolvedBy: 'DR-1' })], draft).state).toBe(
      'DISSOLVED',
    );
    expect(checkDissolution([entry()], { ...draft, entryNumber: 'RM-2026-000009' })).toEqual({ state: 'NOT_FOUND', entry: null });
    expect(checkDissolution([entry({ partyTwo: { name: 'Other', nin: 'CF8001010003XX' } })], draft).state).toBe('PARTIES_DIFFER');
    expect(checkDissolution([entry()], { ...draft, entryNumber: null }).entry?.entryNumber).toBe('RM-2026-000001');
    expect(checkDissolution([entry()], { ...draft, entryNumber: null, nins: [HUSBAND.nin] }).state).toBe('NOT_FOUND');
  });
});
