/**
 * What approval does besides deciding (docs/decisions/014-returns-and-organisations.md): the register
 * of marriages, dissolution, account conversion; the register's reads (an institution's entries, CSV,
 * the duplicate-marriage check); and the back-office list's `services` filter. The services' own rules
 * are tested in their folders; here each kind of effect is applied as a rule would declare it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Answers, ApprovalEffect } from '../src/domain/services/service-rule';
import type { ServiceType } from '../src/domain/services/service-types';
import type { ApplicationSummary, Page } from '../src/domain/schemas/applications';
import type { MarriageEntry } from '../src/domain/schemas/registers';
import { applyEffect, approvalEffectWords, duplicateMarriagesOf, entriesFiledBy, nextEntryNumber } from './approval-effects';
import { API_BASE } from './base-url';
import { freezeClock } from './clock';
import { seedMockApplications } from './control';
import { db, type ApplicationFields } from './db';
import { call, signIn, tokenCache, type ErrorAnswer } from './test-helpers';

const party = (answers: Answers, key: string) => (answers[key] ?? {}) as { name: string; nin: string | null };

/** Effects of each kind, as rules declare them (the services' own rules are tested in their folders). */
const REGISTER: ApprovalEffect = {
  kind: 'registerMarriage',
  entryOf: (a) => ({
    regime: 'CHURCH',
    dateOfMarriage: String(a.date),
    place: "St Paul's Cathedral, Namirembe",
    placeLicence: null,
    district: 'Kampala',
    partyOne: party(a, 'one'),
    partyTwo: party(a, 'two'),
    celebrant: 'Rev. Canon J. Ssebunya',
  }),
};
const DISSOLVE: ApprovalEffect = {
  kind: 'dissolveMarriage',
  dissolutionOf: (a) => ({ entryNumber: null, nins: a.nins as string[], dateOfDivorce: '2026-11-01' }),
};
const CONVERT: ApprovalEffect = {
  kind: 'organisationAccount',
  accountOf: () => ({
    organisationKind: 'CHURCH_AGENT',
    organisationName: 'Mukasa Church Services',
    district: 'Kampala',
    placeLicences: ['PL-2026-TEST-0001'],
  }),
};
const ninsOf = (a: Answers) => [party(a, 'one').nin, party(a, 'two').nin].filter((n): n is string => Boolean(n));

let serial = 0;
function application(serviceType: ServiceType, data: Answers, applicantId = 'usr-stpauls-clerk'): ApplicationFields {
  serial += 1;
  return {
    id: `app-effect-${serial}`,
    reference: `RT-2026-TEST-${String(serial).padStart(4, '0')}`,
    serviceType,
    status: 'Approved',
    lifecycle: { value: 'Approved', level: 0 },
    applicantId,
    applicantName: "St Paul's Cathedral, Namirembe",
    district: 'Kampala',
    data,
    documents: [],
    invoice: null,
    decisionReason: null,
    correctionFields: [],
    timeline: [],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    submittedAt: '2026-11-01T08:00:00.000Z',
    version: 1,
  };
}

const MARRIED = {
  date: '2026-10-17',
  one: { name: 'John Okello', nin: 'cm9001011234ab' },
  two: { name: 'Mary Auma', nin: 'CF9202021234CD' },
};

beforeEach(() => {
  freezeClock(Date.parse('2026-11-23T09:00:00Z'));
});

describe('approval effects', () => {
  it('enters an approved return in the register once, with a serial entry number per year, and tells the filer', async () => {
    const first = nextEntryNumber(2026);
    expect(first).toMatch(/^RM-2026-\d{6}$/);
    const record = application('MARRIAGE_RETURNS', MARRIED);
    await applyEffect(record, REGISTER);
    await applyEffect(record, REGISTER);
    const entries = db.marriageRegister.findMany((q) => q.where({ applicationId: record.id }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entryNumber: first,
      regime: 'CHURCH',
      status: 'SUBSISTING',
      partyOne: { name: 'John Okello', nin: 'CM9001011234AB' },
      filedBy: 'usr-stpauls-clerk',
      applicationReference: record.reference,
    });
    expect(nextEntryNumber(2026)).not.toBe(first);
    expect(approvalEffectWords(record, REGISTER)).toEqual([`The marriage is entered in the register of marriages as entry ${first}.`]);
  });

  it('finds a party already in a subsisting marriage (duplicate check), and not after a divorce return dissolves it', async () => {
    const married = application('MARRIAGE_RETURNS', MARRIED);
    await applyEffect(married, REGISTER);
    const again = application('MARRIAGE_RETURNS', { ...MARRIED, two: { name: 'Grace Akello', nin: 'CF9505051234EF' } });
    expect(duplicateMarriagesOf(again, ninsOf(again.data)).map((e) => e.applicationId)).toEqual([married.id]);
    // The application's own entry is never its own duplicate.
    expect(duplicateMarriagesOf(married, ninsOf(married.data))).toEqual([]);

    const divorce = application('DIVORCE_RETURNS', { nins: ['CM9001011234AB', 'cf9202021234cd'] });
    await applyEffect(divorce, DISSOLVE);
    const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: married.id }));
    expect(entry).toMatchObject({ status: 'DISSOLVED', dissolvedAt: '2026-11-01', dissolvedBy: divorce.reference });
    expect(duplicateMarriagesOf(again, ninsOf(again.data))).toEqual([]);
  });

  it('turns an individual into an organisation account of the kind and ends its sessions', async () => {
    const { token } = await signIn('pastor.kiwanuka@example.ug');
    expect((await call('/users/me', { authorization: token })).status).toBe(200);
    const record = application('CHURCH_AGENT', {}, 'usr-daniel-kiwanuka');
    await applyEffect(record, CONVERT);

    expect((await call('/users/me', { authorization: token })).status).toBe(401);
    const again = await signIn('pastor.kiwanuka@example.ug');
    const me = await call<{ data: { accountType: string; organisationKind: string; organisationName: string } }>('/users/me', {
      authorization: again.token,
    });
    expect(me.body.data).toMatchObject({
      accountType: 'ORGANIZATION',
      organisationKind: 'CHURCH_AGENT',
      organisationName: 'Mukasa Church Services',
    });
    expect(db.users.findFirst((q) => q.where({ userId: 'usr-daniel-kiwanuka' }))?.actsFor).toEqual(['PL-2026-TEST-0001']);
    expect(approvalEffectWords(record, CONVERT).join(' ')).toContain('Sign in again');
  });
});

describe('the register of marriages through the API', () => {
  it('shows an institution its own entries, searchable and paged, and exports them as CSV with formulas neutralised', async () => {
    const names = ['Alice Nansubuga', 'Beatrice Kyomuhendo', '=HYPERLINK("http://evil")'];
    for (const [i, name] of names.entries()) {
      await applyEffect(
        application('MARRIAGE_RETURNS', { date: `2026-10-0${i + 1}`, one: { name: 'Groom', nin: null }, two: { name, nin: null } }),
        REGISTER,
      );
    }
    await applyEffect(application('MARRIAGE_RETURNS', MARRIED, 'usr-kadhi-kampala'), REGISTER);
    const { token } = tokenCache();
    const clerk = await token('clerk@stpauls.example.ug');

    const page = await call<{ data: Page<MarriageEntry> }>('/institution/registry?pageSize=2', { authorization: clerk });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(entriesFiledBy('usr-stpauls-clerk').length);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.items.every((e) => e.filedBy === 'usr-stpauls-clerk')).toBe(true);
    const found = await call<{ data: Page<MarriageEntry> }>('/institution/registry?q=beatrice', { authorization: clerk });
    expect(found.body.data.items.map((e) => e.partyTwo.name)).toEqual(['Beatrice Kyomuhendo']);

    const csv = await fetch(`${API_BASE}/institution/registry/export`, { headers: { Authorization: clerk } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Entry number,Date of marriage,First party,Second party,Place,District,Celebrant,Status,Registered on,Application reference',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain('John Okello');

    const amina = await call<ErrorAnswer>('/institution/registry', { authorization: await token('amina.nakato@example.ug') });
    expect(amina.status).toBe(403);
  });
});

describe('GET /backoffice/applications?services=', () => {
  it('lists exactly the services (and variants) a section names, and refuses a malformed filter', async () => {
    await seedMockApplications(600, { seed: 8 });
    const { token } = tokenCache();
    const registrar = await token('registrar@registry.example.ug');
    const answer = await call<{ data: Page<ApplicationSummary> }>(
      '/backoffice/applications?services=MARRIAGE,SPECIAL_LICENSE&pageSize=100',
      { authorization: registrar },
    );
    expect(answer.status).toBe(200);
    const types = new Set(answer.body.data.items.map((i) => i.serviceType));
    expect(types).toEqual(new Set(['MARRIAGE', 'SPECIAL_LICENSE']));
    const one = await call<{ data: Page<ApplicationSummary> }>('/backoffice/applications?serviceType=MARRIAGE&pageSize=1', {
      authorization: registrar,
    });
    const licences = await call<{ data: Page<ApplicationSummary> }>('/backoffice/applications?serviceType=SPECIAL_LICENSE&pageSize=1', {
      authorization: registrar,
    });
    expect(answer.body.data.total).toBe(one.body.data.total + licences.body.data.total);
    // A variant no application has lists nothing.
    const none = await call<{ data: Page<ApplicationSummary> }>('/backoffice/applications?services=MARRIAGE:NOTHING', {
      authorization: registrar,
    });
    expect(none.body.data.total).toBe(0);
    for (const bad of ['marriage', 'MARRIAGE;DROP', 'MARRIAGE,,X']) {
      expect((await call(`/backoffice/applications?services=${encodeURIComponent(bad)}`, { authorization: registrar })).status, bad).toBe(
        400,
      );
    }
  });
});
