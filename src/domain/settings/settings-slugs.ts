/**
 * The settings pages built as resources (issue 11 "Settings"): the light list the route table reads at
 * start-up (no zod: docs/decisions/004-bundle-budget.md). Their definitions are in settings-resources.ts.
 */

/** The settings pages built as resources, by their path segment after /backoffice/settings/. */
export const SETTINGS_SLUGS = [
  'certificate-stamp',
  'service-costs',
  'billables',
  'tax-heads',
  'diocese',
  'marriage-rooms',
  'service-tax-heads',
  'marriage-configs',
  'church-configs',
  'countries',
] as const;
/** A settings page built as a resource. */
export type SettingsSlug = (typeof SETTINGS_SLUGS)[number];

/**
 * Whether a settings page is built as a resource.
 * @param slug - a path segment after /backoffice/settings/, e.g. "marriage-rooms".
 */
export function isSettingsSlug(slug: string): slug is SettingsSlug {
  return (SETTINGS_SLUGS as readonly string[]).includes(slug);
}
