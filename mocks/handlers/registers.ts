/**
 * Public registers (DOMAIN.md §6; ours):
 * - GET /registers/licensed-places?q=&district= (public) → the places of worship whose public place
 *   licence (PUBLIC_PLACE_LICENSING) the Minister granted (status Approved), sorted by name. Only what
 *   the licence makes public: licence number, name, denomination, building address, district, date
 *   granted.
 * - GET /institution/places (an organisation account) → the licensed places it files church marriage
 *   returns for (mocks/places.ts `placesOf`), sorted by name; [] when none (issue 8).
 * - GET /institution/registry?q=&page=&pageSize= (an organisation account) → a page of the entries of the
 *   register of marriages it filed, newest first; `q` matches a party's name, the entry number, the
 *   place or the application's reference (docs/decisions/014-returns-and-organisations.md).
 * - GET /institution/registry/export?q= → the same entries, all of them, as CSV (text/csv).
 * - GET /applications/{id}/duplicates (whoever may review it) → the duplicate-marriage check: the
 *   subsisting registered marriages of the parties it names (DOMAIN.md §6).
 * - GET /users/me/subsisting-marriages (an applicant: `applications.own`) → the subsisting marriages of the
 *   caller's own NIN, oldest first (`OwnSubsistingMarriage`: entry number, form, date, place, district); [] when
 *   none or no NIN is linked yet. The marital status letter's form asks before anything else (issue 30).
 */
import { http } from 'msw';
import { csvHeaders, csvTable } from '../csv';
import { licensedPlacesQuerySchema } from '#src/domain/schemas/registers';
import { licensedPlaces, placesOf } from '../places';
import { apiUrl } from '../base-url';
import { fail, handle, ok, requireUser, validateQuery } from './shared';
import { institutionRegistryQuerySchema, subsistingMarriagesOf, type MarriageEntry } from '#src/domain/schemas/registers';
import { db } from '../db';
import { duplicateMarriagesOf, entriesFiledBy } from '../approval-effects';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { visibleApplication } from './applications';
import { isStaff } from '../lifecycle';
import { may } from '#src/domain/access';

/** Handlers of the public registers. */
export const registersHandlers = [
  http.get(
    apiUrl('/registers/licensed-places'),
    handle(({ request }) => {
      const query = validateQuery(licensedPlacesQuerySchema, request);
      const q = query.q?.toLowerCase() ?? '';
      const district = query.district?.toLowerCase() ?? '';
      return ok(
        licensedPlaces().filter((p) => (!q || p.name.toLowerCase().includes(q)) && (!district || p.district.toLowerCase() === district)),
      );
    }),
  ),

  http.get(
    apiUrl('/institution/places'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (user.accountType !== 'ORGANIZATION') return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      return ok(placesOf(user));
    }),
  ),

  http.get(
    apiUrl('/institution/registry'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (user.accountType !== 'ORGANIZATION') return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const query = validateQuery(institutionRegistryQuerySchema, request);
      const items = matching(entriesFiledBy(user.userId), query.q);
      const start = (query.page - 1) * query.pageSize;
      return ok({ items: items.slice(start, start + query.pageSize), total: items.length, page: query.page, pageSize: query.pageSize });
    }),
  ),
  http.get(
    apiUrl('/institution/registry/export'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (user.accountType !== 'ORGANIZATION') return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const query = validateQuery(institutionRegistryQuerySchema, request);
      return new Response(registerCsv(matching(entriesFiledBy(user.userId), query.q)), {
        headers: csvHeaders('register-of-marriages.csv'),
      });
    }),
  ),
  http.get(
    apiUrl('/users/me/subsisting-marriages'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!may(user, 'applications.own')) return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const nin = user.idNumber?.trim().toUpperCase();
      const entries = nin ? subsistingMarriagesOf(db.marriageRegister.all(), [nin]) : [];
      return ok(
        entries.map(({ entryNumber, regime, dateOfMarriage, place, district }) => ({
          entryNumber,
          regime,
          dateOfMarriage,
          place,
          district,
        })),
      );
    }),
  ),
  http.get(
    apiUrl('/applications/:id/duplicates'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const id = typeof params?.id === 'string' ? params.id : '';
      const entry = visibleApplication(user, id);
      if (!(isStaff(user) && may(user, 'applications.review')) && !may(user, 'returns.kadhi')) {
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      }
      return ok(duplicateMarriagesOf(entry.record));
    }),
  ),
];

/** The entries a free-text search matches: a party's name, the entry number, the place or the reference. */
function matching(entries: MarriageEntry[], q: string | undefined): MarriageEntry[] {
  const text = q?.trim().toLowerCase() ?? '';
  if (!text) return entries;
  return entries.filter((e) =>
    [e.partyOne.name, e.partyTwo.name, e.entryNumber, e.place, e.applicationReference].some((v) => v.toLowerCase().includes(text)),
  );
}

/**
 * Entries of the register as CSV (RFC 4180, CRLF line ends), with a header row.
 * @param entries - the entries.
 */
export function registerCsv(entries: readonly MarriageEntry[]): string {
  const header = [
    'Entry number',
    'Date of marriage',
    'First party',
    'Second party',
    'Place',
    'District',
    'Celebrant',
    'Status',
    'Registered on',
    'Application reference',
  ];
  const rows = entries.map((e) => [
    e.entryNumber,
    e.dateOfMarriage,
    e.partyOne.name,
    e.partyTwo.name,
    e.place,
    e.district,
    e.celebrant,
    e.status === 'SUBSISTING' ? 'Subsisting' : 'Dissolved',
    e.registeredAt.slice(0, 10),
    e.applicationReference,
  ]);
  return csvTable(header, rows);
}
