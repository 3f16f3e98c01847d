/**
 * The registry's registers as data (SPEC.md §2 /backoffice/registry/…; issue 10 "The ten registers";
 * docs/decisions/020-registers.md): nine lists and the details of one marriage. Each list is a table of
 * rows whose columns, filters and default order are defined here once; the mock API
 * (mocks/registers/sources.ts) builds the rows, searches, filters, sorts and pages them on the server,
 * and one page (src/ui/pages/backoffice/registry/register-page.tsx) shows any of them. Light on
 * purpose (no zod); the route table reads only register-slugs.ts at start-up.
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from '../words';
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
export const ENTRY_STATUS_LABELS: Readonly<Record<string, string>> = { SUBSISTING: 'Subsisting', DISSOLVED: 'Dissolved' };

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
const GIVEN_NOTICE_STATUS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  (['Submitted', 'Pending', 'Corrections_Requested', 'Approved', 'Declined'] as const).map((s) => [s, STATUS_TEXT[s]]),
);

/** The words of a document's status. */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<string, string>> = { VALID: 'Valid', REVOKED: 'Revoked' };

const entryColumns = (place: string): RegisterColumn[] => [
  { key: 'entryNumber', label: 'Entry number', kind: 'text' },
  { key: 'dateOfMarriage', label: 'Date of marriage', kind: 'date' },
  { key: 'partyOne', label: 'First party', kind: 'text' },
  { key: 'partyTwo', label: 'Second party', kind: 'text' },
  { key: 'place', label: place, kind: 'text' },
  { key: 'district', label: 'District', kind: 'text' },
  { key: 'celebrant', label: 'Celebrant', kind: 'text' },
  { key: 'status', label: 'Status', kind: 'code', labels: ENTRY_STATUS_LABELS },
];
const entryFilters: RegisterFilters = {
  district: 'district',
  code: { key: 'status', label: 'Status' },
  dates: { key: 'dateOfMarriage', label: 'Married' },
};

/** The nine list registers, in the navigation's order. */
export const REGISTER_VIEWS: Readonly<Record<RegisterSlug, RegisterView>> = {
  'civil-marriages': {
    slug: 'civil-marriages',
    title: REGISTER_TITLES['civil-marriages'],
    intro: "Marriages celebrated at a registrar's office and entered in the register of marriages.",
    rowName: { one: 'entry', many: 'entries' },
    columns: entryColumns('Place of marriage'),
    filters: entryFilters,
    defaultSort: { key: 'dateOfMarriage', dir: 'desc' },
    searchHint: 'A name, entry number, place or celebrant',
    entryLinks: true,
    fileName: 'civil-marriages-register.csv',
  },
  divorces: {
    slug: 'divorces',
    title: REGISTER_TITLES.divorces,
    intro:
      'Marriages of every form dissolved by divorce (a divorce return, or a decree absolute the registrar recorded), with what dissolved them.',
    rowName: { one: 'entry', many: 'entries' },
    columns: [
      { key: 'entryNumber', label: 'Entry number', kind: 'text' },
      { key: 'partyOne', label: 'First party', kind: 'text' },
      { key: 'partyTwo', label: 'Second party', kind: 'text' },
      { key: 'regime', label: 'Form of marriage', kind: 'code', labels: REGIME_LABELS },
      { key: 'dateOfMarriage', label: 'Date of marriage', kind: 'date' },
      { key: 'dissolvedOn', label: 'Date of divorce', kind: 'date' },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'divorceReturn', label: 'Dissolved by', kind: 'text' },
    ],
    filters: { district: 'district', code: { key: 'regime', label: 'Form of marriage' }, dates: { key: 'dissolvedOn', label: 'Divorced' } },
    defaultSort: { key: 'dissolvedOn', dir: 'desc' },
    searchHint: 'A name, entry number, divorce return reference or decree number',
    entryLinks: true,
    fileName: 'divorces-register.csv',
  },
  'civil-marriage-notices': {
    slug: 'civil-marriage-notices',
    title: REGISTER_TITLES['civil-marriage-notices'],
    intro: "Every notice of civil marriage given at a registrar's office, accepted or not, with where it stands.",
    rowName: { one: 'notice', many: 'notices' },
    columns: [
      { key: 'reference', label: 'Reference', kind: 'text' },
      { key: 'givenOn', label: 'Notice given', kind: 'date' },
      { key: 'partyOne', label: 'First party', kind: 'text' },
      { key: 'partyTwo', label: 'Second party', kind: 'text' },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'noticeNumber', label: 'Notice number', kind: 'text' },
      { key: 'status', label: 'Status', kind: 'code', labels: GIVEN_NOTICE_STATUS_LABELS },
    ],
    filters: { district: 'district', code: { key: 'status', label: 'Status' }, dates: { key: 'givenOn', label: 'Given' } },
    defaultSort: { key: 'givenOn', dir: 'desc' },
    searchHint: 'A name, reference or notice number',
    entryLinks: false,
    fileName: 'civil-marriage-notices.csv',
  },
  'marriage-register-book': {
    slug: 'marriage-register-book',
    title: REGISTER_TITLES['marriage-register-book'],
    intro: 'Marriages celebrated in licensed places of worship, entered from the churches’ marriage returns.',
    rowName: { one: 'entry', many: 'entries' },
    columns: entryColumns('Place of worship'),
    filters: entryFilters,
    defaultSort: { key: 'dateOfMarriage', dir: 'desc' },
    searchHint: 'A name, entry number, church or celebrant',
    entryLinks: true,
    fileName: 'church-marriages-register-book.csv',
  },
  'special-licences': {
    slug: 'special-licences',
    title: REGISTER_TITLES['special-licences'],
    intro: "The Minister's special licences granted: to marry at a private venue, or without notice.",
    rowName: { one: 'licence', many: 'licences' },
    columns: [
      { key: 'licenceNumber', label: 'Licence number', kind: 'text' },
      { key: 'grantedOn', label: 'Granted on', kind: 'date' },
      { key: 'partyOne', label: 'First party', kind: 'text' },
      { key: 'partyTwo', label: 'Second party', kind: 'text' },
      { key: 'venue', label: 'Venue', kind: 'text' },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'dateOfMarriage', label: 'Intended date', kind: 'date' },
    ],
    filters: { district: 'district', dates: { key: 'grantedOn', label: 'Granted' } },
    defaultSort: { key: 'grantedOn', dir: 'desc' },
    searchHint: 'A name, licence number or venue',
    entryLinks: false,
    fileName: 'special-licences-register.csv',
  },
  'marital-statuses': {
    slug: 'marital-statuses',
    title: REGISTER_TITLES['marital-statuses'],
    intro: 'The marital status letters the registry issued, each after a search of every register found no subsisting marriage.',
    rowName: { one: 'letter', many: 'letters' },
    columns: [
      { key: 'letterNumber', label: 'Letter number', kind: 'text' },
      { key: 'issuedOn', label: 'Issued on', kind: 'date' },
      { key: 'applicant', label: 'Applicant', kind: 'text' },
      { key: 'country', label: 'Country of intended marriage', kind: 'text' },
      { key: 'issuedBy', label: 'Issued by', kind: 'text' },
      { key: 'status', label: 'Status', kind: 'code', labels: DOCUMENT_STATUS_LABELS },
    ],
    filters: { code: { key: 'status', label: 'Status' }, dates: { key: 'issuedOn', label: 'Issued' } },
    defaultSort: { key: 'issuedOn', dir: 'desc' },
    searchHint: 'A name, letter number or country',
    entryLinks: false,
    fileName: 'marital-status-letters-register.csv',
  },
  'organisation-licences': {
    slug: 'organisation-licences',
    title: REGISTER_TITLES['organisation-licences'],
    intro: 'The public place licences the Minister granted to places of worship, so marriages may be celebrated there.',
    rowName: { one: 'licence', many: 'licences' },
    columns: [
      { key: 'licenceNumber', label: 'Licence number', kind: 'text' },
      { key: 'grantedOn', label: 'Granted on', kind: 'date' },
      { key: 'place', label: 'Place of worship', kind: 'text' },
      { key: 'denomination', label: 'Denomination', kind: 'text' },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'holder', label: 'Licence holder', kind: 'text' },
    ],
    filters: { district: 'district', dates: { key: 'grantedOn', label: 'Granted' } },
    defaultSort: { key: 'grantedOn', dir: 'desc' },
    searchHint: 'A place, licence number or denomination',
    entryLinks: false,
    fileName: 'organisation-licences-register.csv',
  },
  notices: {
    slug: 'notices',
    title: REGISTER_TITLES.notices,
    intro: 'The notices of marriage the registrars published, with their caveats and where each stands.',
    rowName: { one: 'notice', many: 'notices' },
    columns: [
      { key: 'noticeNumber', label: 'Notice number', kind: 'text' },
      { key: 'publishedOn', label: 'Published on', kind: 'date' },
      { key: 'partyOne', label: 'First party', kind: 'text' },
      { key: 'partyTwo', label: 'Second party', kind: 'text' },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'caveats', label: 'Caveats', kind: 'text' },
      { key: 'lapsesOn', label: 'Lapses on', kind: 'date' },
      { key: 'stage', label: 'Stage', kind: 'code', labels: NOTICE_STAGE_LABELS },
    ],
    filters: { district: 'district', code: { key: 'stage', label: 'Stage' }, dates: { key: 'publishedOn', label: 'Published' } },
    defaultSort: { key: 'publishedOn', dir: 'desc' },
    searchHint: 'A name or notice number',
    entryLinks: false,
    fileName: 'marriage-notice-book.csv',
  },
  'licensed-organisations': {
    slug: 'licensed-organisations',
    title: REGISTER_TITLES['licensed-organisations'],
    intro: 'The district kadhis, church agents and Hindu temples the registry approved to file returns.',
    rowName: { one: 'organisation', many: 'organisations' },
    columns: [
      { key: 'reference', label: 'Reference', kind: 'text' },
      { key: 'name', label: 'Organisation', kind: 'text' },
      { key: 'kind', label: 'Kind', kind: 'code', labels: ORGANISATION_KIND_LABELS },
      { key: 'district', label: 'District', kind: 'text' },
      { key: 'approvedOn', label: 'Approved on', kind: 'date' },
    ],
    filters: { district: 'district', code: { key: 'kind', label: 'Kind' }, dates: { key: 'approvedOn', label: 'Approved' } },
    defaultSort: { key: 'name', dir: 'asc' },
    searchHint: 'A name or reference',
    entryLinks: false,
    fileName: 'licensed-organisations.csv',
  },
};

/** Rows per page of a register (server-side paging). */
export const REGISTER_PAGE_SIZE = 25;
