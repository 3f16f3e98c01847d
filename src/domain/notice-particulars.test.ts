import { describe, expect, it } from 'vitest';
import { conditionWord, noticeParticulars, residenceLength } from './notice-particulars';

const answers = {
  partyOne: {
    givenName: 'Amina',
    surname: 'Nakato',
    dateOfBirth: '1996-05-14',
    sex: 'FEMALE',
    occupation: 'Teacher',
    residenceDistrict: 'Kampala',
    residenceSince: '2019-02-01',
    condition: 'NEVER_MARRIED',
    nin: 'CF96014102MHTK',
    phone: '+256772123456',
  },
  partyTwo: {
    givenName: 'Joseph',
    surname: 'Okello',
    dateOfBirth: '1990-11-30',
    sex: 'MALE',
    occupation: 'Civil engineer',
    residenceDistrict: 'Wakiso',
    residenceSince: '2026-03-01',
    condition: 'WIDOWED',
  },
  marriage: { intendedDistrict: 'Kampala' },
};

describe('noticeParticulars', () => {
  it("reads both parties' particulars as the Act's form of notice lists them, counted to the notice day", () => {
    const p = noticeParticulars(answers, '2026-06-15');
    expect(p.partyOne).toEqual({
      name: 'Amina Nakato',
      age: '30',
      condition: 'Spinster',
      profession: 'Teacher',
      dwellingPlace: 'Kampala',
      residence: '7 years',
    });
    expect(p.partyTwo).toEqual({
      name: 'Joseph Okello',
      age: '35',
      condition: 'Widower',
      profession: 'Civil engineer',
      dwellingPlace: 'Wakiso',
      residence: '3 months',
    });
    expect(p.placeOfMarriage).toBe('The office of the Registrar of Marriages, Kampala district');
  });

  it('reads missing answers as empty, never as "undefined"', () => {
    const p = noticeParticulars({}, '2026-06-15');
    expect(p.partyOne).toEqual({ name: '', age: '', condition: '', profession: '', dwellingPlace: '', residence: '' });
    expect(p.placeOfMarriage).toBe('');
    expect(JSON.stringify(p)).not.toContain('undefined');
  });
});

describe('conditionWord', () => {
  it('uses the words of the form of notice', () => {
    expect(conditionWord('NEVER_MARRIED', 'MALE')).toBe('Bachelor');
    expect(conditionWord('NEVER_MARRIED', 'FEMALE')).toBe('Spinster');
    expect(conditionWord('WIDOWED', 'FEMALE')).toBe('Widow');
    expect(conditionWord('DIVORCED', 'MALE')).toBe('Divorced');
    expect(conditionWord('OTHER', 'MALE')).toBe('');
  });
});

describe('residenceLength', () => {
  it('counts days under two months, months under two years, then years', () => {
    expect(residenceLength('2026-05-27', '2026-06-15')).toBe('19 days');
    expect(residenceLength('2026-06-14', '2026-06-15')).toBe('1 day');
    expect(residenceLength('2026-01-15', '2026-06-15')).toBe('5 months');
    expect(residenceLength('2026-01-16', '2026-06-15')).toBe('4 months');
    expect(residenceLength('2023-06-15', '2026-06-15')).toBe('3 years');
    expect(residenceLength('2026-07-01', '2026-06-15')).toBe('');
  });
});
