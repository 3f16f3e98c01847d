/**
 * The customary return's rule: the fee computed from the ceremony date (on time on the 6-month
 * anniversary, late from the day after), the ages on the ceremony day, no ceremony in the future,
 * and what approval enters in the register of marriages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../service-rule';
import { CUSTOMARY_CELEBRANT, customaryMarriageRule } from './customary-marriage.rule';

const TODAY = '2026-11-23';

/** A complete, valid return of a ceremony on `date`. */
function aReturn(date: string): Answers {
  const doc = (id: string) => ({ id, name: `${id}.pdf`, type: 'application/pdf', size: 1024 });
  const person = (nin: string, givenName: string, surname: string, dateOfBirth: string, sex: 'MALE' | 'FEMALE', clan: string) => ({
    nin,
    givenName,
    surname,
    dateOfBirth,
    sex,
    nationality: 'Ugandan',
    phone: '+256772123456',
    email: `${givenName.toLowerCase()}@example.ug`,
    clan,
  });
  return {
    ceremony: {
      date,
      district: 'Wakiso',
      subCounty: 'Nangabo',
      venue: "The bride's parents' home, Kiteezi village",
      rites: 'Introduction and give-away before both clans.',
      bridePrice: '',
    },
    partyOne: person('CF9203151042KA', 'Amina', 'Nakato', '1992-03-15', 'FEMALE', 'Ngabi'),
    partyTwo: person('CM9302270914IS', 'Ibrahim', 'Ssali', '1993-02-27', 'MALE', 'Nkima'),
    witnesses: [
      { name: 'Samuel Wasswa', idType: 'NIN', idNumber: 'CM0101200453SW', phone: '+256782111222' },
      { name: 'Florence Adong', idType: 'PASSPORT', idNumber: 'B1234567', phone: '+256753222333' },
    ],
    documents: { returnForm: doc('form'), partyOneId: doc('id1'), partyTwoId: doc('id2') },
  };
}

function issues(answers: Answers, today = TODAY): Record<string, string> {
  const result = customaryMarriageRule.answersSchema(today).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the customary return fee', () => {
  it('is the ordinary fee on the 6-month anniversary and the late fee from the day after', () => {
    expect(customaryMarriageRule.feeItemOf?.(aReturn('2026-05-23'), TODAY)).toBe('customary-return-on-time');
    expect(customaryMarriageRule.feeItemOf?.(aReturn('2026-05-22'), TODAY)).toBe('customary-return-late');
    expect(customaryMarriageRule.feeItemOf?.(aReturn('2026-11-23'), TODAY)).toBe('customary-return-on-time');
  });

  it('counts calendar months: a ceremony on 31 May is late from 1 December', () => {
    expect(customaryMarriageRule.feeItemOf?.(aReturn('2026-05-31'), '2026-11-30')).toBe('customary-return-on-time');
    expect(customaryMarriageRule.feeItemOf?.(aReturn('2026-05-31'), '2026-12-01')).toBe('customary-return-late');
  });

  it('charges the ordinary fee while no ceremony date is known (a draft)', () => {
    expect(customaryMarriageRule.feeItemOf?.({}, TODAY)).toBe('customary-return-on-time');
    expect(customaryMarriageRule.feeItemOf?.({ ceremony: { date: '2026--05' } }, TODAY)).toBe('customary-return-on-time');
  });
});

describe('the customary return answers', () => {
  it('accept a complete return, late or not', () => {
    expect(issues(aReturn('2026-02-10'))).toEqual({});
    expect(issues(aReturn(TODAY))).toEqual({});
  });

  it('refuse a ceremony in the future', () => {
    expect(issues(aReturn('2026-11-24'))).toEqual({ 'ceremony.date': 'The date of the ceremony must be today or in the past' });
  });

  it('judge the ages on the day of the ceremony, not on the day of filing', () => {
    const answers = aReturn('2026-01-10');
    (answers.partyOne as Record<string, unknown>).dateOfBirth = '2008-01-11'; // 18 on 2026-01-11: one day short
    expect(issues(answers)).toEqual({
      'partyOne.dateOfBirth': 'The first party must have been at least 18 years old on the day of the ceremony',
    });
    (answers.partyOne as Record<string, unknown>).dateOfBirth = '2008-01-10'; // 18 that very day
    expect(issues(answers)).toEqual({});
  });

  it('need two different people, two witnesses, the clans and the return form', () => {
    const same = aReturn('2026-06-01');
    (same.partyTwo as Record<string, unknown>).nin = 'CF9203151042KA';
    expect(issues(same)).toEqual({ 'partyTwo.nin': 'The two parties must be different people' });
    const answers = aReturn('2026-06-01');
    (answers.partyOne as Record<string, unknown>).clan = ' ';
    (answers.documents as Record<string, unknown>).returnForm = null;
    answers.witnesses = [(answers.witnesses as unknown[])[0]];
    expect(issues(answers)).toMatchObject({
      'partyOne.clan': 'Enter the clan',
      'documents.returnForm': "Upload the registrar's return form",
    });
    expect(Object.keys(issues(answers))).toContain('witnesses');
  });
});

describe('approval of a customary return', () => {
  it('enters a customary marriage at the venue, sub-county and district, and names both parties for the duplicate check', () => {
    const answers = aReturn('2026-06-01');
    expect(customaryMarriageRule.onApproval?.kind).toBe('registerMarriage');
    const entry = customaryMarriageRule.onApproval?.kind === 'registerMarriage' ? customaryMarriageRule.onApproval.entryOf(answers) : null;
    expect(entry).toEqual({
      regime: 'CUSTOMARY',
      dateOfMarriage: '2026-06-01',
      place: "The bride's parents' home, Kiteezi village, Nangabo, Wakiso",
      placeLicence: null,
      district: 'Wakiso',
      partyOne: { name: 'Amina Nakato', nin: 'CF9203151042KA' },
      partyTwo: { name: 'Ibrahim Ssali', nin: 'CM9302270914IS' },
      celebrant: CUSTOMARY_CELEBRANT,
    });
    expect(customaryMarriageRule.partyNinsOf?.(answers)).toEqual(['CF9203151042KA', 'CM9302270914IS']);
    expect(customaryMarriageRule.districtOf(answers)).toBe('Wakiso');
  });

  it('makes example answers both late and on time', () => {
    const items = new Set<string | null | undefined>();
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 30; i += 1) {
      const answers = customaryMarriageRule.exampleAnswers({
        today: TODAY,
        district: 'Kampala',
        random,
        person: (n) => ({
          nin: `CM90010100${String(n).padStart(2, '0')}AB`,
          givenName: 'Test',
          surname: `Person${n}`,
          dateOfBirth: '1990-01-01',
          sex: 'MALE',
          nationality: 'Ugandan',
        }),
        document: (what) => ({ id: what, name: `${what}.pdf`, type: 'application/pdf', size: 1 }),
      });
      items.add(customaryMarriageRule.feeItemOf?.(answers, TODAY));
    }
    expect(items).toEqual(new Set(['customary-return-on-time', 'customary-return-late']));
  });
});
