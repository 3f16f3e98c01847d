/**
 * The contract of the back office's own calls (the dashboard's deadlines, staff tracking, staff accounts,
 * settings, billing, reports) and of the public reference data (DOMAIN.md §3, §4;
 * docs/decisions/018, 019, 022, 023, 024).
 */
import { z } from 'zod';
import { accessLogPageSchema, accessLogQuerySchema } from '#src/domain/schemas/access-log';
import { apiTimeSchema } from '#src/domain/schemas/api-time';
import { deadlinesSchema } from '#src/domain/schemas/dashboard';
import { pageOf } from '#src/domain/schemas/api';
import { bankConfirmationSchema, transactionSchema, transactionsPageSchema, transactionsQuerySchema } from '#src/domain/schemas/payments';
import { priceItemSchema } from '#src/domain/schemas/prices';
import { REFERENCE_LISTS, referenceItemSchema } from '#src/domain/schemas/reference-lists';
import { marriageReportSchema, reportQuerySchema } from '#src/domain/schemas/reports';
import { staffAccountChangeSchema, staffAccountSchema, staffAccountsQuerySchema } from '#src/domain/schemas/staff-accounts';
import { staffTrackingQuerySchema, staffTrackingResultSchema } from '#src/domain/schemas/tracking';
import { districtSchema } from '#src/domain/schemas/users';
import {
  SETTINGS_RESOURCES,
  SETTINGS_SLUGS,
  settingsChangeSchema,
  settingsChangesQuerySchema,
  settingsItemSchema,
  settingsListQuerySchema,
} from '#src/domain/settings/settings-resources';
import { defineOperations } from '../define';
import { LANGUAGES } from '#src/domain/languages';
import { languageOfferChangeSchema, languageOfferSchema } from '#src/domain/settings/language-offers';

const PUBLIC = { kind: 'public', who: 'Anyone; no token is needed.' } as const;
const ADMIN = { kind: 'principals', principals: ['ADMIN'], who: 'The administrator (a national back-office account).' } as const;
const SETTINGS_KEEPERS = {
  kind: 'capability',
  capabilities: ['settings', 'billing'],
  who: 'The administrator; the finance office too for the price list (`service-costs`, `billables`, `tax-heads`, `service-tax-heads`). Another role answers 403.',
} as const;

const settingsSlug = z.enum(SETTINGS_SLUGS).describe('The settings resource (SPEC.md §2 /backoffice/settings/…).');
const settingsItemPath = z.object({ slug: settingsSlug, id: z.string().describe("The item's id.") });
/** The values of any settings resource, as its form sends them (strings; each resource's own rules). */
const settingsValues = z.union(SETTINGS_SLUGS.map((slug) => SETTINGS_RESOURCES[slug].schema().describe(`The values of ${slug}.`)));
const staffAccountPath = z.object({ userId: z.string().describe("The staff member's account id.") });

/** Prices, districts and the reference lists the forms offer. */
export const REFERENCE_OPERATIONS = defineOperations({
  getApiTime: {
    tag: 'Reference data',
    summary: "The API's time and the registry's today",
    description:
      "`now`, the API's instant, and `today`, the registry's calendar day: the day of `now` in Uganda (Africa/Kampala, UTC+3 all year), whatever the time zone of the API's servers, and the day every rule is judged against (deadlines, the notice's 21 days and 3 months, ages, late fees). The portal calculates every date from it, never from the device's clock (issue 30).",
    access: PUBLIC,
    answer: { status: 200, schema: apiTimeSchema, description: "The API's time." },
  },
  listPrices: {
    tag: 'Reference data',
    summary: 'The price list',
    description:
      "Every fee, in the order of SPEC.md §1's services: whole UGX, the foreign-national price in USD where there is one, and `demo: true` for figures that were not published (DOMAIN.md §4).",
    access: PUBLIC,
    answer: { status: 200, schema: z.array(priceItemSchema), description: 'The price items.' },
  },
  listDistricts: {
    tag: 'Reference data',
    summary: 'The districts',
    description: 'SPEC.md §3 "A districts list is held in the session state": each district with its region, by name.',
    access: PUBLIC,
    answer: { status: 200, schema: z.array(districtSchema), description: 'The districts.' },
  },
  getReferenceList: {
    tag: 'Reference data',
    summary: 'A reference list the forms offer',
    description:
      'The active items, by label: `countries` (value and label the name, group the ISO code), `denominations` (value the code, group "dioceses" when organised in dioceses) and `dioceses` (group the denomination\'s code). The registry keeps them in the settings.',
    access: PUBLIC,
    params: z.object({ list: z.enum(REFERENCE_LISTS).describe('The list.') }),
    answer: { status: 200, schema: z.array(referenceItemSchema), description: 'The items.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  getStampImage: {
    tag: 'Documents',
    summary: "A certification stamp's image",
    description:
      'Printed on every document the registry issues, so anyone holding a document downloads it: any stamp, in use or not (a document keeps the stamp it was issued with).',
    access: PUBLIC,
    params: z.object({ id: z.string().describe("The stamp's id.") }),
    answer: { status: 200, download: ['image/png', 'image/jpeg'], description: 'The image.' },
    errors: { 404: ['NOT_FOUND'] },
  },
});

/** The back office's dashboard, tracking and reports. */
export const BACKOFFICE_OPERATIONS = defineOperations({
  getDeadlines: {
    tag: 'Back office',
    summary: 'Deadlines the caller acts on',
    description:
      "Items at or near a legal deadline that the caller's role acts on, soonest first (notices near their lapse, certificates due, uncelebrated ceremonies, standing caveats, overdue kadhi returns), with the API's `today`. A district registrar's office sees its district's.",
    access: {
      kind: 'capability',
      capabilities: ['applications.review'],
      who: "The officers who review applications; a district registrar's office for its district.",
    },
    answer: { status: 200, schema: deadlinesSchema, description: 'The deadlines.' },
  },
  trackForStaff: {
    tag: 'Back office',
    summary: 'Find any application by reference, NIN or name',
    description:
      "Across every service, newest first, at most 25: where it is and who holds it. Drafts are not found. A district registrar's office finds its district's only.",
    access: {
      kind: 'capability',
      capabilities: ['applications.list'],
      who: "The officers who review applications; a district registrar's office for its district.",
    },
    query: staffTrackingQuerySchema,
    answer: {
      status: 200,
      schema: z.object({ total: z.number().int().nonnegative(), items: z.array(staffTrackingResultSchema) }),
      description: 'What was found.',
    },
  },
  getMarriageReport: {
    tag: 'Back office',
    summary: 'The marriage report',
    description:
      "The registry's figures for a period (inclusive) and district: marriages registered by month, form and district, applications by service and outcome, days to a decision, and revenue by price list item and by tax head. Statistics only: no name, NIN or reference. A district registrar's office gets its district's, whatever it asks.",
    access: { kind: 'capability', capabilities: ['reports'], who: 'The reviewing officers, finance and the administrator.' },
    query: reportQuerySchema,
    answer: { status: 200, schema: marriageReportSchema, description: 'The report.' },
  },
});

/** The administrator's staff accounts (docs/decisions/019). Creating one is POST /users/back-office. */
export const STAFF_ACCOUNT_OPERATIONS = defineOperations({
  listStaffAccounts: {
    tag: 'Staff accounts',
    summary: 'The staff accounts',
    description: 'Back-office and district office accounts, by name, with their role, district and status.',
    access: ADMIN,
    query: staffAccountsQuerySchema,
    answer: { status: 200, schema: pageOf(staffAccountSchema), description: 'One page of the accounts.' },
  },
  changeStaffAccount: {
    tag: 'Staff accounts',
    summary: "Change a staff member's role or district",
    description:
      "The member's sessions end, so they sign in again with the new role. An administrator never changes their own account (409).",
    access: ADMIN,
    params: staffAccountPath,
    body: { json: staffAccountChangeSchema },
    answer: { status: 200, schema: staffAccountSchema, description: 'The account.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  deactivateStaffAccount: {
    tag: 'Staff accounts',
    summary: 'Deactivate a staff account',
    description: "Its sessions end and it cannot sign in; nothing it did is deleted. Never one's own account (409).",
    access: ADMIN,
    params: staffAccountPath,
    answer: { status: 200, schema: staffAccountSchema, description: 'The account.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  reactivateStaffAccount: {
    tag: 'Staff accounts',
    summary: 'Reactivate a staff account',
    description: 'The person may sign in again with their password.',
    access: ADMIN,
    params: staffAccountPath,
    answer: { status: 200, schema: staffAccountSchema, description: 'The account.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
});

/** The registry settings, each a resource: audited, deactivated, never deleted (docs/decisions/018, 024). */
export const SETTINGS_OPERATIONS = defineOperations({
  listLanguageOffers: {
    tag: 'Settings',
    summary: 'The languages the registry offers',
    description:
      "English, Luganda and Swahili (issue 32), each with whether the portal's language menu offers it. The administrator switches a translation off until a sworn translator has reviewed it; English, the source of every message, is always offered. Public: every page's language menu reads it.",
    access: PUBLIC,
    answer: { status: 200, schema: z.array(languageOfferSchema), description: 'One offer per language, in the order of the menu.' },
  },
  changeLanguageOffer: {
    tag: 'Settings',
    summary: 'Switch a language on or off',
    description:
      'Audited (who, when). English cannot be switched off (409). A person whose account names a language switched off keeps it on their account; the portal shows them English until it is offered again.',
    access: ADMIN,
    params: z.object({ code: z.enum(LANGUAGES).describe('The language.') }),
    body: { json: languageOfferChangeSchema },
    answer: { status: 200, schema: languageOfferSchema, description: 'The language as changed.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  listSettings: {
    tag: 'Settings',
    summary: "A settings resource's items",
    description:
      "Active items first, by name; `q` searches the resource's search fields; deactivated items only with `includeInactive=true` (some resources always list them).",
    access: SETTINGS_KEEPERS,
    params: z.object({ slug: settingsSlug }),
    query: settingsListQuerySchema,
    answer: { status: 200, schema: z.array(settingsItemSchema), description: 'The items.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  createSetting: {
    tag: 'Settings',
    summary: 'Add a settings item',
    description:
      "The body is the resource's values, as its form sends them. Some resources are only changed, never added to (405). The change is audited.",
    access: SETTINGS_KEEPERS,
    params: z.object({ slug: settingsSlug }),
    body: { json: settingsValues },
    answer: { status: 201, schema: settingsItemSchema, description: 'The new item.' },
    errors: { 404: ['NOT_FOUND'], 405: ['FORBIDDEN'] },
  },
  changeSetting: {
    tag: 'Settings',
    summary: 'Change a settings item',
    description:
      'Audited field by field (who, when, old → new). A value the law sets (a marriage setting from the Act) cannot be changed (405). A new fee applies to applications submitted after it.',
    access: SETTINGS_KEEPERS,
    params: settingsItemPath,
    body: { json: settingsValues },
    answer: { status: 200, schema: settingsItemSchema, description: 'The item as changed.' },
    errors: { 404: ['NOT_FOUND'], 405: ['FORBIDDEN'] },
  },
  deactivateSetting: {
    tag: 'Settings',
    summary: 'Deactivate a settings item',
    description: 'Items are never deleted: records refer to them. Some cannot be deactivated (405), or not now (409, with the reason).',
    access: SETTINGS_KEEPERS,
    params: settingsItemPath,
    answer: { status: 200, schema: settingsItemSchema, description: 'The item.' },
    errors: { 404: ['NOT_FOUND'], 405: ['FORBIDDEN'], 409: ['ILLEGAL_TRANSITION'] },
  },
  reactivateSetting: {
    tag: 'Settings',
    summary: 'Reactivate a settings item',
    description: 'Where only one item may be active (the certification stamp), the others are set aside, each audited.',
    access: SETTINGS_KEEPERS,
    params: settingsItemPath,
    answer: { status: 200, schema: settingsItemSchema, description: 'The item.' },
    errors: { 404: ['NOT_FOUND'], 405: ['FORBIDDEN'], 409: ['ILLEGAL_TRANSITION'] },
  },
  listSettingChanges: {
    tag: 'Settings',
    summary: "A settings item's history",
    description: 'Every audited change, newest first: who, when, which field, old → new.',
    access: SETTINGS_KEEPERS,
    params: z.object({ slug: settingsSlug }),
    query: settingsChangesQuerySchema,
    answer: { status: 200, schema: z.array(settingsChangeSchema), description: 'The changes.' },
    errors: { 404: ['NOT_FOUND'] },
  },
});

/** The finance office's billing (docs/decisions/022). */
export const BILLING_OPERATIONS = defineOperations({
  listTransactions: {
    tag: 'Billing',
    summary: 'The transactions',
    description:
      "Every invoice, newest first, with the totals paid and outstanding of all the filters select; `q` matches the PRN, the reference, the applicant's name or the receipt number.",
    access: { kind: 'capability', capabilities: ['billing'], who: 'Finance and the administrator.' },
    query: transactionsQuerySchema,
    answer: { status: 200, schema: transactionsPageSchema, description: 'One page of the transactions.' },
  },
  exportTransactions: {
    tag: 'Billing',
    summary: 'The transactions as CSV',
    description: 'Every transaction the filters select.',
    access: { kind: 'capability', capabilities: ['billing'], who: 'Finance and the administrator.' },
    query: transactionsQuerySchema,
    answer: { status: 200, download: ['text/csv'], description: 'The CSV file.' },
  },
  confirmBankPayment: {
    tag: 'Billing',
    summary: 'Confirm a payment made at a bank',
    description:
      'When the bank reports it: the invoice is paid, a receipt is issued and the application moves to Submitted. 409 when the invoice does not await a bank payment.',
    access: { kind: 'capability', capabilities: ['billing'], who: 'Finance and the administrator.' },
    params: z.object({ prn: z.string().describe("The invoice's PRN.") }),
    body: { json: bankConfirmationSchema },
    answer: { status: 200, schema: transactionSchema, description: 'The transaction, paid.' },
    errors: { 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
});

/** Who may read the access log: the administrator. */
const ACCESS_LOG_READERS = { kind: 'capability', capabilities: ['access.log'], who: 'The administrator.' } as const;

/** The access log (issue 31 §3; docs/decisions/038-access-log.md). */
export const ACCESS_LOG_OPERATIONS = defineOperations({
  listAccessLog: {
    tag: 'Access log',
    summary: 'Who at the registry opened what',
    description:
      "Every time registry staff (a back-office account, a district registrar's office, a district kadhi on a return he reviews) open an application's answers, one of its documents, an entry of the register of marriages or a person's record in the national register, the API writes who (name, role, office), when and what; a second opening of the same record by the same person within 10 minutes is the same opening. Lists (queues, searches) are not written, nor a person's reads of their own application. Newest first. Filters: `reference` (any part of the application's reference), `nin` (a NIN the record holds: the applicant's, a party's, the person looked up), `staff` (part of the staff member's name), `from`/`to` (days, inclusive). Nothing in the log can be changed or deleted: no call does.",
    access: ACCESS_LOG_READERS,
    query: accessLogQuerySchema,
    answer: { status: 200, schema: accessLogPageSchema, description: 'One page of the log.' },
  },
  exportAccessLog: {
    tag: 'Access log',
    summary: 'The access log as CSV',
    description:
      'Every entry the filters select, newest first, with a header row: when (dd-mm-yyyy hh:mm), staff member, role, office, what kind of record, what, the application, the NINs.',
    access: ACCESS_LOG_READERS,
    query: accessLogQuerySchema,
    answer: { status: 200, download: ['text/csv'], description: 'The CSV file.' },
  },
});
