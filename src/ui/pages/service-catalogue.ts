/**
 * What each area offers (SPEC.md §1 services, §2 forms; DOMAIN.md §5): the services lists of the
 * individual and institution areas read this. A service is "available" when its route has a page.
 */
import type { OrganisationKind } from '../../domain/accounts';
import type { ServiceType } from '../../domain/services';
import { ROUTES } from '../route-table';

/** One service a person can start. */
export interface ServiceOffer {
  /** Route of the form. */
  path: string;
  serviceType: ServiceType;
  title: string;
  description: string;
  /** Organisation kinds the offer is for (institution area only); absent = everyone in the area. */
  kinds?: readonly OrganisationKind[];
}

/** The individual area's services (SPEC.md §2 forms under /user/services/). */
export const USER_SERVICES: readonly ServiceOffer[] = [
  { path: '/user/services/form-marriage-registration', serviceType: 'MARRIAGE', title: 'Give notice of a civil marriage', description: "Marry at a registrar's office: notice is published for 21 days, then the registrar's certificate is issued." },
  { path: '/user/services/special-license-registration-private-venue', serviceType: 'SPECIAL_LICENSE', title: 'Special licence: private venue', description: "Ask the Minister's licence to marry at a place other than a licensed place of worship or registrar's office." },
  { path: '/user/services/special-license-registration-notice-waiver', serviceType: 'SPECIAL_LICENSE', title: 'Special licence: notice waiver', description: 'Ask for the 21-day notice to be waived for a good reason.' },
  { path: '/user/services/customary-marriage-registration', serviceType: 'CUSTOMARY_MARRIAGE', title: 'Register a customary marriage', description: 'File the return of a customary marriage within 6 months of the ceremony (a higher fee applies after).' },
  { path: '/user/services/hindu-marriage-registration', serviceType: 'MARRIAGE_RETURNS', title: 'Register a Hindu marriage', description: 'Register a marriage celebrated under Hindu rites.' },
  { path: '/user/services/form-marital-status', serviceType: 'SINGLE_STATUS_LETTER', title: 'Get a marital status letter', description: 'A letter confirming you are free to marry, for marrying abroad; issued after a search of the registers.' },
  { path: '/user/search', serviceType: 'SEARCH_REQUESTS', title: 'Search the registers', description: 'Ask the registry to search for a registered marriage or divorce.' },
  { path: '/user/services/form-data-rectification', serviceType: 'CERTIFICATION', title: 'Correct a registered entry', description: 'Ask for an error in a registered entry to be corrected, with evidence.' },
  { path: '/user/services/public-license-registration', serviceType: 'PUBLIC_PLACE_LICENSING', title: 'Licence a place of worship', description: 'Apply for a public place licence so marriages can be celebrated in your place of worship.' },
  { path: '/user/services/church-agent-account-registration', serviceType: 'CHURCH_AGENT', title: 'Register as a church agent', description: 'Act for churches in filing marriage applications and returns.' },
  { path: '/user/services/church-agent-marriage-application', serviceType: 'ORGANIZATION_MARRIAGE', title: 'Church agent: marriage application', description: 'As a church agent, apply for a marriage in a licensed place of worship.' },
  { path: '/user/services/district-kadhi-account-registration', serviceType: 'DISTRICT_KADHI', title: 'Register as a district kadhi', description: 'For kadhis appointed by the Minister: an account to file Islamic marriage and divorce returns.' },
  { path: '/user/services/hindu-temple-account-registration', serviceType: 'MARRIAGE_RETURNS', title: 'Register a Hindu temple', description: 'An account for a Hindu temple to register Hindu marriages.' },
  { path: '/user/services/form-marriage-returns', serviceType: 'ISLAMIC_MARRIAGE_RETURNS', title: 'Marriage returns (Islamic institution)', description: 'File the returns of marriages celebrated by an Islamic institution.' },
  { path: '/user/services/form-marriage-divorce-returns', serviceType: 'DIVORCE_RETURNS', title: 'Divorce returns', description: 'File the returns of divorces.' },
];

/** The institution area's services (SPEC.md §2 forms under /institution/services/). */
export const INSTITUTION_SERVICES: readonly ServiceOffer[] = [
  { path: '/institution/services/form-marriage-registration', serviceType: 'MARRIAGE_RETURNS', title: 'File a church marriage return', description: 'Return each marriage celebrated in your place of worship by the 10th of the following month.', kinds: ['CHURCH', 'CHURCH_AGENT'] },
  { path: '/institution/services/form-islamic-marriage-registration', serviceType: 'ISLAMIC_MARRIAGE_RETURNS', title: 'Register an Islamic marriage', description: 'Enter a marriage in register book 1 and file its return.', kinds: ['DISTRICT_KADHI'] },
  { path: '/institution/services/form-marriage-returns', serviceType: 'DIVORCE_RETURNS', title: 'File marriage and divorce returns', description: 'File the quarterly returns of register books 1 and 2.', kinds: ['DISTRICT_KADHI', 'HINDU_TEMPLE'] },
];

/**
 * Is the form of an offer built (its route has a page)?
 * @param offer - a service offer.
 */
export function isAvailable(offer: ServiceOffer): boolean {
  return ROUTES.some((r) => r.path === offer.path && Boolean(r.page));
}
