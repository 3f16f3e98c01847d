/**
 * The public reference lists the forms offer (issue 11 "Settings"; src/domain/schemas/reference-lists.ts):
 * GET /reference/{list} (public, like GET /districts) → the active items as `{ value, label, group }[]`,
 * by label. The registry keeps them at /backoffice/settings/countries, church-configs and diocese.
 * - countries: value and label the country's name; group its ISO code;
 * - denominations: value the code, label the name; group "dioceses" when organised in dioceses, else null;
 * - dioceses: value and label the name; group the denomination's code.
 */
import { http } from 'msw';
import { REFERENCE_LISTS, type ReferenceItem, type ReferenceList } from '#src/domain/schemas/reference-lists';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { MOCK_ERROR_CODES } from '../messages';
import { fail, handle, ok } from './shared';

/**
 * The active items of a reference list.
 * @param list - the list.
 * @returns its items, by label.
 */
export function referenceItems(list: ReferenceList): ReferenceItem[] {
  const items: ReferenceItem[] =
    list === 'countries'
      ? db.countries.findMany((q) => q.where({ active: true })).map((c) => ({ value: c.name, label: c.name, group: c.code }))
      : list === 'denominations'
        ? db.denominationConfigs
            .findMany((q) => q.where({ active: true }))
            .map((d) => ({ value: d.id, label: d.name, group: d.dioceses ? 'dioceses' : null }))
        : db.dioceses.findMany((q) => q.where({ active: true })).map((d) => ({ value: d.name, label: d.name, group: d.denomination }));
  return items.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Whether an answer is an active item of a reference list (the API's check of a submitted form).
 * @param list - the list.
 * @param value - the answer (a name, or a denomination's code).
 */
export function isActiveReference(list: ReferenceList, value: string): boolean {
  return referenceItems(list).some((i) => i.value === value);
}

/** Handlers of the reference lists. */
export const referenceListHandlers = [
  http.get(
    apiUrl('/reference/:list'),
    handle(({ params }) => {
      const list = String(params?.list);
      if (!(REFERENCE_LISTS as readonly string[]).includes(list))
        return fail(404, 'There is no such list', { code: MOCK_ERROR_CODES.notFound });
      return ok(referenceItems(list as ReferenceList));
    }),
  ),
];
