/**
 * The administrator's staff accounts (mocks/handlers/staff-accounts.ts): only the administrator calls them;
 * the list searches and filters staff accounts only; a change of role ends the person's sessions; a
 * deactivated account cannot sign in, and says why only to whoever knows its password; an administrator
 * never changes their own account.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '#src/domain/schemas/applications';
import { STAFF_ACCOUNT_MESSAGES, type StaffAccount } from '#src/domain/schemas/staff-accounts';
import { MOCK_ERROR_CODES } from '../messages';
import { DEMO_PASSWORD } from '../seed/demo';
import { call, post, put, signIn, type ErrorAnswer } from '../test-helpers';

const ADMIN = 'admin@registry.example.ug';
const DIRECTOR_ID = 'usr-director';

async function list(query: string, token: string) {
  return call<{ data: Page<StaffAccount> } & ErrorAnswer>(`/backoffice/accounts${query}`, { authorization: token });
}

describe('GET /backoffice/accounts', () => {
  it('answers the administrator only', async () => {
    for (const email of ['registrar@registry.example.ug', 'finance@registry.example.ug', 'amina.nakato@example.ug']) {
      expect((await list('', (await signIn(email)).token)).status).toBe(403);
    }
  });

  it('lists the staff accounts by surname, never a citizen’s or an organisation’s, with search and filters', async () => {
    const { token } = await signIn(ADMIN);
    const all = await list('', token);
    expect(all.status).toBe(200);
    const emails = all.body.data.items.map((a) => a.email);
    expect(emails).toContain('gulu.registrar@example.ug');
    expect(emails).not.toContain('amina.nakato@example.ug');
    expect(emails).not.toContain('clerk@stpauls.example.ug');
    const surnames = all.body.data.items.map((a) => a.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b)));
    const registrars = await list('?role=REGISTRAR', token);
    expect(registrars.body.data.items.map((a) => a.email).sort()).toEqual(['gulu.registrar@example.ug', 'registrar@registry.example.ug']);
    const gulu = await list('?q=gulu', token);
    expect(gulu.body.data.items).toHaveLength(1);
    expect(gulu.body.data.items[0]).toMatchObject({
      accountType: 'ADMIN_UNIT',
      district: 'Gulu',
      status: 'ACTIVE',
      idNumber: 'CM8301170745PO',
    });
  });
});

describe('changing and deactivating a staff account', () => {
  it('changes the role, and the person signs in again to use it', async () => {
    const director = await signIn('director@registry.example.ug');
    const { token } = await signIn(ADMIN);
    const changed = await put<{ data: StaffAccount }>(
      `/backoffice/accounts/${DIRECTOR_ID}`,
      { accountType: 'BACKOFFICE', role: 'REGISTRAR_GENERAL' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'REGISTRAR_GENERAL', district: null });
    expect((await call('/users/me', { authorization: director.token })).status).toBe(401);
    const again = await signIn('director@registry.example.ug');
    const me = await call<{ data: { role: string } }>('/users/me', { authorization: again.token });
    expect(me.body.data.role).toBe('REGISTRAR_GENERAL');
  });

  it('needs a known district for a district office', async () => {
    const { token } = await signIn(ADMIN);
    const none = await put<ErrorAnswer>(`/backoffice/accounts/${DIRECTOR_ID}`, { accountType: 'ADMIN_UNIT', role: 'REGISTRAR' }, token);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ district: 'Choose the district of an administrative unit account' });
  });

  it('deactivates an account, which then cannot sign in, and reactivates it', async () => {
    const { token } = await signIn(ADMIN);
    const off = await post<{ data: StaffAccount }>(`/backoffice/accounts/${DIRECTOR_ID}/deactivate`, {}, token);
    expect(off.body.data.status).toBe('DEACTIVATED');
    const refused = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: 'director@registry.example.ug', password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: STAFF_ACCOUNT_MESSAGES.deactivated, code: MOCK_ERROR_CODES.accountDeactivated });
    const guessed = await post<ErrorAnswer>('/users/auth/login', {
      phoneOrEmail: 'director@registry.example.ug',
      password: 'Wrong#Password1',
    });
    expect(guessed.status).toBe(401);
    const on = await post<{ data: StaffAccount }>(`/backoffice/accounts/${DIRECTOR_ID}/reactivate`, {}, token);
    expect(on.body.data.status).toBe('ACTIVE');
    await signIn('director@registry.example.ug');
  });

  it('never lets administrators change their own account, or a citizen’s', async () => {
    const { token } = await signIn(ADMIN);
    const own = await post<ErrorAnswer>('/backoffice/accounts/usr-admin/deactivate', {}, token);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(STAFF_ACCOUNT_MESSAGES.ownRole);
    const citizen = await put<ErrorAnswer>('/backoffice/accounts/usr-amina-nakato', { accountType: 'BACKOFFICE', role: 'ADMIN' }, token);
    expect(citizen.status).toBe(403);
    expect((await post<ErrorAnswer>('/backoffice/accounts/usr-nobody/deactivate', {}, token)).status).toBe(404);
  });
});
