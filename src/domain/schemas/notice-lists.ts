/**
 * The lists of the notice stage (issue 9 stages 1 and 2; docs/decisions/016-notice-stage.md "The API"):
 * the public notices page's query (GET /notices) and the escalations' rows (GET /backoffice/caveats).
 * The notice, its caveats and the public entry themselves are src/domain/schemas/notice.ts.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { SERVICE_TYPES } from '../services/service-types';
import { lifecycleStateSchema } from './applications';
import { caveatSchema } from './notice';

/** Notices on one page of the public notices page, unless the caller asks otherwise. */
export const PUBLIC_NOTICES_PAGE_SIZE = 20;

/**
 * Query of GET /notices (public): `q` part of a party's name (any case) or a notice number, `district`
 * exactly (any case), `page` 1-based, `pageSize` at most 50.
 */
export const publicNoticesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, says(msg`Search for at most 100 characters`))
    .optional(),
  district: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(PUBLIC_NOTICES_PAGE_SIZE),
});
/** The query of the public notices list. */
export type PublicNoticesQuery = z.input<typeof publicNoticesQuerySchema>;

/** Which caveats the escalations list: those still standing (lodged or referred; the default), or all. */
export const CAVEAT_FILTERS = ['standing', 'all'] as const;

/** Query of GET /backoffice/caveats: `status` standing (default) or all. */
export const caveatsQuerySchema = z.object({
  status: z.enum(CAVEAT_FILTERS, says(msg`Ask for the standing caveats or all of them`)).default('standing'),
});
/** The query of the escalations list. */
export type CaveatsQuery = z.input<typeof caveatsQuerySchema>;

/**
 * One row of the escalations (GET /backoffice/caveats): a caveat with the notice it stands against and
 * the application that notice belongs to. Registry staff only: it carries who lodged the caveat and its
 * evidence.
 * - `noticeNumber`: the Marriage Notice Book's number, e.g. "NB-2026-000123".
 * - `applicationId`, `reference`: the civil marriage application (the details and notice preview pages).
 * - `serviceType`, `lifecycle`, `district`: what the lifecycle machine needs to say which actions the
 *   officer may take on the caveat (`availableNoticeActions`).
 * - `asOf`: ISO 8601, the API's time when it answered (the machine judges the clock against it).
 */
export const escalationSchema = z.object({
  noticeNumber: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  lifecycle: lifecycleStateSchema,
  district: z.string().nullable(),
  partyOneName: z.string(),
  partyTwoName: z.string(),
  asOf: z.string(),
  caveat: caveatSchema,
});
/** One caveat of the escalations. */
export type Escalation = z.infer<typeof escalationSchema>;
