/**
 * mocks/rooms.ts: every reason a slot is refused, the availability the couple sees (taken slots, weekends,
 * past days) and the bookings staff see.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock, todayIso } from './clock';
import { storeBooking } from './ceremony-test-fixture';
import { db } from './db';
import { activeRooms, bookedSlots, roomAvailability, roomById, slotProblem, slotRefusal, uncelebratedBookings } from './rooms';
import { MARRIAGE_ROOMS } from './seed/marriage-rooms';

const TODAY = '2026-12-01'; // a Tuesday
const NOTICE = { district: 'Kampala', today: TODAY, lapsesOn: '2027-01-01' };
const ROOM = 'room-kampala-1';

beforeEach(() => {
  freezeClock(new Date(2026, 11, 1, 10, 0).getTime());
});

describe('the seeded marriage rooms', () => {
  it('gives Kampala three rooms and every other district one or two, all open 09:00–16:00 on weekdays', () => {
    expect(activeRooms('kampala').map((r) => r.name)).toEqual([
      'Marriage Room 1, Georgian House',
      'Marriage Room 2, Georgian House',
      'Marriage Room 3, Georgian House',
    ]);
    const districts = new Set(db.districts.all().map((d) => d.name));
    for (const district of districts) {
      const count = MARRIAGE_ROOMS.filter((r) => r.district === district).length;
      expect(count, district).toBeGreaterThanOrEqual(district === 'Kampala' ? 3 : 1);
      expect(count, district).toBeLessThanOrEqual(district === 'Kampala' ? 3 : 2);
    }
    expect(roomById(ROOM)).toMatchObject({ openingTime: '09:00', closingTime: '16:00', slotMinutes: 60, weekdays: [1, 2, 3, 4, 5] });
    expect(roomById('room-nowhere')).toBeNull();
  });
});

describe('slotProblem', () => {
  it('accepts a free slot of a room of the notice district, before the lapse day', () => {
    expect(todayIso()).toBe(TODAY);
    expect(slotProblem({ roomId: ROOM, date: '2026-12-15', time: '10:00' }, NOTICE)).toBeNull();
    expect(slotProblem({ roomId: ROOM, date: TODAY, time: '15:00' }, NOTICE)).toBeNull();
    expect(slotProblem({ roomId: ROOM, date: '2026-12-31', time: '09:00' }, NOTICE)).toBeNull();
  });

  it('refuses an unknown or inactive room, and a room of another district', async () => {
    expect(slotProblem({ roomId: 'room-nowhere', date: '2026-12-15', time: '10:00' }, NOTICE)).toBe('Choose a marriage room');
    const [first] = MARRIAGE_ROOMS;
    if (first) await db.marriageRooms.create({ ...first, id: 'room-closed', weekdays: [1, 2, 3, 4, 5], active: false });
    expect(slotProblem({ roomId: 'room-closed', date: '2026-12-15', time: '10:00' }, NOTICE)).toBe('Choose a marriage room');
    expect(slotProblem({ roomId: 'room-gulu-1', date: '2026-12-15', time: '10:00' }, NOTICE)).toBe(
      'Choose a marriage room in Kampala, the district of the notice',
    );
  });

  it('refuses a closed day, a public holiday, a time outside the hours or off the grid', () => {
    expect(slotProblem({ roomId: ROOM, date: '2026-12-12', time: '10:00' }, NOTICE)).toBe(
      'Marriage Room 1, Georgian House holds no ceremonies on Saturdays: choose another day',
    );
    expect(slotProblem({ roomId: ROOM, date: '2026-12-25', time: '10:00' }, NOTICE)).toBe(
      'Friday 25-12-2026 is a public holiday: choose another day',
    );
    const offGrid = 'Choose one of the times offered: ceremonies start from 09:00 to 15:00, every 60 minutes';
    expect(slotProblem({ roomId: ROOM, date: '2026-12-15', time: '16:00' }, NOTICE)).toBe(offGrid);
    expect(slotProblem({ roomId: ROOM, date: '2026-12-15', time: '08:00' }, NOTICE)).toBe(offGrid);
    expect(slotProblem({ roomId: ROOM, date: '2026-12-15', time: '10:30' }, NOTICE)).toBe(offGrid);
    expect(slotRefusal({ roomId: ROOM, date: '2026-12-15', time: '10:30' }, NOTICE)).toMatchObject({ field: 'time', status: 400 });
  });

  it('refuses a day that has passed, and a day on or after the notice lapses', () => {
    expect(slotProblem({ roomId: ROOM, date: '2026-11-30', time: '10:00' }, NOTICE)).toBe(
      'Monday 30-11-2026 has passed: choose a day from today on',
    );
    const lapse = 'The ceremony must be before 01-01-2027, when the notice lapses';
    expect(slotProblem({ roomId: ROOM, date: '2027-01-01', time: '10:00' }, NOTICE)).toBe(lapse);
    expect(slotProblem({ roomId: ROOM, date: '2027-01-04', time: '10:00' }, NOTICE)).toBe(lapse);
  });

  it('refuses a slot another application holds (409), but not the booking application its own slot', async () => {
    await storeBooking({ id: 'held', roomId: ROOM, date: '2026-12-15', time: '10:00' });
    const slot = { roomId: ROOM, date: '2026-12-15', time: '10:00' };
    expect(slotProblem(slot, NOTICE)).toBe('This time is no longer free: choose another');
    expect(slotRefusal(slot, NOTICE)).toMatchObject({ field: 'time', status: 409 });
    expect(slotProblem(slot, { ...NOTICE, exceptApplicationId: 'held' })).toBeNull();
    // Another time, another room: free.
    expect(slotProblem({ ...slot, time: '11:00' }, NOTICE)).toBeNull();
    expect(slotProblem({ ...slot, roomId: 'room-kampala-2' }, NOTICE)).toBeNull();
  });

  it('lets a lapsed notice free its slot', async () => {
    await storeBooking({ id: 'lapsed', roomId: ROOM, date: '2026-12-15', time: '10:00', stage: 'LAPSED' });
    expect(slotProblem({ roomId: ROOM, date: '2026-12-15', time: '10:00' }, NOTICE)).toBeNull();
  });
});

describe('availability', () => {
  it('lists open days only, marks taken slots and past days not free, and never names who booked', async () => {
    await storeBooking({ id: 'held', roomId: ROOM, date: '2026-12-02', time: '11:00' });
    const [room] = roomAvailability([roomById(ROOM) as NonNullable<ReturnType<typeof roomById>>], '2026-11-30', '2026-12-07', TODAY);
    expect(room?.days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']);
    const free = (date: string) =>
      room?.days
        .find((d) => d.date === date)
        ?.slots.filter((s) => s.free)
        .map((s) => s.time);
    expect(free('2026-11-30')).toEqual([]);
    expect(free('2026-12-01')).toHaveLength(7);
    expect(free('2026-12-02')).toEqual(['09:00', '10:00', '12:00', '13:00', '14:00', '15:00']);
    expect(JSON.stringify(room)).not.toMatch(/Ibrahim|MR-TEST|held/);
  });
});

describe('bookedSlots and the uncelebrated', () => {
  it('reads bookings from the applications, by day, time and room, with the parties and whether celebrated', async () => {
    await storeBooking({
      id: 'b2',
      roomId: 'room-kampala-2',
      date: '2026-12-15',
      time: '09:00',
      partyNames: ['Sarah Nantongo', 'Moses Okello'],
    });
    await storeBooking({ id: 'b1', roomId: ROOM, date: '2026-12-15', time: '09:00', stage: 'CELEBRATED' });
    await storeBooking({ id: 'b3', roomId: 'room-gulu-1', district: 'Gulu', date: '2026-12-16', time: '10:00' });
    await storeBooking({ id: 'b4', roomId: ROOM, date: '2026-12-22', time: '09:00' });
    expect(bookedSlots({ from: '2026-12-14', to: '2026-12-20' })).toEqual([
      {
        applicationId: 'b1',
        reference: 'MR-TEST-b1',
        roomId: ROOM,
        date: '2026-12-15',
        time: '09:00',
        partyNames: 'Ibrahim Ssali and Harriet Kyomuhendo',
        celebrated: true,
      },
      {
        applicationId: 'b2',
        reference: 'MR-TEST-b2',
        roomId: 'room-kampala-2',
        date: '2026-12-15',
        time: '09:00',
        partyNames: 'Sarah Nantongo and Moses Okello',
        celebrated: false,
      },
      {
        applicationId: 'b3',
        reference: 'MR-TEST-b3',
        roomId: 'room-gulu-1',
        date: '2026-12-16',
        time: '10:00',
        partyNames: 'Ibrahim Ssali and Harriet Kyomuhendo',
        celebrated: false,
      },
    ]);
    expect(bookedSlots({ district: 'gulu', from: '2026-12-01', to: '2026-12-31' }).map((b) => b.applicationId)).toEqual(['b3']);
    expect(bookedSlots({ roomId: ROOM, from: '2026-12-01', to: '2026-12-31' }).map((b) => b.applicationId)).toEqual(['b1', 'b4']);
  });

  it('lists the booked days that passed while the notice is still booked, with the days overdue', async () => {
    await storeBooking({ id: 'late', roomId: ROOM, date: '2026-11-24', time: '10:00' });
    await storeBooking({ id: 'done', roomId: ROOM, date: '2026-11-25', time: '10:00', stage: 'CELEBRATED' });
    await storeBooking({ id: 'today', roomId: ROOM, date: TODAY, time: '10:00' });
    await storeBooking({ id: 'gulu', roomId: 'room-gulu-1', district: 'Gulu', date: '2026-11-30', time: '10:00' });
    expect(uncelebratedBookings(TODAY).map((b) => [b.applicationId, b.daysOverdue, b.lapsesOn])).toEqual([
      ['late', 7, '2027-01-01'],
      ['gulu', 1, '2027-01-01'],
    ]);
    expect(uncelebratedBookings(TODAY, 'Gulu').map((b) => b.applicationId)).toEqual(['gulu']);
  });
});
