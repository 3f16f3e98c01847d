/**
 * The registry's registers for staff (issue 10 "The ten registers"; docs/decisions/020-registers.md),
 * for officers who review applications (`applications.review`: the registers hold names and NINs):
 * - GET /backoffice/registers/{slug}?q=&district=&code=&from=&to=&sort=&dir=&page=&pageSize= → a page of
 *   the register's rows (`RegisterPage`), searched, filtered, sorted and paged here, on the server. The
 *   search matches any column's text, any case; `district` matches the district column exactly (any
 *   case); `code` the register's coded filter; `from`/`to` its date column, inclusive. Sort keys are the
 *   register's columns (400 otherwise); ties keep the first column's order.
 * - GET /backoffice/registers/{slug}/export with the same filters → every matching row as CSV, in the
 *   order shown, with the columns' headings and their words (dates dd-mm-yyyy).
 * - GET /backoffice/registers/marriage/{entryNumber} → the entry, its history (rectifications, oldest
 *   first) and the documents issued on it (`MarriageEntryDetails`); 404 when no such entry. Each opening is
 *   written in the access log (mocks/access-log.ts; issue 31 §3).
 * - GET /applications/{id}/search-report (whoever may review it) → `{ fields }`: a search request's report
 *   as it would be issued today (mocks/services/record-search/record-search.mock.ts); 404 for another service.
 * - POST /backoffice/registers/marriage/{entryNumber}/dissolution (`register.dissolve`: the registrar, the
 *   Registrar General, a district office on its district's entries) `recordDissolutionSchema` → the entry's
 *   details, dissolved by a decree absolute or a death on the evidence uploaded, the change in its history
 *   (issue 30: what lifts the register's refusal of a second marriage). 400 field errors (a day before the
 *   marriage, evidence not the caller's upload); 403; 404 no entry; 409 `ALREADY_DISSOLVED`.
 * Unknown registers answer 404.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { formatDisplayDate } from '#src/domain/dates';
import { isRegisterSlug } from '#src/domain/registers/register-slugs';
import { REGISTER_VIEWS, type RegisterView } from '#src/domain/registers/register-views';
import { recordDissolutionSchema, registerQuerySchema, type MarriageEntry, type RegisterRow } from '#src/domain/schemas/registers';
import { dissolvedByText } from '#src/domain/registers/register-views';
import { dissolveEntry } from '../approval-effects';
import { recordAccess } from '../access-log';
import { todayIso } from '../clock';
import { apiUrl } from '../base-url';
import { csvHeaders, csvTable } from '../csv';
import { db } from '../db';
import { isStaff } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { allMarriageEntries, registerRows } from '../registers/sources';
import { searchReportPreview } from '#mocks/services/record-search/record-search.mock';
import { visibleApplication } from './applications';
import { fail, handle, ok, readPayload, requirePermission, requireUser, validateQuery } from './shared';
import type { z } from 'zod';

type Query = z.output<typeof registerQuerySchema>;

/** The message of an unknown register or entry. */
export const REGISTER_MESSAGES = {
  noRegister: 'There is no such register.',
  noEntry: 'No entry of the register of marriages has this number.',
  badSort: 'The register cannot be sorted by that column.',
  noSearch: 'This application is not a complete search request.',
  otherDistrictEntry: 'This entry is of another district: its dissolution is recorded by that district’s registrar.',
  alreadyDissolved: (entryNumber: string, on: string, by: string) =>
    `Entry ${entryNumber} is already dissolved (on ${on}, ${by.charAt(0).toLowerCase()}${by.slice(1)}).`,
} as const;

async function staffReader(request: Request) {
  const user = await requireUser(request);
  if (!(isStaff(user) && may(user, 'applications.review')))
    return { user: null, refusal: fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden }) };
  return { user, refusal: null };
}

/**
 * The rows of a register a query selects, in its order.
 * @param view - the register.
 * @param query - the parsed query.
 * @returns the rows, or a 400 response when the sort key is not a column.
 */
export function selectRows(view: RegisterView, query: Query): RegisterRow[] | Response {
  const sortKey = query.sort ?? view.defaultSort.key;
  if (!view.columns.some((c) => c.key === sortKey)) return fail(400, REGISTER_MESSAGES.badSort, { code: MOCK_ERROR_CODES.validation });
  const dir = query.dir ?? (query.sort ? 'asc' : view.defaultSort.dir);
  const keys = view.columns.map((c) => c.key);
  const text = query.q?.toLowerCase() ?? '';
  const district = query.district?.toLowerCase() ?? '';
  const { filters } = view;
  const rows = registerRows(view.slug).filter((row) => {
    const v = row.values;
    if (district && filters.district && (v[filters.district] ?? '').toLowerCase() !== district) return false;
    if (query.code && filters.code && v[filters.code.key] !== query.code) return false;
    if (filters.dates) {
      const day = v[filters.dates.key] ?? '';
      if (query.from && !(day >= query.from)) return false;
      if (query.to && !(day && day <= query.to)) return false;
    }
    return !text || keys.some((k) => (v[k] ?? '').toLowerCase().includes(text));
  });
  const first = keys[0] ?? sortKey;
  const sign = dir === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const by = (a.values[sortKey] ?? '').localeCompare(b.values[sortKey] ?? '');
    return by !== 0 ? by * sign : (a.values[first] ?? '').localeCompare(b.values[first] ?? '');
  });
}

/** A row's cells as people read them (dates dd-mm-yyyy, codes in words). */
function cellsOf(view: RegisterView, row: RegisterRow): string[] {
  return view.columns.map((c) => {
    const value = row.values[c.key] ?? '';
    if (c.kind === 'date') return value ? formatDisplayDate(value) : '';
    if (c.kind === 'code') return c.labels?.[value] ?? value;
    return value;
  });
}

/** An entry with its history (oldest change first) and the documents issued on it (`MarriageEntryDetails`). */
function entryDetails(entry: MarriageEntry) {
  const history = db.registerChanges
    .findMany((q) => q.where({ entryNumber: entry.entryNumber }))
    .sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  const documents = db.issuedDocuments
    .findMany((q) => q.where({ number: entry.entryNumber }))
    .map((d) => ({ code: d.code, title: d.title, number: d.number, issuedAt: d.issuedAt, status: d.status }));
  return { entry, history, documents };
}

/** Handlers of the back office's registers. */
export const backofficeRegistersHandlers = [
  http.get(
    apiUrl('/applications/:id/search-report'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const entry = visibleApplication(user, String(params?.id ?? ''));
      if (!(isStaff(user) && may(user, 'applications.review')))
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const fields = entry.record.serviceType === 'SEARCH_REQUESTS' ? searchReportPreview(entry.record) : null;
      if (!fields) return fail(404, REGISTER_MESSAGES.noSearch, { code: MOCK_ERROR_CODES.notFound });
      return ok({ fields });
    }),
  ),
  http.get(
    apiUrl('/backoffice/registers/marriage/:entryNumber'),
    handle(async ({ request, params }) => {
      const { user, refusal } = await staffReader(request);
      if (refusal) return refusal;
      const wanted = String(params?.entryNumber ?? '')
        .trim()
        .toUpperCase();
      const entry = allMarriageEntries().find((e) => e.entryNumber === wanted);
      if (!entry) return fail(404, REGISTER_MESSAGES.noEntry, { code: MOCK_ERROR_CODES.notFound });
      // Opening an entry's page is written in the access log (issue 31 §3), under the application that made it.
      await recordAccess(user, { kind: 'REGISTER_ENTRY', entry });
      return ok(entryDetails(entry));
    }),
  ),
  http.post(
    apiUrl('/backoffice/registers/marriage/:entryNumber/dissolution'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      requirePermission(isStaff(user) && may(user, 'register.dissolve'));
      const wanted = String(params?.entryNumber ?? '')
        .trim()
        .toUpperCase();
      const entry = db.marriageRegister.findFirst((q) => q.where({ entryNumber: wanted }));
      if (!entry) return fail(404, REGISTER_MESSAGES.noEntry, { code: MOCK_ERROR_CODES.notFound });
      if (user.accountType === 'ADMIN_UNIT' && entry.district.toLowerCase() !== (user.district ?? '').toLowerCase()) {
        return fail(403, REGISTER_MESSAGES.otherDistrictEntry, { code: MOCK_ERROR_CODES.forbidden });
      }
      const body = await readPayload(request, recordDissolutionSchema(todayIso()));
      const errors: Record<string, string> = {};
      if (body.date < entry.dateOfMarriage)
        errors.date = `The day it ended must be on or after the day of the marriage (${formatDisplayDate(entry.dateOfMarriage)})`;
      const evidence = body.evidence;
      const upload = evidence ? db.uploads.findFirst((q) => q.where({ id: evidence.id })) : undefined;
      if (!evidence || upload?.ownerId !== user.userId) errors.evidence = MOCK_MESSAGES.notYourDocument;
      if (Object.keys(errors).length > 0) return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors });
      if (entry.status !== 'SUBSISTING') {
        return fail(
          409,
          REGISTER_MESSAGES.alreadyDissolved(entry.entryNumber, formatDisplayDate(entry.dissolvedAt ?? ''), dissolvedByText(entry)),
          { code: MOCK_ERROR_CODES.alreadyDissolved },
        );
      }
      const label = body.kind === 'DECREE_ABSOLUTE' ? 'Decree absolute' : 'Death certificate';
      const dissolved = await dissolveEntry(entry, {
        how: body.kind,
        on: body.date,
        by: body.reference,
        reason: [`${label} ${body.reference}, brought to the registry`, body.note].filter(Boolean).join('. '),
        officer: { userId: user.userId, name: `${user.givenName} ${user.surname}` },
        application: null,
        evidence,
      });
      return ok(entryDetails(dissolved));
    }),
  ),
  http.get(
    apiUrl('/backoffice/registers/:slug/export'),
    handle(async ({ request, params }) => {
      const { refusal } = await staffReader(request);
      if (refusal) return refusal;
      const slug = String(params?.slug ?? '');
      if (!isRegisterSlug(slug)) return fail(404, REGISTER_MESSAGES.noRegister, { code: MOCK_ERROR_CODES.notFound });
      const view = REGISTER_VIEWS[slug];
      const rows = selectRows(view, validateQuery(registerQuerySchema, request));
      if (rows instanceof Response) return rows;
      return new Response(
        csvTable(
          view.columns.map((c) => c.label),
          rows.map((row) => cellsOf(view, row)),
        ),
        { headers: csvHeaders(view.fileName) },
      );
    }),
  ),
  http.get(
    apiUrl('/backoffice/registers/:slug'),
    handle(async ({ request, params }) => {
      const { refusal } = await staffReader(request);
      if (refusal) return refusal;
      const slug = String(params?.slug ?? '');
      if (!isRegisterSlug(slug)) return fail(404, REGISTER_MESSAGES.noRegister, { code: MOCK_ERROR_CODES.notFound });
      const query = validateQuery(registerQuerySchema, request);
      const rows = selectRows(REGISTER_VIEWS[slug], query);
      if (rows instanceof Response) return rows;
      const start = (query.page - 1) * query.pageSize;
      return ok({ items: rows.slice(start, start + query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize });
    }),
  ),
];
