/**
 * One generic handler for every settings resource (issue 11 "Settings"; src/domain/settings/
 * settings-resources.ts): each resource is an adapter to its collection, and the calls are the same —
 * - GET /settings/{slug}?q=&includeInactive=true (ADMIN) → the items, active first, by name;
 * - POST /settings/{slug} (ADMIN; resources that may be made) → 201 the item;
 * - PUT /settings/{slug}/{id} (ADMIN) → the item; 400 field errors by the resource's schema;
 * - POST /settings/{slug}/{id}/deactivate and …/reactivate (ADMIN; resources that may be) → the item;
 * - GET /settings/{slug}/changes?itemId= (ADMIN) → the audited changes, newest first.
 * Nothing is ever deleted. Every change writes one `settingsChanges` row per field changed.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import type { DenominationConfig, Diocese, Stamp } from '#src/domain/schemas/reference-lists';
import {
  serviceLabelOf,
  settingsChangesQuerySchema,
  settingsListQuerySchema,
  settingsResource,
  STAMP_IMAGE_TYPES,
  type SettingsItem,
  type SettingsResource,
  type SettingsSlug,
} from '#src/domain/settings/settings-resources';
import { resolveDistrictName } from '../accounts';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import { db, type UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { newId } from '../random';
import { fail, handle, ok, readJson, requirePermission, requireUser, validate, validateQuery } from './shared';

/** How the generic handler reaches one resource's collection. */
interface SettingsAdapter {
  list: () => SettingsItem[];
  create?: (values: Record<string, unknown>) => Promise<SettingsItem>;
  update: (id: string, change: (item: Record<string, unknown>) => void) => Promise<SettingsItem | null>;
  /**
   * The resource's own rules on the form's values, beyond its schema: throws a 400 `fail` with field
   * errors. `before` is the item changed, or null for a new one.
   */
  check?: (values: Record<string, unknown>, before: SettingsItem | null) => void;
  /** Why an item cannot be made active, or null when it can (e.g. a billable with no price list item). */
  activationProblem?: (item: SettingsItem) => string | null;
  /** At most one item is active: making one active sets the others aside (the certification stamps). */
  exclusive?: boolean;
}

/** What the adapters need of an @msw/data collection whose records have an `id`. */
interface CollectionById {
  findFirst(predicate: (q: { where: (match: { id: string }) => unknown }) => unknown): object | undefined;
  update(record: object, options: { data: (draft: Record<string, unknown>) => void }): Promise<object | undefined>;
}

/**
 * Change the record of an id in a collection.
 * @param collection - e.g. db.countries.
 * @param id - the record's id.
 * @param change - writes the change on the draft.
 * @param view - the record as the list shows it (default: its properties).
 * @returns the changed item, or null when there is no such record.
 */
async function changeIn(
  collection: unknown,
  id: string,
  change: (draft: Record<string, unknown>) => void,
  view: (record: Record<string, unknown>) => SettingsItem = (r) => ({ ...r }) as SettingsItem,
): Promise<SettingsItem | null> {
  const records = collection as CollectionById;
  const record = records.findFirst((q) => q.where({ id }));
  if (!record) return null;
  const updated = await records.update(record, { data: change });
  return updated ? view(updated as Record<string, unknown>) : null;
}

/** A 400 with one field's error. */
function fieldError(name: string, message: string): Response {
  return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { [name]: message } });
}

/** An id from a name: "diocese-namirembe-diocese". */
function slugId(prefix: string, name: string, taken: (id: string) => boolean): string {
  const stem = `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  let id = stem;
  for (let n = 2; taken(id); n += 1) id = `${stem}-${n}`;
  return id;
}

/** A billable as the list shows it: its service's label, its item's name and fee. */
function billableView(b: Record<string, unknown>): SettingsItem {
  const price = typeof b.priceItem === 'string' ? db.prices.findFirst((q) => q.where({ id: b.priceItem as string })) : undefined;
  return {
    ...(b as SettingsItem),
    serviceName: serviceLabelOf(String(b.serviceType)),
    priceItemName: price?.item ?? '(none)',
    amountUgx: price?.amountUgx ?? null,
  };
}

/** A diocese as the list shows it, with its denomination's name. */
function dioceseView(d: Record<string, unknown>): SettingsItem {
  const denomination = db.denominationConfigs.findFirst((q) => q.where({ id: d.denomination as DenominationConfig['id'] }));
  return { ...(d as SettingsItem), denominationName: denomination?.name ?? String(d.denomination) };
}

const ADAPTERS: Readonly<Record<SettingsSlug, SettingsAdapter>> = {
  'certificate-stamp': {
    list: () => db.stamps.findMany().map((s) => ({ ...s })),
    create: async (values) => {
      const stamp = await db.stamps.create({
        id: newId('stamp'),
        name: String(values.name),
        image: values.image as Stamp['image'],
        active: true,
      });
      return { ...stamp };
    },
    update: (id, change) => changeIn(db.stamps, id, change),
    exclusive: true,
  },
  'service-costs': {
    list: () => db.prices.findMany().map((p) => ({ ...p, active: true })),
    update: (id, change) =>
      changeIn(
        db.prices,
        id,
        (draft) => {
          change(draft);
          // A fee set by the registry is a published fee, no longer seeded demo data (DOMAIN.md §4).
          draft.demo = false;
        },
        (p) => ({ ...p, active: true }) as SettingsItem,
      ),
  },
  billables: {
    list: () => db.billables.findMany().map((b) => billableView(b)),
    update: (id, change) => changeIn(db.billables, id, change, billableView),
    check: (values, before) => {
      const price = db.prices.findFirst((q) => q.where({ id: String(values.priceItem) }));
      if (!price || price.serviceType !== before?.serviceType)
        throw fieldError('priceItem', 'Choose one of this service’s price list items');
    },
    activationProblem: (item) => (item.priceItem ? null : 'Choose the price list item it is billed by first (Change)'),
  },
  'tax-heads': {
    list: () => db.taxHeads.findMany().map((h) => ({ ...h })),
    create: async (values) => {
      const head = await db.taxHeads.create({ id: newId('tax'), code: String(values.code), name: String(values.name), active: true });
      return { ...head };
    },
    update: (id, change) => changeIn(db.taxHeads, id, change),
    check: (values, before) => {
      if (!before && db.taxHeads.findFirst((q) => q.where({ code: String(values.code) })))
        throw fieldError('code', 'A tax head has this code already');
    },
  },
  diocese: {
    list: () => db.dioceses.findMany().map((d) => dioceseView(d)),
    create: async (values) => {
      const id = slugId('diocese', String(values.name), (taken) => db.dioceses.findFirst((q) => q.where({ id: taken })) !== undefined);
      const diocese = await db.dioceses.create({
        id,
        name: String(values.name),
        denomination: values.denomination as Diocese['denomination'],
        district: String(values.district),
        active: true,
      });
      return dioceseView(diocese);
    },
    update: (id, change) => changeIn(db.dioceses, id, change, dioceseView),
    check: (values) => {
      const denomination = db.denominationConfigs.findFirst((q) => q.where({ id: values.denomination as DenominationConfig['id'] }));
      if (!denomination?.dioceses) throw fieldError('denomination', 'Choose a denomination organised in dioceses (Church settings)');
    },
  },
  'marriage-rooms': {
    list: () => db.marriageRooms.findMany().map((r) => ({ ...r })),
    create: async (values) => {
      const district = String(values.district);
      const stem = `room-${district.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      let n = 1;
      while (db.marriageRooms.findFirst((q) => q.where({ id: `${stem}-${n}` }))) n += 1;
      const room = await db.marriageRooms.create({
        ...(values as Omit<SettingsItem, 'id' | 'active'>),
        id: `${stem}-${n}`,
        active: true,
      } as never);
      return { ...room };
    },
    update: (id, change) => changeIn(db.marriageRooms, id, change),
  },
  'service-tax-heads': {
    list: () => db.prices.findMany().map((p) => serviceTaxHeadView(p)),
    update: (id, change) => changeIn(db.prices, id, change, serviceTaxHeadView),
    check: (values) => {
      const head = db.taxHeads.findFirst((q) => q.where({ code: String(values.taxHead) }));
      if (!head?.active) throw fieldError('taxHead', 'Choose an active tax head');
    },
  },
  'marriage-configs': {
    list: () => db.marriageConfigs.findMany().map((c) => ({ ...c })),
    update: (id, change) => changeIn(db.marriageConfigs, id, change),
    check: (values, before) => {
      const value = Number(values.value);
      const min = Number(before?.min);
      const max = Number(before?.max);
      if (value < min || value > max) throw fieldError('value', `The value must be between ${min} and ${max}`);
    },
  },
  'church-configs': {
    list: () => db.denominationConfigs.findMany().map((c) => ({ ...c })),
    update: (id, change) => changeIn(db.denominationConfigs, id, change),
  },
  countries: {
    list: () => db.countries.findMany().map((c) => ({ ...c })),
    create: async (values) => {
      const code = String(values.code);
      const country = await db.countries.create({ id: `country-${code.toLowerCase()}`, code, name: String(values.name), active: true });
      return { ...country };
    },
    update: (id, change) => changeIn(db.countries, id, change),
    check: (values, before) => {
      if (!before && db.countries.findFirst((q) => q.where({ code: String(values.code) })))
        throw fieldError('code', 'A country has this code already');
    },
  },
};

/** A price list item as the service tax heads list shows it. */
function serviceTaxHeadView(p: Record<string, unknown>): SettingsItem {
  const taxHead = (p.taxHead as string | null) ?? null;
  return { id: String(p.id), serviceType: p.serviceType, item: p.item, taxHead, taxHeadName: taxHeadName(taxHead), active: true };
}

/** How a tax head reads in a list: "142201 Marriage registration fees", or "(none)". */
function taxHeadName(code: string | null): string {
  const head = code ? db.taxHeads.findFirst((q) => q.where({ code })) : undefined;
  return head ? `${head.code} ${head.name}` : code ? code : '(none)';
}

/** A value as the audit trail writes it. */
function written(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.map((v) => written(v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object' && 'name' in value) return written((value as { name: unknown }).name);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

async function audit(
  resource: SettingsResource,
  item: SettingsItem,
  user: UserRecord,
  rows: Array<{ field: string; oldValue: string; newValue: string }>,
): Promise<void> {
  const at = nowIso();
  for (const row of rows) {
    await db.settingsChanges.create({
      id: newId('set'),
      resource: resource.slug,
      itemId: item.id,
      itemName: written(item[resource.nameKey]),
      ...row,
      changedBy: user.userId,
      changedByName: `${user.givenName} ${user.surname}`,
      changedAt: at,
    });
  }
}

/** The resource of a path, or a 404. */
function resourceOf(params: Record<string, unknown> | undefined): SettingsResource {
  const resource = settingsResource(typeof params?.slug === 'string' ? params.slug : '');
  if (!resource) throw fail(404, 'There is no such settings page', { code: MOCK_ERROR_CODES.notFound });
  return resource;
}

/**
 * The caller, when they may keep the resource: the administrator, or those it is also for (finance keeps the
 * price list); else 403.
 */
async function requireKeeper(request: Request, resource: SettingsResource): Promise<UserRecord> {
  const user = await requireUser(request);
  requirePermission(may(user, 'settings') || (resource.alsoFor !== undefined && may(user, resource.alsoFor)));
  return user;
}

/**
 * The form's values, validated by the resource's schema and its adapter's rules; a district is written as
 * the list names it, and an image must be a PNG or JPEG the caller uploaded.
 * @param before - the item changed, or null for a new one.
 */
async function valuesOf(
  request: Request,
  resource: SettingsResource,
  user: UserRecord,
  before: SettingsItem | null,
): Promise<Record<string, unknown>> {
  const values = validate(resource.schema(), await readJson(request));
  ADAPTERS[resource.slug].check?.(values, before);
  if ('district' in values) {
    const district = resolveDistrictName(String(values.district));
    if (!district) throw fieldError('district', MOCK_MESSAGES.unknownDistrict);
    values.district = district;
  }
  for (const field of resource.fields.filter((f) => f.kind === 'image')) {
    const ref = values[field.name] as { id?: string } | null | undefined;
    // A fixed image (a stamp's) is sent back unchanged with the item's other values: keep it as stored.
    const kept = before && field.fixed ? (before[field.name] as { id?: string } | null | undefined) : undefined;
    if (kept?.id && ref?.id === kept.id) {
      values[field.name] = kept;
      continue;
    }
    const upload = ref?.id ? db.uploads.findFirst((q) => q.where({ id: String(ref.id) })) : undefined;
    if (!upload || upload.ownerId !== user.userId) throw fieldError(field.name, 'Upload the image again: the file was not found');
    if (!(STAMP_IMAGE_TYPES as readonly string[]).includes(upload.type))
      throw fieldError(field.name, 'The stamp must be a PNG or JPEG image');
    values[field.name] = { id: upload.id, name: upload.name, type: upload.type, size: upload.size };
  }
  return values;
}

/**
 * Set aside the other active items of a resource where only one may be active (the stamps), auditing each.
 * @param kept - the item just made active.
 */
async function setAsideOthers(resource: SettingsResource, kept: SettingsItem, user: UserRecord): Promise<void> {
  const adapter = ADAPTERS[resource.slug];
  if (!adapter.exclusive) return;
  for (const other of adapter.list().filter((i) => i.active && i.id !== kept.id)) {
    const item = await adapter.update(other.id, (draft) => {
      draft.active = false;
    });
    if (item) await audit(resource, item, user, [{ field: 'Active', oldValue: 'Yes', newValue: 'No' }]);
  }
}

function idOf(params: Record<string, unknown> | undefined): string {
  return typeof params?.id === 'string' ? params.id : '';
}

function notFound(resource: SettingsResource): Response {
  return fail(404, `There is no such ${resource.itemName}`, { code: MOCK_ERROR_CODES.notFound });
}

/** Handlers of the settings' calls. */
export const settingsHandlers = [
  http.get(
    apiUrl('/settings/:slug/changes'),
    handle(async ({ request, params }) => {
      const resource = resourceOf(params);
      await requireKeeper(request, resource);
      const { itemId } = validateQuery(settingsChangesQuerySchema, request);
      const rows = db.settingsChanges
        .findMany((q) => q.where((c) => c.resource === resource.slug && (!itemId || c.itemId === itemId)))
        .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id.localeCompare(a.id));
      return ok(rows);
    }),
  ),

  http.get(
    apiUrl('/settings/:slug'),
    handle(async ({ request, params }) => {
      const resource = resourceOf(params);
      await requireKeeper(request, resource);
      const query = validateQuery(settingsListQuerySchema, request);
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const inactive = query.includeInactive === 'true';
      const items = ADAPTERS[resource.slug]
        .list()
        .filter((item) => inactive || item.active)
        .filter((item) => {
          const text = resource.searchKeys
            .map((k) => written(item[k]))
            .join(' ')
            .toLowerCase();
          return words.every((w) => text.includes(w));
        })
        .sort((a, b) => Number(b.active) - Number(a.active) || written(a[resource.nameKey]).localeCompare(written(b[resource.nameKey])));
      return ok(items);
    }),
  ),

  http.post(
    apiUrl('/settings/:slug'),
    handle(async ({ request, params }) => {
      const resource = resourceOf(params);
      const user = await requireKeeper(request, resource);
      const create = ADAPTERS[resource.slug].create;
      if (!resource.canCreate || !create)
        return fail(405, `A new ${resource.itemName} cannot be made here`, { code: MOCK_ERROR_CODES.forbidden });
      const item = await create(await valuesOf(request, resource, user, null));
      await audit(resource, item, user, [{ field: 'Made', oldValue: '(none)', newValue: written(item[resource.nameKey]) }]);
      await setAsideOthers(resource, item, user);
      return ok(item, 201);
    }),
  ),

  http.put(
    apiUrl('/settings/:slug/:id'),
    handle(async ({ request, params }) => {
      const resource = resourceOf(params);
      const user = await requireKeeper(request, resource);
      const before = ADAPTERS[resource.slug].list().find((i) => i.id === idOf(params));
      if (!before) return notFound(resource);
      if (resource.canChange && !resource.canChange(before))
        return fail(405, `${written(before[resource.nameKey])} is set by law and cannot be changed here`, {
          code: MOCK_ERROR_CODES.forbidden,
        });
      const values = await valuesOf(request, resource, user, before);
      const editable = resource.fields.filter((f) => !f.fixed);
      const item = await ADAPTERS[resource.slug].update(before.id, (draft) => {
        for (const field of editable) if (field.name in values) draft[field.name] = values[field.name];
      });
      if (!item) return notFound(resource);
      const rows = editable
        .filter((f) => written(before[f.name]) !== written(item[f.name]))
        .map((f) => ({ field: f.label, oldValue: written(before[f.name]), newValue: written(item[f.name]) }));
      await audit(resource, item, user, rows);
      return ok(item);
    }),
  ),

  ...(['deactivate', 'reactivate'] as const).map((action) =>
    http.post(
      apiUrl(`/settings/:slug/:id/${action}`),
      handle(async ({ request, params }) => {
        const resource = resourceOf(params);
        const user = await requireKeeper(request, resource);
        if (!resource.canDeactivate) return fail(405, `A ${resource.itemName} cannot be deactivated`, { code: MOCK_ERROR_CODES.forbidden });
        const before = ADAPTERS[resource.slug].list().find((i) => i.id === idOf(params));
        if (!before) return notFound(resource);
        const active = action === 'reactivate';
        const problem = active && !before.active ? ADAPTERS[resource.slug].activationProblem?.(before) : null;
        if (problem) return fail(409, problem, { code: MOCK_ERROR_CODES.illegalTransition });
        const item = await ADAPTERS[resource.slug].update(before.id, (draft) => {
          draft.active = active;
        });
        if (!item) return notFound(resource);
        if (before.active !== active)
          await audit(resource, item, user, [{ field: 'Active', oldValue: before.active ? 'Yes' : 'No', newValue: active ? 'Yes' : 'No' }]);
        if (active) await setAsideOthers(resource, item, user);
        return ok(item);
      }),
    ),
  ),
];
