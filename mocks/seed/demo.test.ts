/** The demo scenario: every account signs in and lands where SPEC.md §4 says; the data is coherent. */
import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from '#src/domain/accounts';
import { isWellFormedNin } from '#src/domain/nin';
import { checkPhone } from '#src/domain/phone';
import { profileSchema } from '#src/domain/schemas/users';
import { db } from '../db';
import { call, signIn } from '../test-helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FREE_NINS, NIRA_PEOPLE, UNKNOWN_NIN } from './demo';
import { DISTRICTS } from './districts';

describe('demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    '%s signs in with the demo password and lands on its home',
    async (_email, account) => {
      const { token } = await signIn(account.email, DEMO_PASSWORD);
      const me = await call<{ data: unknown }>('/users/me', { authorization: token });
      expect(me.status).toBe(200);
      const profile = profileSchema.parse(me.body.data);
      expect(profile).toMatchObject({
        userId: account.userId,
        accountType: account.accountType,
        idNumber: account.idNumber,
        email: account.email,
        phone: account.phone,
        role: account.role,
      });
      expect(pathAfterSignIn(profile, '/sign-in')).toBe(account.landingPath);
    },
  );

  it('covers every account type and back-office role, with the landing paths of SPEC.md §4', () => {
    const table = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, [a.accountType, a.role, a.landingPath]]));
    expect(table).toEqual({
      'amina.nakato@example.ug': ['INDIVIDUAL', null, '/user/services/list'],
      'new.citizen@example.ug': ['INDIVIDUAL', null, '/account-onboard'],
      'clerk@stpauls.example.ug': ['ORGANIZATION', null, '/institution/services/list'],
      'kadhi.kampala@example.ug': ['ORGANIZATION', null, '/institution/services/list'],
      'registrar@registry.example.ug': ['BACKOFFICE', 'REGISTRAR', '/backoffice/dashboard'],
      'director@registry.example.ug': ['BACKOFFICE', 'DIRECTOR', '/backoffice/dashboard'],
      'rg@registry.example.ug': ['BACKOFFICE', 'REGISTRAR_GENERAL', '/backoffice/dashboard'],
      'minister@registry.example.ug': ['BACKOFFICE', 'MINISTER', '/backoffice/dashboard'],
      'finance@registry.example.ug': ['BACKOFFICE', 'FINANCE', '/backoffice/dashboard'],
      'admin@registry.example.ug': ['BACKOFFICE', 'ADMIN', '/backoffice/dashboard'],
      'gulu.registrar@example.ug': ['ADMIN_UNIT', 'REGISTRAR', '/backoffice/dashboard'],
      'pastor.kiwanuka@example.ug': ['INDIVIDUAL', null, '/user/services/list'],
      'agent.mukasa@example.ug': ['ORGANIZATION', null, '/institution/services/list'],
      'ruth.nambi@example.ug': ['INDIVIDUAL', null, '/user/services/list'],
      'robert.kato@example.ug': ['INDIVIDUAL', null, '/user/services/list'],
    });
  });

  it('gives every account a unique, valid Ugandan mobile number', () => {
    const phones = DEMO_ACCOUNTS.map((a) => a.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) {
      expect(phone).toMatch(/^\+2567[078]\d{7}$/);
      expect(checkPhone(phone)).toMatchObject({ ok: true, e164: phone, country: 'UG' });
    }
  });

  it('links each onboarded account to a register entry with the same names, and districts to real ones', () => {
    const districtNames = new Set(DISTRICTS.map((d) => d.name));
    for (const account of DEMO_ACCOUNTS) {
      if (account.district) expect(districtNames).toContain(account.district);
      if (!account.idNumber) continue;
      const person = NIRA_PEOPLE.find((p) => p.nin === account.idNumber);
      expect(person, account.email).toMatchObject({ givenName: account.givenName, surname: account.surname });
    }
  });
});

describe('demo national register', () => {
  it('holds well-formed, unique NINs whose prefix matches the sex and whose digits start with the birth date', () => {
    const nins = NIRA_PEOPLE.map((p) => p.nin);
    expect(new Set(nins).size).toBe(nins.length);
    for (const person of NIRA_PEOPLE) {
      expect(isWellFormedNin(person.nin)).toBe(true);
      expect(person.nin).toMatch(/^C[MF]\d{10}[A-Z]{2}$/);
      expect(person.nin.slice(0, 2)).toBe(person.sex === 'MALE' ? 'CM' : 'CF');
      expect(person.nin.slice(2, 8)).toBe(person.dateOfBirth.slice(2).replace(/-/g, ''));
      expect(person.nationality).toBe('Ugandan');
    }
  });

  it('has at least 4 NINs linked to no account, and an unknown NIN outside it', () => {
    const linked = new Set(DEMO_ACCOUNTS.map((a) => a.idNumber));
    expect(FREE_NINS.length).toBeGreaterThanOrEqual(4);
    for (const nin of FREE_NINS) {
      expect(NIRA_PEOPLE.some((p) => p.nin === nin)).toBe(true);
      expect(linked.has(nin)).toBe(false);
    }
    expect(isWellFormedNin(UNKNOWN_NIN)).toBe(true);
    expect(NIRA_PEOPLE.some((p) => p.nin === UNKNOWN_NIN)).toBe(false);
  });
});

describe('demo applications', () => {
  it('gives every seeded application, upload and register entry its own id and reference (each service seeds its own)', () => {
    const applications = db.applications.all();
    expect(applications.length).toBeGreaterThan(40);
    expect(new Set(applications.map((a) => a.id)).size).toBe(applications.length);
    expect(new Set(applications.map((a) => a.reference)).size).toBe(applications.length);
    const entries = db.marriageRegister.all();
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.entryNumber)).size).toBe(entries.length);
  });
});
