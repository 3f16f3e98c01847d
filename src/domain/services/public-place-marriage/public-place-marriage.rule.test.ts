/** The public place marriage notice: the civil notice's parties with a licensed place of worship. */
import { describe, expect, it } from 'vitest';
import { publicPlaceMarriageRule } from './public-place-marriage.rule';

const TODAY = '2026-11-23';
const PEOPLE = [
  {
    nin: 'CM9302270914IS',
    givenName: 'Ibrahim',
    surname: 'Ssali',
    dateOfBirth: '1993-02-27',
    sex: 'MALE' as const,
    nationality: 'Ugandan',
  },
  {
    nin: 'CF9905140371HK',
    givenName: 'Harriet',
    surname: 'Kyomuhendo',
    dateOfBirth: '1999-05-14',
    sex: 'FEMALE' as const,
    nationality: 'Ugandan',
  },
];

function notice() {
  return publicPlaceMarriageRule.exampleAnswers({
    today: TODAY,
    district: 'Kampala',
    random: () => 0.4,
    person: (i) => PEOPLE[i % 2]!,
    document: (what) => ({ id: `doc-${what}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  });
}

function errors(answers: unknown): Record<string, string> {
  const result = publicPlaceMarriageRule.answersSchema(TODAY).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the public place marriage notice', () => {
  it('is decided in the district of the place and names both parties for the duplicate-marriage check', () => {
    const answers = notice();
    expect(errors(answers)).toEqual({});
    expect(publicPlaceMarriageRule.districtOf(answers)).toBe('Kampala');
    expect(publicPlaceMarriageRule.partyNinsOf?.(answers)).toEqual(['CM9302270914IS', 'CF9905140371HK']);
    expect(publicPlaceMarriageRule.onApproval).toBeUndefined();
  });

  it('asks for a place chosen from the register and keeps the civil notice’s period rules', () => {
    const answers = notice();
    const marriage = { ...(answers.marriage as Record<string, unknown>), placeLicence: '', district: '' };
    expect(errors({ ...answers, marriage })).toEqual({
      'marriage.placeLicence': 'Choose the place of worship from the register of licensed places',
      'marriage.district': 'Choose the place of worship from the register of licensed places',
    });
    const soon = { ...(answers.marriage as Record<string, unknown>), preferredFrom: '2026-11-30' };
    expect(errors({ ...answers, marriage: soon })).toEqual({
      'marriage.preferredFrom': 'The ceremony can be no earlier than 21 days after notice is given',
    });
  });

  it('keeps the civil notice’s party rules: two different people', () => {
    const answers = notice();
    expect(errors({ ...answers, partyTwo: answers.partyOne })).toMatchObject({
      'partyTwo.nin': 'The two parties must be different people',
    });
  });
});
