/**
 * Server state of the staff accounts (docs/decisions/019-staff-accounts.md): the administrator's paged
 * list, the writes that add or change an account, and the refresh after a change. `['staff-accounts']` refreshes every page of it, as before.
 */
import { changeStaffAccount as postChange, fetchStaffAccounts, setStaffAccountActive } from '#src/api/staff-accounts';
import { createBackofficeAccount } from '#src/api/users';
import type { StaffAccount, StaffAccountChange, StaffAccountsQuery } from '#src/domain/schemas/staff-accounts';
import type { BackofficeAccountPayload, Profile } from '#src/domain/schemas/users';
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

/**
 * Adds a staff account (POST users/back-office; administrators only); the person is e-mailed an invitation to
 * set a password. Then call {@link refreshStaffAccounts}.
 * @param payload - the person, account type, role and (for a district office) district.
 * @returns the new account's profile.
 * @throws ApiError (403 for anyone but an administrator; 400 with field errors).
 */
export function addStaffAccount(payload: BackofficeAccountPayload): Promise<Profile> {
  return createBackofficeAccount(payload);
}

/**
 * Changes a staff account's type, role or district. Then call {@link refreshStaffAccounts}.
 * @param userId - the account.
 * @param change - the new account type, role and district.
 * @returns the account as it now stands.
 * @throws ApiError.
 */
export function changeStaffAccount(userId: string, change: StaffAccountChange): Promise<StaffAccount> {
  return postChange(userId, change);
}
