/**
 * The back office's sections (SPEC.md §2 "Back office"): each reviews one or more services and has a
 * task queue per review level (DOMAIN.md §2: task-queue, task-queue-director, task-queue-rg,
 * task-queue-minister), an applications list and a details page. The route table and the back-office
 * navigation are derived from this list and the service views; nothing else lists sections.
 */
import type { BackofficeRole } from '#src/domain/accounts';
import { type BackofficeLevel, isBackofficeLevel, REGISTRAR_CHAIN, type ReviewLevel } from '#src/domain/review-chains';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import type { ServiceType } from '#src/domain/services/service-types';
import { SERVICE_VIEWS } from './views';

/** A page of a section besides its queues, list and details (not built yet unless said). */
export interface SectionPage {
  /** Path under the section, e.g. "escalations", "notice-preview/:id". */
  path: string;
  title: string;
  /** Link text in the navigation; absent: not linked (e.g. a page opened from an application). */
  navLabel?: string;
}

/** A group of sections in the navigation. */
export type SectionGroup = 'Civil marriages' | 'Licences' | 'Returns' | 'Account registrations' | 'Letters, searches and copies';

/** One back-office section. */
export interface BackofficeSection {
  /** Path segment after /backoffice/, e.g. "organisation-licenses" (SPEC.md §2). */
  slug: string;
  /** e.g. "Organisation licences". */
  title: string;
  /**
   * What one application of the section is, in running text: "civil marriage" gives the headings
   * "Civil marriage task queue" and "Civil marriage applications".
   */
  itemName: string;
  /** One line for the dashboard and navigation. */
  description: string;
  group: SectionGroup;
  /** Further pages (SPEC.md §2), e.g. marriage-registrations' escalations and calendar. */
  pages?: readonly SectionPage[];
  /** SPEC.md §2: "hindu-temple: its applications page reuses a church-agent path". */
  applicationsAt?: string;
  /**
   * Other sections whose applications this section's applications page lists too (its task queues
   * stay its own): the church-agent list shows the hindu-temple section's, whose applications page
   * redirects there (SPEC.md §2; docs/decisions/014).
   */
  listsAlso?: readonly string[];
  /** Roles that see the section besides its chain's reviewers. */
  alsoFor?: readonly BackofficeRole[];
}

/** Every section of SPEC.md §2, in the order the navigation shows them. */
export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  {
    slug: 'marriage-registrations',
    title: 'Marriage registrations',
    itemName: 'civil marriage',
    description: 'Notices of marriage, caveats, the marriage calendar and registration.',
    group: 'Civil marriages',
    alsoFor: ['REGISTRAR_GENERAL'],
    pages: [
      { path: 'notice-preview/:id', title: 'Notice preview' },
      { path: 'escalations', title: 'Marriage registrations: escalations', navLabel: 'Escalations' },
      { path: 'calendar', title: 'Marriage calendar', navLabel: 'Calendar' },
      { path: 'calendar-uncelebrated', title: 'Uncelebrated marriages', navLabel: 'Uncelebrated' },
    ],
  },
  {
    slug: 'organisation-licenses',
    title: 'Organisation licences',
    itemName: 'public place licence',
    description: 'Licences for public places of worship: registrar, director, Registrar General, Minister.',
    group: 'Licences',
  },
  {
    slug: 'special-licenses',
    title: 'Special licences',
    itemName: 'special licence',
    description: "The Minister's licence to marry at a private venue or without notice.",
    group: 'Licences',
  },
  {
    slug: 'marriage-returns',
    title: 'Marriage returns',
    itemName: 'marriage return',
    description: 'Church marriage returns from licensed places of worship.',
    group: 'Returns',
  },
  {
    slug: 'islamic-marriage-returns',
    title: 'Islamic marriage returns',
    itemName: 'Islamic marriage return',
    description: 'Marriage returns filed by district kadhis.',
    group: 'Returns',
  },
  {
    slug: 'customary-marriage-returns',
    title: 'Customary marriage returns',
    itemName: 'customary marriage return',
    description: 'Returns of customary marriages.',
    group: 'Returns',
  },
  {
    slug: 'hindu-marriage-returns',
    title: 'Hindu marriage returns',
    itemName: 'Hindu marriage return',
    description: 'Hindu marriages registered by temples.',
    group: 'Returns',
  },
  {
    slug: 'divorce-returns',
    title: 'Divorce returns',
    itemName: 'divorce return',
    description: 'Divorce returns filed by kadhis.',
    group: 'Returns',
  },
  {
    slug: 'district-kadhi',
    title: 'District kadhi accounts',
    itemName: 'district kadhi account',
    description: 'Kadhis applying for an account.',
    group: 'Account registrations',
  },
  {
    slug: 'church-agent',
    title: 'Church agent accounts',
    itemName: 'church agent account',
    description: 'Church agents applying for an account.',
    group: 'Account registrations',
    listsAlso: ['hindu-temple'],
  },
  {
    slug: 'hindu-temple',
    title: 'Hindu temple accounts',
    itemName: 'Hindu temple account',
    description: 'Hindu temples applying for an account.',
    group: 'Account registrations',
    applicationsAt: '/backoffice/church-agent/applications',
  },
  {
    slug: 'marital-status',
    title: 'Marital status letters',
    itemName: 'marital status letter',
    description: 'Single-status letters for marrying abroad.',
    group: 'Letters, searches and copies',
  },
  {
    slug: 'searches',
    title: 'Searches',
    itemName: 'search',
    description: 'Searches of the registers and their reports.',
    group: 'Letters, searches and copies',
    pages: [{ path: 'report-applications', title: 'Search reports waiting for approval', navLabel: 'Search reports' }],
  },
  {
    slug: 'certification',
    title: 'Certification',
    itemName: 'certification',
    description: 'Certified copies of register entries.',
    group: 'Letters, searches and copies',
  },
];

/**
 * A section's heading for a page: "Civil marriage task queue", "Civil marriage applications".
 * @param section - the section.
 * @param page - 'task queue' or 'applications'.
 */
export function sectionHeading(section: BackofficeSection, page: 'task queue' | 'applications'): string {
  return `${section.itemName[0]?.toUpperCase() ?? ''}${section.itemName.slice(1)} ${page}`;
}

/** The path segment of each back-office level's task queue (SPEC.md §2). */
export const QUEUE_SEGMENT: Readonly<Record<BackofficeLevel, string>> = {
  REGISTRAR: 'task-queue',
  DIRECTOR: 'task-queue-director',
  REGISTRAR_GENERAL: 'task-queue-rg',
  MINISTER: 'task-queue-minister',
};

/**
 * A service, or one kind of it, that a section reviews: `variant` null means every application of the
 * service (ServiceBasics.variantOf; docs/decisions/014-returns-and-organisations.md).
 */
export interface SectionService {
  serviceType: ServiceType;
  variant: string | null;
}

/**
 * What a section reviews: each built form that names it (its own `section`, else its view's), with
 * the form's variant; one entry per service and variant.
 * @param slug - a section slug.
 */
export function sectionServices(slug: string): SectionService[] {
  const found: SectionService[] = [];
  for (const view of SERVICE_VIEWS) {
    for (const form of view.forms) {
      if ((form.section ?? view.section) !== slug) continue;
      const variant = form.variant ?? null;
      if (!found.some((f) => f.serviceType === view.serviceType && f.variant === variant))
        found.push({ serviceType: view.serviceType, variant });
    }
  }
  return found;
}

/**
 * The services a section reviews (each once).
 * @param slug - a section slug.
 */
export function sectionServiceTypes(slug: string): ServiceType[] {
  return [...new Set(sectionServices(slug).map((s) => s.serviceType))];
}

/**
 * The list API's `services` filter of a section (applicationListQuerySchema): "MARRIAGE_RETURNS:HINDU",
 * "MARRIAGE,ORGANIZATION_MARRIAGE".
 * @param slug - a section slug.
 * @returns the filter, or undefined when the section reviews nothing built.
 */
export function sectionServicesFilter(slug: string): string | undefined {
  const services = sectionServices(slug);
  if (services.length === 0) return undefined;
  return services.map((s) => (s.variant ? `${s.serviceType}:${s.variant}` : s.serviceType)).join(',');
}

/**
 * The list API's `services` filter of a section's applications page: its own services and those of
 * the sections it `listsAlso` (e.g. "CHURCH_AGENT:CHURCH_AGENT,CHURCH_AGENT:HINDU_TEMPLE").
 * @param slug - a section slug.
 * @returns the filter, or undefined when none of them reviews anything built.
 */
export function sectionListFilter(slug: string): string | undefined {
  const filters = [slug, ...(findSection(slug)?.listsAlso ?? [])].map(sectionServicesFilter).filter((f): f is string => Boolean(f));
  return filters.length > 0 ? [...new Set(filters.join(',').split(','))].join(',') : undefined;
}

/**
 * The review chain of a section: its services' (they share one); the registrar's while it reviews
 * no built service.
 * @param slug - a section slug.
 */
export function sectionChain(slug: string): readonly ReviewLevel[] {
  const type = sectionServiceTypes(slug)[0];
  return type ? REVIEW_CHAINS[type] : REGISTRAR_CHAIN;
}

/**
 * The levels of a section's chain that have a back-office task queue (the district kadhi's level has
 * its queue in the institution area: /institution/district-kadhi-task-queue).
 * @param slug - a section slug.
 */
export function sectionQueueLevels(slug: string): BackofficeLevel[] {
  return sectionChain(slug).filter(isBackofficeLevel);
}

/**
 * Whether a section's queues, list and details are built (it reviews at least one built service).
 * @param slug - a section slug.
 */
export function isSectionBuilt(slug: string): boolean {
  return sectionServiceTypes(slug).length > 0;
}

/**
 * A section by slug.
 * @param slug - e.g. "organisation-licenses".
 * @returns the section, or undefined.
 */
export function findSection(slug: string): BackofficeSection | undefined {
  return BACKOFFICE_SECTIONS.find((s) => s.slug === slug);
}

/**
 * The path of a level's task queue in a section.
 * @param slug - the section.
 * @param level - the review level.
 */
export function queuePath(slug: string, level: BackofficeLevel): string {
  return `/backoffice/${slug}/${QUEUE_SEGMENT[level]}`;
}

/**
 * The details page of an application in a section.
 * @param slug - the section.
 * @param id - the application's id.
 */
export function detailsPath(slug: string, id: string): string {
  return `/backoffice/${slug}/details/${encodeURIComponent(id)}`;
}

/**
 * The section that reviews an application of a service: the one its variant's form names, else the
 * view's; undefined when the service is not built.
 * @param type - the service type.
 * @param variant - the application's variant (ServiceBasics.variantOf), or null.
 */
export function sectionOf(type: ServiceType, variant: string | null = null): BackofficeSection | undefined {
  const view = SERVICE_VIEWS.find((v) => v.serviceType === type);
  if (!view) return undefined;
  const form = variant ? view.forms.find((f) => f.variant === variant) : undefined;
  return findSection(form?.section ?? view.section);
}
