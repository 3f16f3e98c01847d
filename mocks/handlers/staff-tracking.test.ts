/**
 * Staff tracking (mocks/handlers/staff-tracking.ts): staff find applications of every service by
 * reference, by a party's NIN and by name; a district office finds its district's only; others are refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffTrackingResult } from '#src/domain/schemas/tracking';
import { indexedApplications } from '../application-store';
import { call, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();

beforeEach(() => tokens.forget());

async function track(q: string, email = 'registrar@registry.example.ug') {
  return call<{ data: { total: number; items: StaffTrackingResult[] } } & ErrorAnswer>(`/backoffice/tracking?q=${encodeURIComponent(q)}`, {
    authorization: await tokens.token(email),
  });
}

describe('GET /backoffice/tracking', () => {
  it('answers staff who may list applications only, and asks for 3 characters at least', async () => {
    expect((await track('MR-', 'amina.nakato@example.ug')).status).toBe(403);
    expect((await track('abc', 'finance@registry.example.ug')).status).toBe(403);
    const short = await track('ab');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ q: 'Enter at least 3 letters or digits of a reference, a NIN or a name' });
  });

  it('finds an application by its reference, typed loosely, and says where it is and who holds it', async () => {
    const submitted = indexedApplications().find(
      (e) => e.record.status === 'Pending' && !e.record.notice && e.record.timeline.some((t) => t.actorId === 'usr-registrar'),
    )!.record;
    const answer = await track(submitted.reference.toLowerCase().replace(/-/g, ' '));
    expect(answer.status).toBe(200);
    expect(answer.body.data.items[0]).toMatchObject({
      id: submitted.id,
      reference: submitted.reference,
      matched: 'Reference',
      status: 'Pending',
    });
    expect(answer.body.data.items[0]?.where).toBe('Under review by the registrar');
    expect(answer.body.data.items[0]?.holder).toMatch(/^Grace Akello \(/);
  });

  it('finds the applications naming a NIN, and by name; a district office only in its district', async () => {
    const ruth = await track('CF9006180243RN');
    expect(ruth.status, JSON.stringify(ruth.body)).toBe(200);
    expect(ruth.body.data.items.map((i) => [i.serviceType, i.matched])).toContainEqual(['MARRIAGE_RETURNS', 'NIN of a party']);
    const byName = await track('ruth nambi');
    expect(byName.body.data.items.some((i) => i.matched === 'Name')).toBe(true);
    const gulu = await track('ruth nambi', 'gulu.registrar@example.ug');
    expect(gulu.body.data.items.every((i) => i.district === 'Gulu')).toBe(true);
    expect(gulu.body.data.items.length).toBeLessThan(byName.body.data.items.length);
  });
});
