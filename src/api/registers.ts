/**
 * Public registers (DOMAIN.md §6): the register of licensed places of worship.
 */
import type { LicensedPlace, LicensedPlacesQuery } from '../domain/schemas/registers';
import { request } from './client';

/**
 * GET /registers/licensed-places (public, no sign-in): the places of worship holding a granted public
 * place licence, by name.
 * @param query - `q` part of the name (case-insensitive), `district` exactly; both optional.
 * @returns the places, sorted by name.
 * @throws ApiError on failure.
 */
export function fetchLicensedPlaces(query: LicensedPlacesQuery): Promise<LicensedPlace[]> {
  return request({ method: 'GET', url: '/registers/licensed-places', params: query });
}
