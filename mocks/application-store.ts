/**
 * The applications of the mock API and an in-memory index over them, so the back-office list stays
 * fast with tens of thousands of applications (docs/decisions/005-application-lifecycle.md
 * "GET /backoffice/applications").
 *
 * Applications live in two places: the `applications` collection (mocks/db.ts: made through the API
 * and seeded; persisted in the browser) and the benchmark data of mocks/generated-applications.ts
 * (memory only). The index is derived from both and never trusted blindly: every look-up first walks the collections
 * (an O(n) comparison of references, well under a millisecond for 10,000), and rebuilds what
 * changed. @msw/data replaces a record object on every update, so an unchanged object means an
 * unchanged application; per-record projections are cached by object identity (WeakMap), and the
 * sorted orders of the list are rebuilt only after a change, never per request.
 */
import { APPLICATION_SORTS, type ApplicationSummary, type Page } from '../src/domain/schemas/applications';
import { parseReference } from '../src/domain/references';
import type { ReviewLevel } from '../src/domain/review-chains';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import type { ApplicationStatus } from '../src/domain/statuses';
import { currentLevel, noticeStageOf } from '#src/lifecycle/application.machine';
import { db, type ApplicationFields, type ApplicationRecord } from './db';
import { addGeneratedApplications, generatedApplications, replaceGeneratedApplication } from './generated-applications';

/** Where an application is kept: the `applications` collection, or the generated benchmark data. */
export type ApplicationSource = 'applications' | 'generated';

/** A sort key of the back-office list. */
export type ApplicationSortKey = (typeof APPLICATION_SORTS)[number];

/** An application with what the list needs, computed once per stored version of the record. */
export interface IndexedApplication {
  /** The stored application (change it only through {@link updateApplication}). */
  record: ApplicationFields;
  /** Where it is kept. */
  source: ApplicationSource;
  /** The row of the back-office list. */
  summary: ApplicationSummary;
  /** The review level it awaits or is under review at (the lifecycle machine's `currentLevel`), or null. */
  level: ReviewLevel | null;
  /** Its service's variant (`ServiceBasics.variantOf`: e.g. "HINDU" of MARRIAGE_RETURNS), or null. */
  variant: string | null;
  /** Reference and applicant name, lower case, for the free-text search. */
  search: string;
  /** District in lower case, or null. */
  districtKey: string | null;
  /** When its unpaid invoice expires, ms since the epoch; null when there is none or it is paid. */
  unpaidInvoiceExpiresAt: number | null;
}

/**
 * Display order of statuses when the list is sorted by status: the order of the lifecycle
 * (DOMAIN.md §2), not the alphabet.
 */
export const STATUS_SORT_ORDER: readonly ApplicationStatus[] = [
  'Draft',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
  'Approved',
  'Declined',
];

/**
 * Whether an application is with the registry: submitted and not waiting for its parties (issue 31 §2: until both
 * have confirmed, nothing reaches a registrar's queue). Staff never read or list one that is not.
 * @param record - the application.
 */
export function withRegistry(record: Pick<ApplicationFields, 'status' | 'lifecycle'>): boolean {
  if (record.status === 'Draft') return false;
  // Waiting for the parties, or refused by one: never sent to the registry.
  return record.lifecycle.value !== 'AwaitingParties' && record.lifecycle.value !== 'Refused';
}

const statusRank = new Map(STATUS_SORT_ORDER.map((status, index) => [status, index]));

const levels = new Map<string, ReviewLevel | null>();

/** The machine's `currentLevel`, memoised: thousands of applications share a few dozen states. */
function levelOf(record: ApplicationFields): ReviewLevel | null {
  const key = `${record.serviceType}|${record.lifecycle.level}|${JSON.stringify(record.lifecycle.value)}`;
  let level = levels.get(key);
  if (level === undefined) {
    level = currentLevel(record.serviceType, record.lifecycle);
    levels.set(key, level);
  }
  return level;
}

function project(record: ApplicationFields, source: ApplicationSource): IndexedApplication {
  const invoice = record.invoice;
  return {
    record,
    source,
    summary: {
      id: record.id,
      reference: record.reference,
      serviceType: record.serviceType,
      status: record.status,
      applicantName: record.applicantName,
      district: record.district,
      submittedAt: record.submittedAt,
      updatedAt: record.updatedAt,
      noticeStage: noticeStageOf(record.lifecycle),
    },
    level: levelOf(record),
    variant: SERVICE_BASICS[record.serviceType].variantOf?.(record.data) ?? null,
    search: `${record.reference} ${record.applicantName}`.toLowerCase(),
    districtKey: record.district ? record.district.toLowerCase() : null,
    unpaidInvoiceExpiresAt: invoice && !invoice.paidAt ? Date.parse(invoice.expiresAt) : null,
  };
}

const SOURCES: readonly ApplicationSource[] = ['applications', 'generated'];

function recordsOf(source: ApplicationSource): readonly ApplicationFields[] {
  return source === 'applications' ? db.applications.all() : generatedApplications();
}

/** Past this many changed applications at once, the sorted orders are rebuilt rather than patched. */
const PATCH_LIMIT = 200;

const bySource: Record<ApplicationSource, IndexedApplication[]> = { applications: [], generated: [] };
let entries: IndexedApplication[] = [];
const byId = new Map<string, IndexedApplication>();
const byReference = new Map<string, IndexedApplication>();
const byPrn = new Map<string, IndexedApplication>();
let sorted = new Map<ApplicationSortKey, IndexedApplication[]>();

function forget(entry: IndexedApplication): void {
  if (byId.get(entry.record.id) === entry) byId.delete(entry.record.id);
  if (byReference.get(entry.record.reference) === entry) byReference.delete(entry.record.reference);
  const prn = entry.record.invoice?.prn;
  if (prn && byPrn.get(prn) === entry) byPrn.delete(prn);
}

function remember(entry: IndexedApplication): void {
  byId.set(entry.record.id, entry);
  byReference.set(entry.record.reference, entry);
  if (entry.record.invoice) byPrn.set(entry.record.invoice.prn, entry);
}

/**
 * Bring the index up to date with the stores and answer it. Unchanged: one pass of identity
 * comparisons. A few applications changed or added (an event, a new draft): only those are
 * projected again and moved within the sorted orders. Anything else: rebuilt.
 * @returns every application, the `applications` collection first, each store in insertion order.
 */
export function indexedApplications(): readonly IndexedApplication[] {
  const changed: Array<{ position: number; before: IndexedApplication | undefined; after: IndexedApplication }> = [];
  let rebuild = false;
  for (const source of SOURCES) {
    const records = recordsOf(source);
    const known = bySource[source];
    if (records.length < known.length) {
      rebuild = true;
      break;
    }
    for (let i = 0; i < records.length; i += 1) {
      const record = records[i] as ApplicationFields;
      const before = known[i];
      if (before?.record === record) continue;
      changed.push({ position: i, before, after: project(record, source) });
      if (changed.length > PATCH_LIMIT) {
        rebuild = true;
        break;
      }
    }
    if (rebuild) break;
  }
  if (!rebuild && changed.length === 0) return entries;

  if (rebuild) {
    byId.clear();
    byReference.clear();
    byPrn.clear();
    sorted = new Map();
    for (const source of SOURCES) {
      const previous = new Map(bySource[source].map((e) => [e.record, e]));
      bySource[source] = recordsOf(source).map((record) => previous.get(record) ?? project(record, source));
      for (const entry of bySource[source]) remember(entry);
    }
  } else {
    for (const { position, before, after } of changed) {
      if (before) forget(before);
      bySource[after.source][position] = after;
      remember(after);
      for (const [key, order] of sorted) {
        if (before) order.splice(order.indexOf(before), 1);
        order.splice(insertionPoint(order, after, key), 0, after);
      }
    }
  }
  entries = [...bySource.applications, ...bySource.generated];
  return entries;
}

/**
 * The application with this id.
 * @param id - the client-made UUID.
 */
export function findApplication(id: string): IndexedApplication | undefined {
  indexedApplications();
  return byId.get(id);
}

/**
 * The application with this public reference.
 * @param reference - as the registry writes it, e.g. "MR-2026-7KQ4-9XH3" (exact, upper case).
 */
export function findApplicationByReference(reference: string): IndexedApplication | undefined {
  indexedApplications();
  return byReference.get(reference);
}

/**
 * The application whose invoice has this PRN (the last invoice of each application).
 * @param prn - e.g. "PRN1234567890".
 */
export function findApplicationByPrn(prn: string): IndexedApplication | undefined {
  indexedApplications();
  return byPrn.get(prn);
}

/**
 * Whether a PRN is used by any application's invoice.
 * @param prn - a payment registration number.
 */
export function prnTaken(prn: string): boolean {
  return findApplicationByPrn(prn) !== undefined;
}

/**
 * Store a new application in the `applications` collection.
 * @param fields - every field of the application.
 * @returns the stored record.
 */
export async function createApplication(fields: ApplicationFields): Promise<ApplicationRecord> {
  return db.applications.create(fields);
}

/**
 * Add benchmark applications (memory only; mocks/generated-applications.ts).
 * @param records - every field of each application; ids not used before.
 */
export function addGenerated(records: readonly ApplicationFields[]): void {
  addGeneratedApplications(records);
}

/**
 * Change a stored application; its `version` goes up by one (docs/decisions/007-draft-versions.md).
 * @param entry - the application, as found in the index.
 * @param apply - changes the draft in place (an @msw/data update for the collection; a copy for
 *   generated applications).
 * @returns the application after the change.
 */
export async function updateApplication(entry: IndexedApplication, apply: (draft: ApplicationFields) => void): Promise<ApplicationFields> {
  const change = (draft: ApplicationFields) => {
    apply(draft);
    draft.version = entry.record.version + 1;
  };
  if (entry.source === 'generated') {
    const next = structuredClone(entry.record);
    change(next);
    if (!replaceGeneratedApplication(next)) throw new Error(`application ${entry.record.id} vanished during an update`);
    return next;
  }
  const updated = await db.applications.update(entry.record as ApplicationRecord, { data: change });
  if (!updated) throw new Error(`application ${entry.record.id} vanished during an update`);
  return updated;
}

/**
 * The sort key of an entry as one string, compared with `<`: the key's value, then the reference
 * and the id, so every order is total and stable.
 */
function sortKeyOf(entry: IndexedApplication, key: ApplicationSortKey): string {
  const { summary } = entry;
  let value: string;
  switch (key) {
    case 'submittedAt':
      value = summary.submittedAt ?? '';
      break;
    case 'updatedAt':
      value = summary.updatedAt;
      break;
    case 'reference':
      value = '';
      break;
    case 'applicantName':
      // The search text is "reference name", lower case.
      value = entry.search.slice(summary.reference.length + 1);
      break;
    case 'status':
      value = String.fromCharCode(65 + (statusRank.get(summary.status) ?? 0));
      break;
    case 'district':
      value = entry.districtKey ?? '';
      break;
  }
  return `${value}\u0000${summary.reference}\u0000${summary.id}`;
}

/** Where an entry goes in an order (binary search). */
function insertionPoint(order: readonly IndexedApplication[], entry: IndexedApplication, key: ApplicationSortKey): number {
  const wanted = sortKeyOf(entry, key);
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortKeyOf(order[middle] as IndexedApplication, key) < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index in ascending order of a key; sorted once, then kept in order as applications change. */
function sortedBy(key: ApplicationSortKey): IndexedApplication[] {
  const all = indexedApplications();
  let order = sorted.get(key);
  if (!order) {
    const keyed = all.map((entry) => ({ entry, key: sortKeyOf(entry, key) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    order = keyed.map((k) => k.entry);
    sorted.set(key, order);
  }
  return order;
}

/**
 * Sort the list's orders now rather than on the first request that needs each (after generating
 * benchmark data, so no list request pays for a sort).
 */
export function warmListOrders(): void {
  for (const key of APPLICATION_SORTS) sortedBy(key);
}

/** What the back-office list filters on (the parsed `applicationListQuerySchema` plus the caller's scope). */
export interface BackofficeListFilter {
  serviceType?: ApplicationSummary['serviceType'] | undefined;
  /**
   * Several services or variants: "MARRIAGE,ORGANIZATION_MARRIAGE", "MARRIAGE_RETURNS:HINDU"
   * (`applicationListQuerySchema.services`); an application matches one token.
   */
  services?: string | undefined;
  status?: ApplicationStatus | undefined;
  /** District name, any case. */
  district?: string | undefined;
  /**
   * Free text: part of the reference or the applicant's name, any case. A whole reference is read as
   * a person types it (spaces or no dashes, O for 0, I or L for 1; src/domain/references.ts).
   */
  q?: string | undefined;
  /** Only applications awaiting or under review at this level. */
  queue?: ReviewLevel | undefined;
  sort: ApplicationSortKey;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
  /** ADMIN_UNIT staff: only this district (any case); null for headquarters staff. */
  scopeDistrict: string | null;
}

/**
 * What the free-text search looks for, lower case: a whole reference as the registry writes it (when
 * the text reads as one, typed any way), else the text as typed; null for none.
 */
function searchText(q: string | undefined): string | null {
  const text = q?.trim() ?? '';
  if (text === '') return null;
  const parsed = parseReference(text);
  return (parsed.ok ? parsed.reference : text).toLowerCase();
}

/**
 * The tokens of a `services` filter.
 * @param filter - "TYPE" or "TYPE:VARIANT" tokens separated by commas, or undefined.
 * @returns the tokens, or null when there is no filter.
 */
export function parseServicesFilter(filter: string | undefined): Array<{ serviceType: string; variant: string | null }> | null {
  if (!filter) return null;
  return filter.split(',').map((token) => {
    const [serviceType = '', variant] = token.split(':');
    return { serviceType, variant: variant ?? null };
  });
}

/**
 * A page of the back-office list. Drafts are never listed: they are the applicant's own until
 * submitted. One pass over the pre-sorted index: O(n) per request, no sorting.
 * @param filter - filters, sort, page and the caller's district scope.
 */
export function listBackoffice(filter: BackofficeListFilter): Page<ApplicationSummary> {
  const order = sortedBy(filter.sort);
  const district = filter.district?.trim().toLowerCase() || null;
  const scope = filter.scopeDistrict?.toLowerCase() ?? null;
  const q = searchText(filter.q);
  const start = (filter.page - 1) * filter.pageSize;
  const end = start + filter.pageSize;
  const items: ApplicationSummary[] = [];
  let total = 0;
  const descending = filter.order === 'desc';
  const services = parseServicesFilter(filter.services);
  for (let i = 0; i < order.length; i += 1) {
    const entry = order[descending ? order.length - 1 - i : i] as IndexedApplication;
    const { summary } = entry;
    if (!withRegistry(entry.record)) continue;
    if (scope !== null && entry.districtKey !== scope) continue;
    if (district !== null && entry.districtKey !== district) continue;
    if (filter.serviceType && summary.serviceType !== filter.serviceType) continue;
    if (
      services !== null &&
      !services.some((t) => t.serviceType === summary.serviceType && (t.variant === null || t.variant === entry.variant))
    )
      continue;
    if (filter.status && summary.status !== filter.status) continue;
    if (filter.queue && entry.level !== filter.queue) continue;
    if (q !== null && !entry.search.includes(q)) continue;
    if (total >= start && total < end) items.push(summary);
    total += 1;
  }
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}
