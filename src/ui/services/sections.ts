/**
 * The back office's sections (SPEC.md §2 "Back office"): each reviews one or more services and has a
 * task queue per review level (DOMAIN.md §2: task-queue, task-queue-director, task-queue-rg,
 * task-queue-minister), an applications list and a details page. The route table and the back-office
 * navigation are derived from this list and the service views; nothing else lists sections.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BackofficeRole } from '#src/domain/accounts';
import { type BackofficeLevel, isBackofficeLevel, REGISTRAR_CHAIN, type ReviewLevel } from '#src/domain/review-chains';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import type { ServiceType } from '#src/domain/services/service-types';
import { textOf, wordsTable, type Words } from '#src/domain/words';
import { SERVICE_VIEWS } from './views';

/** A page of a section besides its queues, list and details (not built yet unless said). */
export interface SectionPage {
  /** Path under the section, e.g. "escalations", "notice-preview/:id". */
  path: string;
  /** The page's title (a message of the catalogue: the route table draws it). */
  title: Words;
  /** Link text in the navigation, drawn when read; absent: not linked (e.g. a page opened from an application). */
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

/** The words of a section's extra page, as messages. */
interface SectionPageEntry {
  path: string;
  title: MessageDescriptor;
  navLabel?: MessageDescriptor;
}

/** A section as written below: its words as messages of the catalogue (issue 32). */
type SectionEntry = Omit<BackofficeSection, 'title' | 'itemName' | 'description' | 'pages'> &
  Record<'title' | 'itemName' | 'description', MessageDescriptor> & { pages?: readonly SectionPageEntry[] };

/**
 * A section whose words read as text in the language of the moment (each a getter, src/domain/words.ts
 * wordsTable), so the navigation and the headings follow the language chosen.
 * @param entry - the section with its messages.
 */
function drawnSection(entry: SectionEntry): BackofficeSection {
  const { title, itemName, description, pages, ...rest } = entry;
  const section: Omit<BackofficeSection, 'title' | 'itemName' | 'description'> = { ...rest };
  if (pages) section.pages = pages.map(drawnPage);
  return Object.defineProperties(
    section,
    Object.getOwnPropertyDescriptors(wordsTable({ title, itemName, description })),
  ) as BackofficeSection;
}

/** A section's page: its title a message, its navigation label drawn when read. */
function drawnPage({ path, title, navLabel }: SectionPageEntry): SectionPage {
  if (!navLabel) return { path, title };
  return Object.defineProperties({ path, title }, Object.getOwnPropertyDescriptors(wordsTable({ navLabel }))) as SectionPage;
}

/** The name of each group of sections in the navigation (SectionGroup values are keys, not words). */
export const SECTION_GROUP_LABELS: Readonly<Record<SectionGroup, MessageDescriptor>> = {
  'Civil marriages': msg`Civil marriages`,
  Licences: msg`Licences`,
  Returns: msg`Returns`,
  'Account registrations': msg`Account registrations`,
  'Letters, searches and copies': msg`Letters, searches and copies`,
};

/** Every section of SPEC.md §2, in the order the navigation shows them. */
const SECTION_WORDS: readonly SectionEntry[] = [
  {
    slug: 'marriage-registrations',
    title: msg`Marriage registrations`,
    itemName: msg`civil marriage`,
    description: msg`Notices of marriage, caveats, the marriage calendar and registration.`,
    group: 'Civil marriages',
    alsoFor: ['REGISTRAR_GENERAL'],
    pages: [
      { path: 'notice-preview/:id', title: msg`Notice preview` },
      { path: 'escalations', title: msg`Marriage registrations: escalations`, navLabel: msg`Escalations` },
      { path: 'calendar', title: msg`Marriage calendar`, navLabel: msg`Calendar` },
      { path: 'calendar-uncelebrated', title: msg`Uncelebrated marriages`, navLabel: msg`Uncelebrated` },
    ],
  },
  {
    slug: 'organisation-licenses',
    title: msg`Organisation licences`,
    itemName: msg`public place licence`,
    description: msg`Licences for public places of worship: registrar, director, Registrar General, Minister.`,
    group: 'Licences',
  },
  {
    slug: 'special-licenses',
    title: msg`Special licences`,
    itemName: msg`special licence`,
    description: msg`The Minister's licence to marry at a private venue or without notice.`,
    group: 'Licences',
  },
  {
    slug: 'marriage-returns',
    title: msg`Marriage returns`,
    itemName: msg`marriage return`,
    description: msg`Church marriage returns from licensed places of worship.`,
    group: 'Returns',
  },
  {
    slug: 'islamic-marriage-returns',
    title: msg`Islamic marriage returns`,
    itemName: msg`Islamic marriage return`,
    description: msg`Marriage returns filed by district kadhis.`,
    group: 'Returns',
  },
  {
    slug: 'customary-marriage-returns',
    title: msg`Customary marriage returns`,
    itemName: msg`customary marriage return`,
    description: msg`Returns of customary marriages.`,
    group: 'Returns',
  },
  {
    slug: 'hindu-marriage-returns',
    title: msg`Hindu marriage returns`,
    itemName: msg`Hindu marriage return`,
    description: msg`Hindu marriages registered by temples.`,
    group: 'Returns',
  },
  {
    slug: 'divorce-returns',
    title: msg`Divorce returns`,
    itemName: msg`divorce return`,
    description: msg`Divorce returns filed by kadhis.`,
    group: 'Returns',
  },
  {
    slug: 'district-kadhi',
    title: msg`District kadhi accounts`,
    itemName: msg`district kadhi account`,
    description: msg`Kadhis applying for an account.`,
    group: 'Account registrations',
  },
  {
    slug: 'church-agent',
    title: msg`Church agent accounts`,
    itemName: msg`church agent account`,
    description: msg`Church agents applying for an account.`,
    group: 'Account registrations',
    listsAlso: ['hindu-temple'],
  },
  {
    slug: 'hindu-temple',
    title: msg`Hindu temple accounts`,
    itemName: msg`Hindu temple account`,
    description: msg`Hindu temples applying for an account.`,
    group: 'Account registrations',
    applicationsAt: '/backoffice/church-agent/applications',
  },
  {
    slug: 'marital-status',
    title: msg`Marital status letters`,
    itemName: msg`marital status letter`,
    description: msg`Single-status letters for marrying abroad.`,
    group: 'Letters, searches and copies',
  },
  {
    slug: 'searches',
    title: msg`Searches`,
    itemName: msg`search`,
    description: msg`Searches of the registers and their reports.`,
    group: 'Letters, searches and copies',
    pages: [{ path: 'report-applications', title: msg`Search reports waiting for approval`, navLabel: msg`Search reports` }],
  },
  {
    slug: 'certification',
    title: msg`Certification`,
    itemName: msg`certification`,
    description: msg`Certified copies of register entries.`,
    group: 'Letters, searches and copies',
  },
];

/** Every section of SPEC.md §2, in the order the navigation shows them; their words drawn when read. */
export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = SECTION_WORDS.map(drawnSection);

/**
 * A section's heading for a page: "Civil marriage task queue", "Civil marriage applications".
 * @param section - the section.
 * @param page - 'task queue' or 'applications'.
 */
export function sectionHeading(section: BackofficeSection, page: 'task queue' | 'applications'): string {
  const item = section.itemName;
  const heading = textOf(page === 'task queue' ? msg`${item} task queue` : msg`${item} applications`);
  return `${heading[0]?.toUpperCase() ?? ''}${heading.slice(1)}`;
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
