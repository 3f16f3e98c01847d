/**
 * Drafts do not live for ever (issue 31 §5; docs/decisions/039-draft-retention.md): a draft its applicant has not
 * saved or changed for the marriage setting "draft-retention-days" (90) is deleted, after an e-mail and a text
 * message "draft-warning-days" (7) before that say when and how to keep it (open it and save it). The rule itself is
 * src/domain/draft-retention.ts.
 *
 * The mock applies it as it applies its other time-based rules (an invoice's expiry, a notice's lapse:
 * mocks/lifecycle.ts `expireDue`): {@link sweepDrafts} runs before the applicant's applications are listed or read,
 * and whenever the mock clock moves (`POST __mock/clock`), so moving the clock forward warns, then deletes. A real
 * registry would run the same sweep as a daily job.
 *
 * A deleted draft leaves a note (`db.deletedDrafts`: id, owner, reference, service, times; never its answers), so its
 * applicant is answered 410 DRAFT_DELETED (not a bare 404) when opening its link, and a browser's copy can never
 * create it again under the same id.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { draftDeleteAfterMs, DAY_MS, isRetainedDraft } from '../src/domain/draft-retention';
import { formatDisplayDate } from '../src/domain/dates';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import { SERVICE_LABELS } from '../src/domain/services/service-types';
import { findUserById } from './accounts';
import { now, nowIso } from './clock';
import { db, type ApplicationFields, type ApplicationRecord, type DeletedDraft } from './db';
import type { DeletedDraftRef } from '../src/domain/schemas/account-closing';
import { fail } from './handlers/shared';
import { ENGLISH, messagesFor, portalName } from './message-language';
import { marriageSetting } from './marriage-settings';
import { MOCK_ERROR_CODES } from './messages';
import { sendEmail, sendSms } from './outbox';
import { forgetUploadBytes } from './upload-bytes';

/** The marriage settings of the rule, now. */
function retentionSettings(): { retentionDays: number; warningDays: number } {
  return { retentionDays: marriageSetting('draft-retention-days'), warningDays: marriageSetting('draft-warning-days') };
}

/**
 * When the warning about the draft's current version was sent (ms since the epoch), or null: a warning sent before
 * the draft's last change was about an older version and no longer counts.
 * @param record - the stored application.
 */
function warnedAtMs(record: ApplicationFields): number | null {
  const warned = record.retentionWarnedAt ? Date.parse(record.retentionWarnedAt) : NaN;
  return Number.isFinite(warned) && warned > Date.parse(record.updatedAt) ? warned : null;
}

/**
 * When a stored draft will be deleted unless its applicant saves or changes it (ms since the epoch), or null when the
 * rule does not touch it (anything but a draft never submitted).
 * @param record - the stored application.
 */
export function deleteAfterMs(record: ApplicationFields): number | null {
  if (!isRetainedDraft(record)) return null;
  return draftDeleteAfterMs(Date.parse(record.updatedAt), warnedAtMs(record), retentionSettings());
}

/**
 * The `deleteAfter` of an application's answer (ISO 8601), or undefined when the rule does not touch it.
 * @param record - the stored application.
 */
export function deleteAfterOf(record: ApplicationFields): string | undefined {
  const at = deleteAfterMs(record);
  return at === null ? undefined : new Date(at).toISOString();
}

/**
 * The words of the warning: the service, the reference, the day of the deletion (dd-mm-yyyy, SPEC.md §9) and how to
 * keep the draft.
 * @param record - the draft.
 * @param deleteOnMs - when it will be deleted, ms since the epoch.
 * @param i18n - the applicant's language (issue 32; mocks/message-language.ts); English by default.
 */
export function warningWords(
  record: ApplicationFields,
  deleteOnMs: number,
  i18n: I18n = ENGLISH,
): { subject: string; paragraphs: string[]; sms: string } {
  const service = i18n._(SERVICE_BASICS[record.serviceType].label);
  const day = formatDisplayDate(new Date(deleteOnMs).toISOString());
  const days = marriageSetting('draft-retention-days');
  const ref = record.reference;
  const portal = portalName(i18n);
  return {
    subject: i18n._(msg`${ref}: your draft will be deleted on ${day}`),
    paragraphs: [
      i18n._(
        msg`Your draft application ${ref} (${service}) has not been changed for a long time. The registry keeps personal data no longer than needed, so a draft nobody changes for ${days} days is deleted.`,
      ),
      i18n._(msg`It will be deleted on ${day}.`),
      i18n._(
        msg`To keep it, open Your applications on the ${portal} portal and choose "Keep this draft" beside it, or open it and save a change to any answer. It is then kept for another ${days} days.`,
      ),
      i18n._(msg`If you no longer need it, do nothing: it will be deleted with everything typed in it.`),
    ],
    sms: i18n._(
      msg`${portal}: your draft application ${ref} (${service}) will be deleted on ${day}. To keep it, choose "Keep this draft" in Your applications.`,
    ),
  };
}

/** Send the applicant the warning (e-mail and SMS), in their language, and mark the draft warned, without changing its version. */
async function warn(record: ApplicationFields): Promise<void> {
  const at = nowIso();
  // Marked first, so the deletion day the message names is the one the answers say from now on.
  const marked = await db.applications.update(record as ApplicationRecord, {
    data: (draft) => {
      draft.retentionWarnedAt = at;
    },
  });
  const deleteOn = deleteAfterMs(marked ?? record);
  const user = findUserById(record.applicantId);
  // A closed account is sent nothing (docs/decisions/041); its drafts were deleted when it closed anyway.
  if (!user || user.status === 'CLOSED' || deleteOn === null) return;
  const i18n = messagesFor(user);
  const words = warningWords(record, deleteOn, i18n);
  const area = user.accountType === 'ORGANIZATION' ? 'institution' : 'user';
  const name = user.givenName;
  const portal = portalName(i18n);
  await sendEmail({
    to: user.email,
    subject: words.subject,
    body: [i18n._(msg`Dear ${name},`), '', ...words.paragraphs.flatMap((p) => [p, '']), i18n._(msg`The ${portal}`)].join('\n'),
    link: `/${area}/applications/${encodeURIComponent(record.id)}`,
  });
  if (user.phone) await sendSms({ to: user.phone, subject: words.subject, body: words.sms });
}

/**
 * Delete a draft: the application, the uploads it lists that no other application lists, and leave its note. The one
 * way a draft is deleted, by the retention rule or by its applicant (issue 31 §4: "Delete your drafts", closing the
 * account; docs/decisions/041).
 * @param record - the draft.
 * @param deletedAtMs - when it was deleted (ms since the epoch). For the retention rule, when it was due: the note
 *   records the day the warning promised, as a daily job would have deleted it, even when the mock's sweep comes
 *   later (the clock jumped).
 * @param deletedBy - the retention rule, or its applicant.
 */
export async function deleteDraft(
  record: ApplicationFields,
  deletedAtMs: number,
  deletedBy: DeletedDraft['deletedBy'] = 'RETENTION',
): Promise<void> {
  const listed = new Set(record.documents.map((d) => d.id));
  const elsewhere = new Set(
    db.applications
      .all()
      .filter((a) => a.id !== record.id)
      .flatMap((a) => a.documents.map((d) => d.id)),
  );
  db.applications.deleteMany((q) => q.where({ id: record.id }));
  const orphans = db.uploads.findMany((q) => q.where((u) => listed.has(u.id) && !elsewhere.has(u.id) && u.ownerId === record.applicantId));
  for (const upload of orphans) forgetUploadBytes(upload.id);
  db.uploads.deleteMany((q) => q.where((u) => listed.has(u.id) && !elsewhere.has(u.id) && u.ownerId === record.applicantId));
  await db.deletedDrafts.create({
    id: record.id,
    applicantId: record.applicantId,
    reference: record.reference,
    serviceType: record.serviceType,
    lastChangedAt: record.updatedAt,
    deletedAt: new Date(deletedAtMs).toISOString(),
    deletedBy,
  });
}

/**
 * Delete every draft of an applicant that was never submitted (src/domain/draft-retention.ts `isRetainedDraft`), now,
 * at their request (issue 31 §4; docs/decisions/041). Nothing submitted is touched.
 * @param applicantId - the applicant's userId.
 * @returns the drafts deleted: id, reference and service.
 */
export async function deleteDraftsOf(applicantId: string): Promise<DeletedDraftRef[]> {
  const drafts = db.applications.all().filter((a) => a.applicantId === applicantId && isRetainedDraft(a));
  const at = now();
  for (const record of drafts) await deleteDraft(record, at, 'APPLICANT');
  return drafts.map((d) => ({ id: d.id, reference: d.reference, serviceType: d.serviceType }));
}

/** What one sweep did. */
export interface SweepResult {
  /** References of the drafts whose applicants were warned. */
  warned: string[];
  /** References of the drafts deleted. */
  deleted: string[];
}

/**
 * Apply the rule to every stored draft (the benchmark's generated applications hold no drafts anyone works on and
 * are left alone): warn those within the warning days not yet warned about their current version; delete those due
 * whose applicant was warned (a draft is never deleted unwarned: its deletion waits the warning days after it).
 * Cheap when nothing is due (one pass over the stored applications).
 * @param applicantId - only this applicant's drafts (before their list is answered); all when absent.
 * @returns what it did.
 */
export async function sweepDrafts(applicantId?: string): Promise<SweepResult> {
  const result: SweepResult = { warned: [], deleted: [] };
  const at = now();
  const { warningDays } = retentionSettings();
  const drafts = db.applications.all().filter((a) => (applicantId === undefined || a.applicantId === applicantId) && isRetainedDraft(a));
  for (const record of drafts) {
    const deleteOn = deleteAfterMs(record);
    if (deleteOn === null) continue;
    const warned = warnedAtMs(record) !== null;
    if (deleteOn <= at && warned) {
      await deleteDraft(record, deleteOn);
      result.deleted.push(record.reference);
    } else if (deleteOn - warningDays * DAY_MS <= at && !warned) {
      // Never deleted unwarned: a sweep that comes late (the clock jumped) warns first, and the deletion waits.
      await warn(record);
      result.warned.push(record.reference);
    }
  }
  return result;
}

/**
 * The note of a deleted draft, when the caller is its applicant.
 * @param id - the application id asked for.
 * @param userId - the caller.
 */
export function deletedDraftOf(id: string, userId: string): DeletedDraft | undefined {
  const note = db.deletedDrafts.findFirst((q) => q.where({ id }));
  return note && note.applicantId === userId ? note : undefined;
}

/**
 * The answer to an applicant asking for a draft the registry deleted: 410 DRAFT_DELETED saying plainly what happened.
 * @param note - the deleted draft's note.
 */
export function draftDeletedAnswer(note: DeletedDraft): Response {
  const days = marriageSetting('draft-retention-days');
  if (note.deletedBy === 'APPLICANT') {
    return fail(
      410,
      `You deleted your draft application ${note.reference} (${SERVICE_LABELS[note.serviceType]}) on ${formatDisplayDate(note.deletedAt)}. Nothing typed in it was kept. You can start a new application.`,
      { code: MOCK_ERROR_CODES.draftDeleted },
    );
  }
  return fail(
    410,
    `Your draft application ${note.reference} (${SERVICE_LABELS[note.serviceType]}) was deleted on ${formatDisplayDate(note.deletedAt)} because it had not been changed for ${days} days. Nothing typed in it was kept. You can start a new application.`,
    { code: MOCK_ERROR_CODES.draftDeleted },
  );
}
