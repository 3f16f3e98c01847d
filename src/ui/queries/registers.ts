/**
 * Server state of the registers (SPEC.md §6 registers; issue 11 "Registry"): the public register of licensed
 * places, the back-office registers and one marriage entry, an institution's own registry, and the entries a
 * new application's parties already have (the duplicate-marriage warning). The key values are the ones the
 * pages used before; `['licensed-places']` is shared with the licensed-place field of the forms
 * (src/ui/forms/licensed-place-field.tsx), so the list is read once for both.
 */
import { keepPreviousData } from '@tanstack/react-query';
import {
  exportInstitutionRegistry,
  exportRegister,
  fetchDuplicateMarriages,
  fetchInstitutionRegistry,
  fetchLicensedPlaces,
  fetchMarriageEntry,
  fetchRegister,
  fetchSearchReportPreview,
  recordDissolution as postDissolution,
} from '#src/api/registers';
import { fetchDissolutionCheck } from '#src/api/dissolution-check';
import type { RegisterSlug } from '#src/domain/registers/register-slugs';
import type { InstitutionRegistryQuery, MarriageEntryDetails, RecordDissolution, RegisterQuery } from '#src/domain/schemas/registers';
import { queryClient, useAppQuery } from '../shared/query-client';
import type { QueryExtras } from './applications';

/** The keys of register queries. */
export const registerKeys = {
  /** The whole register of licensed places (read once, searched in the browser). */
  licensedPlaces: ['licensed-places'] as const,
  /** A page of a back-office register. */
  register: (slug: RegisterSlug, query: RegisterQuery) => ['register', slug, query] as const,
  /** One marriage entry by its number. */
  entry: (entryNumber: string) => ['marriage-entry', entryNumber] as const,
  /** A page of an institution's own registry. */
  institution: (query: InstitutionRegistryQuery) => ['institution-registry', query] as const,
  /** The subsisting marriages the parties of one application already have. */
  duplicates: (applicationId: string) => ['duplicate-marriages', applicationId] as const,
  /** What a record search finds in the register today, for its reviewers; per version of the request. */
  searchReport: (applicationId: string, version: number) => ['search-report', applicationId, version] as const,
  /** The register's marriage a divorce return dissolves, for its reviewers; per version of the return. */
  dissolutionCheck: (applicationId: string, version: number) => ['dissolution-check', applicationId, version] as const,
};

/**
 * What a record search finds in the register today (the report its approval would issue), for the officers
 * reviewing it (GET the search report's preview; docs/decisions/021-record-search.md).
 * @param application - the record search request: its id and version (a corrected request is searched again).
 */
export function useSearchReportPreview(application: { id: string; version: number }) {
  return useAppQuery({
    queryKey: registerKeys.searchReport(application.id, application.version),
    queryFn: () => fetchSearchReportPreview(application.id),
  });
}

/**
 * The register's check of a divorce return: the marriage it dissolves and whether it subsists, for its reviewers.
 * @param application - the divorce return: its id and version (a corrected return is checked again).
 */
export function useDissolutionCheck(application: { id: string; version: number }) {
  return useAppQuery({
    queryKey: registerKeys.dissolutionCheck(application.id, application.version),
    queryFn: () => fetchDissolutionCheck(application.id),
  });
}

/** How long the licensed places are trusted before they are asked again, in ms. */
export const LICENSED_PLACES_STALE_MS = 60_000;

/** The whole register of licensed places (GET /registers/licensed-places, no filter). */
export function useLicensedPlaces() {
  return useAppQuery({
    queryKey: registerKeys.licensedPlaces,
    queryFn: () => fetchLicensedPlaces({}),
    staleTime: LICENSED_PLACES_STALE_MS,
  });
}

/**
 * A page of a back-office register; the previous page stays shown while the next loads.
 * @param slug - the register.
 * @param query - filters, sort and page.
 * @param extras - `enabled: false` while the filters are not valid.
 */
export function useRegister(slug: RegisterSlug, query: RegisterQuery, extras: { enabled?: boolean } = {}) {
  return useAppQuery({
    queryKey: registerKeys.register(slug, query),
    queryFn: () => fetchRegister(slug, query),
    placeholderData: keepPreviousData,
    ...extras,
  });
}

/**
 * A register's rows as a CSV file (the filters of the page, every page).
 * @param slug - the register.
 * @param query - the filters.
 */
export function downloadRegister(slug: RegisterSlug, query: RegisterQuery): Promise<Blob> {
  return exportRegister(slug, query);
}

/**
 * One marriage entry and what was recorded on it; not retried (a wrong number answers 404).
 * @param entryNumber - the entry's number ('' waits).
 */
export function useMarriageEntry(entryNumber: string) {
  return useAppQuery({
    queryKey: registerKeys.entry(entryNumber),
    queryFn: () => fetchMarriageEntry(entryNumber),
    enabled: entryNumber !== '',
    retry: false,
  });
}

/**
 * Records a marriage's dissolution on its entry (the API's `recordDissolution`; issue 30); the caller
 * puts the answer in the cache with {@link setMarriageEntry}.
 * @param entryNumber - the entry.
 * @param body - the kind, date, reference, evidence and note.
 * @returns the entry as it now stands.
 * @throws ApiError.
 */
export function recordDissolution(entryNumber: string, body: RecordDissolution): Promise<MarriageEntryDetails> {
  return postDissolution(entryNumber, body);
}

/**
 * Puts an entry the API just returned in the cache, so its page shows it at once.
 * @param entryNumber - the entry's number (its key).
 * @param details - the entry as answered.
 */
export function setMarriageEntry(entryNumber: string, details: MarriageEntryDetails): void {
  queryClient.setQueryData(registerKeys.entry(entryNumber), details);
}

/**
 * A page of an institution's own registry; the previous page stays shown while the next loads.
 * @param query - search words and page.
 */
export function useInstitutionRegistry(query: InstitutionRegistryQuery) {
  return useAppQuery({
    queryKey: registerKeys.institution(query),
    queryFn: () => fetchInstitutionRegistry(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * An institution's registry as a CSV file.
 * @param q - the search words, or undefined for all.
 */
export function downloadInstitutionRegistry(q: string | undefined): Promise<Blob> {
  return exportInstitutionRegistry(q);
}

/**
 * The subsisting marriages the parties of an application already have.
 * @param applicationId - the application.
 * @param extras - `enabled: false` for services that name no parties.
 */
export function useDuplicateMarriages(
  applicationId: string,
  extras: QueryExtras<Awaited<ReturnType<typeof fetchDuplicateMarriages>>, ReturnType<typeof registerKeys.duplicates>> = {},
) {
  return useAppQuery({
    queryKey: registerKeys.duplicates(applicationId),
    queryFn: () => fetchDuplicateMarriages(applicationId),
    ...extras,
  });
}
