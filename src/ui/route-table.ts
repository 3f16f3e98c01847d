/**
 * The route table as data (SPEC.md §2; STYLE.md "Routes are data"): every route of the portal with
 * its user-type marker, its sign-in flag, its title and, where the screen is built, its lazy page.
 * The navigation guard reads this table; nothing else decides access. A route without a page shows
 * the honest "not available yet" page inside its area's layout.
 */
import type { ComponentType } from 'react';
import type { Area } from '../domain/accounts';

/** A lazily imported page module: its default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The layout a route renders in; each is its own lazy chunk. */
export type LayoutName = 'public' | 'auth' | 'account' | Area;

/** One route of the portal. */
export interface PortalRoute {
  /** Absolute path in React Router syntax (`:id` for a parameter). */
  path: string;
  /** The page title (also the document title). */
  title: string;
  /** The user-type marker (SPEC.md §2); null for public pages and the pages outside the areas. */
  area: Area | null;
  /** Whether the route requires sign-in (SPEC.md §2). */
  requiresSignIn: boolean;
  /** The layout it renders in. */
  layout: LayoutName;
  /** The page, when built. */
  page?: PageLoader;
  /** A redirect route (area roots, /auth). */
  redirectTo?: string;
}

const pages = {
  landing: () => import('./pages/public/landing-page'),
  tracking: () => import('./pages/public/tracking-page'),
  prices: () => import('./pages/public/prices-page'),
  signIn: () => import('./pages/public/sign-in-page'),
  terms: () => import('./pages/public/terms-page'),
  forbidden: () => import('./pages/public/forbidden-page'),
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
  marriageTaskQueue: () => import('./pages/backoffice/task-queue-page'),
  marriageApplications: () => import('./pages/backoffice/applications-page'),
  applicationDetails: () => import('./pages/backoffice/application-details-page'),
  marriageNotice: () => import('./pages/user/marriage-notice-page'),
  userApplications: () => import('./pages/user/applications-page'),
  cardPaymentComplete: () => import('./pages/user/card-payment-complete-page'),
  paymentSuccess: () => import('./pages/user/payment-success-page'),
} satisfies Record<string, PageLoader>;

function pub(path: string, title: string, page?: PageLoader): PortalRoute {
  return { path, title, area: null, requiresSignIn: false, layout: 'public', page };
}
function auth(path: string, title: string, page: PageLoader): PortalRoute {
  return { path: `/auth/${path}`, title, area: null, requiresSignIn: false, layout: 'auth', page };
}
function inArea(area: Area, path: string, title: string, page?: PageLoader, requiresSignIn = true): PortalRoute {
  return { path: `/${area}/${path}`, title, area, requiresSignIn, layout: area, page };
}

/** Forms an individual fills in under /user/services/ (SPEC.md §2), with their titles. */
export const USER_FORMS = {
  'public-license-registration': 'Public place licence application',
  'special-license-registration-private-venue': 'Special licence: private venue',
  'special-license-registration-notice-waiver': 'Special licence: notice waiver',
  'form-marriage-registration': 'Notice of civil marriage',
  'customary-marriage-registration': 'Customary marriage return',
  'form-marital-status': 'Marital status letter application',
  'form-data-rectification': 'Data rectification request',
  'district-kadhi-account-registration': 'District kadhi account registration',
  'hindu-temple-account-registration': 'Hindu temple account registration',
  'form-marriage-returns': 'Marriage returns (Islamic institution)',
  'form-marriage-divorce-returns': 'Divorce returns',
  'church-agent-account-registration': 'Church agent account registration',
  'church-agent-marriage-application': 'Church agent marriage application',
  'hindu-marriage-registration': 'Hindu marriage registration',
} as const;

/** Forms an institution fills in under /institution/services/ (SPEC.md §2). */
export const INSTITUTION_FORMS = {
  'form-marriage-registration': 'Church marriage return',
  'form-islamic-marriage-registration': 'Islamic marriage return',
  'form-marriage-returns': 'Marriage returns',
} as const;

/** Back-office sections with task-queue and applications pages (SPEC.md §2), and their titles. */
const BACKOFFICE_SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['organisation-licenses', 'Organisation licences'],
  ['special-licenses', 'Special licences'],
  ['marriage-registrations', 'Marriage registrations'],
  ['marriage-returns', 'Marriage returns'],
  ['islamic-marriage-returns', 'Islamic marriage returns'],
  ['customary-marriage-returns', 'Customary marriage returns'],
  ['hindu-marriage-returns', 'Hindu marriage returns'],
  ['divorce-returns', 'Divorce returns'],
  ['district-kadhi', 'District kadhi accounts'],
  ['church-agent', 'Church agent accounts'],
  ['marital-status', 'Marital status letters'],
  ['certification', 'Certification'],
];

function backofficeRoutes(): PortalRoute[] {
  const routes: PortalRoute[] = [inArea('backoffice', 'dashboard', 'Dashboard', pages.dashboard)];
  const built: Record<string, { queue?: PageLoader; list?: PageLoader }> = {
    'marriage-registrations': { queue: pages.marriageTaskQueue, list: pages.marriageApplications },
  };
  for (const [slug, title] of BACKOFFICE_SECTIONS) {
    routes.push(inArea('backoffice', `${slug}/task-queue`, `${title}: task queue`, built[slug]?.queue));
    routes.push(inArea('backoffice', `${slug}/applications`, `${title}: applications`, built[slug]?.list));
    if (slug === 'organisation-licenses' || slug === 'special-licenses') {
      routes.push(inArea('backoffice', `${slug}/task-queue-director`, `${title}: director's task queue`));
      routes.push(inArea('backoffice', `${slug}/task-queue-rg`, `${title}: Registrar General's task queue`));
      routes.push(inArea('backoffice', `${slug}/task-queue-minister`, `${title}: Minister's task queue`));
    }
  }
  // hindu-temple: its applications page reuses a church-agent path (SPEC.md §2).
  routes.push(inArea('backoffice', 'hindu-temple/task-queue', 'Hindu temple accounts: task queue'));
  routes.push(
    inArea('backoffice', 'marriage-registrations/details/:id', 'Marriage registration details', pages.applicationDetails),
    inArea('backoffice', 'marriage-registrations/notice-preview/:id', 'Notice preview'),
    inArea('backoffice', 'marriage-registrations/escalations', 'Marriage registrations: escalations'),
    inArea('backoffice', 'marriage-registrations/calendar', 'Marriage calendar'),
    inArea('backoffice', 'marriage-registrations/calendar-uncelebrated', 'Uncelebrated marriages'),
    inArea('backoffice', 'searches/task-queue', 'Search report task queue'),
    inArea('backoffice', 'searches/report-applications', 'Search reports'),
    inArea('backoffice', 'searches/applications', 'Search applications'),
  );
  const registry: ReadonlyArray<readonly [string, string]> = [
    ['civil-marriages', 'Civil marriages register'],
    ['divorces', 'Divorces register'],
    ['civil-marriage-notices', 'Civil marriage notices'],
    ['marriage-register-book', 'Church marriages register book'],
    ['special-licences', 'Special licences register'],
    ['marital-statuses', 'Marital status letters register'],
    ['organisation-licences', 'Organisation licences register'],
    ['notices', 'Marriage notice book'],
    ['licensed-organisations', 'Licensed places of worship'],
    ['marriage', 'Marriage details'],
  ];
  for (const [slug, title] of registry) routes.push(inArea('backoffice', `registry/${slug}`, title));
  routes.push(inArea('backoffice', 'tracking', 'Application tracking'));
  const settings: ReadonlyArray<readonly [string, string]> = [
    ['certificate-stamp', 'Certification stamps'],
    ['service-costs', 'Service costs'],
    ['billables', 'Billables'],
    ['tax-heads', 'Tax heads'],
    ['diocese', 'Dioceses'],
    ['marriage-rooms', 'Marriage rooms'],
    ['service-tax-heads', 'Service tax heads'],
    ['marriage-configs', 'Marriage settings'],
    ['church-configs', 'Church settings'],
    ['countries', 'Countries'],
  ];
  for (const [slug, title] of settings) routes.push(inArea('backoffice', `settings/${slug}`, title));
  routes.push(
    inArea('backoffice', 'reports/marriage', 'Marriage reports'),
    inArea('backoffice', 'accounts', 'Accounts'),
    // The billing parent has no sign-in flag (SPEC.md §2); it only leads to its children, which do.
    { ...inArea('backoffice', 'billing', 'Billing', undefined, false), redirectTo: '/backoffice/billing/transactions' },
    inArea('backoffice', 'billing/transactions', 'Transactions'),
    inArea('backoffice', 'billing/price-list', 'Price list'),
  );
  return routes;
}

/** Every route of SPEC.md §2. */
export const ROUTES: readonly PortalRoute[] = [
  pub('/', 'Marriage Registry', pages.landing),
  pub('/tracking/:id', 'Track an application', pages.tracking),
  pub('/services-prices', 'Services and prices', pages.prices),
  pub('/account-loading', 'Loading your account', pages.accountLoading),
  pub('/forbidden-access', 'You cannot open this page', pages.forbidden),
  pub('/unauthorized-access', 'Sign in to open this page', pages.unauthorised),
  pub('/sign-in', 'Sign in', pages.signIn),
  pub('/terms-and-privacy-policy', 'Terms and privacy policy', pages.terms),
  { path: '/auth', title: 'Create an account', area: null, requiresSignIn: false, layout: 'auth', redirectTo: '/auth/sign-up' },
  auth('sign-up', 'Create an account', pages.signUp),
  auth('account-registration-success', 'Check your email', pages.registrationSuccess),
  auth('verify-otp', 'Enter the code we sent to your phone', pages.verifyOtp),
  auth('email-verified', 'Verify your email address', pages.emailVerified),
  auth('set-password', 'Create your password', pages.setPassword),
  auth('account-password', 'Choose a new password', pages.accountPassword),
  auth('reset-password-request', 'Reset your password', pages.resetRequest),
  { path: '/account-onboard', title: 'Verify your identity', area: null, requiresSignIn: true, layout: 'account', page: pages.onboard },
  { path: '/account-loader-protected', title: 'Loading your account', area: null, requiresSignIn: true, layout: 'account', page: pages.loaderProtected },
  { ...inArea('user', '', 'Services'), path: '/user', redirectTo: '/user/services/list' },
  inArea('user', 'services/list', 'Services', pages.userServices),
  inArea('user', 'card-payment/complete', 'Completing your card payment', pages.cardPaymentComplete),
  inArea('user', 'payment-success', 'Application submitted', pages.paymentSuccess),
  inArea('user', 'applications', 'Your applications', pages.userApplications),
  inArea('user', 'church-agent-churches', 'Your churches'),
  inArea('user', 'search', 'Search the registers'),
  inArea('user', 'notice-attachment/:id', 'Notice attachments'),
  inArea('user', 'prices', 'Services and prices', pages.prices),
  ...Object.entries(USER_FORMS).map(([slug, title]) =>
    inArea('user', `services/${slug}`, title, slug === 'form-marriage-registration' ? pages.marriageNotice : undefined),
  ),
  { ...inArea('institution', '', 'Services'), path: '/institution', redirectTo: '/institution/services/list' },
  inArea('institution', 'services/list', 'Services', pages.institutionServices),
  inArea('institution', 'card-payment/complete', 'Completing your card payment'),
  inArea('institution', 'payment-success', 'Return submitted'),
  inArea('institution', 'district-kadhi-task-queue', 'District kadhi task queue'),
  inArea('institution', 'applications', 'Your applications'),
  inArea('institution', 'registry', 'Church organisation registry'),
  inArea('institution', 'search', 'Search the registers'),
  inArea('institution', 'prices', 'Services and prices', pages.prices),
  ...Object.entries(INSTITUTION_FORMS).map(([slug, title]) => inArea('institution', `services/${slug}`, title)),
  { ...inArea('backoffice', '', 'Dashboard'), path: '/backoffice', redirectTo: '/backoffice/dashboard' },
  ...backofficeRoutes(),
];
