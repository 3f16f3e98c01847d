/**
 * The ceremony calendar's calls (mocks/handlers/ceremonies.ts): who may call them (signed in; staff who see
 * marriage registrations; a district registrar's office in its own district only), what the couple learns
 * (free or taken, never who) and the queries' limits.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CeremonyCalendar, MarriageRoom, RoomAvailability, UncelebratedEntry } from '../../src/domain/schemas/marriage-rooms';
import { freezeClock } from '../clock';
import { storeBooking } from '../ceremony-test-fixture';
import { MOCK_MESSAGES } from '../messages';
import { call, tokenCache, type ErrorAnswer } from '../test-helpers';
import { OTHER_DISTRICT_CEREMONIES } from './ceremonies';

const tokens = tokenCache();
const AMINA = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const RG = 'rg@registry.example.ug';
const GULU = 'gulu.registrar@example.ug';
const FINANCE = 'finance@registry.example.ug';
const DIRECTOR = 'director@registry.example.ug';

async function get<T>(path: string, email?: string) {
  return call<{ data: T } & ErrorAnswer>(path, { authorization: email ? await tokens.token(email) : undefined });
}

beforeEach(async () => {
  tokens.forget();
  freezeClock(new Date(2026, 11, 1, 10, 0).getTime());
  await storeBooking({ id: 'kla', roomId: 'room-kampala-1', date: '2026-12-15', time: '10:00' });
  await storeBooking({ id: 'kla-late', roomId: 'room-kampala-2', date: '2026-11-27', time: '09:00' });
  await storeBooking({ id: 'gulu', roomId: 'room-gulu-1', district: 'Gulu', date: '2026-12-16', time: '11:00' });
  await storeBooking({ id: 'gulu-late', roomId: 'room-gulu-1', district: 'Gulu', date: '2026-11-30', time: '11:00' });
});

describe('GET /marriage-rooms and /marriage-rooms/availability', () => {
  it('answer any signed-in person, and nobody signed out', async () => {
    expect((await get('/marriage-rooms?district=Kampala')).status).toBe(401);
    expect((await get('/marriage-rooms/availability?district=Kampala&from=2026-12-01&to=2026-12-31')).status).toBe(401);
    const rooms = await get<MarriageRoom[]>('/marriage-rooms?district=Kampala', AMINA);
    expect(rooms.status).toBe(200);
    expect(rooms.body.data.map((r) => r.id)).toEqual(['room-kampala-1', 'room-kampala-2', 'room-kampala-3']);
  });

  it('tell the couple which slots are free, never who holds the others', async () => {
    const answer = await get<RoomAvailability[]>('/marriage-rooms/availability?district=Kampala&from=2026-12-14&to=2026-12-20', AMINA);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.roomId)).toEqual(['room-kampala-1', 'room-kampala-2', 'room-kampala-3']);
    const room1 = answer.body.data[0];
    expect(room1?.days.map((d) => d.date)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18']);
    expect(room1?.days[1]?.slots.find((s) => s.time === '10:00')).toEqual({ time: '10:00', free: false });
    expect(JSON.stringify(answer.body)).not.toMatch(/Ibrahim|MR-TEST|kla/);
  });

  it('answer at most 31 days at once, and need the district and the days', async () => {
    const long = await get('/marriage-rooms/availability?district=Kampala&from=2026-12-01&to=2027-01-01', AMINA);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ to: 'Ask for at most 31 days at once' });
    const bare = await get('/marriage-rooms/availability', AMINA);
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.errors ?? {}).sort()).toEqual(['district', 'from', 'to']);
  });
});

describe('GET /backoffice/ceremonies', () => {
  const WEEK = 'from=2026-12-14&to=2026-12-20';

  it('shows the registrar and the Registrar General every district, or one, or one room', async () => {
    for (const email of [REGISTRAR, RG]) {
      const all = await get<CeremonyCalendar>(`/backoffice/ceremonies?${WEEK}`, email);
      expect(all.status).toBe(200);
      expect(all.body.data.items.map((c) => c.applicationId)).toEqual(['kla', 'gulu']);
    }
    const kampala = await get<CeremonyCalendar>(`/backoffice/ceremonies?${WEEK}&district=Kampala`, REGISTRAR);
    expect(kampala.body.data.items).toEqual([
      {
        applicationId: 'kla',
        reference: 'MR-TEST-kla',
        roomId: 'room-kampala-1',
        roomName: 'Marriage Room 1, Georgian House',
        district: 'Kampala',
        date: '2026-12-15',
        time: '10:00',
        partyNames: 'Ibrahim Ssali and Harriet Kyomuhendo',
        celebrated: false,
      },
    ]);
    const room = await get<CeremonyCalendar>(`/backoffice/ceremonies?${WEEK}&roomId=room-gulu-1`, REGISTRAR);
    expect(room.body.data.items.map((c) => c.applicationId)).toEqual(['gulu']);
  });

  it("answers the week of the API's today when no days are given, and both days or neither", async () => {
    const week = await get<CeremonyCalendar>('/backoffice/ceremonies', REGISTRAR);
    expect(week.body.data).toMatchObject({ today: '2026-12-01', from: '2026-11-30', to: '2026-12-06' });
    expect(week.body.data.items.map((c) => c.applicationId)).toEqual(['gulu-late']);
    const half = await get('/backoffice/ceremonies?from=2026-12-01', REGISTRAR);
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ to: 'Give both the first and the last day, or neither' });
  });

  it("limits a district registrar's office to its district: 403 for another", async () => {
    const own = await get<CeremonyCalendar>(`/backoffice/ceremonies?${WEEK}`, GULU);
    expect(own.status).toBe(200);
    expect(own.body.data.items.map((c) => c.applicationId)).toEqual(['gulu']);
    const other = await get(`/backoffice/ceremonies?${WEEK}&district=Kampala`, GULU);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(OTHER_DISTRICT_CEREMONIES);
    // A Kampala room asked for by a Gulu office: nothing of Kampala's.
    const room = await get<CeremonyCalendar>(`/backoffice/ceremonies?${WEEK}&roomId=room-kampala-1`, GULU);
    expect(room.body.data.items).toEqual([]);
  });

  it('refuses applicants and staff who do not work on marriage registrations', async () => {
    for (const email of [AMINA, FINANCE, DIRECTOR]) {
      const answer = await get(`/backoffice/ceremonies?${WEEK}`, email);
      expect(answer.status, email).toBe(403);
      expect(answer.body.message).toBe(MOCK_MESSAGES.roleHasNoAccess);
    }
    expect((await get(`/backoffice/ceremonies?${WEEK}`)).status).toBe(401);
  });
});

describe('GET /backoffice/ceremonies/uncelebrated', () => {
  it('lists the booked days passed without a celebration, scoped as the calendar', async () => {
    const all = await get<UncelebratedEntry[]>('/backoffice/ceremonies/uncelebrated', REGISTRAR);
    expect(all.status).toBe(200);
    expect(all.body.data.map((c) => [c.applicationId, c.daysOverdue])).toEqual([
      ['kla-late', 4],
      ['gulu-late', 1],
    ]);
    const gulu = await get<UncelebratedEntry[]>('/backoffice/ceremonies/uncelebrated', GULU);
    expect(gulu.body.data.map((c) => c.applicationId)).toEqual(['gulu-late']);
    expect((await get('/backoffice/ceremonies/uncelebrated?district=Kampala', GULU)).status).toBe(403);
    expect((await get('/backoffice/ceremonies/uncelebrated', AMINA)).status).toBe(403);
  });
});
