/**
 * Applications, their lifecycle events, invoices, payments and the public tracking view
 * (SPEC.md §4 statuses; DOMAIN.md §2 lifecycle, §4 money and PRN; docs/decisions/005-application-lifecycle.md).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { PAYMENT_METHODS } from './payment-methods';
import { APPLICATION_STATUSES } from '../statuses';
import { SERVICE_TYPES } from '../services/service-types';
import { BACKOFFICE_ROLES } from '../accounts';
import { documentRefSchema } from './uploads';
import { applicantAccessEntrySchema } from './access-log';
import { bookingSlotSchema, celebrationRecordSchema, NOTICE_STAGE_NAMES, noticeStageSchema } from './notice';
import { partyConfirmationSchema } from './party-confirmation';

/**
 * Who acted: the applicant, the system (payments, expiry), a back-office role, the district kadhi at the kadhi's
 * level of Islamic returns (DOMAIN.md §2, §3; docs/decisions/014), or a party the application names who is not its
 * applicant, confirming or refusing it (PARTY; issue 31 §2).
 */
export const ACTOR_ROLES = ['APPLICANT', 'SYSTEM', ...BACKOFFICE_ROLES, 'DISTRICT_KADHI', 'PARTY'] as const;
/** An actor role. */
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** One timeline entry: every transition is kept (DOMAIN.md §2). */
export const timelineEntrySchema = z.object({
  /** ISO 8601 timestamp. */
  at: z.string(),
  from: z.enum(APPLICATION_STATUSES),
  to: z.enum(APPLICATION_STATUSES),
  /** The lifecycle machine's inner states, as `JSON.stringify(snapshot.value)`. */
  fromState: z.string(),
  toState: z.string(),
  /** The event type, e.g. "application.approve". */
  event: z.string(),
  /** userId of the actor; 'system' for the system. */
  actorId: z.string(),
  /** Display name of the actor ("Registrar, Kampala"); never shown on the public tracking page. */
  actorName: z.string(),
  role: z.enum(ACTOR_ROLES),
  comment: z.string().nullable(),
});
/** A timeline entry. */
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** An invoice with its payment registration number (DOMAIN.md §4: PRN valid 21 days). */
export const invoiceSchema = z.object({
  prn: z.string(),
  /** Whole UGX. */
  amountUgx: z.number().int().nonnegative(),
  /** What the fee is for, from the price list. */
  items: z.array(z.object({ item: z.string(), amountUgx: z.number().int().nonnegative() })),
  issuedAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Card payments: last four digits, for the receipt. */
  paidWith: z.string().nullable(),
  /** The receipt's number once paid ("RCT" and 10 digits); absent on invoices paid before receipts were kept. */
  receiptNumber: z.string().nullable().optional(),
  /** How it was paid (DOMAIN.md §4); absent on invoices paid before methods were kept (by card). */
  method: z.enum(PAYMENT_METHODS).nullable().optional(),
  /**
   * A payment started and not confirmed yet: a mobile money prompt sent to `phone`, or a PRN slip taken to a
   * bank (finance confirms it); null or absent when none.
   */
  awaiting: z
    .object({ method: z.enum(['MOBILE_MONEY', 'BANK']), since: z.string(), phone: z.string().nullable() })
    .nullable()
    .optional(),
  /** Bank payments: the bank's reference, as finance confirmed it. */
  bankReference: z.string().nullable().optional(),
});
/** An invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** The lifecycle's persisted state: the machine snapshot's value and the review level index. */
export const lifecycleStateSchema = z.object({
  /** `snapshot.value` of the application lifecycle machine. */
  value: z.unknown(),
  /** Index into the service's review chain of the level now reviewing (0 = registrar). */
  level: z.number().int().nonnegative(),
  /**
   * ISO 8601: when the notice was accepted and published (the notice stage's clock, docs/decisions/016);
   * absent or null before, and for services without a notice stage.
   */
  noticeAt: z.string().nullable().optional(),
  /** How many caveats stand against the published notice (docs/decisions/016); absent = 0. */
  caveats: z.number().int().nonnegative().optional(),
  /** Of the standing caveats, how many were referred to the Registrar General; absent = 0. */
  referred: z.number().int().nonnegative().optional(),
  /** How many parties it names are still to confirm it while it waits for them (issue 31 §2); absent = 0. */
  partiesWaiting: z.number().int().nonnegative().optional(),
});
/** A persisted lifecycle state. */
export type LifecycleState = z.infer<typeof lifecycleStateSchema>;

/** An application as the API answers it to its applicant and to staff. */
export const applicationSchema = z.object({
  id: z.string(),
  /** Public reference, e.g. "MR-2026-7KQ4-9XH3" (service prefix, year, random part and check character; src/domain/references.ts). */
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  lifecycle: lifecycleStateSchema,
  applicantId: z.string(),
  /** Display name of the applicant (staff views). */
  applicantName: z.string(),
  /** District the application is decided in (ADMIN_UNIT staff see only theirs). */
  district: z.string().nullable(),
  /** The form answers, validated by the service's schema on submit (drafts may be partial). */
  data: z.record(z.string(), z.unknown()),
  documents: z.array(documentRefSchema),
  invoice: invoiceSchema.nullable(),
  /** The reason of the last decline or correction request, shown to the applicant. */
  decisionReason: z.string().nullable(),
  /** Field names the registrar asked to correct. */
  correctionFields: z.array(z.string()),
  timeline: z.array(timelineEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  /**
   * The stored version of the application: 1 when created, one more on every change the API makes
   * (a save, a lifecycle event). A save names the version it started from (`baseVersion`) and is
   * refused with 409 {@link STALE_VERSION_CODE} when another save came first
   * (docs/decisions/007-draft-versions.md). Records from before versions existed read as 1.
   */
  version: z.number().int().positive().default(1),
  /**
   * The notice stage once the registrar has accepted a civil notice (src/domain/schemas/notice.ts;
   * docs/decisions/016-notice-stage.md); null before, and for services without one.
   */
  notice: noticeStageSchema.nullable().optional(),
  /**
   * What the register of marriages shows, as the API reads it now, of the people the application names
   * (issue 30, src/domain/registers/subsisting-marriage.ts): the oldest subsisting entry in which one of them
   * is a party (the application's own entry left out), and that party's name; null when none. Computed on
   * every answer, never stored. Staff read it on every service the rule touches (`subsistingCheck`); an
   * applicant reads it on a marital status letter (their own NIN only) and on a notice once accepted (so a
   * draft never tells anyone whether a NIN typed in it is married). Absent: the service is not touched.
   */
  subsistingMarriage: z.object({ entryNumber: z.string(), partyName: z.string() }).nullable().optional(),
  /**
   * The request to the parties it names who are not its applicant (issue 31 §2; src/domain/schemas/party-confirmation.ts):
   * who was asked, who confirmed or refused and when. Absent on services whose parties are not asked and on
   * applications never sent to them.
   */
  partyConfirmation: partyConfirmationSchema.nullable().optional(),
  /**
   * Who at the registry has opened this application, its documents or the register entry it made, newest first
   * (issue 31 §3; docs/decisions/038-access-log.md): in answers to the applicant only, computed on every answer,
   * never stored. Absent in answers to staff.
   */
  accessLog: z.array(applicantAccessEntrySchema).optional(),
  /**
   * When this draft will be deleted unless its applicant saves or changes it, ISO 8601 (issue 31 §5;
   * src/domain/draft-retention.ts): its last change plus the marriage setting "draft-retention-days" (90), and never
   * sooner than "draft-warning-days" (7) after the message that warned of it. Only on a draft never submitted;
   * absent on every other application. Computed on every answer, never stored.
   */
  deleteAfter: z.string().optional(),
});
/** An application. */
export type Application = z.infer<typeof applicationSchema>;

/** The lifecycle events a caller can send (POST /applications/{id}/events). */
export const APPLICATION_EVENT_TYPES = [
  'application.submit',
  'application.resubmit',
  'application.open',
  'application.approve',
  'application.return',
  'application.requestCorrections',
  'application.decline',
  'application.withdraw',
] as const;
/** A review event type a caller can send (the review's actions, decision 005). */
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

/**
 * The notice stage's events a caller can send (POST /applications/{id}/events; docs/decisions/016): the
 * registrar issues the registrar's certificate, refers or removes a caveat and records the celebration; the
 * Registrar General removes or upholds a referred caveat; the couple books (and the couple or the registrar
 * rebooks) the ceremony. Lodging a caveat has its own call (POST /notices/{noticeNumber}/caveats).
 */
export const NOTICE_EVENT_TYPES = [
  'application.issueCertificate',
  'application.bookCeremony',
  'application.rebookCeremony',
  'application.recordCelebration',
  'application.referCaveat',
  'application.removeCaveat',
  'application.upholdCaveat',
] as const;
/** A notice-stage event type a caller can send. */
export type NoticeEventType = (typeof NOTICE_EVENT_TYPES)[number];

/**
 * Every event of a notice's stage as the lifecycle records it (docs/decisions/016): those a caller sends
 * ({@link NOTICE_EVENT_TYPES}), the caveat lodged through its own call, and the lapse the registry's clock
 * brings 3 months after the notice. The messages to the parties and the replay tool's days follow them.
 */
export const NOTICE_STAGE_EVENTS: readonly string[] = [...NOTICE_EVENT_TYPES, 'application.lodgeCaveat', 'application.lapse'];

/** Longest reason or comment. */
export const REASON_MAX = 1000;

const reasonField = z
  .string(says(msg`Give the reason`))
  .trim()
  .min(1, says(msg`Give the reason`))
  .max(REASON_MAX, says(msg`The reason must be ${REASON_MAX} characters or fewer`))
  .regex(/^[^<>]*$/, says(msg`The reason cannot contain < or >`));

/** The body of POST /applications/{id}/events. Reasons are required where DOMAIN.md §2 says so. */
export const applicationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('application.submit'), declaration: z.literal(true, says(msg`Confirm the declaration`)) }),
  z.object({ type: z.literal('application.resubmit'), declaration: z.literal(true, says(msg`Confirm the declaration`)) }),
  z.object({ type: z.literal('application.open') }),
  z.object({ type: z.literal('application.approve'), comment: reasonField.optional() }),
  z.object({ type: z.literal('application.return'), comment: reasonField }),
  z.object({
    type: z.literal('application.requestCorrections'),
    reason: reasonField,
    fields: z.array(z.string().max(100)).max(50).default([]),
  }),
  z.object({ type: z.literal('application.decline'), reason: reasonField }),
  z.object({ type: z.literal('application.withdraw') }),
  z.object({ type: z.literal('application.issueCertificate') }),
  bookingSlotSchema.extend({ type: z.literal('application.bookCeremony') }),
  bookingSlotSchema.extend({ type: z.literal('application.rebookCeremony'), reason: reasonField.optional() }),
  celebrationRecordSchema.extend({ type: z.literal('application.recordCelebration') }),
  z.object({ type: z.literal('application.referCaveat'), caveatId: z.string().min(1).max(64), comment: reasonField }),
  z.object({ type: z.literal('application.removeCaveat'), caveatId: z.string().min(1).max(64), reason: reasonField }),
  z.object({ type: z.literal('application.upholdCaveat'), caveatId: z.string().min(1).max(64), reason: reasonField }),
]);
/** A lifecycle event body. */
export type ApplicationEventBody = z.infer<typeof applicationEventSchema>;

/**
 * The error code of a 409 to a save whose `baseVersion` is not the stored version (someone saved
 * first): fetch the application, merge, and save again (docs/decisions/007-draft-versions.md).
 */
export const STALE_VERSION_CODE = 'STALE_VERSION';

/** Create a draft (POST /applications). */
export const createApplicationSchema = z.object({
  /**
   * Client-made id (UUID): creating twice with the same id answers the existing draft, so a retried
   * request after a lost answer never makes a second application.
   */
  id: z.uuid(says(msg`The application id must be a UUID`)),
  serviceType: z.enum(SERVICE_TYPES),
  data: z.record(z.string(), z.unknown()).default({}),
});
/** Create-draft payload. */
export type CreateApplicationPayload = z.infer<typeof createApplicationSchema>;

/**
 * Save a draft's answers (PUT /applications/{id}); allowed in Draft and Corrections_Requested only.
 * `baseVersion` is the application's `version` the answers were based on: when the stored version
 * differs, another tab or device saved first and the API answers 409 with code
 * {@link STALE_VERSION_CODE}, changing nothing (docs/decisions/007-draft-versions.md).
 */
export const saveApplicationSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  documents: z.array(documentRefSchema).max(30).default([]),
  baseVersion: z
    .number(says(msg`Give the version these answers were based on`))
    .int()
    .positive(),
});
/** Save-draft payload. */
export type SaveApplicationPayload = z.infer<typeof saveApplicationSchema>;

/** Query of GET /applications (ours): optional status and service filters. */
export const myApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
});

/** Sort keys of the back-office list. */
export const APPLICATION_SORTS = ['submittedAt', 'updatedAt', 'reference', 'applicantName', 'status', 'district'] as const;

/** Query of the back-office list (GET /backoffice/applications). */
export const applicationListQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  district: z.string().max(80).optional(),
  /** Free text: reference or applicant name. */
  q: z.string().trim().max(100).optional(),
  /** Only what the caller's role may act on now (task queue). */
  queue: z.enum(['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'DISTRICT_KADHI']).optional(),
  /**
   * Several services, or kinds of one (a section reviews them together): comma-separated `TYPE` or
   * `TYPE:VARIANT` tokens, e.g. "MARRIAGE,ORGANIZATION_MARRIAGE" or "MARRIAGE_RETURNS:HINDU"
   * (ServiceBasics.variantOf; docs/decisions/014). Read with `serviceType` when both are given.
   */
  services: z
    .string()
    .trim()
    .max(400)
    .regex(/^[A-Z_]+(:[A-Z_]+)?(,[A-Z_]+(:[A-Z_]+)?)*$/, 'Name services as TYPE or TYPE:VARIANT, separated by commas')
    .optional(),
  sort: z.enum(APPLICATION_SORTS).default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** Back-office list query. */
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/**
 * The stage of a civil notice an application is in (the lifecycle machine's `noticeStageOf`; issue 30), or null
 * outside the notice stage: views write its words beside the display status, which stays Pending until the
 * celebration (SPEC.md §4; docs/decisions/016).
 */
export const noticeStageField = z.enum(NOTICE_STAGE_NAMES).nullable();

/**
 * A row of the back-office list: no form answers, no documents; `noticeStage` as {@link noticeStageField}
 * (issue 30), so a task queue reads "Pending · Ceremony booked", not "Pending · Under review".
 */
export const applicationSummarySchema = applicationSchema
  .pick({
    id: true,
    reference: true,
    serviceType: true,
    status: true,
    applicantName: true,
    district: true,
    submittedAt: true,
    updatedAt: true,
  })
  .extend({ noticeStage: noticeStageField });
/** A list row. */
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** A page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The public tracking view (GET /tracking/{reference}): no names, NINs, phones or addresses. `noticeStage`, of
 * the application and of each timeline entry, as {@link noticeStageField} (issue 30: a notice's stage in plain
 * words beside Pending; the machine's `noticeStageOf` and `noticeStageOfEntry`).
 */
export const trackingViewSchema = z.object({
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  noticeStage: noticeStageField,
  timeline: z.array(z.object({ at: z.string(), status: z.enum(APPLICATION_STATUSES), noticeStage: noticeStageField })),
});
/** The public tracking view. */
export type TrackingView = z.infer<typeof trackingViewSchema>;

/** The mock gateway's card payment (POST /payments/card). Card data never reaches our API in production: the gateway's own page takes it. */
export const cardPaymentSchema = z.object({
  prn: z.string().min(1).max(40),
  cardholderName: z
    .string()
    .trim()
    .min(1, says(msg`Enter the name on the card`))
    .max(100, says(msg`The name must be 100 characters or fewer`))
    .regex(/^[^<>]*$/, says(msg`The name cannot contain < or >`)),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, says(msg`Enter the card number, 12 to 19 digits`))),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, says(msg`Enter the expiry date as MM/YY, like 08/28`)),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, says(msg`Enter the 3 or 4 digit security code`)),
});
/** Card payment payload. */
export type CardPaymentPayload = z.output<typeof cardPaymentSchema>;
/** Card payment form values. */
export type CardPaymentInput = z.input<typeof cardPaymentSchema>;
