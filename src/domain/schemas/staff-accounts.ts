/**
 * The administrator's staff accounts (issue 11 "Accounts"; SPEC.md §2 /backoffice/accounts, §7 POST
 * users/back-office; docs/decisions/019-staff-accounts.md): the list, a change of role, type or district,
 * and deactivation. Back-office and administrative-unit accounts only: a citizen's or an organisation's
 * account is never listed or changed here.
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { BACKOFFICE_ROLES } from '../accounts';

/** Where a staff account stands: invited (no password yet), active, or deactivated by an administrator. */
export const STAFF_ACCOUNT_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
/** Where a staff account stands. */
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

/** The words of each status. */
export const STAFF_ACCOUNT_STATUS_TEXT: Readonly<Record<StaffAccountStatus, string>> = wordsTable({
  INVITED: msg`Invited: no password yet`,
  ACTIVE: msg`Active`,
  DEACTIVATED: msg`Deactivated`,
});

/** One staff account, as the administrator reads it. */
export const staffAccountSchema = z.object({
  userId: z.string(),
  givenName: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** BACKOFFICE (national registry) or ADMIN_UNIT (a district office). */
  accountType: z.enum(['BACKOFFICE', 'ADMIN_UNIT']),
  role: z.enum(BACKOFFICE_ROLES),
  /** The district of a district office; null for the national registry. */
  district: z.string().nullable(),
  /** The NIN recorded when the account was made, or null for accounts made before it was asked. */
  idNumber: z.string().nullable(),
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  /** When it was made, ISO 8601. */
  createdAt: z.string(),
});
/** One staff account. */
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Query of GET /backoffice/accounts: a name, e-mail or phone search, a role and a status, paged. */
export const staffAccountsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, says(msg`Search for at most 100 characters`))
    .optional(),
  role: z.enum(BACKOFFICE_ROLES).optional(),
  status: z.enum(STAFF_ACCOUNT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** The query of the staff accounts list. */
export type StaffAccountsQuery = z.input<typeof staffAccountsQuerySchema>;

/**
 * PUT /backoffice/accounts/{userId}: a staff account's role, type and district (the administrator's to
 * change; the person's own contact details are theirs: POST /users/update).
 */
export const staffAccountChangeSchema = z
  .object({
    accountType: z.enum(['BACKOFFICE', 'ADMIN_UNIT']),
    role: z.enum(BACKOFFICE_ROLES, says(msg`Choose a role`)),
    district: z.string().trim().max(80).optional(),
  })
  .refine((v) => v.accountType !== 'ADMIN_UNIT' || Boolean(v.district), {
    path: ['district'],
    ...says(msg`Choose the district of an administrative unit account`),
  });
/** A change of a staff account's role, type or district. */
export type StaffAccountChange = z.output<typeof staffAccountChangeSchema>;

/** The answers the API gives about an administrator's own account, so the registry always keeps one. */
export const STAFF_ACCOUNT_MESSAGES = wordsTable({
  notStaff: msg`Only back-office and administrative unit accounts are managed here`,
  notFound: msg`There is no account with this id`,
  ownRole: msg`You cannot change your own role or deactivate your own account: ask another administrator`,
  deactivated: msg`This account has been deactivated by the registry’s administrator. If you need it again, contact the registry.`,
});
