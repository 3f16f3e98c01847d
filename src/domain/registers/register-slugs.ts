/**
 * The registers' paths and titles (SPEC.md §2 /backoffice/registry/…; docs/decisions/020-registers.md):
 * the light part the route table reads at start-up. What each register shows is in register-views.ts.
 */

/** The list registers, by their path segment after /backoffice/registry/ (SPEC.md §2). */
export const REGISTER_SLUGS = [
  'civil-marriages',
  'divorces',
  'civil-marriage-notices',
  'marriage-register-book',
  'special-licences',
  'marital-statuses',
  'organisation-licences',
  'notices',
  'licensed-organisations',
] as const;
/** A list register. */
export type RegisterSlug = (typeof REGISTER_SLUGS)[number];

/** Each register's title: its page's heading and the route's title. */
export const REGISTER_TITLES: Readonly<Record<RegisterSlug, string>> = {
  'civil-marriages': 'Civil marriages register',
  divorces: 'Divorces register',
  'civil-marriage-notices': 'Civil marriage notices',
  'marriage-register-book': 'Church marriages register book',
  'special-licences': 'Special licences register',
  'marital-statuses': 'Marital status letters register',
  'organisation-licences': 'Organisation licences register',
  notices: 'Marriage notice book',
  'licensed-organisations': 'Licensed organisations',
};

/**
 * Whether a path segment names a list register.
 * @param slug - a segment after /backoffice/registry/.
 */
export function isRegisterSlug(slug: string): slug is RegisterSlug {
  return (REGISTER_SLUGS as readonly string[]).includes(slug);
}

/** The path of the details of one marriage: /backoffice/registry/marriage?entry=RM-… (SPEC.md §2 "marriage (marriage details)"). */
export const MARRIAGE_DETAILS_PATH = '/backoffice/registry/marriage';

/**
 * The link to one entry of the register of marriages.
 * @param entryNumber - e.g. "RM-2026-000123".
 * @returns the details path with the entry in `entry`.
 */
export function marriageDetailsHref(entryNumber: string): string {
  return `${MARRIAGE_DETAILS_PATH}?entry=${encodeURIComponent(entryNumber)}`;
}
