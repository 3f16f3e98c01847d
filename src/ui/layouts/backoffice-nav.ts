/**
 * What each back-office role works on (DOMAIN.md §2 review chains, §3 roles): the sidebar of the
 * back office and the dashboard both read this.
 */
import type { BackofficeRole } from '../../domain/accounts';

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

function queueLinks(slug: string, role: BackofficeRole | undefined): BackofficeLink[] {
  const queue: Record<string, string> = {
    DIRECTOR: `/backoffice/${slug}/task-queue-director`,
    REGISTRAR_GENERAL: `/backoffice/${slug}/task-queue-rg`,
    MINISTER: `/backoffice/${slug}/task-queue-minister`,
  };
  return [
    { to: (role && queue[role]) || `/backoffice/${slug}/task-queue`, label: 'Task queue' },
    { to: `/backoffice/${slug}/applications`, label: 'All applications' },
  ];
}

/**
 * The groups a role sees, in order.
 * @param role - the signed-in officer's role (undefined shows the registrar's view).
 */
export function backofficeGroups(role: BackofficeRole | null | undefined): BackofficeGroup[] {
  const r = role ?? undefined;
  const groups: BackofficeGroup[] = [
    {
      title: 'Civil marriages',
      description: 'Notices of marriage, caveats, the marriage calendar and registration.',
      roles: ['REGISTRAR', 'REGISTRAR_GENERAL'],
      links: [
        { to: '/backoffice/marriage-registrations/task-queue', label: 'Task queue' },
        { to: '/backoffice/marriage-registrations/applications', label: 'All applications' },
        { to: '/backoffice/marriage-registrations/escalations', label: 'Escalations' },
        { to: '/backoffice/marriage-registrations/calendar', label: 'Calendar' },
        { to: '/backoffice/marriage-registrations/calendar-uncelebrated', label: 'Uncelebrated' },
      ],
    },
    {
      title: 'Organisation licences',
      description: 'Licences for public places of worship: registrar, director, Registrar General, Minister.',
      roles: REVIEWERS,
      links: queueLinks('organisation-licenses', r),
    },
    {
      title: 'Special licences',
      description: "The Minister's licence to marry at a private venue or without notice.",
      roles: REVIEWERS,
      links: queueLinks('special-licenses', r),
    },
    {
      title: 'Returns',
      description: 'Marriage and divorce returns filed by places of worship, kadhis and registrars.',
      roles: ['REGISTRAR'],
      links: [
        { to: '/backoffice/marriage-returns/task-queue', label: 'Marriage returns' },
        { to: '/backoffice/islamic-marriage-returns/task-queue', label: 'Islamic marriage returns' },
        { to: '/backoffice/customary-marriage-returns/task-queue', label: 'Customary marriage returns' },
        { to: '/backoffice/hindu-marriage-returns/task-queue', label: 'Hindu marriage returns' },
        { to: '/backoffice/divorce-returns/task-queue', label: 'Divorce returns' },
      ],
    },
    {
      title: 'Account registrations',
      description: 'District kadhis, church agents and Hindu temples applying for accounts.',
      roles: ['REGISTRAR'],
      links: [
        { to: '/backoffice/district-kadhi/task-queue', label: 'District kadhis' },
        { to: '/backoffice/church-agent/task-queue', label: 'Church agents' },
        { to: '/backoffice/hindu-temple/task-queue', label: 'Hindu temples' },
      ],
    },
    {
      title: 'Letters, searches and copies',
      description: 'Marital status letters, register searches and certified copies.',
      roles: ['REGISTRAR'],
      links: [
        { to: '/backoffice/marital-status/task-queue', label: 'Marital status letters' },
        { to: '/backoffice/searches/task-queue', label: 'Search reports' },
        { to: '/backoffice/certification/task-queue', label: 'Certification' },
      ],
    },
    {
      title: 'Registers',
      description: 'The registers and books the registry keeps.',
      roles: REVIEWERS,
      links: [
        { to: '/backoffice/registry/civil-marriages', label: 'Civil marriages' },
        { to: '/backoffice/registry/notices', label: 'Marriage notice book' },
        { to: '/backoffice/registry/marriage-register-book', label: 'Church marriages register book' },
        { to: '/backoffice/registry/divorces', label: 'Divorces' },
        { to: '/backoffice/registry/licensed-organisations', label: 'Licensed places of worship' },
      ],
    },
    {
      title: 'Billing',
      description: 'Invoices, payments and the price list.',
      roles: ['FINANCE', 'ADMIN'],
      links: [
        { to: '/backoffice/billing/transactions', label: 'Transactions' },
        { to: '/backoffice/billing/price-list', label: 'Price list' },
      ],
    },
    {
      title: 'Reports and tracking',
      description: 'Marriage statistics and the whereabouts of any application.',
      roles: ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'FINANCE'],
      links: [
        { to: '/backoffice/reports/marriage', label: 'Marriage reports' },
        { to: '/backoffice/tracking', label: 'Application tracking' },
      ],
    },
    {
      title: 'Administration',
      description: 'Staff accounts and the registry settings.',
      roles: ['ADMIN'],
      links: [
        { to: '/backoffice/accounts', label: 'Accounts' },
        { to: '/backoffice/settings/service-costs', label: 'Service costs' },
        { to: '/backoffice/settings/tax-heads', label: 'Tax heads' },
        { to: '/backoffice/settings/marriage-rooms', label: 'Marriage rooms' },
        { to: '/backoffice/settings/certificate-stamp', label: 'Certification stamps' },
        { to: '/backoffice/settings/countries', label: 'Countries' },
      ],
    },
  ];
  return groups.filter((g) => g.roles.includes(r ?? 'REGISTRAR'));
}
