/**
 * The back office's registers (mocks/handlers/backoffice-registers.ts): who may read them, the server's
 * search, filters, order and pages, the CSV of a filtered view, and one entry's details with its history.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MarriageEntryDetails, RegisterPage } from '#src/domain/schemas/registers';
import { db } from '../db';
import { clearGeneratedRegisters } from '../registers/generated';
import { call, post, tokenCache, type ErrorAnswer } from '../test-helpers';
import { API_BASE } from '../base-url';

const tokens = tokenCache();
const REGISTRAR = 'registrar@registry.example.ug';

beforeEach(() => tokens.forget());
afterEach(() => clearGeneratedRegisters());

async function register(slug: string, query: Record<string, string> = {}, email = REGISTRAR) {
  const search = new URLSearchParams(query).toString();
  return call<{ data: RegisterPage } & ErrorAnswer>(`/backoffice/registers/${slug}${search ? `?${search}` : ''}`, {
    authorization: await tokens.token(email),
  });
}

describe('GET /backoffice/registers/{slug}', () => {
  it('answers officers who review applications only, and knows only its nine registers', async () => {
    expect((await register('civil-marriages', {}, 'amina.nakato@example.ug')).status).toBe(403);
    expect((await register('civil-marriages', {}, 'finance@registry.example.ug')).status).toBe(403);
    const unknown = await register('births');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such register.');
    expect((await register('civil-marriages', { sort: 'nin' })).status).toBe(400);
  });

  it('lists the civil entries of the register of marriages, newest marriage first, and the church ones in the register book', async () => {
    const civil = db.marriageRegister.findMany((q) => q.where({ regime: 'CIVIL' }));
    const church = db.marriageRegister.findMany((q) => q.where({ regime: 'CHURCH' }));
    expect(church.length).toBeGreaterThan(1);
    const page = await register('marriage-register-book');
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(church.length);
    expect(page.body.data.items.every((r) => r.values.entryNumber?.startsWith('RM-'))).toBe(true);
    const dates = page.body.data.items.map((r) => r.values.dateOfMarriage ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await register('civil-marriages')).body.data.total).toBe(civil.length);
    const divorces = await register('divorces');
    expect(divorces.body.data.items.map((r) => r.values.regime)).toEqual(['ISLAMIC']);
  });

  it('searches, filters, sorts and pages on the server over 10,000 rows', async () => {
    const seeded = await post<{ data: { generated: number } }>('/__mock/seed-registers', { count: 10_000 });
    expect(seeded.status).toBe(200);
    const all = await register('civil-marriages', { pageSize: '25' });
    expect(all.body.data.total).toBeGreaterThanOrEqual(10_000);
    expect(all.body.data.items).toHaveLength(25);

    const gulu = await register('civil-marriages', {
      district: 'gulu',
      code: 'DISSOLVED',
      from: '2000-01-01',
      to: '2009-12-31',
      sort: 'partyOne',
      dir: 'asc',
    });
    const rows = gulu.body.data.items;
    expect(gulu.body.data.total).toBeGreaterThan(0);
    expect(gulu.body.data.total).toBeLessThan(all.body.data.total);
    for (const row of rows) {
      expect(row.values.district).toBe('Gulu');
      expect(row.values.status).toBe('DISSOLVED');
      expect((row.values.dateOfMarriage ?? '') >= '2000-01-01' && (row.values.dateOfMarriage ?? '') <= '2009-12-31').toBe(true);
    }
    const names = rows.map((r) => r.values.partyOne ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const second = await register('civil-marriages', {
      district: 'gulu',
      code: 'DISSOLVED',
      from: '2000-01-01',
      to: '2009-12-31',
      sort: 'partyOne',
      dir: 'asc',
      page: '2',
    });
    expect(second.body.data.items[0]?.id).not.toBe(rows[0]?.id);

    const target = all.body.data.items[3]!.values.entryNumber!;
    const found = await register('civil-marriages', { q: target.toLowerCase() });
    expect(found.body.data.items.map((r) => r.values.entryNumber)).toEqual([target]);

    for (const slug of ['divorces', 'special-licences', 'notices', 'licensed-organisations']) {
      expect((await register(slug)).body.data.total).toBeGreaterThanOrEqual(10_000);
    }
  });

  it('refuses a "to" date before the "from" date, at the field', async () => {
    const answer = await register('notices', { from: '2026-05-01', to: '2026-04-01' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ to: 'The "to" date must be on or after the "from" date' });
  });
});

describe('GET /backoffice/registers/{slug}/export', () => {
  it('answers the filtered view as CSV, with the columns’ headings and dates as people read them', async () => {
    const entry = db.marriageRegister.findFirst((q) => q.where({ regime: 'CHURCH' }))!;
    const answer = await fetch(
      `${API_BASE}/backoffice/registers/marriage-register-book/export?q=${encodeURIComponent(entry.entryNumber)}`,
      {
        headers: { Authorization: await tokens.token(REGISTRAR), Accept: 'text/csv' },
      },
    );
    const text = await answer.text();
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe('Entry number,Date of marriage,First party,Second party,Place of worship,District,Celebrant,Status');
    expect(row?.startsWith(`${entry.entryNumber},${entry.dateOfMarriage.split('-').reverse().join('-')},`)).toBe(true);
    expect(row).toMatch(/,Subsisting$|,Dissolved$/);
    expect(end).toBe('');
  });
});

describe('GET /backoffice/registers/marriage/{entryNumber}', () => {
  it('answers the entry with its history and documents; 404 for a number not in the register', async () => {
    const entry = db.marriageRegister.findFirst((q) => q.where({ regime: 'CHURCH' }))!;
    await db.registerChanges.create({
      id: 'chg-test',
      entryNumber: entry.entryNumber,
      field: 'partyTwo.name',
      fieldLabel: "Second party's name",
      oldValue: 'Old Name',
      newValue: entry.partyTwo.name,
      reason: 'Misspelt at registration',
      changedBy: 'usr-registrar',
      changedByName: 'Grace Akello',
      changedAt: '2026-05-01T10:00:00.000Z',
      applicationId: 'app-x',
      applicationReference: 'DR-TEST',
    });
    try {
      const answer = await call<{ data: MarriageEntryDetails } & ErrorAnswer>(
        `/backoffice/registers/marriage/${entry.entryNumber.toLowerCase()}`,
        { authorization: await tokens.token(REGISTRAR) },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.entry.entryNumber).toBe(entry.entryNumber);
      expect(answer.body.data.history.map((h) => [h.fieldLabel, h.oldValue, h.changedByName])).toEqual([
        ["Second party's name", 'Old Name', 'Grace Akello'],
      ]);
      const missing = await call<ErrorAnswer>('/backoffice/registers/marriage/RM-1999-000000', {
        authorization: await tokens.token(REGISTRAR),
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('No entry of the register of marriages has this number.');
    } finally {
      db.registerChanges.delete((q) => q.where({ id: 'chg-test' }));
    }
  });
});
