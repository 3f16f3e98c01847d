/**
 * The dashboard's deadlines (mocks/handlers/dashboard.ts): who may ask, which items each role sees, the
 * district office's own district only, and the order (most overdue first).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Deadlines } from '#src/domain/schemas/dashboard';
import { findApplication, updateApplication } from '../application-store';
import { freezeClock } from '../clock';
import { storeBooking } from '../ceremony-test-fixture';
import { call, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const REGISTRAR = 'registrar@registry.example.ug';
const RG = 'rg@registry.example.ug';
const GULU = 'gulu.registrar@example.ug';
const DIRECTOR = 'director@registry.example.ug';
const AMINA = 'amina.nakato@example.ug';

async function deadlines(email?: string) {
  return call<{ data: Deadlines } & ErrorAnswer>('/backoffice/deadlines', { authorization: email ? await tokens.token(email) : undefined });
}

/** Only the items of the test's own notices (the demo seed has its own). */
function ours(answer: Deadlines) {
  return answer.items.filter((i) => i.reference?.startsWith('MR-TEST-')).map((i) => [i.kind, i.reference, i.dueOn, i.daysLeft]);
}

async function standingCaveat(id: string, status: 'LODGED' | 'REFERRED'): Promise<void> {
  const entry = findApplication(id);
  if (!entry) throw new Error(id);
  await updateApplication(entry, (draft) => {
    draft.notice!.caveats.push({
      id: `cv-${id}`,
      lodgedAt: '2026-11-28T08:00:00.000Z',
      lodgedBy: 'usr-daniel-kiwanuka',
      lodgedByName: 'Daniel Kiwanuka',
      grounds: 'Already married.',
      evidence: [],
      status,
      history: [],
    });
  });
}

beforeEach(async () => {
  tokens.forget();
  freezeClock(new Date(2026, 11, 1, 10, 0).getTime());
  await storeBooking({ id: 'late', roomId: 'room-kampala-2', roomName: 'Marriage Room 2', date: '2026-11-27', time: '09:00' });
  await storeBooking({
    id: 'soon',
    roomId: 'room-kampala-1',
    date: '2026-12-08',
    time: '10:00',
    stage: 'CERTIFIED',
    lapsesOn: '2026-12-10',
  });
  await storeBooking({ id: 'ready', roomId: 'room-kampala-1', date: '2026-12-20', time: '10:00', stage: 'PUBLISHED' });
  await storeBooking({ id: 'gulu', roomId: 'room-gulu-1', district: 'Gulu', date: '2026-11-30', time: '11:00' });
});

describe('GET /backoffice/deadlines', () => {
  it('answers back-office reviewers only', async () => {
    expect((await deadlines()).status).toBe(401);
    expect((await deadlines(AMINA)).status).toBe(403);
    expect((await deadlines('finance@registry.example.ug')).status).toBe(403);
  });

  it('gives the registrar the uncelebrated ceremonies, the notices near their lapse and the certificates due, most overdue first', async () => {
    const answer = await deadlines(REGISTRAR);
    expect(answer.status).toBe(200);
    expect(answer.body.data.today).toBe('2026-12-01');
    expect(ours(answer.body.data)).toEqual([
      ['CERTIFICATE_DUE', 'MR-TEST-ready', '2026-10-22', -40],
      ['CEREMONY_UNCELEBRATED', 'MR-TEST-late', '2026-11-27', -4],
      ['CEREMONY_UNCELEBRATED', 'MR-TEST-gulu', '2026-11-30', -1],
      ['NOTICE_LAPSING', 'MR-TEST-soon', '2026-12-10', 9],
    ]);
    const late = answer.body.data.items.find((i) => i.reference === 'MR-TEST-late');
    expect(late?.subject).toBe('Ibrahim Ssali and Harriet Kyomuhendo, Marriage Room 2, Georgian House at 09:00');
    expect(answer.body.data.items.find((i) => i.reference === 'MR-TEST-soon')?.subject).toBe(
      'NB-2026-soon: Ibrahim Ssali and Harriet Kyomuhendo',
    );
  });

  it('shows a district office its own district only', async () => {
    const answer = await deadlines(GULU);
    expect(ours(answer.body.data)).toEqual([['CEREMONY_UNCELEBRATED', 'MR-TEST-gulu', '2026-11-30', -1]]);
    expect(answer.body.data.items.every((i) => i.district === 'Gulu')).toBe(true);
  });

  it('gives a lodged caveat to the registrar and a referred one to the Registrar General; the director has none', async () => {
    await standingCaveat('soon', 'LODGED');
    await standingCaveat('gulu', 'REFERRED');
    const registrar = ours((await deadlines(REGISTRAR)).body.data);
    expect(registrar).toContainEqual(['CAVEAT_WAITING', 'MR-TEST-soon', '2026-11-28', -3]);
    expect(registrar).not.toContainEqual(['CAVEAT_WAITING', 'MR-TEST-gulu', '2026-11-28', -3]);
    expect(ours((await deadlines(RG)).body.data)).toEqual([['CAVEAT_WAITING', 'MR-TEST-gulu', '2026-11-28', -3]]);
    expect(ours((await deadlines(DIRECTOR)).body.data)).toEqual([]);
  });
});
