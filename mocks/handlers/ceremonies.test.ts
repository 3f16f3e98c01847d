/**
 * The ceremony calendar's calls (mocks/handlers/ceremonies.ts): who may call them (signed in; staff who see
 * marriage registrations; a district registrar's office in its own district only), what the couple learns
 * (free or taken, never who) and the queries' limits.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CeremonyCalendar, MarriageRoom, RoomAvailability, UncelebratedEntry } from '#src/domain/schemas/marriage-rooms';
import { advance, freezeClock } from '../clock';
import { storeBooking } from '../ceremony-test-fixture';
import { MOCK_MESSAGES } from '../messages';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { confirmParties, call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';
import type { Application } from '#src/domain/schemas/applications';
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

describe('booking through POST /applications/{id}/events', () => {
  type Answer = { data: Application } & ErrorAnswer;
  const send = async (id: string, body: Record<string, unknown>, email: string) =>
    post<Answer>(`/applications/${id}/events`, body, await tokens.token(email));

  /** Amina's notice, given on Monday 05-10-2026, certified 22 days later (Tuesday 27-10-2026). */
  async function certifiedNotice(): Promise<string> {
    freezeClock(new Date(2026, 9, 5, 10, 0).getTime());
    tokens.forget();
    const id = crypto.randomUUID();
    expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: {} }, await tokens.token(AMINA))).status).toBe(201);
    expect(
      (await put(`/applications/${id}`, { data: civilMarriageNotice(), documents: [], baseVersion: 1 }, await tokens.token(AMINA))).status,
    ).toBe(200);
    expect((await send(id, { type: 'application.submit', declaration: true }, AMINA)).status).toBe(200);
    // The parties it names confirm it (issue 31 §2): then it is invoiced.
    const confirmed = await confirmParties(id, await tokens.token(AMINA));
    const card = {
      prn: confirmed.invoice?.prn,
      cardholderName: 'Amina Nakato',
      cardNumber: '4242424242424242',
      expiry: '12/35',
      cvc: '123',
    };
    expect((await post('/payments/card', card, await tokens.token(AMINA))).status).toBe(200);
    expect((await send(id, { type: 'application.open' }, REGISTRAR)).status).toBe(200);
    expect((await send(id, { type: 'application.approve' }, REGISTRAR)).body.data.notice?.stage).toBe('PUBLISHED');
    advance(22 * 86_400);
    tokens.forget();
    expect((await send(id, { type: 'application.issueCertificate' }, REGISTRAR)).body.data.notice?.stage).toBe('CERTIFIED');
    return id;
  }

  it('refuses a closed day (400 at the day) and a taken slot (409 at the time), books a free one with the room named, and records the celebration', async () => {
    const id = await certifiedNotice();
    await storeBooking({ id: 'held', roomId: 'room-kampala-1', date: '2026-11-03', time: '10:00' });

    const saturday = await send(
      id,
      { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-10-31', time: '10:00' },
      AMINA,
    );
    expect(saturday.status).toBe(400);
    expect(saturday.body.errors).toEqual({ date: 'Marriage Room 1, Georgian House holds no ceremonies on Saturdays: choose another day' });
    const taken = await send(id, { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-11-03', time: '10:00' }, AMINA);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'This time is no longer free: choose another',
      errors: { time: 'This time is no longer free: choose another' },
    });
    // Only the couple books: the registrar is refused by the machine before any slot is judged.
    expect(
      (await send(id, { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-10-31', time: '10:00' }, REGISTRAR)).status,
    ).toBe(403);

    const booked = await send(id, { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-11-03', time: '11:00' }, AMINA);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.notice?.booking).toMatchObject({
      roomId: 'room-kampala-1',
      roomName: 'Marriage Room 1, Georgian House',
      date: '2026-11-03',
      time: '11:00',
    });
    // Rebooking its own slot is not "taken".
    expect(
      (await send(id, { type: 'application.rebookCeremony', roomId: 'room-kampala-1', date: '2026-11-03', time: '11:00' }, AMINA)).status,
    ).toBe(200);

    advance(7 * 86_400);
    tokens.forget();
    const record = {
      celebratedOn: '2026-11-03',
      witnesses: [
        { name: 'Samuel Wasswa', nin: null },
        { name: 'Florence Adong', nin: null },
      ],
      officiant: 'Grace Akello, Registrar of Marriages',
    };
    const unknownRoom = await send(id, { type: 'application.recordCelebration', roomId: 'room-nowhere', ...record }, REGISTRAR);
    expect(unknownRoom.status).toBe(400);
    expect(unknownRoom.body.errors).toEqual({ roomId: 'Choose the marriage room' });
    const celebrated = await send(id, { type: 'application.recordCelebration', roomId: 'room-kampala-1', ...record }, REGISTRAR);
    expect(celebrated.status, JSON.stringify(celebrated.body)).toBe(200);
    expect(celebrated.body.data.status).toBe('Approved');
    expect(celebrated.body.data.notice?.celebration?.roomName).toBe('Marriage Room 1, Georgian House');
  });
});
