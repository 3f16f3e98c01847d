/**
 * Server state of the settings resources (issue 11 "Settings"; src/domain/settings/settings-resources.ts):
 * the lists, an item's audited changes, and the writes that refresh them. The key values are the ones the
 * settings pages used before: `['settings', slug]` refreshes every list and history of one resource.
 */
import { fetchSettingChanges, fetchSettings, saveSetting, setSettingActive } from '#src/api/settings';
import type { SettingsItem, SettingsSlug } from '#src/domain/settings/settings-resources';
import { queryClient, useAppMutation, useAppQuery } from '../shared/query-client';

/** The keys of settings queries (a prefix refreshes every key below it). */
export const settingsKeys = {
  /** Every settings query. */
  all: ['settings'] as const,
  /** Every list and history of one resource. */
  resource: (slug: SettingsSlug) => ['settings', slug] as const,
  /** One list: the search words and whether inactive items are included. */
  list: (slug: SettingsSlug, q: string, includeInactive: boolean) => ['settings', slug, q, includeInactive] as const,
  /** The audited changes of one item. */
  changes: (slug: SettingsSlug, itemId: string) => ['settings', slug, 'changes', itemId] as const,
};

/**
 * The items of a settings resource (GET /settings/{slug}).
 * @param slug - the resource.
 * @param q - search words ('' for all).
 * @param includeInactive - whether deactivated items are listed too.
 */
export function useSettingsList(slug: SettingsSlug, q = '', includeInactive = false) {
  return useAppQuery({ queryKey: settingsKeys.list(slug, q, includeInactive), queryFn: () => fetchSettings(slug, { q, includeInactive }) });
}

/**
 * The audited changes of one settings item.
 * @param slug - the resource.
 * @param itemId - the item.
 */
export function useSettingChanges(slug: SettingsSlug, itemId: string) {
  return useAppQuery({ queryKey: settingsKeys.changes(slug, itemId), queryFn: () => fetchSettingChanges(slug, itemId) });
}

/** Asks every list and history of a resource again (after a change). */
export function refreshSettings(slug: SettingsSlug): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: settingsKeys.resource(slug) });
}

/**
 * Adds or changes an item; on success the resource's lists are asked again, then `onSaved` runs.
 * @param slug - the resource.
 * @param itemId - the item to change, or null to add one.
 * @param onSaved - what the form does next (say so, close).
 */
export function useSaveSetting(slug: SettingsSlug, itemId: string | null, onSaved: (saved: SettingsItem) => void) {
  return useAppMutation<SettingsItem, Record<string, unknown>>({
    mutationFn: (values) => saveSetting(slug, itemId, values),
    onSuccess: (saved) => {
      void refreshSettings(slug);
      onSaved(saved);
    },
  });
}

/**
 * Deactivates or reactivates an item (items are never deleted).
 * @param slug - the resource.
 * @param itemId - the item.
 * @param active - true to reactivate.
 * @returns the item as saved.
 */
export function changeSettingActive(slug: SettingsSlug, itemId: string, active: boolean): Promise<SettingsItem> {
  return setSettingActive(slug, itemId, active);
}
