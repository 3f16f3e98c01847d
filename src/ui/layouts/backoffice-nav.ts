/**
 * What each back-office role works on (DOMAIN.md §2 review chains, §3 roles): the sidebar of the
 * back office and the dashboard both read this. The review sections come from the one list of
 * sections (src/ui/services/sections.ts), so every SPEC.md §2 section is here exactly once. Its words are messages of
 * the catalogue, drawn in the language of the catalogue passed in (issue 32).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BackofficeRole } from '#src/domain/accounts';
import { textOf } from '#src/domain/words';
import { MARRIAGE_DETAILS_PATH, REGISTER_SLUGS, REGISTER_TITLES } from '#src/domain/registers/register-slugs';
import type { BackofficeLevel } from '#src/domain/review-chains';
import {
  BACKOFFICE_SECTIONS,
  type BackofficeSection,
  queuePath,
  SECTION_GROUP_LABELS,
  sectionQueueLevels,
  type SectionGroup,
} from '../services/sections';
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

const GROUP_DESCRIPTIONS: Readonly<Record<SectionGroup, MessageDescriptor>> = {
  'Civil marriages': msg`Notices of marriage, caveats, the marriage calendar and registration.`,
  Licences: msg`Public place licences and special licences: registrar, director, Registrar General, Minister.`,
  Returns: msg`Marriage and divorce returns filed by places of worship, kadhis and registrars.`,
  'Account registrations': msg`District kadhis, church agents and Hindu temples applying for accounts.`,
  'Letters, searches and copies': msg`Marital status letters, register searches and certified copies.`,
};

/** Draws a message in a catalogue's language. */
type Draw = (words: MessageDescriptor) => string;

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
function sectionLinks(section: BackofficeSection, role: BackofficeRole | undefined, several: boolean, draw: Draw): BackofficeLink[] {
  const chain = sectionQueueLevels(section.slug);
  const title = section.title;
  const taskQueue = draw(several ? msg`${title}: task queue` : msg`Task queue`);
  const links: BackofficeLink[] = [];
  if (isLevel(role) && chain.includes(role)) links.push({ to: queuePath(section.slug, role), label: taskQueue });
  else if (!role) links.push({ to: queuePath(section.slug, chain[0] ?? 'REGISTRAR'), label: taskQueue });
  links.push({
    to: section.applicationsAt ?? paths.sectionApplications(section.slug),
    label: draw(several ? msg`${title}: all applications` : msg`All applications`),
  });
  for (const page of section.pages ?? []) {
    if (!page.navLabel) continue;
    const label = page.navLabel.toLowerCase();
    links.push({ to: `/backoffice/${section.slug}/${page.path}`, label: several ? draw(msg`${title}: ${label}`) : label });
  }
  return links.map((l) => ({ ...l, label: `${l.label[0]?.toUpperCase() ?? ''}${l.label.slice(1)}` }));
}

/** The review groups, from the sections. */
function reviewGroups(role: BackofficeRole | undefined, draw: Draw): BackofficeGroup[] {
  const order: SectionGroup[] = [];
  for (const s of BACKOFFICE_SECTIONS) if (!order.includes(s.group)) order.push(s.group);
  return order.map((group) => {
    const sections = BACKOFFICE_SECTIONS.filter((s) => s.group === group);
    const visible = role ? sections.filter((s) => sectionRoles(s).includes(role)) : sections;
    return {
      title: draw(SECTION_GROUP_LABELS[group]),
      description: draw(GROUP_DESCRIPTIONS[group]),
      roles: [...new Set(sections.flatMap(sectionRoles))],
      links: visible.flatMap((s) => sectionLinks(s, role, sections.length > 1, draw)),
    };
  });
}

/**
 * The groups a role sees, in order, in words of a catalogue.
 * @param role - the signed-in officer's role (undefined shows the registrar's view).
 * @param i18n - the catalogue to draw the words in (`useLingui().i18n`); the active one when not given.
 */
export function backofficeGroups(role: BackofficeRole | null | undefined, i18n?: I18n): BackofficeGroup[] {
  const draw: Draw = (words) => (i18n ? i18n._(words) : textOf(words));
  const r = role ?? undefined;
  const groups: BackofficeGroup[] = [
    ...reviewGroups(r ?? 'REGISTRAR', draw),
    {
      title: draw(msg`Registers`),
      description: draw(msg`The registers and books the registry keeps.`),
      roles: REVIEWERS,
      links: [
        ...REGISTER_SLUGS.map((slug) => ({ to: paths.register(slug), label: REGISTER_TITLES[slug] })),
        { to: MARRIAGE_DETAILS_PATH, label: draw(msg`Marriage details`) },
      ],
    },
    {
      title: draw(msg`Billing`),
      description: draw(msg`Invoices, payments and the price list.`),
      roles: ['FINANCE', 'ADMIN'],
      links: [
        { to: paths.transactions(), label: draw(msg`Transactions`) },
        { to: paths.priceList(), label: draw(msg`Price list`) },
      ],
    },
    {
      title: draw(msg`Tracking`),
      description: draw(msg`The whereabouts of any application.`),
      roles: REVIEWERS,
      links: [{ to: paths.backofficeTracking(), label: draw(msg`Application tracking`) }],
    },
    {
      title: draw(msg`Reports`),
      description: draw(msg`Marriages registered, applications and how long they take, and revenue.`),
      roles: [...REVIEWERS, 'FINANCE', 'ADMIN'],
      links: [{ to: paths.report('marriage'), label: draw(msg`Marriage reports`) }],
    },
    {
      title: draw(msg`Administration`),
      description: draw(msg`Staff accounts, and who at the registry opened which record.`),
      roles: ['ADMIN'],
      links: [
        { to: paths.accounts(), label: draw(msg`Accounts`) },
        { to: paths.accessLog(), label: draw(msg`Access log`) },
      ],
    },
    {
      title: draw(msg`Fees`),
      description: draw(msg`What each service costs, which services are billed, and the revenue accounts.`),
      roles: ['ADMIN'],
      links: [
        { to: paths.settings('service-costs'), label: draw(msg`Service costs`) },
        { to: paths.settings('billables'), label: draw(msg`Billables`) },
        { to: paths.settings('tax-heads'), label: draw(msg`Tax heads`) },
        { to: paths.settings('service-tax-heads'), label: draw(msg`Service tax heads`) },
      ],
    },
    {
      title: draw(msg`Registry settings`),
      description: draw(
        msg`The marriage rules’ numbers, the marriage rooms, churches and dioceses, countries, the stamp on documents and the languages offered.`,
      ),
      roles: ['ADMIN'],
      links: [
        { to: paths.settings('marriage-configs'), label: draw(msg`Marriage settings`) },
        { to: paths.settings('marriage-rooms'), label: draw(msg`Marriage rooms`) },
        { to: paths.settings('church-configs'), label: draw(msg`Church settings`) },
        { to: paths.settings('diocese'), label: draw(msg`Dioceses`) },
        { to: paths.settings('countries'), label: draw(msg`Countries`) },
        { to: paths.settings('certificate-stamp'), label: draw(msg`Certification stamps`) },
        { to: paths.settingsLanguages(), label: draw(msg`Languages`) },
      ],
    },
  ];
  return groups.filter((g) => g.roles.includes(r ?? 'REGISTRAR'));
}
