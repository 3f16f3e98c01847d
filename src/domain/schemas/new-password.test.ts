import { describe, expect, it } from 'vitest';
import { loadCommonPasswordsOrNull } from '../common-passwords';
import { checkedNewPasswordField, newPasswordField, setPasswordSchema, setPasswordSchemaWith } from './new-password';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('new password fields (src/domain/password-rule.ts)', () => {
  it('newPasswordField checks the shape synchronously, with no composition rule', () => {
    expect(messageOf(newPasswordField.safeParse('correct horse battery staple'))).toBeNull();
    expect(messageOf(newPasswordField.safeParse('short'))).toBe('Your password must be at least 8 characters');
    expect(messageOf(newPasswordField.safeParse('aaaaaaaa'))).toMatch(/repeated pattern/);
    expect(messageOf(newPasswordField.safeParse(undefined))).toBe('Enter a password');
  });
  it('keeps the password as typed (normalisation happens before hashing)', () => {
    expect(newPasswordField.parse('cafe\u0301 au lait')).toBe('cafe\u0301 au lait');
  });
  it('checkedNewPasswordField adds the common list and the known details', async () => {
    const field = checkedNewPasswordField({
      commonPasswords: loadCommonPasswordsOrNull,
      context: () => ({ email: 'amina.nakato@example.ug' }),
    });
    expect(messageOf(await field.safeParseAsync('P@ssw0rd'))).toBe(
      'Choose a password that is harder to guess: this one is on a list of common passwords',
    );
    expect(messageOf(await field.safeParseAsync('Amina.Nakato2026'))).toBe(
      'Choose a password that is harder to guess: this one is based on your email address',
    );
    expect(messageOf(await field.safeParseAsync('seven77'))).toBe('Your password must be at least 8 characters');
    expect(messageOf(await field.safeParseAsync('correct horse battery staple'))).toBeNull();
  });
  it('lets the API decide when the list cannot be loaded', async () => {
    const field = checkedNewPasswordField({ commonPasswords: () => Promise.resolve(null) });
    expect(messageOf(await field.safeParseAsync('P@ssw0rd'))).toBeNull();
  });
  it('the set-password payload asks for the same password twice', async () => {
    const body = { token: 't', password: 'correct horse battery staple', confirmPassword: 'correct horse battery stable' };
    const result = setPasswordSchema.safeParse(body);
    expect(result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'The passwords do not match'],
    ]);
    const checked = setPasswordSchemaWith(checkedNewPasswordField({ commonPasswords: loadCommonPasswordsOrNull }));
    const common = await checked.safeParseAsync({ token: 't', password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' });
    expect(common.success ? null : common.error.issues.map((i) => i.path.join('.'))).toEqual(['password']);
  });
});
