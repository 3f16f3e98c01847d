/**
 * The demo scenario's marriage rooms (settings data; issue 9 stage 4: "marriage rooms come from settings
 * (seed a few per district)"): three in Kampala, at the registry's Georgian House, and one or two at the
 * headquarters of every other district of the districts list (every third district, in the list's order,
 * has two). Every room holds the registry's ceremony hours (src/domain/ceremony-slots.ts `CEREMONY_HOURS`:
 * 60-minute ceremonies, 09:00–16:00, Monday to Friday). Issue 11 gives the rooms an admin page.
 */
import { CEREMONY_HOURS } from '#src/domain/ceremony-slots';
import type { MarriageRoom } from '#src/domain/schemas/marriage-rooms';
import { db } from '../db';
import { DISTRICTS, districtId } from './districts';

const HOURS = { ...CEREMONY_HOURS, weekdays: [...CEREMONY_HOURS.weekdays] };

const KAMPALA: readonly MarriageRoom[] = [1, 2, 3].map((n) => ({
  id: `room-kampala-${n}`,
  name: `Marriage Room ${n}, Georgian House`,
  district: 'Kampala',
  address: 'Georgian House, Plot 5 George Street, Kampala',
  capacity: n === 1 ? 60 : n === 2 ? 40 : 25,
  ...HOURS,
  active: true,
}));

/** Every seeded room, Kampala's first, then the other districts' by name; ids are stable across reseeds. */
export const MARRIAGE_ROOMS: readonly MarriageRoom[] = [
  ...KAMPALA,
  ...DISTRICTS.filter((d) => d.name !== 'Kampala').flatMap((district, index) => {
    const count = index % 3 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, i): MarriageRoom => ({
      id: `room-${districtId(district.name)}-${i + 1}`,
      name:
        count === 1
          ? `Marriage Room, ${district.name} District Headquarters`
          : `Marriage Room ${i + 1}, ${district.name} District Headquarters`,
      district: district.name,
      address: `${district.name} District Local Government Headquarters, ${district.name}`,
      capacity: i === 0 ? 40 : 25,
      ...HOURS,
      active: true,
    }));
  }),
];

/** Seed the marriage rooms into the (cleared) `marriageRooms` collection. */
export async function seedMarriageRooms(): Promise<void> {
  for (const room of MARRIAGE_ROOMS) await db.marriageRooms.create({ ...room, weekdays: [...room.weekdays] });
}
