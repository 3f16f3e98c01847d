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
import { may } from '../../src/domain/access';
import { settingsResource, type SettingsItem, type SettingsResource, type SettingsSlug } from '../../src/domain/settings/settings-resources';
import { resolveDistrictName } from '../accounts';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import { db, type UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { newId } from '../random';
import { fail, handle, ok, readJson, requirePermission, requireUser, validate } from './shared';

/** How the generic handler reaches one resource's collection. */
interface SettingsAdapter {
  list: () => SettingsItem[];
  create?: (values: Record<string, unknown>) => Promise<SettingsItem>;
  update: (id: string, change: (item: Record<string, unknown>) => void) => Promise<SettingsItem | null>;
}

const ADAPTERS: Readonly<Record<SettingsSlug, SettingsAdapter>> = {
  'marriage-rooms': {
    list: () => db.marriageRooms.findMany().map((r) => ({ ...r })),
    create: async (values) => {
      const district = String(values.district);
      const taken = new Set(db.marriageRooms.findMany().map((r) => r.id));
      const stem = `room-${district.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      let n = 1;
      while (taken.has(`${stem}-${n}`)) n += 1;
      const room = await db.marriageRooms.create({ ...(values as Omit<SettingsItem, 'id' | 'active'>), id: `${stem}-${n}`, active: true } as never);
      return { ...room };
    },
    update: async (id, change) => {
      const room = db.marriageRooms.findFirst((q) => q.where({ id }));
      if (!room) return null;
      const updated = await db.marriageRooms.update(room, { data: (draft) => change(draft as unknown as Record<string, unknown>) });
      return updated ? { ...updated } : null;
    },
  },
  'service-costs': {
    list: () => db.prices.findMany().map((p) => ({ ...p, active: true })),
    update: async (id, change) => {
      const price = db.prices.findFirst((q) => q.where({ id }));
      if (!price) return null;
      const updated = await db.prices.update(price, {
        data: (draft) => {
          change(draft as unknown as Record<string, unknown>);
          // A fee set by the registry is a published fee, no longer seeded demo data (DOMAIN.md §4).
          draft.demo = false;
        },
      });
      return updated ? { ...updated, active: true } : null;
    },
  },
  'tax-heads': {
    list: () => db.taxHeads.findMany().map((h) => ({ ...h })),
    create: async (values) => {
      if (db.taxHeads.findFirst((q) => q.where({ code: String(values.code) }))) {
        throw fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { code: 'A tax head has this code already' } });
      }
      const head = await db.taxHeads.create({ id: newId('tax'), code: String(values.code), name: String(values.name), active: true });
      return { ...head };
    },
    update: async (id, change) => {
      const head = db.taxHeads.findFirst((q) => q.where({ id }));
      if (!head) return null;
      const updated = await db.taxHeads.update(head, { data: (draft) => change(draft as unknown as Record<string, unknown>) });
      return updated ? { ...updated } : null;
    },
  },
  'service-tax-heads': {
    list: () => db.prices.findMany().map((p) => ({ id: p.id, serviceType: p.serviceType, item: p.item, taxHead: p.taxHead, taxHeadName: taxHeadName(p.taxHead), active: true })),
    update: async (id, change) => {
      const price = db.prices.findFirst((q) => q.where({ id }));
      if (!price) return null;
      const updated = await db.prices.update(price, { data: (draft) => change(draft as unknown as Record<string, unknown>) });
      return updated ? { id: updated.id, serviceType: updated.serviceType, item: updated.item, taxHead: updated.taxHead, taxHeadName: taxHeadName(updated.taxHead), active: true } : null;
    },
  },
};

/** How a tax head reads in a list: "142201 Marriage registration fees", or "(none)". */
function taxHeadName(code: string | null): string {
  const head = code ? db.taxHeads.findFirst((q) => q.where({ code })) : undefined;
  return head ? `${head.code} ${head.name}` : code ? code : '(none)';
}

/** A value as the audit trail writes it. */
function written(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.map((v) => written(v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

async function audit(resource: SettingsResource, item: SettingsItem, user: UserRecord, rows: Array<{ field: string; oldValue: string; newValue: string }>): Promise<void> {
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

/** The form's values, validated by the resource's schema; a district is written as the list names it. */
async function valuesOf(request: Request, resource: SettingsResource): Promise<Record<string, unknown>> {
  const values = validate(resource.schema(), await readJson(request));
  if (resource.slug === 'service-tax-heads') {
    const head = db.taxHeads.findFirst((q) => q.where({ code: String(values.taxHead) }));
    if (!head?.active) throw fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { taxHead: 'Choose an active tax head' } });
  }
  if ('district' in values) {
    const district = resolveDistrictName(String(values.district));
    if (!district) throw fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { district: MOCK_MESSAGES.unknownDistrict } });
    values.district = district;
  }
  return values;
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
      const itemId = new URL(request.url).searchParams.get('itemId');
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
      const query = new URL(request.url).searchParams;
      const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const inactive = query.get('includeInactive') === 'true';
      const items = ADAPTERS[resource.slug]
        .list()
        .filter((item) => inactive || item.active)
        .filter((item) => {
          const text = resource.searchKeys.map((k) => written(item[k])).join(' ').toLowerCase();
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
      if (!resource.canCreate || !create) return fail(405, `A new ${resource.itemName} cannot be made here`, { code: MOCK_ERROR_CODES.forbidden });
      const item = await create(await valuesOf(request, resource));
      await audit(resource, item, user, [{ field: 'Made', oldValue: '(none)', newValue: written(item[resource.nameKey]) }]);
      return ok(item, 201);
    }),
  ),

  http.put(
    apiUrl('/settings/:slug/:id'),
    handle(async ({ request, params }) => {
      const resource = resourceOf(params);
      const user = await requireKeeper(request, resource);
      const values = await valuesOf(request, resource);
      const before = ADAPTERS[resource.slug].list().find((i) => i.id === idOf(params));
      if (!before) return notFound(resource);
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
        const item = await ADAPTERS[resource.slug].update(before.id, (draft) => {
          draft.active = active;
        });
        if (!item) return notFound(resource);
        if (before.active !== active) await audit(resource, item, user, [{ field: 'Active', oldValue: before.active ? 'Yes' : 'No', newValue: active ? 'Yes' : 'No' }]);
        return ok(item);
      }),
    ),
  ),
];
