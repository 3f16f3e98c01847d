/**
 * The administrator's staff accounts (issue 11 "Accounts"; docs/decisions/019-staff-accounts.md).
 * Creating one is `createBackofficeAccount` (POST users/back-office, src/api/users.ts).
 */
import type { Page } from '../domain/schemas/applications';
import type { StaffAccount, StaffAccountChange, StaffAccountsQuery } from '../domain/schemas/staff-accounts';
import { call } from './client';

/**
 * GET /backoffice/accounts (ADMIN): a page of staff accounts, by surname.
 * @param query - `q` name, e-mail, phone or district; `role`; `status`; `page` (1-based), `pageSize`.
 * @throws ApiError on failure (403 for anyone but an administrator).
 */
export function fetchStaffAccounts(query: StaffAccountsQuery): Promise<Page<StaffAccount>> {
  return call('listStaffAccounts', { query });
}

/**
 * PUT /backoffice/accounts/{userId} (ADMIN): change a staff account's type, role and district; the
 * person's open sessions end, so they sign in again with the new role.
 * @throws ApiError on failure (400 field errors; 409 for the administrator's own account).
 */
export function changeStaffAccount(userId: string, change: StaffAccountChange): Promise<StaffAccount> {
  return call('changeStaffAccount', { path: { userId }, body: change });
}

/**
 * POST /backoffice/accounts/{userId}/deactivate or …/reactivate (ADMIN): a deactivated account cannot sign
 * in and its sessions end; nothing it did is deleted. Reactivated, it is active again (or invited again
 * when it never set a password).
 * @throws ApiError on failure (409 for the administrator's own account).
 */
export function setStaffAccountActive(userId: string, active: boolean): Promise<StaffAccount> {
  return call(active ? 'reactivateStaffAccount' : 'deactivateStaffAccount', { path: { userId } });
}
