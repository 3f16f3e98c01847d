/**
 * The languages a person may choose and the profile's `language` (issue 32: "remembered for the next visit and saved to
 * the account, so messages (e-mail, SMS) reach the person in it").
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf } from './languages';
import { profileSchema, profileUpdateSchema } from './schemas/users';

const PROFILE = {
  userId: 'user-1',
  accountType: 'INDIVIDUAL',
  idNumber: null,
  givenName: 'Amina',
  surname: 'Nakato',
  email: 'amina.nakato@example.ug',
  phone: '+256772123456',
};

describe('the languages (issue 32)', () => {
  it('are English, Luganda and Swahili, in the menu’s order, English when none was chosen', () => {
    expect(LANGUAGES).toEqual(['en', 'lg', 'sw']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageOf({ language: 'sw' })).toBe('sw');
    expect(languageOf({ language: null })).toBe('en');
    expect(languageOf({})).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('a profile names one of them, or none (an account that never chose)', () => {
    expect(profileSchema.parse({ ...PROFILE, language: 'lg' }).language).toBe('lg');
    expect(profileSchema.parse({ ...PROFILE, language: null }).language).toBeNull();
    expect(profileSchema.parse(PROFILE).language).toBeUndefined();
    expect(profileSchema.safeParse({ ...PROFILE, language: 'fr' }).success).toBe(false);
  });

  it('a person may change their own language through POST /users/update, alone or with their contact details', () => {
    expect(profileUpdateSchema.parse({ language: 'sw' })).toEqual({ language: 'sw' });
    expect(profileUpdateSchema.parse({ language: 'en', email: 'amina.nakato@example.ug' })).toMatchObject({ language: 'en' });
    expect(profileUpdateSchema.safeParse({ language: 'SW' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ language: null }).success).toBe(false);
  });
});
