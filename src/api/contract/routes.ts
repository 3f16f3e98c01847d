/**
 * Every call of the registry API by its operation id: `"<METHOD> <path>"`, the path relative to the
 * API base (`VITE_API_BASE_URL`, `/api` by default) with `{name}` for a path parameter.
 *
 * This table is what the production build carries of the API contract (a few hundred bytes): the API
 * modules call by operation id ({@link ./call.ts}), so a path is written once. Everything else about an
 * operation (who may call it, its bodies, answers and error codes) is in ./operations/, which only the
 * contract's generator (docs/api/openapi.json), the answer check of the development and test builds,
 * the conformance kit and the tests load (docs/decisions/033-api-contract.md).
 */
export const ROUTES = {
  // Sign-in, tokens and registration (SPEC.md §7; docs/decisions/002, 010).
  login: 'POST /users/auth/login',
  refreshToken: 'POST /users/refresh-token',
  logout: 'POST /users/auth/logout',
  register: 'POST /users/auth/register',
  activateEmail: 'POST /users/auth/activate-email',
  activatePhone: 'POST /users/auth/activate-phone',
  verifyOtp: 'POST /users/auth/verify-otp',
  setPassword: 'POST /users/auth/set-password',
  requestPasswordReset: 'POST /users/auth/request-reset-password-token',
  resetPassword: 'POST /users/auth/reset-password',
  // Profiles, onboarding and the national register (SPEC.md §7).
  getMe: 'GET /users/me',
  getMyData: 'GET /users/me/data',
  deleteMyDrafts: 'DELETE /users/me/drafts',
  closeMyAccount: 'POST /users/me/close',
  sendNinProofCode: 'POST /users/nin-proof',
  verifyNinProofCode: 'POST /users/nin-proof/verify',
  onboard: 'POST /users/register',
  updateProfile: 'POST /users/update',
  createBackofficeAccount: 'POST /users/back-office',
  verifyNin: 'POST /nira/verify',
  // Reference data.
  listPrices: 'GET /prices',
  listDistricts: 'GET /districts',
  getReferenceList: 'GET /reference/{list}',
  getApiTime: 'GET /time',
  // Uploaded documents.
  uploadDocument: 'POST /uploads',
  getUpload: 'GET /uploads/{id}',
  // Applications and their lifecycle (docs/decisions/005, 007).
  createApplication: 'POST /applications',
  saveApplication: 'PUT /applications/{id}',
  listMyApplications: 'GET /applications',
  getApplication: 'GET /applications/{id}',
  sendApplicationEvent: 'POST /applications/{id}/events',
  listBackofficeApplications: 'GET /backoffice/applications',
  listKadhiApplications: 'GET /district-kadhi/applications',
  // Both parties take part (issue 31 §2; docs/decisions/043).
  listPartyRequests: 'GET /party-requests',
  getPartyRequest: 'GET /party-requests/{id}',
  answerPartyRequest: 'POST /party-requests/{id}',
  getDuplicateMarriages: 'GET /applications/{id}/duplicates',
  getDissolutionCheck: 'GET /applications/{id}/dissolution-check',
  getSearchReport: 'GET /applications/{id}/search-report',
  listIssuedDocuments: 'GET /applications/{id}/documents',
  // Payments (docs/decisions/022).
  payByCard: 'POST /payments/card',
  payByMobileMoney: 'POST /payments/mobile-money',
  payAtBank: 'POST /payments/bank',
  // Tracking.
  trackApplication: 'GET /tracking/{reference}',
  trackForStaff: 'GET /backoffice/tracking',
  // Registers (docs/decisions/020).
  listLicensedPlaces: 'GET /registers/licensed-places',
  listInstitutionPlaces: 'GET /institution/places',
  getInstitutionRegistry: 'GET /institution/registry',
  exportInstitutionRegistry: 'GET /institution/registry/export',
  listChurchesActedFor: 'GET /church-agent/churches',
  getRegister: 'GET /backoffice/registers/{slug}',
  exportRegister: 'GET /backoffice/registers/{slug}/export',
  getMarriageEntry: 'GET /backoffice/registers/marriage/{entryNumber}',
  recordDissolution: 'POST /backoffice/registers/marriage/{entryNumber}/dissolution',
  getOwnSubsistingMarriages: 'GET /users/me/subsisting-marriages',
  // Ceremonies and marriage rooms (docs/decisions/016).
  listMarriageRooms: 'GET /marriage-rooms',
  getRoomAvailability: 'GET /marriage-rooms/availability',
  listCeremonies: 'GET /backoffice/ceremonies',
  listUncelebrated: 'GET /backoffice/ceremonies/uncelebrated',
  // Notices and caveats (docs/decisions/016).
  listPublicNotices: 'GET /notices',
  lodgeCaveat: 'POST /notices/{noticeNumber}/caveats',
  listCaveats: 'GET /backoffice/caveats',
  // Issued documents and their verification.
  verifyDocument: 'GET /verify/{code}',
  getStampImage: 'GET /stamps/{id}/image',
  // The back office's dashboard.
  getDeadlines: 'GET /backoffice/deadlines',
  // Staff accounts (docs/decisions/019).
  listStaffAccounts: 'GET /backoffice/accounts',
  changeStaffAccount: 'PUT /backoffice/accounts/{userId}',
  deactivateStaffAccount: 'POST /backoffice/accounts/{userId}/deactivate',
  reactivateStaffAccount: 'POST /backoffice/accounts/{userId}/reactivate',
  // Settings (docs/decisions/018, 024).
  listSettings: 'GET /settings/{slug}',
  createSetting: 'POST /settings/{slug}',
  changeSetting: 'PUT /settings/{slug}/{id}',
  deactivateSetting: 'POST /settings/{slug}/{id}/deactivate',
  reactivateSetting: 'POST /settings/{slug}/{id}/reactivate',
  listSettingChanges: 'GET /settings/{slug}/changes',
  // The languages the registry offers (issue 32; /backoffice/settings/languages).
  listLanguageOffers: 'GET /languages',
  changeLanguageOffer: 'PUT /languages/{code}',
  // Billing (docs/decisions/022).
  listTransactions: 'GET /backoffice/billing/transactions',
  exportTransactions: 'GET /backoffice/billing/transactions/export',
  confirmBankPayment: 'POST /backoffice/billing/payments/{prn}/confirm',
  // Reports (docs/decisions/023).
  getMarriageReport: 'GET /backoffice/reports/marriage',
  // The access log (issue 31 §3; docs/decisions/038).
  listAccessLog: 'GET /backoffice/access-log',
  exportAccessLog: 'GET /backoffice/access-log/export',
} as const;

/** The id of an operation of the registry API, e.g. `"getApplication"`. */
export type OperationId = keyof typeof ROUTES;

/** An HTTP method the registry API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The method of an operation, read from its route. */
export type MethodOf<K extends OperationId> = (typeof ROUTES)[K] extends `${infer M extends HttpMethod} ${string}` ? M : never;

/** The path template of an operation, e.g. `"/applications/{id}"`. */
export type PathOf<K extends OperationId> = (typeof ROUTES)[K] extends `${HttpMethod} ${infer P}` ? P : never;

/** The names of a path template's parameters, e.g. `"id"` of `"/applications/{id}/events"`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * An operation's method and path template.
 * @param id - the operation id.
 * @returns `{ method, path }`, e.g. `{ method: 'GET', path: '/applications/{id}' }`.
 */
export function routeOf(id: OperationId): { method: HttpMethod; path: string } {
  const route = ROUTES[id];
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as HttpMethod, path: route.slice(space + 1) };
}
