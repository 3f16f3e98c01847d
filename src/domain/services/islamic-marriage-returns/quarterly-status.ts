/**
 * The district kadhi's quarterly return clock (issue 8 "visible clocks … quarterly (Islamic)"; DOMAIN.md
 * §6; docs/decisions/014): last quarter's return, due by the 10th of the month after the quarter
 * (src/domain/deadlines.ts `islamicReturnDueDate`), is filed once a quarterly return for that quarter
 * has been submitted (any status after Draft but Declined); this quarter's return falls due next.
 */
import { deadlineState, type DeadlineState, islamicReturnDueDate, previousQuarter, type Quarter, quarterOf } from '#src/domain/deadlines';
import { periodQuarter } from './islamic-marriage-returns.schema';

/** What the clock reads of an application (the caller's own applications, GET /applications). */
export interface OwnApplication {
  serviceType: string;
  status: string;
  reference: string;
  /** When it was submitted, ISO 8601, or null. */
  submittedAt: string | null;
  data: Record<string, unknown>;
}

/** Where the kadhi's quarterly returns stand on a day. */
export interface QuarterlyReturnStatus {
  /** The quarter that ended last, its deadline, and the return filed for it (null: none yet). */
  last: { quarter: Quarter; deadline: DeadlineState; filed: OwnApplication | null };
  /** The current quarter and the day its return will be due. */
  current: { quarter: Quarter; due: string };
}

const NOT_FILED = new Set(['Draft', 'Payment_Confirmation', 'Declined']);

/**
 * The quarterly return clock.
 * @param applications - the kadhi's own applications.
 * @param today - yyyy-mm-dd.
 * @returns last quarter's deadline and return, and this quarter's due date.
 */
export function quarterlyReturnStatus(applications: readonly OwnApplication[], today: string): QuarterlyReturnStatus {
  const current = quarterOf(today);
  const last = previousQuarter(current);
  const filed =
    applications.find((a) => {
      if (a.serviceType !== 'ISLAMIC_MARRIAGE_RETURNS' || a.data.kind !== 'QUARTERLY' || NOT_FILED.has(a.status)) return false;
      const q = periodQuarter(a.data.period);
      return q !== null && q.year === last.year && q.quarter === last.quarter;
    }) ?? null;
  return {
    last: { quarter: last, deadline: deadlineState(islamicReturnDueDate(last), today), filed },
    current: { quarter: current, due: islamicReturnDueDate(current) },
  };
}
