/**
 * The registry's settings, one set of calls for every resource (issue 11 "Settings";
 * src/domain/settings/settings-resources.ts; mocks/handlers/settings.ts). ADMIN only.
 */
import type { SettingsChange, SettingsItem, SettingsSlug } from '../domain/settings/settings-resources';
import { call } from './client';

/**
 * GET /settings/{slug}: the items, active first, by name.
 * @param slug - the resource.
 * @param query - `q` words to find, `includeInactive` to list deactivated items too.
 * @throws ApiError on failure (403 for anyone but an administrator).
 */
export function fetchSettings(slug: SettingsSlug, query: { q?: string; includeInactive?: boolean }): Promise<SettingsItem[]> {
  return call('listSettings', {
    path: { slug },
    query: { q: query.q || undefined, includeInactive: query.includeInactive ? 'true' : undefined },
  });
}

/**
 * POST /settings/{slug} (a new item) or PUT /settings/{slug}/{id} (a change), with the form's values.
 * @throws ApiError on failure (400 field errors by the resource's rules).
 */
export function saveSetting(slug: SettingsSlug, id: string | null, values: Record<string, unknown>): Promise<SettingsItem> {
  return id ? call('changeSetting', { path: { slug, id }, body: values }) : call('createSetting', { path: { slug }, body: values });
}

/**
 * POST /settings/{slug}/{id}/deactivate or …/reactivate: never deleted, only set aside.
 * @throws ApiError on failure.
 */
export function setSettingActive(slug: SettingsSlug, id: string, active: boolean): Promise<SettingsItem> {
  return call(active ? 'reactivateSetting' : 'deactivateSetting', { path: { slug, id } });
}

/**
 * GET /settings/{slug}/changes?itemId=: an item's audited changes, newest first.
 * @throws ApiError on failure.
 */
export function fetchSettingChanges(slug: SettingsSlug, itemId: string): Promise<SettingsChange[]> {
  return call('listSettingChanges', { path: { slug }, query: { itemId } });
}
