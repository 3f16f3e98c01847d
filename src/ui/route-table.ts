/**
 * The route table as data (SPEC.md §2; STYLE.md "Routes are data"): every route of the portal with
 * its user-type marker, its sign-in flag, its title and, where the screen is built, its lazy page.
 * The navigation guard reads this table; nothing else decides access. A route without a page shows
 * the honest "not available yet" page inside its area's layout.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area } from '../domain/accounts';
import { REGISTER_SLUGS, REGISTER_TITLES } from '../domain/registers/register-slugs';
import { isSettingsSlug } from '../domain/settings/settings-slugs';
import { SERVICE_FORMS } from './services/catalogue';
import { BACKOFFICE_SECTIONS, isSectionBuilt, QUEUE_SEGMENT, sectionQueueLevels } from './services/sections';
import { formPath, type ServiceForm } from './services/service-view';
import type { PageLoader, PortalRoute } from './routing/route-types';
import type { Words } from './shared/words';

export type { LayoutName, PageLoader, PortalRoute } from './routing/route-types';

const pages = {
  landing: () => import('./pages/public/landing-page'),
  churchAgentChurches: () => import('./pages/user/church-agent-churches-page'),
  tracking: () => import('./pages/public/tracking-page'),
  settings: () => import('./pages/backoffice/settings/settings-page'),
  register: () => import('./pages/backoffice/registry/register-page'),
  prices: () => import('./pages/public/prices-page'),
  signIn: () => import('./pages/public/sign-in-page'),
  terms: () => import('./pages/public/terms-page'),
  forbidden: () => import('./pages/public/forbidden-page'),
  accountClosed: () => import('./pages/public/closed-account-page'),
  unauthorised: () => import('./pages/public/unauthorized-page'),
  accountLoading: () => import('./pages/public/account-loading-page'),
  signUp: () => import('./pages/auth/sign-up-page'),
  registrationSuccess: () => import('./pages/auth/registration-success-page'),
  verifyOtp: () => import('./pages/auth/verify-otp-page'),
  emailVerified: () => import('./pages/auth/email-verified-page'),
  setPassword: () => import('./pages/auth/set-password-page'),
  accountPassword: () => import('./pages/auth/account-password-page'),
  resetRequest: () => import('./pages/auth/reset-password-request-page'),
  onboard: () => import('./pages/account/onboarding-page'),
  loaderProtected: () => import('./pages/account/account-loader-protected-page'),
  userServices: () => import('./pages/user/user-services-page'),
  institutionServices: () => import('./pages/institution/institution-services-page'),
  dashboard: () => import('./pages/backoffice/dashboard-page'),
  taskQueue: () => import('./pages/backoffice/review/task-queue-page'),
  sectionApplications: () => import('./pages/backoffice/review/applications-page'),
  applicationDetails: () => import('./pages/backoffice/review/application-details-page'),
  apply: () => import('./pages/apply/apply-page'),
  myApplications: () => import('./pages/applicant/applications-page'),
  myApplication: () => import('./pages/applicant/application-page'),
  yourData: () => import('./pages/applicant/your-data-page'),
  waitingForYou: () => import('./pages/applicant/waiting-for-you-page'),
  partyRequest: () => import('./pages/applicant/party-request-page'),
  cardPaymentComplete: () => import('./pages/applicant/card-payment-complete-page'),
  paymentSuccess: () => import('./pages/applicant/payment-success-page'),
  licensedPlaces: () => import('./pages/public/licensed-places-page'),
  verify: () => import('./pages/public/verify-page'),
  notices: () => import('./pages/public/notices-page'),
  lodgeCaveat: () => import('./pages/account/lodge-caveat-page'),
  noticeAttachment: () => import('./pages/applicant/notice-attachment-page'),
} satisfies Record<string, PageLoader>;

/**
 * The built further pages of the back-office sections (src/ui/services/sections.ts `pages`), by their path
 * under /backoffice; the others say "not available yet". They show applicants' data: officers who decide
 * applications only.
 */
const SECTION_PAGES: Readonly<Record<string, PageLoader>> = {
  'marriage-registrations/escalations': () => import('./pages/backoffice/notices/escalations-page'),
  'marriage-registrations/notice-preview/:id': () => import('./pages/backoffice/notices/notice-preview-page'),
  'marriage-registrations/calendar': () => import('./ceremonies/ceremony-calendar-page'),
  'marriage-registrations/calendar-uncelebrated': () => import('./ceremonies/uncelebrated-page'),
  'searches/report-applications': () => import('./pages/backoffice/searches/search-reports-page'),
};

function pub(path: string, title: Words, page?: PageLoader): PortalRoute {
  return { path, title, area: null, requiresSignIn: false, layout: 'public', page };
}
function auth(path: string, title: Words, page: PageLoader): PortalRoute {
  return { path: `/auth/${path}`, title, area: null, requiresSignIn: false, layout: 'auth', page };
}
function inArea(area: Area, path: string, title: Words, page?: PageLoader, requiresSignIn = true): PortalRoute {
  return { path: `/${area}/${path}`, title, area, requiresSignIn, layout: area, page };
}

/**
 * The route of a service form (SPEC.md §2 forms under /user/services/ and /institution/services/):
 * the one apply page when the form is built, else "not available yet".
 * @param form - a form of the ui catalogue.
 */
function formRoute(form: ServiceForm): PortalRoute {
  const route = inArea(form.area, `services/${form.slug}`, form.title, form.load ? pages.apply : undefined);
  return { ...route, path: formPath(form), form };
}

/**
 * The routes of every back-office section (SPEC.md §2), from src/ui/services/sections.ts: a task queue
 * per review level of its chain, the applications list, the details page, and its further pages. A
 * section that reviews no built service yet shows "not available yet" on each.
 */
function sectionRoutes(): PortalRoute[] {
  const routes: PortalRoute[] = [];
  for (const section of BACKOFFICE_SECTIONS) {
    const built = isSectionBuilt(section.slug);
    const at = (path: string, title: Words, page: PageLoader | undefined, extra: Partial<PortalRoute> = {}) =>
      routes.push({
        ...inArea('backoffice', `${section.slug}/${path}`, title, built ? page : undefined),
        section: section.slug,
        // The queues, lists and details show applicants' personal data: officers who decide applications only.
        capability: 'applications.review',
        ...extra,
      });
    const name = section.title;
    for (const level of sectionQueueLevels(section.slug)) {
      const title =
        level === 'REGISTRAR'
          ? msg`${name}: task queue`
          : level === 'DIRECTOR'
            ? msg`${name}: director's task queue`
            : level === 'MINISTER'
              ? msg`${name}: Minister's task queue`
              : msg`${name}: Registrar General's task queue`;
      at(QUEUE_SEGMENT[level], title, pages.taskQueue, { level });
    }
    if (section.applicationsAt) {
      routes.push({
        ...inArea('backoffice', `${section.slug}/applications`, msg`${name}: applications`),
        redirectTo: section.applicationsAt,
      });
    } else {
      at('applications', msg`${name}: applications`, pages.sectionApplications);
      at('details/:id', msg`${name}: application details`, pages.applicationDetails);
    }
    for (const page of section.pages ?? []) {
      const load = SECTION_PAGES[`${section.slug}/${page.path}`];
      const review = load ? { capability: 'applications.review' as const } : {};
      routes.push({ ...inArea('backoffice', `${section.slug}/${page.path}`, page.title, load), section: section.slug, ...review });
    }
  }
  return routes;
}

function backofficeRoutes(): PortalRoute[] {
  const routes: PortalRoute[] = [inArea('backoffice', 'dashboard', msg`Dashboard`, pages.dashboard), ...sectionRoutes()];
  // The registers hold names and NINs: officers who review applications (docs/decisions/020-registers.md).
  for (const slug of REGISTER_SLUGS) {
    routes.push({ ...inArea('backoffice', `registry/${slug}`, REGISTER_TITLES[slug], pages.register), capability: 'applications.review' });
  }
  routes.push({
    ...inArea('backoffice', 'registry/marriage', msg`Marriage details`, () => import('./pages/backoffice/registry/marriage-entry-page')),
    capability: 'applications.review',
  });
  routes.push({
    ...inArea('backoffice', 'tracking', msg`Application tracking`, () => import('./pages/backoffice/tracking/tracking-page')),
    capability: 'applications.list',
  });
  const settings: ReadonlyArray<readonly [string, MessageDescriptor]> = [
    ['certificate-stamp', msg`Certification stamps`],
    ['service-costs', msg`Service costs`],
    ['billables', msg`Billables`],
    ['tax-heads', msg`Tax heads`],
    ['diocese', msg`Dioceses`],
    ['marriage-rooms', msg`Marriage rooms`],
    ['service-tax-heads', msg`Service tax heads`],
    ['marriage-configs', msg`Marriage settings`],
    ['church-configs', msg`Church settings`],
    ['countries', msg`Countries`],
  ];
  // The languages the portal is offered in (issue 32 item 2): each one's completeness and review, and its switch.
  routes.push({
    ...inArea('backoffice', 'settings/languages', msg`Languages`, () => import('./pages/backoffice/settings/languages-page')),
    capability: 'settings',
  });
  for (const [slug, title] of settings) {
    // Every settings page is a resource on one page (src/domain/settings/settings-resources.ts).
    const built = isSettingsSlug(slug) ? { page: pages.settings, capability: 'settings' as const } : {};
    routes.push({ ...inArea('backoffice', `settings/${slug}`, title), ...built });
  }
  routes.push(
    {
      ...inArea('backoffice', 'reports/marriage', msg`Marriage reports`, () => import('./pages/backoffice/reports/marriage-report-page')),
      capability: 'reports',
    },
    {
      ...inArea('backoffice', 'accounts', msg`Accounts`, () => import('./pages/backoffice/accounts/accounts-page')),
      capability: 'accounts.staff',
    },
    // Who at the registry opened what (issue 31 §3; docs/decisions/038): the administrator only.
    {
      ...inArea('backoffice', 'access-log', msg`Access log`, () => import('./pages/backoffice/access-log/access-log-page')),
      capability: 'access.log',
    },
    inArea('backoffice', 'terms-and-privacy-policy', msg`Terms and privacy policy`, pages.terms),
    // The billing parent has no sign-in flag (SPEC.md §2); it only leads to its children, which do.
    { ...inArea('backoffice', 'billing', msg`Billing`, undefined, false), redirectTo: '/backoffice/billing/transactions' },
    {
      ...inArea('backoffice', 'billing/transactions', msg`Transactions`, () => import('./pages/backoffice/billing/transactions-page')),
      capability: 'billing',
    },
    {
      ...inArea('backoffice', 'billing/price-list', msg`Price list`, () => import('./pages/backoffice/billing/price-list-page')),
      capability: 'billing',
    },
  );
  return routes;
}

/** Every route of SPEC.md §2. */
export const ROUTES: readonly PortalRoute[] = [
  pub('/', msg`Marriage Registry`, pages.landing),
  pub('/tracking/:id', msg`Track an application`, pages.tracking),
  pub('/services-prices', msg`Services and prices`, pages.prices),
  pub('/account-loading', msg`Loading your account`, pages.accountLoading),
  pub('/forbidden-access', msg`You cannot open this page`, pages.forbidden),
  pub('/unauthorized-access', msg`Sign in to open this page`, pages.unauthorised),
  pub('/sign-in', msg`Sign in`, pages.signIn),
  pub('/terms-and-privacy-policy', msg`Terms and privacy policy`, pages.terms),
  pub('/licensed-places-of-worship', msg`Licensed places of worship`, pages.licensedPlaces),
  pub('/verify', msg`Verify a document`, pages.verify),
  pub('/verify/:code', msg`Verify a document`, pages.verify),
  pub('/notices', msg`Notices of marriage`, pages.notices),
  // For everyone: reached signed in, right after closing, where the page itself signs the tab out (decision 041).
  { ...pub('/closed-account', msg`Your account is closed`, pages.accountClosed), forEveryone: true as const },
  // The flow visualizer (issue 13 part 3; docs/decisions/029): the mock build, or production built with
  // VITE_FLOW_VISUALIZER=true. Written out here, not imported: only a condition Vite replaces in place folds
  // to `false`, so that a build without the visualizer has none of its chunks. Optional (`?.`): the browser
  // tests import this table in Node, where `import.meta.env` is undefined.
  ...(import.meta.env?.MODE === 'mock' || import.meta.env?.VITE_FLOW_VISUALIZER === 'true'
    ? [
        { ...pub('/tools/flows', msg`Flow visualizer`, () => import('./pages/tools/flow-visualizer-page')), forEveryone: true as const },
        // Replay (issue 13 part 4; docs/decisions/031): in the same builds as the visualizer.
        { ...pub('/tools/replay', msg`Replay`, () => import('./pages/tools/replay-page')), forEveryone: true as const },
      ]
    : []),
  { path: '/auth', title: msg`Create an account`, area: null, requiresSignIn: false, layout: 'auth', redirectTo: '/auth/sign-up' },
  auth('sign-up', msg`Create an account`, pages.signUp),
  auth('account-registration-success', msg`Check your email`, pages.registrationSuccess),
  auth('verify-otp', msg`Enter the code we sent to your phone`, pages.verifyOtp),
  auth('email-verified', msg`Verify your email address`, pages.emailVerified),
  auth('set-password', msg`Create your password`, pages.setPassword),
  auth('account-password', msg`Choose a new password`, pages.accountPassword),
  auth('reset-password-request', msg`Reset your password`, pages.resetRequest),
  { path: '/account-onboard', title: msg`Verify your identity`, area: null, requiresSignIn: true, layout: 'account', page: pages.onboard },
  {
    path: '/account-loader-protected',
    title: msg`Loading your account`,
    area: null,
    requiresSignIn: true,
    layout: 'account',
    page: pages.loaderProtected,
  },
  // Anyone signed in may object to a published notice, whatever their area (issue 9; docs/decisions/016).
  {
    path: '/notices/:noticeNumber/caveat',
    title: msg`Lodge a caveat`,
    area: null,
    requiresSignIn: true,
    layout: 'account',
    page: pages.lodgeCaveat,
  },
  { ...inArea('user', '', msg`Services`), path: '/user', redirectTo: '/user/services/list' },
  inArea('user', 'services/list', msg`Services`, pages.userServices),
  inArea('user', 'card-payment/complete', msg`Completing your card payment`, pages.cardPaymentComplete),
  inArea('user', 'payment-success', msg`Application submitted`, pages.paymentSuccess),
  inArea('user', 'applications', msg`Your applications`, pages.myApplications),
  inArea('user', 'applications/:id', msg`Your application`, pages.myApplication),
  inArea('user', 'church-agent-churches', msg`Your churches`, pages.churchAgentChurches),
  inArea('user', 'notice-attachment/:id', msg`Your notice of marriage`, pages.noticeAttachment),
  inArea('user', 'prices', msg`Services and prices`, pages.prices),
  inArea('user', 'terms-and-privacy-policy', msg`Terms and privacy policy`, pages.terms),
  // Everything the registry holds about the person (issue 31 §4; docs/decisions/040).
  inArea('user', 'your-data', msg`Your data`, pages.yourData),
  // The requests to confirm that name the person as a party (issue 31 §2; docs/decisions/043).
  inArea('user', 'waiting-for-you', msg`Waiting for you`, pages.waitingForYou),
  inArea('user', 'waiting-for-you/:id', msg`Request to confirm`, pages.partyRequest),
  ...SERVICE_FORMS.filter((f) => f.area === 'user').map(formRoute),
  { ...inArea('institution', '', msg`Services`), path: '/institution', redirectTo: '/institution/services/list' },
  inArea('institution', 'services/list', msg`Services`, pages.institutionServices),
  inArea('institution', 'card-payment/complete', msg`Completing your card payment`, pages.cardPaymentComplete),
  inArea('institution', 'payment-success', msg`Application submitted`, pages.paymentSuccess),
  // The district kadhi's review level (docs/decisions/014): the back office's queue and details pages serve it.
  {
    ...inArea('institution', 'district-kadhi-task-queue', msg`District kadhi task queue`, pages.taskQueue),
    level: 'DISTRICT_KADHI',
    capability: 'returns.kadhi',
  },
  {
    ...inArea('institution', 'district-kadhi-task-queue/:id', msg`District kadhi: return details`, pages.applicationDetails),
    level: 'DISTRICT_KADHI',
    capability: 'returns.kadhi',
  },
  inArea('institution', 'applications', msg`Your applications`, pages.myApplications),
  inArea('institution', 'applications/:id', msg`Your application`, pages.myApplication),
  inArea('institution', 'registry', msg`Church organisation registry`, () => import('./pages/institution/institution-registry-page')),
  inArea('institution', 'prices', msg`Services and prices`, pages.prices),
  inArea('institution', 'terms-and-privacy-policy', msg`Terms and privacy policy`, pages.terms),
  inArea('institution', 'your-data', msg`Your data`, pages.yourData),
  ...SERVICE_FORMS.filter((f) => f.area === 'institution').map(formRoute),
  { ...inArea('backoffice', '', msg`Dashboard`), path: '/backoffice', redirectTo: '/backoffice/dashboard' },
  ...backofficeRoutes(),
];
