/**
 * The administrator's staff accounts (issue 11 "Accounts"; src/domain/schemas/staff-accounts.ts;
 * docs/decisions/019-staff-accounts.md). Creating one is POST /users/back-office (mocks/handlers/users.ts).
 * - GET /backoffice/accounts?q=&role=&status=&page=&pageSize= (ADMIN) → a page of staff accounts, by name.
 * - PUT /backoffice/accounts/{userId} {accountType, role, district?} (ADMIN) → the account; its sessions end,
 *   so the person signs in again with the new role.
 * - POST /backoffice/accounts/{userId}/deactivate and …/reactivate (ADMIN) → the account. A deactivated
 *   account's sessions end and it cannot sign in; nothing it did is deleted.
 * An administrator never changes or deactivates their own account (the registry always keeps one).
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import type { Page } from '#src/domain/schemas/applications';
import {
  STAFF_ACCOUNT_MESSAGES,
  staffAccountChangeSchema,
  staffAccountsQuerySchema,
  type StaffAccount,
  type StaffAccountStatus,
} from '#src/domain/schemas/staff-accounts';
import { findUserById } from '../accounts';
import { apiUrl } from '../base-url';
import { db, type UserRecord } from '../db';
import { updateUser } from '../mail';
import { MOCK_ERROR_CODES } from '../messages';
import { endAccountSessions } from '../sessions';
import { fail, handle, ok, readPayload, requirePermission, requireUser, validate } from './shared';
import { districtOrFail } from './users';

/** Whether an account is a staff account (back office or a district office). */
function isStaffAccount(user: UserRecord): boolean {
  return (user.accountType === 'BACKOFFICE' || user.accountType === 'ADMIN_UNIT') && Boolean(user.role);
}

function statusOf(user: UserRecord): StaffAccountStatus {
  return user.status === 'ACTIVE' ? 'ACTIVE' : user.status === 'DEACTIVATED' ? 'DEACTIVATED' : 'INVITED';
}

/**
 * A staff account as the administrator reads it.
 * @param user - a staff account (see `isStaffAccount`).
 */
export function toStaffAccount(user: UserRecord): StaffAccount {
  return {
    userId: user.userId,
    givenName: user.givenName,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    accountType: user.accountType === 'ADMIN_UNIT' ? 'ADMIN_UNIT' : 'BACKOFFICE',
    role: user.role!,
    district: user.district ?? null,
    idNumber: user.idNumber ?? null,
    status: statusOf(user),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The administrator calling, or a 403. */
async function requireAdmin(request: Request): Promise<UserRecord> {
  const caller = await requireUser(request);
  requirePermission(caller.accountType === 'BACKOFFICE' && may(caller, 'accounts.staff'));
  return caller;
}

/** Another staff account by id, or a 404 / 403 / 409. */
function otherStaff(caller: UserRecord, userId: string): UserRecord {
  const user = findUserById(userId);
  if (!user) throw fail(404, STAFF_ACCOUNT_MESSAGES.notFound, { code: MOCK_ERROR_CODES.notFound });
  if (!isStaffAccount(user)) throw fail(403, STAFF_ACCOUNT_MESSAGES.notStaff, { code: MOCK_ERROR_CODES.forbidden });
  if (user.userId === caller.userId) throw fail(409, STAFF_ACCOUNT_MESSAGES.ownRole, { code: MOCK_ERROR_CODES.illegalTransition });
  return user;
}

/** Handlers of the staff accounts' calls. */
export const staffAccountsHandlers = [
  http.get(
    apiUrl('/backoffice/accounts'),
    handle(async ({ request }) => {
      await requireAdmin(request);
      const query = validate(staffAccountsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const all = db.users
        .findMany((q) => q.where((u) => (u.accountType === 'BACKOFFICE' || u.accountType === 'ADMIN_UNIT') && Boolean(u.role)))
        .map(toStaffAccount)
        .filter((a) => (!query.role || a.role === query.role) && (!query.status || a.status === query.status))
        .filter((a) => {
          const text = `${a.givenName} ${a.surname} ${a.email} ${a.phone} ${a.district ?? ''}`.toLowerCase();
          return words.every((w) => text.includes(w));
        })
        .sort((a, b) => `${a.surname} ${a.givenName}`.localeCompare(`${b.surname} ${b.givenName}`) || a.userId.localeCompare(b.userId));
      const start = (query.page - 1) * query.pageSize;
      const page: Page<StaffAccount> = {
        items: all.slice(start, start + query.pageSize),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
      };
      return ok(page);
    }),
  ),

  http.put(
    apiUrl('/backoffice/accounts/:userId'),
    handle(async ({ request, params }) => {
      const caller = await requireAdmin(request);
      const user = otherStaff(caller, typeof params?.userId === 'string' ? params.userId : '');
      const change = await readPayload(request, staffAccountChangeSchema);
      const district = change.accountType === 'ADMIN_UNIT' && change.district ? districtOrFail(change.district) : null;
      const updated = await updateUser(user, (draft) => {
        draft.accountType = change.accountType;
        draft.role = change.role;
        draft.district = district;
      });
      // The profile the person's tab holds names the old role: they sign in again.
      await endAccountSessions(user.userId, 'ACCOUNT_CHANGED');
      return ok(toStaffAccount(updated));
    }),
  ),

  ...(['deactivate', 'reactivate'] as const).map((action) =>
    http.post(
      apiUrl(`/backoffice/accounts/:userId/${action}`),
      handle(async ({ request, params }) => {
        const caller = await requireAdmin(request);
        const user = otherStaff(caller, typeof params?.userId === 'string' ? params.userId : '');
        if (action === 'deactivate') {
          const updated = await updateUser(user, (draft) => {
            draft.status = 'DEACTIVATED';
          });
          await endAccountSessions(user.userId, 'ACCOUNT_CHANGED');
          return ok(toStaffAccount(updated));
        }
        // Reactivated: active again when it had a password; otherwise back to its invitation.
        const updated = await updateUser(user, (draft) => {
          if (draft.status === 'DEACTIVATED') draft.status = draft.passwordHash ? 'ACTIVE' : 'PENDING_PASSWORD';
        });
        return ok(toStaffAccount(updated));
      }),
    ),
  ),
];
