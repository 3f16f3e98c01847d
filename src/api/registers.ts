/**
 * Registers (DOMAIN.md §6): the public register of licensed places of worship; an institution's own
 * entries of the register of marriages; the duplicate-marriage check.
 */
import type { Page } from '../domain/schemas/applications';
import type { InstitutionRegistryQuery, LicensedPlace, LicensedPlacesQuery, MarriageEntry } from '../domain/schemas/registers';
import { http, request } from './client';

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

/**
 * GET /institution/places (an organisation account): the licensed places of worship it files church
 * marriage returns for: the granted public place licences it applied for itself and those its account
 * acts for (issue 8; docs/decisions/014-returns-and-organisations.md).
 * @returns the places, sorted by name; [] when it files for none.
 * @throws ApiError on failure (403 for other accounts).
 */
export function fetchInstitutionPlaces(): Promise<LicensedPlace[]> {
  return request({ method: 'GET', url: '/institution/places' });
}

/**
 * GET /institution/registry (an organisation account): a page of the entries of the register of
 * marriages the organisation filed, newest first (docs/decisions/014-returns-and-organisations.md).
 * @param query - `q` a party's name, entry number, place or reference; `page` (1-based) and `pageSize`.
 * @throws ApiError on failure (403 for other accounts).
 */
export function fetchInstitutionRegistry(query: InstitutionRegistryQuery): Promise<Page<MarriageEntry>> {
  return request({ method: 'GET', url: '/institution/registry', params: query });
}

/**
 * GET /institution/registry/export: the entries the search matches, all of them, as a CSV file.
 * @param q - the search, or undefined for every entry.
 * @returns the CSV as a Blob (text/csv).
 * @throws ApiError on failure.
 */
export async function exportInstitutionRegistry(q: string | undefined): Promise<Blob> {
  const response = await http.get<Blob>('/institution/registry/export', { params: q ? { q } : {}, responseType: 'blob', headers: { Accept: 'text/csv' } });
  return response.data;
}

/**
 * GET /applications/{id}/duplicates (whoever may review it): the duplicate-marriage check, the
 * subsisting registered marriages of the parties the application names (DOMAIN.md §6).
 * @param id - the application's id.
 * @returns the entries, oldest first; [] when none.
 * @throws ApiError on failure.
 */
export function fetchDuplicateMarriages(id: string): Promise<MarriageEntry[]> {
  return request({ method: 'GET', url: `/applications/${encodeURIComponent(id)}/duplicates` });
}
