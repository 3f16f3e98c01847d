/**
 * Registers (DOMAIN.md §6): the public register of licensed places of worship; an institution's own
 * entries of the register of marriages; the duplicate-marriage check; the back office's registers
 * (docs/decisions/020-registers.md).
 */
import type { Page } from '../domain/schemas/applications';
import type { RegisterSlug } from '../domain/registers/register-slugs';
import type { DocumentField } from '../domain/schemas/documents';
import type {
  InstitutionRegistryQuery,
  LicensedPlace,
  LicensedPlacesQuery,
  MarriageEntry,
  MarriageEntryDetails,
  OwnSubsistingMarriage,
  RecordDissolution,
  RegisterPage,
  RegisterQuery,
} from '../domain/schemas/registers';
import { call, download } from './client';

/**
 * GET /registers/licensed-places (public, no sign-in): the places of worship holding a granted public
 * place licence, by name.
 * @param query - `q` part of the name (case-insensitive), `district` exactly; both optional.
 * @returns the places, sorted by name.
 * @throws ApiError on failure.
 */
export function fetchLicensedPlaces(query: LicensedPlacesQuery): Promise<LicensedPlace[]> {
  return call('listLicensedPlaces', { query });
}

/**
 * GET /institution/places (an organisation account): the licensed places of worship it files church
 * marriage returns for: the granted public place licences it applied for itself and those its account
 * acts for (issue 8; docs/decisions/014-returns-and-organisations.md).
 * @returns the places, sorted by name; [] when it files for none.
 * @throws ApiError on failure (403 for other accounts).
 */
export function fetchInstitutionPlaces(): Promise<LicensedPlace[]> {
  return call('listInstitutionPlaces');
}

/**
 * GET /institution/registry (an organisation account): a page of the entries of the register of
 * marriages the organisation filed, newest first (docs/decisions/014-returns-and-organisations.md).
 * @param query - `q` a party's name, entry number, place or reference; `page` (1-based) and `pageSize`.
 * @throws ApiError on failure (403 for other accounts).
 */
export function fetchInstitutionRegistry(query: InstitutionRegistryQuery): Promise<Page<MarriageEntry>> {
  return call('getInstitutionRegistry', { query });
}

/**
 * GET /institution/registry/export: the entries the search matches, all of them, as a CSV file.
 * @param q - the search, or undefined for every entry.
 * @returns the CSV as a Blob (text/csv).
 * @throws ApiError on failure.
 */
export async function exportInstitutionRegistry(q: string | undefined): Promise<Blob> {
  return download('exportInstitutionRegistry', 'text/csv', { query: q ? { q } : {} });
}

/**
 * GET /applications/{id}/duplicates (whoever may review it): the duplicate-marriage check, the
 * subsisting registered marriages of the parties the application names (DOMAIN.md §6).
 * @param id - the application's id.
 * @returns the entries, oldest first; [] when none.
 * @throws ApiError on failure.
 */
export function fetchDuplicateMarriages(id: string): Promise<MarriageEntry[]> {
  return call('getDuplicateMarriages', { path: { id } });
}

/**
 * GET /users/me/subsisting-marriages (an applicant): the subsisting marriages of the caller's own NIN, so a form
 * that needs none (the marital status letter) says so before it asks anything (issue 30).
 * @returns the entries, oldest first; [] when none or no NIN is linked yet.
 * @throws ApiError on failure (403 for staff).
 */
export function fetchOwnSubsistingMarriages(): Promise<OwnSubsistingMarriage[]> {
  return call('getOwnSubsistingMarriages');
}

/**
 * GET /backoffice/registers/{slug} (officers who review applications): a page of a register, searched,
 * filtered, sorted and paged by the server (src/domain/registers/register-views.ts).
 * @param slug - the register.
 * @param query - `q`, `district`, `code`, `from`/`to` (yyyy-mm-dd), `sort`/`dir`, `page` (1-based), `pageSize`.
 * @throws ApiError on failure (400 with field errors for a bad date range; 403; 404 unknown register).
 */
export function fetchRegister(slug: RegisterSlug, query: RegisterQuery): Promise<RegisterPage> {
  return call('getRegister', { path: { slug }, query });
}

/**
 * GET /backoffice/registers/{slug}/export: every row the filters select, in the order shown, as CSV.
 * @param slug - the register.
 * @param query - the filters and order (page and pageSize are ignored).
 * @returns the CSV as a Blob (text/csv).
 * @throws ApiError on failure.
 */
export async function exportRegister(slug: RegisterSlug, query: RegisterQuery): Promise<Blob> {
  return download('exportRegister', 'text/csv', { path: { slug }, query });
}

/**
 * GET /backoffice/registers/marriage/{entryNumber}: one entry of the register of marriages, its history
 * (rectifications, oldest first) and the documents issued on it.
 * @param entryNumber - e.g. "RM-2026-000123" (any case).
 * @throws ApiError on failure (404 when no entry has the number).
 */
export function fetchMarriageEntry(entryNumber: string): Promise<MarriageEntryDetails> {
  return call('getMarriageEntry', { path: { entryNumber } });
}

/**
 * POST /backoffice/registers/marriage/{entryNumber}/dissolution (the registrars; a district office on its
 * district's entries): record that a subsisting marriage ended by a decree absolute or a death, on the
 * evidence uploaded (issue 30: what lifts the register's refusal of a second marriage).
 * @param entryNumber - e.g. "RM-2026-000123".
 * @param body - the kind, the day it ended (yyyy-mm-dd), the decree's or certificate's number, the evidence, a note.
 * @returns the entry's details, dissolved, its history with the change.
 * @throws ApiError on failure (400 field errors; 403; 404 no entry; 409 ALREADY_DISSOLVED).
 */
export function recordDissolution(entryNumber: string, body: RecordDissolution): Promise<MarriageEntryDetails> {
  return call('recordDissolution', { path: { entryNumber }, body });
}

/**
 * GET /applications/{id}/search-report (whoever may review it): a search request's report as it would be
 * issued today (docs/decisions/021-record-search.md).
 * @param id - the SEARCH_REQUESTS application's id.
 * @returns the report's lines.
 * @throws ApiError on failure (404 when the application is not a complete search request).
 */
export function fetchSearchReportPreview(id: string): Promise<{ fields: DocumentField[] }> {
  return call('getSearchReport', { path: { id } });
}
