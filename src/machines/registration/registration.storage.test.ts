import { describe, expect, it } from 'vitest';
import { SAVED } from './registration.fixtures';
import {
  clearPersistedRegistration,
  parsePersistedRegistration,
  readPersistedRegistration,
  REGISTRATION_STORAGE_KEY,
  writePersistedRegistration,
} from './registration.storage';

describe('registration storage', () => {
  it("writes, reads and clears local storage key 'registration'", () => {
    expect(REGISTRATION_STORAGE_KEY).toBe('registration');
    expect(readPersistedRegistration()).toBeUndefined();
    writePersistedRegistration(SAVED.enterCode);
    expect(JSON.parse(localStorage.getItem('registration') ?? 'null')).toEqual(SAVED.enterCode);
    expect(readPersistedRegistration()).toEqual(SAVED.enterCode);
    clearPersistedRegistration();
    expect(localStorage.getItem('registration')).toBeNull();
  });

  it('reads invalid JSON as nothing', () => {
    localStorage.setItem('registration', '{not json');
    expect(readPersistedRegistration()).toBeUndefined();
  });

  it('fills missing fields with null', () => {
    expect(parsePersistedRegistration({ step: 'checkEmail', userId: 'u-1' })).toEqual({
      step: 'checkEmail',
      userId: 'u-1',
      email: null,
      phone: null,
      maskedPhone: null,
      passwordToken: null,
      activatedEmailToken: null,
      codeSentAt: null,
      resendAfterSeconds: null,
      expiresInSeconds: null,
    });
  });

  it.each([
    ['null', null],
    ['a string', 'enterCode'],
    ['an unknown step', { step: 'done' }],
    ['a busy step', { step: 'verifyingCode' }],
    ['a numeric userId', { step: 'checkEmail', userId: 7 }],
    ['a string codeSentAt', { step: 'enterCode', codeSentAt: 'yesterday' }],
    ['a NaN-like codeSentAt', { step: 'enterCode', codeSentAt: Infinity }],
  ])('refuses %s', (_, value) => {
    expect(parsePersistedRegistration(value)).toBeUndefined();
  });

  it('drops unknown fields', () => {
    expect(parsePersistedRegistration({ ...SAVED.checkEmail, password: 'secret' })).toEqual(SAVED.checkEmail);
  });
});
