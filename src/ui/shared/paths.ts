/**
 * Typed route builders (issue 29): the addresses the ui links to and navigates to, built from the route
 * table's patterns (React Router syntax, `:name` for a parameter) instead of hand-written literals. Each
 * pattern is a route of src/ui/route-table.ts (paths.test.ts checks it, with every area an `:area` may
 * take), so a renamed route breaks a test, not a link. Parameters and query values are URI-encoded
 * (encodeURIComponent), exactly as the literals they replace did: the addresses are unchanged.
 */
import type { RegisterSlug } from '#src/domain/registers/register-slugs';
import type { SettingsSlug } from '#src/domain/settings/settings-slugs';

/** The route patterns the builders fill. */
export const PATTERNS = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/auth/sign-up',
  resetPasswordRequest: '/auth/reset-password-request',
  accountOnboard: '/account-onboard',
  servicesPrices: '/services-prices',
  licensedPlaces: '/licensed-places-of-worship',
  terms: '/terms-and-privacy-policy',
  notices: '/notices',
  accountClosed: '/closed-account',
  noticeCaveat: '/notices/:noticeNumber/caveat',
  verify: '/verify',
  verifyCode: '/verify/:code',
  tracking: '/tracking/:reference',
  areaTerms: '/:area/terms-and-privacy-policy',
  areaPrices: '/:area/prices',
  servicesList: '/:area/services/list',
  search: '/:area/search',
  applications: '/:area/applications',
  yourData: '/:area/your-data',
  waitingForYou: '/user/waiting-for-you',
  partyRequest: '/user/waiting-for-you/:id',
  application: '/:area/applications/:id',
  paymentSuccess: '/:area/payment-success',
  cardPaymentComplete: '/:area/card-payment/complete',
  noticeAttachment: '/user/notice-attachment/:id',
  institutionRegistry: '/institution/registry',
  districtKadhiQueue: '/institution/district-kadhi-task-queue',
  dashboard: '/backoffice/dashboard',
  sectionApplications: '/backoffice/:section/applications',
  applicationDetails: '/backoffice/:section/details/:id',
  noticePreview: '/backoffice/marriage-registrations/notice-preview/:id',
  escalations: '/backoffice/marriage-registrations/escalations',
  uncelebrated: '/backoffice/marriage-registrations/calendar-uncelebrated',
  register: '/backoffice/registry/:register',
  settings: '/backoffice/settings/:resource',
  settingsLanguages: '/backoffice/settings/languages',
  backofficeTracking: '/backoffice/tracking',
  accounts: '/backoffice/accounts',
  accessLog: '/backoffice/access-log',
  report: '/backoffice/reports/:report',
  transactions: '/backoffice/billing/transactions',
  priceList: '/backoffice/billing/price-list',
  flows: '/tools/flows',
  replay: '/tools/replay',
} as const;

/** The parameter names of a pattern: `'/:area/applications/:id'` gives `'area' | 'id'`. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values by name; an undefined value is left out. */
export type QueryValues = Record<string, string | undefined>;

/**
 * Fills a pattern: each `:name` with its URI-encoded value, then the query (values URI-encoded, in the
 * order given).
 * @param pattern - a route pattern, e.g. `'/:area/applications/:id'`.
 * @param params - a value for every parameter of the pattern (checked by the type).
 * @param query - query values; undefined ones are left out.
 * @returns the address, e.g. `/user/applications/A%2F1`.
 */
export function buildPath<P extends string>(pattern: P, params: Record<PatternParams<P>, string>, query: QueryValues = {}): string {
  const values = params as Record<string, string>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The area of an applicant's pages: a person (`user`) or an institution (src/ui/services/service-view.ts ApplyArea). */
export type ApplicantArea = 'user' | 'institution';
/** An area with its own terms and prices pages. */
export type SiteArea = 'user' | 'institution' | 'backoffice';

const P = PATTERNS;

/** The builders, one per address the ui links to. */
export const paths = {
  landing: () => P.landing,
  /** The sign-in page, coming back to `returnTo` after sign-in when given. */
  signIn: (returnTo?: string | null) => buildPath(P.signIn, {}, { returnTo: returnTo || undefined }),
  signUp: () => P.signUp,
  resetPasswordRequest: () => P.resetPasswordRequest,
  accountOnboard: () => P.accountOnboard,
  servicesPrices: () => P.servicesPrices,
  licensedPlaces: () => P.licensedPlaces,
  terms: () => P.terms,
  notices: () => P.notices,
  /** Where a person lands after closing their account (issue 31 §4; docs/decisions/041). */
  accountClosed: () => P.accountClosed,
  noticeCaveat: (noticeNumber: string) => buildPath(P.noticeCaveat, { noticeNumber }),
  /** The verification page, with the document's code when known. */
  verify: (code?: string) => (code === undefined ? P.verify : buildPath(P.verifyCode, { code })),
  tracking: (reference: string) => buildPath(P.tracking, { reference }),
  areaTerms: (area: SiteArea) => buildPath(P.areaTerms, { area }),
  areaPrices: (area: SiteArea) => buildPath(P.areaPrices, { area }),
  servicesList: (area: ApplicantArea) => buildPath(P.servicesList, { area }),
  search: (area: ApplicantArea) => buildPath(P.search, { area }),
  applications: (area: ApplicantArea) => buildPath(P.applications, { area }),
  /** Everything the registry holds about the person (issue 31 §4). */
  yourData: (area: ApplicantArea) => buildPath(P.yourData, { area }),
  /** The requests to confirm that name the person (issue 31 §2). */
  waitingForYou: () => P.waitingForYou,
  /** One request to confirm (issue 31 §2). */
  partyRequest: (id: string) => buildPath(P.partyRequest, { id }),
  application: (area: ApplicantArea, id: string) => buildPath(P.application, { area, id }),
  paymentSuccess: (area: ApplicantArea, applicationId: string) => buildPath(P.paymentSuccess, { area }, { application: applicationId }),
  cardPaymentComplete: (area: ApplicantArea, applicationId: string) =>
    buildPath(P.cardPaymentComplete, { area }, { application: applicationId }),
  noticeAttachment: (id: string) => buildPath(P.noticeAttachment, { id }),
  institutionRegistry: () => P.institutionRegistry,
  districtKadhiQueue: () => P.districtKadhiQueue,
  dashboard: () => P.dashboard,
  sectionApplications: (section: string) => buildPath(P.sectionApplications, { section }),
  /** An application's details page in a back-office section. */
  applicationDetails: (section: string, id: string) => buildPath(P.applicationDetails, { section, id }),
  noticePreview: (id: string) => buildPath(P.noticePreview, { id }),
  escalations: () => P.escalations,
  uncelebrated: () => P.uncelebrated,
  register: (register: RegisterSlug) => buildPath(P.register, { register }),
  /** The marriage register, showing one entry when given. */
  marriageEntry: (entry: string) => buildPath(P.register, { register: 'marriage' }, { entry }),
  settings: (resource: SettingsSlug) => buildPath(P.settings, { resource }),
  /** The languages the portal is offered in (issue 32). */
  settingsLanguages: () => P.settingsLanguages,
  backofficeTracking: () => P.backofficeTracking,
  accounts: () => P.accounts,
  /** The administrator's access log (issue 31 §3). */
  accessLog: () => P.accessLog,
  report: (report: string) => buildPath(P.report, { report }),
  transactions: () => P.transactions,
  priceList: () => P.priceList,
  flows: () => P.flows,
  replay: () => P.replay,
} as const;
