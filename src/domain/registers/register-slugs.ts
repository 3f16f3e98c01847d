/**
 * The registers' paths and titles (SPEC.md §2 /backoffice/registry/…; docs/decisions/020-registers.md):
 * the light part the route table reads at start-up. What each register shows is in register-views.ts.
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from '../words';

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
export const REGISTER_TITLES: Readonly<Record<RegisterSlug, string>> = wordsTable({
  'civil-marriages': msg`Civil marriages register`,
  divorces: msg`Divorces register`,
  'civil-marriage-notices': msg`Civil marriage notices`,
  'marriage-register-book': msg`Church marriages register book`,
  'special-licences': msg`Special licences register`,
  'marital-statuses': msg`Marital status letters register`,
  'organisation-licences': msg`Organisation licences register`,
  notices: msg`Marriage notice book`,
  'licensed-organisations': msg`Licensed organisations`,
});

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
