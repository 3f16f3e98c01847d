/** Server state of the districts (GET /districts): a reference list that changes rarely, asked at most hourly. */
import { fetchDistricts } from '#src/api/users';
import { useAppQuery } from '../shared/query-client';

/** The keys of the districts. */
export const districtKeys = {
  /** The whole list. */
  all: ['districts'] as const,
};

/** How long the districts are trusted before they are asked again, in ms. */
const DISTRICTS_STALE_MS = 60 * 60_000;

/** The districts (GET /districts), read without a session (the public notices page; the session machine holds its own copy for signed-in pages). */
export function useDistrictList() {
  return useAppQuery({ queryKey: districtKeys.all, queryFn: fetchDistricts, staleTime: DISTRICTS_STALE_MS });
}
