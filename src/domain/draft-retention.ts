/**
 * How long the registry keeps a draft nobody is working on (issue 31 §5; docs/decisions/039-draft-retention.md):
 * a draft its applicant has not saved or changed for {@link DRAFT_RETENTION_DAYS} days (the marriage setting
 * "draft-retention-days") is deleted, after a message {@link DRAFT_WARNING_DAYS} days before (the setting
 * "draft-warning-days") that says how to keep it. The registry's policy under the Data Protection and Privacy Act
 * 2019: personal data is kept no longer than needed. Only a draft never submitted counts: an application once
 * submitted (even one back in Draft after its invoice expired) holds a declaration and a payment reference, and is
 * kept as applications are.
 */
import type { Application } from './schemas/applications';

/** Days a draft may stay unchanged before it is deleted: the marriage setting "draft-retention-days" as seeded. */
export const DRAFT_RETENTION_DAYS = 90;

/** Days before the deletion that its applicant is told how to keep the draft: the setting "draft-warning-days" as seeded. */
export const DRAFT_WARNING_DAYS = 7;

/** Where both settings come from, as the settings page shows it. */
export const DRAFT_RETENTION_SOURCE = 'Data Protection and Privacy Act 2019: kept no longer than needed';

/**
 * The error code of the answer about a draft the registry deleted under this rule (410 Gone to its applicant:
 * read, save or create again with its id). Anyone else is answered 404, as for any application not theirs.
 */
export const DRAFT_DELETED_CODE = 'DRAFT_DELETED';

/** A day, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an application falls under the draft retention rule: a Draft never submitted and never invoiced.
 * @param application - its status, submission time and invoice.
 */
export function isRetainedDraft(application: Pick<Application, 'status' | 'submittedAt' | 'invoice'>): boolean {
  return application.status === 'Draft' && application.submittedAt === null && application.invoice === null;
}

/**
 * When a draft is deleted unless its applicant changes it, in ms since the epoch: its last change plus the
 * retention days; once the warning was sent (after that last change), never sooner than the warning days after it,
 * so the message always comes the promised days before.
 * @param lastChangedAtMs - the draft's last save or change by its applicant (its `updatedAt`), ms since the epoch.
 * @param warnedAtMs - when the warning about this version was sent, ms since the epoch; null when not sent.
 * @param settings - the retention and warning days (the marriage settings).
 */
export function draftDeleteAfterMs(
  lastChangedAtMs: number,
  warnedAtMs: number | null,
  settings: { retentionDays: number; warningDays: number },
): number {
  const nominal = lastChangedAtMs + settings.retentionDays * DAY_MS;
  return warnedAtMs === null ? nominal : Math.max(nominal, warnedAtMs + settings.warningDays * DAY_MS);
}
