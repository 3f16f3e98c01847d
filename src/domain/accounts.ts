/**
 * Account types, the area each belongs to, back-office roles and organisation kinds
 * (SPEC.md §3, §4 "Routing after sign-in", §6; DOMAIN.md §3).
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from './words';

/** Account types, exactly as SPEC.md §3 gives them. */
export const ACCOUNT_TYPES = ['BACKOFFICE', 'ADMIN_UNIT', 'ORGANIZATION', 'INDIVIDUAL'] as const;

/** An account type (SPEC.md §3). */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The three areas of the portal; every area route carries one as its user-type marker (SPEC.md §2). */
export const AREAS = ['user', 'institution', 'backoffice'] as const;

/** A portal area: the user-type marker of a route (SPEC.md §2 "Every route carries a user-type marker"). */
export type Area = (typeof AREAS)[number];

/** The area each account type lives in (SPEC.md §4 "Routing after sign-in", DOMAIN.md §3). */
export const AREA_OF_ACCOUNT: Readonly<Record<AccountType, Area>> = {
  INDIVIDUAL: 'user',
  ORGANIZATION: 'institution',
  BACKOFFICE: 'backoffice',
  ADMIN_UNIT: 'backoffice',
};

/** The root path of each area; each root redirects to the area's home (SPEC.md §2). */
export const AREA_ROOT: Readonly<Record<Area, string>> = {
  user: '/user',
  institution: '/institution',
  backoffice: '/backoffice',
};

/** The home page of each area (SPEC.md §2: the redirect target of each area root). */
export const AREA_HOME: Readonly<Record<Area, string>> = {
  user: '/user/services/list',
  institution: '/institution/services/list',
  backoffice: '/backoffice/dashboard',
};

/** The onboarding route for a signed-in person with no idNumber yet (SPEC.md §4). */
export const ONBOARDING_PATH = '/account-onboard';

/** The protected loader route: "if the current route is the protected loader, stay there" (SPEC.md §4). */
export const PROTECTED_LOADER_PATH = '/account-loader-protected';

/**
 * Type guard for an account type.
 * @param value - any value, typically `profile.accountType` from the API.
 */
export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/**
 * Type guard for an area.
 * @param value - any value, e.g. a string read back from storage.
 * @returns whether it is one of {@link AREAS}.
 */
export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/**
 * The area an account type belongs to.
 * @param accountType - the profile's account type.
 * @returns the area, e.g. `areaOf('ADMIN_UNIT') === 'backoffice'`.
 */
export function areaOf(accountType: AccountType): Area {
  return AREA_OF_ACCOUNT[accountType];
}

/**
 * Where a person goes straight after signing in (SPEC.md §4 "Routing after sign-in"):
 * 1. on the protected loader, stay there;
 * 2. no idNumber: onboarding;
 * 3. otherwise the home of the account type's area.
 * @param profile - the signed-in profile's `accountType` and `idNumber` (null or empty = none).
 * @param currentPath - the path the person is on when sign-in completes.
 * @returns the path to navigate to.
 */
export function pathAfterSignIn(profile: { accountType: AccountType; idNumber?: string | null }, currentPath: string): string {
  if (currentPath === PROTECTED_LOADER_PATH) return PROTECTED_LOADER_PATH;
  if (!profile.idNumber) return ONBOARDING_PATH;
  return AREA_HOME[areaOf(profile.accountType)];
}

/** Back-office roles (DOMAIN.md §3). */
export const BACKOFFICE_ROLES = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'FINANCE', 'ADMIN'] as const;

/** A back-office role (DOMAIN.md §3). */
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** The words people read for each back-office role. */
export const ROLE_LABELS: Readonly<Record<BackofficeRole, string>> = wordsTable({
  REGISTRAR: msg`Registrar`,
  DIRECTOR: msg`Director`,
  REGISTRAR_GENERAL: msg`Registrar General`,
  MINISTER: msg`Minister`,
  FINANCE: msg`Finance officer`,
  ADMIN: msg`Administrator`,
});

/** Organisation kinds (DOMAIN.md §3). */
export const ORGANISATION_KINDS = ['CHURCH', 'DISTRICT_KADHI', 'HINDU_TEMPLE', 'CHURCH_AGENT'] as const;

/** An organisation kind (DOMAIN.md §3). */
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** The words people read for each organisation kind. */
export const ORGANISATION_KIND_LABELS: Readonly<Record<OrganisationKind, string>> = wordsTable({
  CHURCH: msg`Church`,
  DISTRICT_KADHI: msg`District Kadhi`,
  HINDU_TEMPLE: msg`Hindu temple`,
  CHURCH_AGENT: msg`Church agent`,
});
