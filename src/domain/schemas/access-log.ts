/**
 * The access log (issue 31 §3 "An access log each person can read"; docs/decisions/038-access-log.md): every
 * time registry staff open an application's answers, one of its documents, an entry of the register of
 * marriages or a person's record in the national register, the API writes who (name, role, office), when and
 * what. Nothing in it can be changed or deleted. The applicant reads their application's entries in its answer
 * (`accessLog`); the administrator reads the whole log (GET /backoffice/access-log, and its CSV).
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';

/**
 * What was opened:
 * - `APPLICATION`: an application's answers (GET /applications/{id} by staff);
 * - `DOCUMENT`: one of its documents (GET /uploads/{id} by staff);
 * - `REGISTER_ENTRY`: an entry of the register of marriages (GET /backoffice/registers/marriage/{entryNumber});
 * - `PERSON`: a person's record in the national register (POST /nira/verify by staff).
 */
export const ACCESS_KINDS = ['APPLICATION', 'DOCUMENT', 'REGISTER_ENTRY', 'PERSON'] as const;
/** What was opened. */
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The words people read for each kind of record opened. */
export const ACCESS_KIND_LABELS: Readonly<Record<AccessKind, string>> = wordsTable({
  APPLICATION: msg`Application`,
  DOCUMENT: msg`Document`,
  REGISTER_ENTRY: msg`Register entry`,
  PERSON: msg`Person’s record`,
});

/** One entry of the access log, as the mock stores it and the administrator reads it. */
export const accessEntrySchema = z.object({
  id: z.string(),
  /** When it was opened, ISO 8601 (the API's clock). */
  at: z.string(),
  /** The staff member's account. */
  staffUserId: z.string(),
  /** Their name, as it was when they opened it. */
  staffName: z.string(),
  /** Their role in plain words, e.g. "Registrar", "District registrar", "District kadhi". */
  staffRole: z.string(),
  /** Their office: "Head office" for the registry's head office, else the district's office, e.g. "Gulu district office". */
  office: z.string(),
  kind: z.enum(ACCESS_KINDS),
  /** What was opened, in plain words, e.g. "The answers of application MR-2026-7KQ4-9XH3". */
  what: z.string(),
  /** The application it belongs to (an application, its document, the register entry it made); null otherwise. */
  applicationId: z.string().nullable(),
  applicationReference: z.string().nullable(),
  /** The document's file name (DOCUMENT). */
  documentName: z.string().nullable(),
  /** The entry number (REGISTER_ENTRY), e.g. RM-2026-000001. */
  entryNumber: z.string().nullable(),
  /** The NINs of the people whose data it holds (the applicant's and the parties'; PERSON: the one looked up). */
  nins: z.array(z.string()),
});
/** One entry of the access log. */
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/**
 * One entry as the applicant reads it in their application's answer: when, who (name, role, office) and what;
 * never the staff member's account id nor other people's NINs.
 */
export const applicantAccessEntrySchema = accessEntrySchema.pick({
  at: true,
  staffName: true,
  staffRole: true,
  office: true,
  kind: true,
  what: true,
});
/** One entry as the applicant reads it. */
export type ApplicantAccessEntry = z.infer<typeof applicantAccessEntrySchema>;

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, says(msg`Enter the date as yyyy-mm-dd`));

/**
 * The administrator's filters of the log (GET /backoffice/access-log and its export): an application's
 * reference (any part, any case), a person's NIN (exactly, any case), a staff member (part of the name, any
 * case), the days from and to (yyyy-mm-dd, inclusive, the registry's day). Newest first.
 */
export const accessLogQuerySchema = z
  .object({
    reference: z
      .string()
      .trim()
      .max(40, says(msg`Enter at most 40 characters`))
      .optional(),
    nin: z
      .string()
      .trim()
      .max(14, says(msg`A NIN has 14 characters`))
      .optional(),
    staff: z
      .string()
      .trim()
      .max(100, says(msg`Enter at most 100 characters`))
      .optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...says(msg`The "to" date must be on or after the "from" date`), path: ['to'] });
/** The administrator's filters of the log, as sent. */
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

/** A page of the log, newest first. */
export const accessLogPageSchema = z.object({
  items: z.array(accessEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
/** A page of the log. */
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/** The CSV's columns, in order (GET /backoffice/access-log/export). */
export const ACCESS_LOG_CSV_HEADINGS = ['When', 'Staff member', 'Role', 'Office', 'Opened', 'What', 'Application', 'NINs'] as const;
