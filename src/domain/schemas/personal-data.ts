/**
 * Everything the registry holds about the signed-in person (issue 31 §4 "Your data"; docs/decisions/040):
 * the answer of GET /users/me/data, which /user/your-data and /institution/your-data download as JSON and as a
 * readable PDF. Uganda's Data Protection and Privacy Act 2019 gives a person the right to know what personal
 * data is held about them and who it is given to.
 */
import { z } from 'zod';
import { applicantAccessEntrySchema } from './access-log';
import { invoiceSchema, timelineEntrySchema } from './applications';
import { partyConfirmationSchema } from './party-confirmation';
import { APPLICATION_STATUSES } from '../statuses';
import { documentRefSchema } from './uploads';
import { profileSchema } from './users';
import { SERVICE_TYPES } from '../services/service-types';

/** One of the person's applications, drafts included, with every answer given. */
export const personalApplicationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  /** The service's name in words, e.g. "Notice of civil marriage". */
  service: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** The answers as given (a draft's may be partial). */
  answers: z.record(z.string(), z.unknown()),
  /** The documents uploaded with it: name, type and size only (the files themselves open from the application's page). */
  documents: z.array(documentRefSchema),
  /** What happened to it, when (the same timeline as its page). */
  timeline: z.array(timelineEntrySchema),
  /**
   * The request to the other parties it names (issue 31 §2): who was asked, who answered and when; absent when nobody
   * was asked. While it waits (`state` WAITING) the applicant may withdraw the application from its page.
   */
  partyConfirmation: partyConfirmationSchema.nullable().optional(),
});
/** One of the person's applications. */
export type PersonalApplication = z.infer<typeof personalApplicationSchema>;

/** A payment asked of the person: the application's invoice, and its receipt once paid. */
export const personalPaymentSchema = invoiceSchema
  .pick({ prn: true, amountUgx: true, items: true, issuedAt: true, paidAt: true, receiptNumber: true, method: true })
  .extend({ applicationReference: z.string() });
/** A payment asked of the person. */
export type PersonalPayment = z.infer<typeof personalPaymentSchema>;

/** A message the registry sent the person, by e-mail or SMS; one-time codes and links in it are left out (they are secrets). */
export const personalMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  /** The address or phone it went to. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});
/** A message the registry sent the person. */
export type PersonalMessage = z.infer<typeof personalMessageSchema>;

/** Who at the registry opened the person's data: their applications, the register entries and the national register's record naming them. */
export const personalAccessSchema = applicantAccessEntrySchema.extend({ applicationReference: z.string().nullable() });
/** One opening of the person's data. */
export type PersonalAccess = z.infer<typeof personalAccessSchema>;

/** The answer of GET /users/me/data. */
export const personalDataSchema = z.object({
  /** When the API put it together, ISO 8601. */
  generatedAt: z.string(),
  profile: profileSchema,
  applications: z.array(personalApplicationSchema),
  payments: z.array(personalPaymentSchema),
  messages: z.array(personalMessageSchema),
  /** Newest first. */
  accessLog: z.array(personalAccessSchema),
});
/** Everything the registry holds about the signed-in person. */
export type PersonalData = z.infer<typeof personalDataSchema>;
