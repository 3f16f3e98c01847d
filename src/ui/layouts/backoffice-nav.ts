/**
 * What each back-office role works on (DOMAIN.md §2 review chains, §3 roles): the sidebar of the
 * back office and the dashboard both read this. The review sections come from the one list of
 * sections (src/ui/services/sections.ts), so every SPEC.md §2 section is here exactly once.
 */
import type { BackofficeRole } from '#src/domain/accounts';
import { MARRIAGE_DETAILS_PATH, REGISTER_SLUGS, REGISTER_TITLES } from '#src/domain/registers/register-slugs';
import type { BackofficeLevel } from '#src/domain/review-chains';
import { BACKOFFICE_SECTIONS, type BackofficeSection, queuePath, sectionQueueLevels, type SectionGroup } from '../services/sections';
import { paths } from '../shared/paths';

/** A link of the back office. */
export interface BackofficeLink {
  to: string;
  label: string;
}

/** A group of back-office links with the roles that see it. */
export interface BackofficeGroup {
  title: string;
  description: string;
  roles: readonly BackofficeRole[];
  links: BackofficeLink[];
}

const REVIEWERS: readonly BackofficeRole[] = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'];

const GROUP_DESCRIPTIONS: Readonly<Record<SectionGroup, string>> = {
  'Civil marriages': 'Notices of marriage, caveats, the marriage calendar and registration.',
  Licences: 'Public place licences and special licences: registrar, director, Registrar General, Minister.',
  Returns: 'Marriage and divorce returns filed by places of worship, kadhis and registrars.',
  'Account registrations': 'District kadhis, church agents and Hindu temples applying for accounts.',
  'Letters, searches and copies': 'Marital status letters, register searches and certified copies.',
};

function isLevel(role: BackofficeRole | undefined): role is BackofficeLevel {
  return role === 'REGISTRAR' || role === 'DIRECTOR' || role === 'REGISTRAR_GENERAL' || role === 'MINISTER';
}

/** The roles that see a section: its chain's reviewers and those it names. */
function sectionRoles(section: BackofficeSection): readonly BackofficeRole[] {
  return [...sectionQueueLevels(section.slug), ...(section.alsoFor ?? [])];
}

/**
 * A section's links for a role: its queue at the role's level (when the role is in its chain), the
 * applications list, and its further pages.
 */
function sectionLinks(section: BackofficeSection, role: BackofficeRole | undefined, several: boolean): BackofficeLink[] {
  const chain = sectionQueueLevels(section.slug);
  const prefix = several ? `${section.title}: ` : '';
  const links: BackofficeLink[] = [];
  if (isLevel(role) && chain.includes(role)) links.push({ to: queuePath(section.slug, role), label: `${prefix}task queue` });
  else if (!role) links.push({ to: queuePath(section.slug, chain[0] ?? 'REGISTRAR'), label: `${prefix}task queue` });
  links.push({ to: section.applicationsAt ?? paths.sectionApplications(section.slug), label: `${prefix}all applications` });
  for (const page of section.pages ?? [])
    if (page.navLabel) links.push({ to: `/backoffice/${section.slug}/${page.path}`, label: `${prefix}${page.navLabel.toLowerCase()}` });
  return links.map((l) => ({ ...l, label: `${l.label[0]?.toUpperCase() ?? ''}${l.label.slice(1)}` }));
}

/** The review groups, from the sections. */
function reviewGroups(role: BackofficeRole | undefined): BackofficeGroup[] {
  const order: SectionGroup[] = [];
  for (const s of BACKOFFICE_SECTIONS) if (!order.includes(s.group)) order.push(s.group);
  return order.map((group) => {
    const sections = BACKOFFICE_SECTIONS.filter((s) => s.group === group);
    const visible = role ? sections.filter((s) => sectionRoles(s).includes(role)) : sections;
    return {
      title: group,
      description: GROUP_DESCRIPTIONS[group],
      roles: [...new Set(sections.flatMap(sectionRoles))],
      links: visible.flatMap((s) => sectionLinks(s, role, sections.length > 1)),
    };
  });
}

/**
 * The groups a role sees, in order.
 * @param role - the signed-in officer's role (undefined shows the registrar's view).
 */
export function backofficeGroups(role: BackofficeRole | null | undefined): BackofficeGroup[] {
  const r = role ?? undefined;
  const groups: BackofficeGroup[] = [
    ...reviewGroups(r ?? 'REGISTRAR'),
    {
      title: 'Registers',
      description: 'The registers and books the registry keeps.',
      roles: REVIEWERS,
      links: [
        ...REGISTER_SLUGS.map((slug) => ({ to: paths.register(slug), label: REGISTER_TITLES[slug] })),
        { to: MARRIAGE_DETAILS_PATH, label: 'Marriage details' },
      ],
    },
    {
      title: 'Billing',
      description: 'Invoices, payments and the price list.',
      roles: ['FINANCE', 'ADMIN'],
      links: [
        { to: paths.transactions(), label: 'Transactions' },
        { to: paths.priceList(), label: 'Price list' },
      ],
    },
    {
      title: 'Tracking',
      description: 'The whereabouts of any application.',
      roles: REVIEWERS,
      links: [{ to: paths.backofficeTracking(), label: 'Application tracking' }],
    },
    {
      title: 'Reports',
      description: 'Marriages registered, applications and how long they take, and revenue.',
      roles: [...REVIEWERS, 'FINANCE', 'ADMIN'],
      links: [{ to: paths.report('marriage'), label: 'Marriage reports' }],
    },
    {
      title: 'Administration',
      description: 'Staff accounts, and who at the registry opened which record.',
      roles: ['ADMIN'],
      links: [
        { to: paths.accounts(), label: 'Accounts' },
        { to: paths.accessLog(), label: 'Access log' },
      ],
    },
    {
      title: 'Fees',
      description: 'What each service costs, which services are billed, and the revenue accounts.',
      roles: ['ADMIN'],
      links: [
        { to: paths.settings('service-costs'), label: 'Service costs' },
        { to: paths.settings('billables'), label: 'Billables' },
        { to: paths.settings('tax-heads'), label: 'Tax heads' },
        { to: paths.settings('service-tax-heads'), label: 'Service tax heads' },
      ],
    },
    {
      title: 'Registry settings',
      description:
        'The marriage rules’ numbers, the marriage rooms, churches and dioceses, countries, the stamp on documents and the languages offered.',
      roles: ['ADMIN'],
      links: [
        { to: paths.settings('marriage-configs'), label: 'Marriage settings' },
        { to: paths.settings('marriage-rooms'), label: 'Marriage rooms' },
        { to: paths.settings('church-configs'), label: 'Church settings' },
        { to: paths.settings('diocese'), label: 'Dioceses' },
        { to: paths.settings('countries'), label: 'Countries' },
        { to: paths.settings('certificate-stamp'), label: 'Certification stamps' },
        { to: paths.settingsLanguages(), label: 'Languages' },
      ],
    },
  ];
  return groups.filter((g) => g.roles.includes(r ?? 'REGISTRAR'));
}
