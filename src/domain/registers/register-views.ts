/**
 * The registry's registers as data (SPEC.md §2 /backoffice/registry/…; issue 10 "The ten registers";
 * docs/decisions/020-registers.md): nine lists and the details of one marriage. Each list is a table of
 * rows whose columns, filters and default order are defined here once; the mock API
 * (mocks/registers/sources.ts) builds the rows, searches, filters, sorts and pages them on the server,
 * and one page (src/ui/pages/backoffice/registry/register-page.tsx) shows any of them. Light on
 * purpose (no zod); the route table reads only register-slugs.ts at start-up.
 */
import { msg } from '@lingui/core/macro';
import { messagesOfTable, textOf, wordsTable } from '../words';
import type { MessageDescriptor } from '@lingui/core';
import { ORGANISATION_KIND_LABELS } from '../accounts';
import { REGISTER_TITLES, type RegisterSlug } from './register-slugs';
import { STATUS_TEXT } from '../statuses';

/** How a column's values read: text as is, a date (yyyy-mm-dd, shown dd-mm-yyyy) or a coded value with labels. */
export type RegisterColumnKind = 'text' | 'date' | 'code';

/** One column of a register. */
export interface RegisterColumn {
  /** The key of the value in a row's `values`. */
  key: string;
  /** The column's heading, also the CSV header. */
  label: string;
  kind: RegisterColumnKind;
  /** For `code` columns: the words of each value. */
  labels?: Readonly<Record<string, string>>;
}

/** A register's filters besides the free-text search (which every register has). */
export interface RegisterFilters {
  /** The district column's key, when the register may be filtered by district. */
  district?: string;
  /** A coded column the register may be filtered by (e.g. the entry's status), with its heading. */
  code?: { key: string; label: string };
  /** The date column the from/to dates filter (inclusive, yyyy-mm-dd), with what the dates are. */
  dates?: { key: string; label: string };
}

/** One list register. */
export interface RegisterView {
  slug: RegisterSlug;
  /** The page's heading (as the route table's title). */
  title: string;
  /** What the register holds, in a sentence for the page. */
  intro: string;
  /** What one row is, for counts: "entry", "notice", "licence". */
  rowName: { one: string; many: string };
  /** The first column identifies the row (an entry number opens the marriage's details). */
  columns: readonly RegisterColumn[];
  filters: RegisterFilters;
  /** The order shown first. */
  defaultSort: { key: string; dir: 'asc' | 'desc' };
  /** What the free-text search looks in, for its hint. */
  searchHint: string;
  /** Whether the first column is an entry number of the register of marriages (it links to the entry's details). */
  entryLinks: boolean;
  /** The CSV file's name. */
  fileName: string;
}

/** The words of a marriage entry's status. */
export const ENTRY_STATUS_LABELS: Readonly<Record<string, string>> = wordsTable({ SUBSISTING: msg`Subsisting`, DISSOLVED: msg`Dissolved` });

/**
 * What dissolved an entry, in words (issue 30): "Divorce return DR-2026-…", "Decree absolute HCT-00-FD-…",
 * "Death, certificate DC-…"; '' while it subsists. Entries dissolved before `dissolvedHow` was kept read as
 * a divorce return's.
 * @param entry - the entry's `dissolvedBy` and `dissolvedHow`.
 */
export function dissolvedByText(entry: { dissolvedBy: string | null; dissolvedHow?: string | null }): string {
  if (!entry.dissolvedBy) return '';
  if (entry.dissolvedHow === 'DECREE_ABSOLUTE') return `Decree absolute ${entry.dissolvedBy}`;
  if (entry.dissolvedHow === 'DEATH') return `Death, certificate ${entry.dissolvedBy}`;
  return `Divorce return ${entry.dissolvedBy}`;
}

/** The words of the forms of marriage (the register's regimes). */
export const REGIME_LABELS: Readonly<Record<string, string>> = wordsTable({
  CIVIL: msg`Civil`,
  CHURCH: msg`Church`,
  CUSTOMARY: msg`Customary`,
  ISLAMIC: msg`Islamic`,
  HINDU: msg`Hindu`,
});

/** The words of a notice's stage in the notice book (src/domain/schemas/notice.ts NOTICE_STAGE_TEXT, shortened for a column). */
export const NOTICE_STAGE_LABELS: Readonly<Record<string, string>> = wordsTable({
  PUBLISHED: msg`Published`,
  CAVEATED: msg`Caveat lodged`,
  CERTIFIED: msg`Certificate issued`,
  BOOKED: msg`Ceremony booked`,
  CELEBRATED: msg`Celebrated`,
  LAPSED: msg`Lapsed`,
  CAVEAT_UPHELD: msg`Caveat upheld`,
});

/** The statuses a notice of civil marriage can have once given (paid), in their words (src/domain/statuses.ts). */
const GIVEN_NOTICE_STATUS_LABELS: Readonly<Record<string, string>> = wordsTable(
  Object.fromEntries(
    (['Submitted', 'Pending', 'Corrections_Requested', 'Approved', 'Declined'] as const).map((s) => [s, messagesOfTable(STATUS_TEXT)[s]]),
  ),
);

/** The words of a document's status. */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<string, string>> = wordsTable({ VALID: msg`Valid`, REVOKED: msg`Revoked` });

const entryColumns = (place: MessageDescriptor): RegisterColumn[] => [
  {
    key: 'entryNumber',
    get label() {
      return textOf(msg`Entry number`);
    },
    kind: 'text',
  },
  {
    key: 'dateOfMarriage',
    get label() {
      return textOf(msg`Date of marriage`);
    },
    kind: 'date',
  },
  {
    key: 'partyOne',
    get label() {
      return textOf(msg`First party`);
    },
    kind: 'text',
  },
  {
    key: 'partyTwo',
    get label() {
      return textOf(msg`Second party`);
    },
    kind: 'text',
  },
  {
    key: 'place',
    get label() {
      return textOf(place);
    },
    kind: 'text',
  },
  {
    key: 'district',
    get label() {
      return textOf(msg`District`);
    },
    kind: 'text',
  },
  {
    key: 'celebrant',
    get label() {
      return textOf(msg`Celebrant`);
    },
    kind: 'text',
  },
  {
    key: 'status',
    get label() {
      return textOf(msg`Status`);
    },
    kind: 'code',
    labels: ENTRY_STATUS_LABELS,
  },
];
const entryFilters: RegisterFilters = {
  district: 'district',
  code: {
    key: 'status',
    get label() {
      return textOf(msg`Status`);
    },
  },
  dates: {
    key: 'dateOfMarriage',
    get label() {
      return textOf(msg`Married`);
    },
  },
};

/** The nine list registers, in the navigation's order. */
export const REGISTER_VIEWS: Readonly<Record<RegisterSlug, RegisterView>> = {
  'civil-marriages': {
    slug: 'civil-marriages',
    get title() {
      return REGISTER_TITLES['civil-marriages'];
    },
    get intro() {
      return textOf(msg`Marriages celebrated at a registrar's office and entered in the register of marriages.`);
    },
    rowName: {
      get one() {
        return textOf(msg`entry`);
      },
      get many() {
        return textOf(msg`entries`);
      },
    },
    columns: entryColumns(msg`Place of marriage`),
    filters: entryFilters,
    defaultSort: { key: 'dateOfMarriage', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, entry number, place or celebrant`);
    },
    entryLinks: true,
    fileName: 'civil-marriages-register.csv',
  },
  divorces: {
    slug: 'divorces',
    get title() {
      return REGISTER_TITLES.divorces;
    },
    get intro() {
      return textOf(
        msg`Marriages of every form dissolved by divorce (a divorce return, or a decree absolute the registrar recorded), with what dissolved them.`,
      );
    },
    rowName: {
      get one() {
        return textOf(msg`entry`);
      },
      get many() {
        return textOf(msg`entries`);
      },
    },
    columns: [
      {
        key: 'entryNumber',
        get label() {
          return textOf(msg`Entry number`);
        },
        kind: 'text',
      },
      {
        key: 'partyOne',
        get label() {
          return textOf(msg`First party`);
        },
        kind: 'text',
      },
      {
        key: 'partyTwo',
        get label() {
          return textOf(msg`Second party`);
        },
        kind: 'text',
      },
      {
        key: 'regime',
        get label() {
          return textOf(msg`Form of marriage`);
        },
        kind: 'code',
        labels: REGIME_LABELS,
      },
      {
        key: 'dateOfMarriage',
        get label() {
          return textOf(msg`Date of marriage`);
        },
        kind: 'date',
      },
      {
        key: 'dissolvedOn',
        get label() {
          return textOf(msg`Date of divorce`);
        },
        kind: 'date',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'divorceReturn',
        get label() {
          return textOf(msg`Dissolved by`);
        },
        kind: 'text',
      },
    ],
    filters: {
      district: 'district',
      code: {
        key: 'regime',
        get label() {
          return textOf(msg`Form of marriage`);
        },
      },
      dates: {
        key: 'dissolvedOn',
        get label() {
          return textOf(msg`Divorced`);
        },
      },
    },
    defaultSort: { key: 'dissolvedOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, entry number, divorce return reference or decree number`);
    },
    entryLinks: true,
    fileName: 'divorces-register.csv',
  },
  'civil-marriage-notices': {
    slug: 'civil-marriage-notices',
    get title() {
      return REGISTER_TITLES['civil-marriage-notices'];
    },
    get intro() {
      return textOf(msg`Every notice of civil marriage given at a registrar's office, accepted or not, with where it stands.`);
    },
    rowName: {
      get one() {
        return textOf(msg`notice`);
      },
      get many() {
        return textOf(msg`notices`);
      },
    },
    columns: [
      {
        key: 'reference',
        get label() {
          return textOf(msg`Reference`);
        },
        kind: 'text',
      },
      {
        key: 'givenOn',
        get label() {
          return textOf(msg`Notice given`);
        },
        kind: 'date',
      },
      {
        key: 'partyOne',
        get label() {
          return textOf(msg`First party`);
        },
        kind: 'text',
      },
      {
        key: 'partyTwo',
        get label() {
          return textOf(msg`Second party`);
        },
        kind: 'text',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'noticeNumber',
        get label() {
          return textOf(msg`Notice number`);
        },
        kind: 'text',
      },
      {
        key: 'status',
        get label() {
          return textOf(msg`Status`);
        },
        kind: 'code',
        labels: GIVEN_NOTICE_STATUS_LABELS,
      },
    ],
    filters: {
      district: 'district',
      code: {
        key: 'status',
        get label() {
          return textOf(msg`Status`);
        },
      },
      dates: {
        key: 'givenOn',
        get label() {
          return textOf(msg`Given`);
        },
      },
    },
    defaultSort: { key: 'givenOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, reference or notice number`);
    },
    entryLinks: false,
    fileName: 'civil-marriage-notices.csv',
  },
  'marriage-register-book': {
    slug: 'marriage-register-book',
    get title() {
      return REGISTER_TITLES['marriage-register-book'];
    },
    get intro() {
      return textOf(msg`Marriages celebrated in licensed places of worship, entered from the churches’ marriage returns.`);
    },
    rowName: {
      get one() {
        return textOf(msg`entry`);
      },
      get many() {
        return textOf(msg`entries`);
      },
    },
    columns: entryColumns(msg`Place of worship`),
    filters: entryFilters,
    defaultSort: { key: 'dateOfMarriage', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, entry number, church or celebrant`);
    },
    entryLinks: true,
    fileName: 'church-marriages-register-book.csv',
  },
  'special-licences': {
    slug: 'special-licences',
    get title() {
      return REGISTER_TITLES['special-licences'];
    },
    get intro() {
      return textOf(msg`The Minister's special licences granted: to marry at a private venue, or without notice.`);
    },
    rowName: {
      get one() {
        return textOf(msg`licence`);
      },
      get many() {
        return textOf(msg`licences`);
      },
    },
    columns: [
      {
        key: 'licenceNumber',
        get label() {
          return textOf(msg`Licence number`);
        },
        kind: 'text',
      },
      {
        key: 'grantedOn',
        get label() {
          return textOf(msg`Granted on`);
        },
        kind: 'date',
      },
      {
        key: 'partyOne',
        get label() {
          return textOf(msg`First party`);
        },
        kind: 'text',
      },
      {
        key: 'partyTwo',
        get label() {
          return textOf(msg`Second party`);
        },
        kind: 'text',
      },
      {
        key: 'venue',
        get label() {
          return textOf(msg`Venue`);
        },
        kind: 'text',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'dateOfMarriage',
        get label() {
          return textOf(msg`Intended date`);
        },
        kind: 'date',
      },
    ],
    filters: {
      district: 'district',
      dates: {
        key: 'grantedOn',
        get label() {
          return textOf(msg`Granted`);
        },
      },
    },
    defaultSort: { key: 'grantedOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, licence number or venue`);
    },
    entryLinks: false,
    fileName: 'special-licences-register.csv',
  },
  'marital-statuses': {
    slug: 'marital-statuses',
    get title() {
      return REGISTER_TITLES['marital-statuses'];
    },
    get intro() {
      return textOf(
        msg`The marital status letters the registry issued, each after a search of every register found no subsisting marriage.`,
      );
    },
    rowName: {
      get one() {
        return textOf(msg`letter`);
      },
      get many() {
        return textOf(msg`letters`);
      },
    },
    columns: [
      {
        key: 'letterNumber',
        get label() {
          return textOf(msg`Letter number`);
        },
        kind: 'text',
      },
      {
        key: 'issuedOn',
        get label() {
          return textOf(msg`Issued on`);
        },
        kind: 'date',
      },
      {
        key: 'applicant',
        get label() {
          return textOf(msg`Applicant`);
        },
        kind: 'text',
      },
      {
        key: 'country',
        get label() {
          return textOf(msg`Country of intended marriage`);
        },
        kind: 'text',
      },
      {
        key: 'issuedBy',
        get label() {
          return textOf(msg`Issued by`);
        },
        kind: 'text',
      },
      {
        key: 'status',
        get label() {
          return textOf(msg`Status`);
        },
        kind: 'code',
        labels: DOCUMENT_STATUS_LABELS,
      },
    ],
    filters: {
      code: {
        key: 'status',
        get label() {
          return textOf(msg`Status`);
        },
      },
      dates: {
        key: 'issuedOn',
        get label() {
          return textOf(msg`Issued`);
        },
      },
    },
    defaultSort: { key: 'issuedOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name, letter number or country`);
    },
    entryLinks: false,
    fileName: 'marital-status-letters-register.csv',
  },
  'organisation-licences': {
    slug: 'organisation-licences',
    get title() {
      return REGISTER_TITLES['organisation-licences'];
    },
    get intro() {
      return textOf(msg`The public place licences the Minister granted to places of worship, so marriages may be celebrated there.`);
    },
    rowName: {
      get one() {
        return textOf(msg`licence`);
      },
      get many() {
        return textOf(msg`licences`);
      },
    },
    columns: [
      {
        key: 'licenceNumber',
        get label() {
          return textOf(msg`Licence number`);
        },
        kind: 'text',
      },
      {
        key: 'grantedOn',
        get label() {
          return textOf(msg`Granted on`);
        },
        kind: 'date',
      },
      {
        key: 'place',
        get label() {
          return textOf(msg`Place of worship`);
        },
        kind: 'text',
      },
      {
        key: 'denomination',
        get label() {
          return textOf(msg`Denomination`);
        },
        kind: 'text',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'holder',
        get label() {
          return textOf(msg`Licence holder`);
        },
        kind: 'text',
      },
    ],
    filters: {
      district: 'district',
      dates: {
        key: 'grantedOn',
        get label() {
          return textOf(msg`Granted`);
        },
      },
    },
    defaultSort: { key: 'grantedOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A place, licence number or denomination`);
    },
    entryLinks: false,
    fileName: 'organisation-licences-register.csv',
  },
  notices: {
    slug: 'notices',
    get title() {
      return REGISTER_TITLES.notices;
    },
    get intro() {
      return textOf(msg`The notices of marriage the registrars published, with their caveats and where each stands.`);
    },
    rowName: {
      get one() {
        return textOf(msg`notice`);
      },
      get many() {
        return textOf(msg`notices`);
      },
    },
    columns: [
      {
        key: 'noticeNumber',
        get label() {
          return textOf(msg`Notice number`);
        },
        kind: 'text',
      },
      {
        key: 'publishedOn',
        get label() {
          return textOf(msg`Published on`);
        },
        kind: 'date',
      },
      {
        key: 'partyOne',
        get label() {
          return textOf(msg`First party`);
        },
        kind: 'text',
      },
      {
        key: 'partyTwo',
        get label() {
          return textOf(msg`Second party`);
        },
        kind: 'text',
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'caveats',
        get label() {
          return textOf(msg`Caveats`);
        },
        kind: 'text',
      },
      {
        key: 'lapsesOn',
        get label() {
          return textOf(msg`Lapses on`);
        },
        kind: 'date',
      },
      {
        key: 'stage',
        get label() {
          return textOf(msg`Stage`);
        },
        kind: 'code',
        labels: NOTICE_STAGE_LABELS,
      },
    ],
    filters: {
      district: 'district',
      code: {
        key: 'stage',
        get label() {
          return textOf(msg`Stage`);
        },
      },
      dates: {
        key: 'publishedOn',
        get label() {
          return textOf(msg`Published`);
        },
      },
    },
    defaultSort: { key: 'publishedOn', dir: 'desc' },
    get searchHint() {
      return textOf(msg`A name or notice number`);
    },
    entryLinks: false,
    fileName: 'marriage-notice-book.csv',
  },
  'licensed-organisations': {
    slug: 'licensed-organisations',
    get title() {
      return REGISTER_TITLES['licensed-organisations'];
    },
    get intro() {
      return textOf(msg`The district kadhis, church agents and Hindu temples the registry approved to file returns.`);
    },
    rowName: {
      get one() {
        return textOf(msg`organisation`);
      },
      get many() {
        return textOf(msg`organisations`);
      },
    },
    columns: [
      {
        key: 'reference',
        get label() {
          return textOf(msg`Reference`);
        },
        kind: 'text',
      },
      {
        key: 'name',
        get label() {
          return textOf(msg`Organisation`);
        },
        kind: 'text',
      },
      {
        key: 'kind',
        get label() {
          return textOf(msg`Kind`);
        },
        kind: 'code',
        labels: ORGANISATION_KIND_LABELS,
      },
      {
        key: 'district',
        get label() {
          return textOf(msg`District`);
        },
        kind: 'text',
      },
      {
        key: 'approvedOn',
        get label() {
          return textOf(msg`Approved on`);
        },
        kind: 'date',
      },
    ],
    filters: {
      district: 'district',
      code: {
        key: 'kind',
        get label() {
          return textOf(msg`Kind`);
        },
      },
      dates: {
        key: 'approvedOn',
        get label() {
          return textOf(msg`Approved`);
        },
      },
    },
    defaultSort: { key: 'name', dir: 'asc' },
    get searchHint() {
      return textOf(msg`A name or reference`);
    },
    entryLinks: false,
    fileName: 'licensed-organisations.csv',
  },
};

/** Rows per page of a register (server-side paging). */
export const REGISTER_PAGE_SIZE = 25;
