/**
 * Who may do what: the role × resource table of least privilege (issue 7 §4;
 * docs/decisions/008-role-access.md; DOMAIN.md §3 roles). The mock API enforces it (403 beyond it) and
 * the browser reads it to keep people off pages whose calls their role would be refused; the API is
 * the lock, the browser a courtesy (DOMAIN.md §3).
 *
 * Personal data (NINs, dates of birth, phones, addresses, uploaded documents) is read only by the
 * applicant it belongs to and by the officers who decide applications. Finance officers work on
 * invoices and payments, administrators on settings and staff accounts: neither reads applicants'
 * answers or documents.
 */
import { BACKOFFICE_ROLES, type BackofficeRole, type OrganisationKind } from './accounts';

/**
 * Who is acting, as the table sees it: the applicant account types, each back-office role, and a
 * district registrar's office (ADMIN_UNIT with a reviewing role: the registrar's powers within its
 * district only).
 */
export const PRINCIPALS = ['INDIVIDUAL', 'ORGANIZATION', 'DISTRICT_KADHI', ...BACKOFFICE_ROLES, 'DISTRICT_REGISTRAR'] as const;
/** Who is acting. */
export type Principal = (typeof PRINCIPALS)[number];

/**
 * What may be done, per resource. Public calls (tracking, prices, districts, the licensed places)
 * need no capability and are not listed.
 */
export const CAPABILITIES = [
  /** GET /users/me; POST /users/update (e-mail and phone only, never district, role or account type). */
  'profile.own',
  /** POST /users/register: link a NIN to an individual account. */
  'profile.onboard',
  /** POST/PUT/GET /applications (own), submit, pay by card, upload and read own documents. */
  'applications.own',
  /** POST /nira/verify: look up a person in the national register by NIN. */
  'nira.verify',
  /** GET /backoffice/applications: the list (reference, applicant's name, district, status). */
  'applications.list',
  /** GET /applications/{id} of others: every answer (NINs, dates of birth, phones) and the documents; review events. */
  'applications.review',
  /** Invoices and payments (billing; the calls come with issue 11). */
  'billing',
  /** Registry settings and price list (the calls come with issue 11). */
  'settings',
  /** POST /users/back-office: create staff accounts. */
  'accounts.staff',
  /**
   * The district kadhi's queue: GET /district-kadhi/applications and GET /applications/{id} of the
   * Islamic marriage and divorce returns of the kadhi's own district, and the kadhi level's events
   * (docs/decisions/014-returns-and-organisations.md).
   */
  'returns.kadhi',
  /** GET /backoffice/reports/marriage: the registry's statistics (no personal data); a district office's are its district's. */
  'reports',
  /**
   * POST /backoffice/registers/marriage/{entryNumber}/dissolution and POST /uploads for its evidence: record a
   * decree absolute or a death on an entry of the register of marriages (issue 30); a district office's on its
   * district's entries.
   */
  'register.dissolve',
  /**
   * GET /backoffice/access-log and its CSV: the whole access log, who at the registry opened which application,
   * document, register entry or person's record (issue 31 §3; docs/decisions/038). The administrator only.
   */
  'access.log',
  /**
   * DELETE /users/me/drafts is `applications.own`; this is POST /users/me/close: an individual closes their own
   * account (issue 31 §4; docs/decisions/041). Organisations are closed by the registry; staff by the administrator.
   */
  'account.close',
] as const;
/** What may be done. */
export type Capability = (typeof CAPABILITIES)[number];

const REVIEWER: readonly Capability[] = ['profile.own', 'nira.verify', 'applications.list', 'applications.review', 'reports'];

/**
 * The table: each principal's capabilities. Anything not listed is refused (403).
 * Review decisions are narrowed further by the lifecycle machine (which level may act, DOMAIN.md §2).
 */
export const ACCESS: Readonly<Record<Principal, readonly Capability[]>> = {
  INDIVIDUAL: ['profile.own', 'profile.onboard', 'applications.own', 'nira.verify', 'account.close'],
  ORGANIZATION: ['profile.own', 'applications.own', 'nira.verify'],
  DISTRICT_KADHI: ['profile.own', 'applications.own', 'nira.verify', 'returns.kadhi'],
  REGISTRAR: [...REVIEWER, 'register.dissolve'],
  DIRECTOR: REVIEWER,
  REGISTRAR_GENERAL: [...REVIEWER, 'register.dissolve'],
  MINISTER: REVIEWER,
  DISTRICT_REGISTRAR: [...REVIEWER, 'register.dissolve'],
  FINANCE: ['profile.own', 'billing', 'reports'],
  ADMIN: ['profile.own', 'billing', 'settings', 'accounts.staff', 'reports', 'access.log'],
};

/** The parts of an account the table reads. */
export interface AccessSubject {
  /** An account type (SPEC.md §3); anything else may do nothing. */
  accountType: string;
  role?: BackofficeRole | null | undefined;
  /** The organisation kind (ORGANIZATION accounts): a district kadhi is its own principal. */
  organisationKind?: OrganisationKind | null | undefined;
}

/**
 * The principal an account acts as.
 * @param account - its type and, for staff, its role.
 * @returns the principal, or null for a staff account without a role (it may do nothing but read its profile).
 */
export function principalOf(account: AccessSubject): Principal | null {
  if (account.accountType === 'ORGANIZATION' && account.organisationKind === 'DISTRICT_KADHI') return 'DISTRICT_KADHI';
  if (account.accountType === 'INDIVIDUAL' || account.accountType === 'ORGANIZATION') return account.accountType;
  if (account.accountType !== 'BACKOFFICE' && account.accountType !== 'ADMIN_UNIT') return null;
  const role = account.role ?? null;
  if (role === null) return null;
  if (account.accountType === 'ADMIN_UNIT' && role !== 'FINANCE' && role !== 'ADMIN') return 'DISTRICT_REGISTRAR';
  return role;
}

/**
 * Whether an account may do something.
 * @param account - its type and role.
 * @param capability - what it wants to do.
 * @returns true when the table allows it ({@link ACCESS}); a staff account without a role may only read its profile.
 */
export function may(account: AccessSubject, capability: Capability): boolean {
  const principal = principalOf(account);
  if (principal === null) return capability === 'profile.own';
  return ACCESS[principal].includes(capability);
}
