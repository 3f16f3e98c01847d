/**
 * Server state of the staff accounts (docs/decisions/019-staff-accounts.md): the administrator's paged
 * list and the refresh after a change. `['staff-accounts']` refreshes every page of it, as before.
 */
import { fetchStaffAccounts, setStaffAccountActive } from '#src/api/staff-accounts';
import type { StaffAccountsQuery } from '#src/domain/schemas/staff-accounts';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of staff account queries. */
export const staffAccountKeys = {
  /** Every page of the list. */
  all: ['staff-accounts'] as const,
  /** One page: the search, filters and page number. */
  list: (query: StaffAccountsQuery) => ['staff-accounts', query] as const,
};

/**
 * One page of the staff accounts.
 * @param query - search words, role, status, page and page size.
 */
export function useStaffAccounts(query: StaffAccountsQuery) {
  return useAppQuery({ queryKey: staffAccountKeys.list(query), queryFn: () => fetchStaffAccounts(query) });
}

/** Asks every page of the list again (after an account is added or changed). */
export function refreshStaffAccounts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
}

/**
 * Deactivates or reactivates a staff account.
 * @param userId - the account.
 * @param active - true to reactivate.
 */
export function changeStaffAccountActive(userId: string, active: boolean) {
  return setStaffAccountActive(userId, active);
}
