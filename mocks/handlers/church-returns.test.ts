/**
 * Marriage returns over HTTP (issue 8; docs/decisions/014-returns-and-organisations.md): the places an
 * institution files for (GET /institution/places), the refusal of a return naming a place it is not
 * licensed for, the Hindu registration's own fee and section, the institution's register (GET
 * /institution/registry: search, paging, CSV) and the duplicate-marriage check.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application, Page } from '#src/domain/schemas/applications';
import type { LicensedPlace, MarriageEntry } from '#src/domain/schemas/registers';
import { serviceRule } from '#src/domain/services/catalogue';
import { exampleReturn } from '#src/domain/services/marriage-returns/marriage-returns.rule';
import type { ExampleContext } from '#src/domain/services/service-rule';
import { freezeClock, todayIso } from '../clock';
import { db } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { STPAULS_LICENCE_APPLICATION_ID } from '#mocks/services/marriage-returns/church-returns.seed';
import { call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const CLERK = 'clerk@stpauls.example.ug';
const AMINA = 'amina.nakato@example.ug';
const KADHI = 'kadhi.kampala@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
/** The seeded return in the registrar's queue whose first party's earlier marriage subsists. */
const QUEUED_RETURN_ID = '00000000-0000-4000-8008-000000000004';

type Answer = { data: Application };

beforeEach(() => {
  freezeClock();
});

function stPaulsLicence(): string {
  const licence = db.applications.findFirst((q) => q.where({ id: STPAULS_LICENCE_APPLICATION_ID }));
  if (!licence) throw new Error('the seeded St Paul’s licence is missing');
  return licence.reference;
}

/** Answers of one kind, valid today, made by the rule's generator from invented people. */
function answers(regime: 'CHURCH' | 'HINDU', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  let seed = 7;
  const ctx: ExampleContext = {
    today: todayIso(),
    district: 'Kampala',
    random: () => (seed = (seed * 16807) % 2147483647) / 2147483647,
    person: (i) => ({
      nin: `CM900101${String(1000 + i)}XY`.slice(0, 14),
      givenName: ['Brian', 'Joan', 'Paul', 'Ruth'][i] ?? 'Ann',
      surname: 'Okello',
      dateOfBirth: '1990-01-01',
      sex: i % 2 ? 'FEMALE' : 'MALE',
      nationality: 'Ugandan',
    }),
    document: (what) => ({
      id: `doc-seed-test-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: `${what}.pdf`,
      type: 'application/pdf',
      size: 1000,
    }),
  };
  return { ...exampleReturn(ctx, regime), ...overrides };
}

/** A draft with the answers, then the submit's answer. */
async function fileReturn(token: string, data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE_RETURNS', data: {} }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const saved = await put<Answer>(`/applications/${id}`, { data, documents: [], baseVersion: created.body.data.version }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return post<Answer & ErrorAnswer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, token);
}

describe('the seeded returns', () => {
  it("give St Paul's clerk a history (three approved, one queued, one to correct, a draft) and queue two Hindu registrations, each filed one passing its submit check", () => {
    const returns = db.applications.all().filter((a) => a.serviceType === 'MARRIAGE_RETURNS');
    const church = returns.filter((a) => a.data.regime === 'CHURCH');
    expect(church.every((a) => a.applicantId === 'usr-stpauls-clerk')).toBe(true);
    expect(church.map((a) => a.status).sort()).toEqual(['Approved', 'Approved', 'Approved', 'Corrections_Requested', 'Draft', 'Submitted']);
    expect(returns.filter((a) => a.data.regime === 'HINDU').map((a) => a.status)).toEqual(['Submitted', 'Submitted']);
    for (const filed of returns.filter((a) => a.submittedAt)) {
      const result = serviceRule('MARRIAGE_RETURNS')
        .answersSchema(filed.submittedAt?.slice(0, 10) ?? '')
        .safeParse(filed.data);
      expect(result.success, `${filed.reference} ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
    expect(db.marriageRegister.all().filter((e) => e.filedBy === 'usr-stpauls-clerk')).toHaveLength(3);
  });
});

describe('GET /institution/places', () => {
  it("lists the places the St Paul's clerk files for: the licence its account acts for", async () => {
    const tokens = tokenCache();
    const answer = await call<{ data: LicensedPlace[] }>('/institution/places', { authorization: await tokens.token(CLERK) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ licenceNumber: stPaulsLicence(), name: "St Paul's Cathedral, Namirembe", district: 'Kampala' }),
    ]);
  });

  it('lists none for an organisation licensed for no place, and refuses individuals', async () => {
    const tokens = tokenCache();
    expect((await call<{ data: LicensedPlace[] }>('/institution/places', { authorization: await tokens.token(KADHI) })).body.data).toEqual(
      [],
    );
    expect((await call('/institution/places', { authorization: await tokens.token(AMINA) })).status).toBe(403);
  });
});

describe('filing a church marriage return', () => {
  it('accepts a return for a licensed place and charges the church return fee', async () => {
    const tokens = tokenCache();
    const licence = stPaulsLicence();
    const submitted = await fileReturn(
      await tokens.token(CLERK),
      answers('CHURCH', { place: { licenceNumber: licence, name: "St Paul's Cathedral, Namirembe", district: 'Kampala' } }),
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.status).toBe('Payment_Confirmation');
    expect(submitted.body.data.invoice?.amountUgx).toBe(35_000);
    expect(submitted.body.data.district).toBe('Kampala');
  });

  it('refuses a return naming a place the filer is not licensed for, at the place field', async () => {
    const tokens = tokenCache();
    const rubaga = db.applications.findFirst((q) => q.where({ id: '00000000-0000-4000-8001-000000000002' }));
    const refused = await fileReturn(
      await tokens.token(CLERK),
      answers('CHURCH', {
        place: { licenceNumber: rubaga?.reference ?? 'PL-2026-XXXX-XXXX', name: "St Mary's Cathedral, Rubaga", district: 'Kampala' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(MOCK_ERROR_CODES.validation);
    expect(refused.body.errors).toEqual({ 'place.licenceNumber': MOCK_MESSAGES.notLicensedPlace });
  });

  it('files a Hindu marriage registration with its own fee, listed in the hindu-marriage-returns section only', async () => {
    const tokens = tokenCache();
    const submitted = await fileReturn(await tokens.token(AMINA), answers('HINDU'));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.invoice?.items[0]?.item).toBe('Hindu marriage registration');
    const registrar = await tokens.token(REGISTRAR);
    const hindu = await call<{ data: Page<{ id: string; status: string }> }>(
      '/backoffice/applications?services=MARRIAGE_RETURNS:HINDU&pageSize=100',
      { authorization: registrar },
    );
    const church = await call<{ data: Page<{ id: string }> }>('/backoffice/applications?services=MARRIAGE_RETURNS:CHURCH&pageSize=100', {
      authorization: registrar,
    });
    expect(hindu.body.data.items.map((i) => i.id)).toContain(submitted.body.data.id);
    expect(church.body.data.items.map((i) => i.id)).not.toContain(submitted.body.data.id);
    expect(church.body.data.items.map((i) => i.id)).toContain(QUEUED_RETURN_ID);
  });
});

describe("the institution's register", () => {
  it('pages and searches the entries the institution filed, newest first', async () => {
    const tokens = tokenCache();
    const clerk = await tokens.token(CLERK);
    const all = await call<{ data: Page<MarriageEntry> }>('/institution/registry', { authorization: clerk });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.every((e) => e.regime === 'CHURCH' && e.place === "St Paul's Cathedral, Namirembe")).toBe(true);
    const firstPage = await call<{ data: Page<MarriageEntry> }>('/institution/registry?pageSize=2&page=2', { authorization: clerk });
    expect(firstPage.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(firstPage.body.data.items).toHaveLength(1);
    const someone = all.body.data.items[1]!;
    const found = await call<{ data: Page<MarriageEntry> }>(
      `/institution/registry?q=${encodeURIComponent(someone.partyTwo.name.toLowerCase())}`,
      { authorization: clerk },
    );
    expect(found.body.data.items.map((e) => e.entryNumber)).toContain(someone.entryNumber);
    const byNumber = await call<{ data: Page<MarriageEntry> }>(`/institution/registry?q=${someone.entryNumber}`, { authorization: clerk });
    expect(byNumber.body.data.items.map((e) => e.entryNumber)).toEqual([someone.entryNumber]);
    expect((await call('/institution/registry', { authorization: await tokens.token(AMINA) })).status).toBe(403);
  });

  it('exports the search as CSV, a cell starting with = neutralised', async () => {
    const tokens = tokenCache();
    const clerk = await tokens.token(CLERK);
    const entry = db.marriageRegister.findFirst((q) => q.where({ filedBy: 'usr-stpauls-clerk' }));
    if (!entry) throw new Error('no seeded entry');
    await db.marriageRegister.update(entry, {
      data: (d) => {
        d.partyOne = { ...d.partyOne, name: '=HYPERLINK("http://evil.example")' };
      },
    });
    const response = await fetch(
      `${(await import('../base-url')).API_BASE}/institution/registry/export?q=${encodeURIComponent('=HYPERLINK')}`,
      { headers: { Authorization: clerk, Accept: 'text/csv' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Entry number,Date of marriage,First party,Second party,Place/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});

describe('the duplicate-marriage check', () => {
  it("warns the registrar of the queued return's first party's subsisting marriage, and approval is refused, naming the entry (issue 30)", async () => {
    const tokens = tokenCache();
    const registrar = await tokens.token(REGISTRAR);
    const duplicates = await call<{ data: MarriageEntry[] }>(`/applications/${QUEUED_RETURN_ID}/duplicates`, { authorization: registrar });
    expect(duplicates.status).toBe(200);
    expect(duplicates.body.data).toHaveLength(1);
    const queued = await call<Answer>(`/applications/${QUEUED_RETURN_ID}`, { authorization: registrar });
    const nin = (queued.body.data.data.partyOne as { nin: string }).nin;
    expect([duplicates.body.data[0]?.partyOne.nin, duplicates.body.data[0]?.partyTwo.nin]).toContain(nin);
    expect((await call(`/applications/${QUEUED_RETURN_ID}/duplicates`, { authorization: await tokens.token(CLERK) })).status).toBe(403);

    expect((await post(`/applications/${QUEUED_RETURN_ID}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
    const refused = await post<Answer & ErrorAnswer>(
      `/applications/${QUEUED_RETURN_ID}/events`,
      { type: 'application.approve', comment: 'In order.' },
      registrar,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SUBSISTING_MARRIAGE');
    expect(refused.body.message).toContain(
      `entry ${duplicates.body.data[0]?.entryNumber} of the register of marriages, which still subsists`,
    );
    const register = await call<{ data: Page<MarriageEntry> }>('/institution/registry', { authorization: await tokens.token(CLERK) });
    expect(register.body.data.total).toBe(3);
    expect(register.body.data.items.map((e) => e.applicationId)).not.toContain(QUEUED_RETURN_ID);
  });
});
