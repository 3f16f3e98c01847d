/**
 * The marriage report (mocks/handlers/reports.ts): who may read it, the period and district, and figures that
 * match the register and the invoices.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarriageReport } from '#src/domain/schemas/reports';
import { db } from '../db';
import { call, tokenCache, type ErrorAnswer } from '../test-helpers';
import { marriageReport } from './reports';

const tokens = tokenCache();
beforeEach(() => tokens.forget());

async function report(query: string, email = 'director@registry.example.ug') {
  return call<{ data: MarriageReport } & ErrorAnswer>(`/backoffice/reports/marriage?${query}`, {
    authorization: await tokens.token(email),
  });
}

describe('GET /backoffice/reports/marriage', () => {
  it('answers reviewers, finance and the administrator, not applicants; a backwards period at the field', async () => {
    expect((await report('from=2026-01-01&to=2026-12-31', 'amina.nakato@example.ug')).status).toBe(403);
    expect((await report('from=2026-01-01&to=2026-12-31', 'finance@registry.example.ug')).status).toBe(200);
    const backwards = await report('from=2026-12-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: 'The "to" date must be on or after the "from" date' });
  });

  it('counts every marriage registered in the period, by month and form, and by district', async () => {
    const answer = await report('from=2000-01-01&to=2099-12-31');
    const entries = db.marriageRegister.findMany();
    const total = answer.body.data.marriagesByMonth.reduce((n, r) => n + r.CIVIL + r.CHURCH + r.CUSTOMARY + r.ISLAMIC + r.HINDU, 0);
    expect(total).toBe(entries.length);
    expect(answer.body.data.marriagesByDistrict.reduce((n, r) => n + r.count, 0)).toBe(entries.length);
    const tororo = await report('from=2000-01-01&to=2099-12-31&district=tororo');
    expect(tororo.body.data.marriagesByDistrict).toEqual([
      { district: 'Tororo', count: entries.filter((e) => e.district === 'Tororo').length },
    ]);
  });

  it('a district office gets its own district, whatever it asks', async () => {
    const gulu = await report('from=2000-01-01&to=2099-12-31&district=Kampala', 'gulu.registrar@example.ug');
    expect(gulu.body.data.district).toBe('Gulu');
    expect(gulu.body.data.marriagesByDistrict.every((r) => r.district === 'Gulu')).toBe(true);
  });

  it('sums the revenue paid in the period by price list item, a per-unit item under its own name', () => {
    const data = marriageReport({ from: '2000-01-01', to: '2099-12-31', district: null });
    const paid = db.applications.findMany().reduce((n, a) => n + (a.invoice?.paidAt ? a.invoice.amountUgx : 0), 0);
    expect(data.revenue.reduce((n, r) => n + r.amountUgx, 0)).toBe(paid);
    expect(data.revenue.some((r) => /×/.test(r.item))).toBe(false);
    expect(data.revenueByTaxHead.reduce((n, r) => n + r.amountUgx, 0)).toBe(paid);
    expect(data.revenueByTaxHead.map((r) => r.taxHead)).toContain('142201 Marriage registration fees');
  });
});
