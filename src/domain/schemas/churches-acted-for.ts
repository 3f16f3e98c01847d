/**
 * The churches a church agent acts for (SPEC.md §2 /user/church-agent-churches; DOMAIN.md §3, §6;
 * docs/decisions/014): for a person, the churches named in their church agent registrations; for a
 * church agent's organisation account, the churches its approved registration named. Each with its
 * licence status as the public register of licensed places of worship reads now.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses';

/** The registration that named a church. */
export const namingRegistrationSchema = z.object({
  applicationId: z.string(),
  /** e.g. "CA-2026-7KQ4-9XH3". */
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The agency's name as the registration gives it ('' in an early draft). */
  agencyName: z.string(),
});

/** One church acted for. */
export const churchActedForRowSchema = z.object({
  /** Its public place licence number. */
  licenceNumber: z.string(),
  /** Its name: the register's, else the name saved with the registration, else ''. */
  name: z.string(),
  district: z.string(),
  /** Whether the public register lists the licence now (a licensed place of worship). */
  licensed: z.boolean(),
  /** The registration that named it; null for an organisation's church with no such registration. */
  registration: namingRegistrationSchema.nullable(),
});
/** One church acted for. */
export type ChurchActedForRow = z.infer<typeof churchActedForRowSchema>;
