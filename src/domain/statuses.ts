/**
 * Application display statuses and their display classes (SPEC.md §4 "Application statuses").
 *
 * The lifecycle machine may hold richer inner states, but each maps to exactly one of these
 * (DOMAIN.md §2); views and the tracking page never invent a status.
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from './words';

/** Every display status, in the order SPEC.md §4 lists them. */
export const APPLICATION_STATUSES = [
  'Pending',
  'Payment_Confirmation',
  'Approved',
  'Declined',
  'Corrections_Requested',
  'Submitted',
  'Draft',
] as const;

/** A display status value as the API speaks it (SPEC.md §4). */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The CSS display class of a status (SPEC.md §4). */
export type StatusClass = 'pending' | 'approved' | 'rejected' | 'correction' | 'submitted' | 'draft';

/** Display class for each status, exactly as SPEC.md §4's table gives it. */
export const STATUS_CLASSES: Readonly<Record<ApplicationStatus, StatusClass>> = {
  Pending: 'pending',
  Payment_Confirmation: 'pending',
  Approved: 'approved',
  Declined: 'rejected',
  Corrections_Requested: 'correction',
  Submitted: 'submitted',
  Draft: 'draft',
};

/**
 * The words people read for a status: the value with underscores as spaces
 * ("Payment_Confirmation" reads "Payment Confirmation"). Status tags carry this text, never colour alone.
 */
export const STATUS_TEXT: Readonly<Record<ApplicationStatus, string>> = wordsTable({
  Pending: msg`Pending`,
  Payment_Confirmation: msg`Payment Confirmation`,
  Approved: msg`Approved`,
  Declined: msg`Declined`,
  Corrections_Requested: msg`Corrections Requested`,
  Submitted: msg`Submitted`,
  Draft: msg`Draft`,
});

/**
 * A plain description of each status, shown beside its tag, in the timeline and on tracking, so
 * nobody has to know what "Payment_Confirmation" means (SPEC.md §4 keeps the values and classes).
 */
export const STATUS_DESCRIPTIONS: Readonly<Record<ApplicationStatus, string>> = wordsTable({
  Pending: msg`Under review`,
  Payment_Confirmation: msg`Waiting for payment`,
  Approved: msg`Accepted by the registry`,
  Declined: msg`Refused, with a reason`,
  Corrections_Requested: msg`Sent back for corrections`,
  Submitted: msg`Waiting for review`,
  Draft: msg`Not sent yet`,
});

/**
 * Type guard for a display status value.
 * @param value - any value, typically from an API answer or a URL filter.
 * @returns true when `value` is an {@link ApplicationStatus}.
 */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The display class of a status (SPEC.md §4).
 * @param status - a display status.
 * @returns e.g. `statusClass('Declined') === 'rejected'`.
 */
export function statusClass(status: ApplicationStatus): StatusClass {
  return STATUS_CLASSES[status];
}
