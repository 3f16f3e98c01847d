/**
 * The marriage settings the mock's rules read (issue 11 "marriage-configs"; src/domain/schemas/
 * reference-lists.ts): the registry's policies, changed at /backoffice/settings/marriage-configs.
 */
import type { MarriageConfigKey } from '../src/domain/schemas/reference-lists';
import { db } from './db';
import { MARRIAGE_CONFIGS } from './seed/reference-lists';

/**
 * A marriage setting's value now.
 * @param key - the setting, e.g. "notice-near-lapse-days".
 * @returns its value (days, months, entries…, as the setting's unit says); the seeded value when the
 *   database has none (a scenario seeded without settings).
 */
export function marriageSetting(key: MarriageConfigKey): number {
  const stored = db.marriageConfigs.findFirst((q) => q.where({ id: key }));
  return stored?.value ?? MARRIAGE_CONFIGS.find((c) => c.id === key)?.value ?? 0;
}
