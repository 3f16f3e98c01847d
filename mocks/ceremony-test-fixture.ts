/**
 * Booked civil notices for the tests of the ceremony calendar (mocks/rooms.test.ts, mocks/handlers/
 * ceremonies.test.ts): a copy of a seeded civil marriage application with a notice at a given stage and a
 * booking, stored as the lifecycle handler would store it (docs/decisions/016). Not used by the portal.
 */
import type { NoticeStage } from '../src/domain/schemas/notice';
import { db } from './db';

/** What a stored booking is made of. */
export interface BookingFixture {
  id: string;
  reference?: string;
  district?: string;
  roomId: string;
  roomName?: string;
  date: string;
  time: string;
  stage?: NoticeStage['stage'];
  lapsesOn?: string;
  partyNames?: readonly [string, string];
}

/**
 * Store an application whose notice holds a booking (a copy of the first seeded civil notice).
 * @param booking - its id, district (default Kampala), room, day, time, stage (default BOOKED), lapse day.
 * @returns the stored application's id.
 */
export async function storeBooking(booking: BookingFixture): Promise<string> {
  const base = db.applications.findFirst((q) => q.where({ serviceType: 'MARRIAGE' }));
  if (!base) throw new Error('No seeded civil notice to copy');
  const [one, two] = booking.partyNames ?? ['Ibrahim Ssali', 'Harriet Kyomuhendo'];
  const party = (key: string, full: string) => {
    const [givenName, ...rest] = full.split(' ');
    return { ...(base.data[key] as Record<string, unknown>), givenName, surname: rest.join(' ') };
  };
  await db.applications.create({
    ...structuredClone({ ...base }),
    id: booking.id,
    reference: booking.reference ?? `MR-TEST-${booking.id}`,
    status: 'Pending',
    district: booking.district ?? 'Kampala',
    data: { ...base.data, partyOne: party('partyOne', one), partyTwo: party('partyTwo', two) },
    notice: {
      noticeNumber: `NB-2026-${booking.id}`,
      publishedAt: '2026-10-01T07:00:00.000Z',
      certificateFrom: '2026-10-22',
      lapsesOn: booking.lapsesOn ?? '2027-01-01',
      asOf: '2026-12-01T07:00:00.000Z',
      stage: booking.stage ?? 'BOOKED',
      caveats: [],
      certificate: { number: `RC-2026-${booking.id}`, issuedAt: '2026-10-23T07:00:00.000Z', issuedBy: 'Grace Akello' },
      booking: {
        roomId: booking.roomId,
        roomName: booking.roomName ?? booking.roomId,
        date: booking.date,
        time: booking.time,
        bookedAt: '2026-10-24T07:00:00.000Z',
        bookedByName: one,
      },
      celebration: null,
      lapsedAt: null,
    },
  });
  return booking.id;
}
