/**
 * Public registers (DOMAIN.md §6; ours):
 * - GET /registers/licensed-places?q=&district= (public) → the places of worship whose public place
 *   licence (PUBLIC_PLACE_LICENSING) the Minister granted (status Approved), sorted by name. Only what
 *   the licence makes public: licence number, name, denomination, building address, district, date
 *   granted.
 */
import { http } from 'msw';
import { type LicensedPlace, licensedPlacesQuerySchema } from '../../src/domain/schemas/registers';
import { DENOMINATION_LABELS, type Denomination } from '../../src/domain/services/public-place-licence/public-place-licence.schema';
import { indexedApplications } from '../application-store';
import { apiUrl } from '../base-url';
import { handle, ok, validate } from './shared';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Every licensed place, from the granted public place licences.
 * @returns the places, sorted by name.
 */
export function licensedPlaces(): LicensedPlace[] {
  return indexedApplications()
    .map((e) => e.record)
    .filter((r) => r.serviceType === 'PUBLIC_PLACE_LICENSING' && r.status === 'Approved')
    .map((r) => {
      const place = (r.data.place ?? {}) as Record<string, unknown>;
      const granted = [...r.timeline].reverse().find((t) => t.to === 'Approved');
      const denomination = text(place.denomination);
      return {
        licenceNumber: r.reference,
        name: text(place.name) || r.applicantName,
        denomination: DENOMINATION_LABELS[denomination as Denomination] ?? denomination,
        address: text(place.address),
        district: r.district ?? text(place.district),
        grantedAt: granted?.at ?? r.updatedAt,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Handlers of the public registers. */
export const registersHandlers = [
  http.get(
    apiUrl('/registers/licensed-places'),
    handle(({ request }) => {
      const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
      const query = validate(licensedPlacesQuerySchema, params);
      const q = query.q?.toLowerCase() ?? '';
      const district = query.district?.toLowerCase() ?? '';
      return ok(licensedPlaces().filter((p) => (!q || p.name.toLowerCase().includes(q)) && (!district || p.district.toLowerCase() === district)));
    }),
  ),
];
