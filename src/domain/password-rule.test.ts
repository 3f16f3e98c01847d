import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './common-passwords';
import {
  checkPassword,
  isRepetitiveOrSequential,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  passwordLength,
  passwordMessage,
  personalProblem,
  type PasswordContext,
} from './password-rule';
import { textOf } from './words';

const AMINA: PasswordContext = {
  givenName: 'Amina',
  surname: 'Nakato',
  email: 'amina.nakato@example.ug',
  phone: '+256772123456',
};

describe('password rule (NIST SP 800-63B §5.1.1.2)', () => {
  const check = async (password: string, context: PasswordContext | null = AMINA) =>
    passwordMessage(password, { commonPasswords: await loadCommonPasswords(), context });

  it('accepts a passphrase of common words with spaces and no capital, digit or symbol', async () => {
    expect(await check('correct horse battery staple')).toBeNull();
  });
  it('accepts the demo and test passwords', async () => {
    expect(await check('Registry#2026')).toBeNull();
    expect(await check('Harvest#2027')).toBeNull();
  });
  it('refuses P@ssw0rd, whatever its case, as common', async () => {
    expect(await check('P@ssw0rd')).toBe('Choose a password that is harder to guess: this one is on a list of common passwords');
    expect(await check('PASSWORD1')).toBe(textOf(PASSWORD_MESSAGES.common));
    expect(await check(' iloveyou ')).toBe(textOf(PASSWORD_MESSAGES.common));
  });
  it('refuses 7 characters and accepts 8', async () => {
    expect(await check('Kpl#202')).toBe('Your password must be at least 8 characters');
    expect(await check('Kpl#2026')).toBeNull();
    expect(await check('')).toBe('Enter a password');
  });
  it('accepts 64 characters and more, up to 128', async () => {
    const words = 'papyrus lantern mango canoe drizzle '.repeat(4);
    expect(await check(words.slice(0, 64))).toBeNull();
    expect(await check(words.slice(0, 100))).toBeNull();
    expect(await check(`${words}${words}`.slice(0, PASSWORD_MAX))).toBeNull();
    expect(await check(`${words}${words}`.slice(0, PASSWORD_MAX + 1))).toBe('Your password must be 128 characters or fewer');
  });
  it('refuses megabytes without normalising them', async () => {
    expect(await check('x'.repeat(6_000_000))).toBe(textOf(PASSWORD_MESSAGES.tooLong));
  });
  it('counts Unicode code points after NFKC: emoji and accents count once', async () => {
    expect(passwordLength('🐘🦒🦓🐊🦛🦁🐆🐃')).toBe(8);
    expect(await check('🐘🦒🦓🐊🦛🦁🐆🐃')).toBeNull();
    expect(await check('🐘🦒🦓🐊🦛🦁🐆')).toBe(textOf(PASSWORD_MESSAGES.tooShort));
    // "é" typed as e + combining accent is one character after NFKC.
    expect(passwordLength('cafe\u0301 au lait')).toBe(passwordLength('café au lait'));
    expect(await check('Ŋaŋŋa ŋoŋŋo ɛmɛ')).toBeNull();
    expect(await check('ощущение свободы')).toBeNull();
    expect(await check('とうきょうのそら')).toBeNull();
  });
  it('refuses repeated patterns and straight sequences', async () => {
    for (const pw of ['aaaaaaaa', 'abababab', 'passpass', 'abcdefgh', '98765432', '        ']) {
      expect(isRepetitiveOrSequential(pw)).toBe(true);
      expect(await check(pw)).toMatch(/^Choose a password that is harder to guess/);
    }
    expect(await check('zzzzzzzz')).toBe(textOf(PASSWORD_MESSAGES.repetitive));
    expect(isRepetitiveOrSequential('abcdefgi')).toBe(false);
    expect(isRepetitiveOrSequential('passpast')).toBe(false);
  });

  describe("the person's own details", () => {
    it.each([
      ['Amina2026!', 'name'],
      ['nakato amina', 'name'],
      ['NAKATO-AMINA-1990', 'name'],
      ['Ámina Nakató', 'name'],
      ['amina.nakato@example.ug', 'name'],
      ['Amina.Nakato', 'name'],
      ['+256 772 123456', 'phone'],
      ['0772123456', 'phone'],
      ['772123456!', 'phone'],
      ['tel 0772123456', 'phone'],
    ] as const)('refuses %j (%s)', (password, kind) => {
      expect(checkPassword(password, { context: AMINA })).toBe(kind);
    });
    it('refuses the address and the part before the @ when they are not the name', () => {
      const context = { givenName: 'Amina', surname: 'Nakato', email: 'kiwanuka77@example.ug' };
      expect(checkPassword('kiwanuka77@example.ug', { context })).toBe('email');
      expect(checkPassword('Kiwanuka1977', { context })).toBe('email');
      // The domain alone is not the person's: everyone at example.ug shares it.
      expect(checkPassword('example2026', { context })).toBeNull();
      expect(passwordMessage('Kiwanuka1977', { context })).toBe(
        'Choose a password that is harder to guess: this one is based on your email address',
      );
    });
    it('names the detail in the message', () => {
      expect(passwordMessage('Amina2026!', { context: AMINA })).toBe(
        'Choose a password that is harder to guess: this one is based on your name',
      );
      expect(passwordMessage('0772123456', { context: AMINA })).toBe(
        'Choose a password that is harder to guess: this one is based on your phone number',
      );
    });
    it('accepts a password that merely contains a detail among enough other words', () => {
      expect(personalProblem('Amina walks to the Nile', AMINA)).toBeNull();
      expect(personalProblem('nakato keeps 3 goats', AMINA)).toBeNull();
      expect(personalProblem('correct horse battery staple', AMINA)).toBeNull();
    });
    it('does not look for names shorter than 3 letters inside words', () => {
      expect(checkPassword('alabaster doors', { context: { givenName: 'Al', surname: 'Ba' } })).toBeNull();
    });
    it('checks only what is known', () => {
      expect(checkPassword('Amina2026!', { context: { email: 'someone@example.ug' } })).toBeNull();
      expect(checkPassword('Amina2026!')).toBeNull();
    });
    it('reads a national phone number too', () => {
      expect(checkPassword('256772123456', { context: { phone: '0772 123456' } })).toBe('phone');
    });
  });
});
