/**
 * Deleting one's drafts and closing one's account (issue 31 §4; docs/decisions/041-closing-an-account.md): the
 * rules both the mock API and the "Your data" page read, so the page never promises what the API refuses.
 *
 * - A person may delete their drafts (never submitted) at any time: nothing submitted is touched.
 * - An individual may close their account unless one of their applications is in progress (submitted and not yet
 *   decided). Organisations (a church, a district kadhi, a temple, a church agent) are closed by the registry,
 *   which must first end their duties (returns due, a licence): the page says how.
 * - Closing deletes the drafts and the account's contact details and password for sign-in; what the law requires
 *   the registry to keep stays (Data Protection and Privacy Act 2019: personal data is kept no longer than needed,
 *   unless a law requires it; the Marriage Act and the registers' own laws keep entries permanently).
 */
import { msg } from '@lingui/core/macro';
import { wordsList } from './words';
import type { ApplicationStatus } from './statuses';

/**
 * The statuses of an application in progress: submitted and not yet decided (SPEC.md §4). A civil notice stays
 * Pending through its notice stage until the celebration is recorded (docs/decisions/016). Draft (never sent, or
 * back in Draft after its invoice expired unpaid), Approved and Declined are not in progress.
 */
export const IN_PROGRESS_STATUSES: readonly ApplicationStatus[] = ['Submitted', 'Payment_Confirmation', 'Pending', 'Corrections_Requested'];

/**
 * Whether an application is in progress, which holds back closing the account that made it.
 * @param application - its display status.
 */
export function isInProgress(application: { status: ApplicationStatus }): boolean {
  return IN_PROGRESS_STATUSES.includes(application.status);
}

/**
 * Whether an application is a draft its applicant may delete: a Draft never submitted (`submittedAt` null, so
 * never invoiced). The same drafts the retention rule deletes (src/domain/draft-retention.ts `isRetainedDraft`).
 * @param application - its status and submission time.
 */
export function isDeletableDraft(application: { status: ApplicationStatus; submittedAt: string | null }): boolean {
  return application.status === 'Draft' && application.submittedAt === null;
}

/** Error code: closing refused because an application of the caller is in progress (409). */
export const APPLICATIONS_IN_PROGRESS_CODE = 'APPLICATIONS_IN_PROGRESS';
/** Error code: the password typed to confirm closing is not the account's (400, `errors.password`). */
export const PASSWORD_INCORRECT_CODE = 'PASSWORD_INCORRECT';
/** Error code: sign-in with the password of an account its holder closed (403). */
export const ACCOUNT_CLOSED_CODE = 'ACCOUNT_CLOSED';

/**
 * What the registry keeps after an account is closed, and why: the same sentences on the "Your data" page (before
 * the person confirms), on the page shown after closing, and in the decision. Each is true of the mock API.
 */
export const KEPT_AFTER_CLOSING: readonly string[] = wordsList([
  msg`Entries of the registers of marriages that name you: they are kept permanently, as the law requires.`,
  msg`Your submitted applications with their answers, documents and decisions, and their payments and receipts: they are the record of what the registry decided and of the fees it received.`,
  msg`The record of who at the registry opened your data (the access log): it can never be changed or deleted.`,
  msg`Your name and NIN on the closed account, so that these records stay yours and the registry can answer you about them.`,
]);

/** What closing an account deletes, as the page says it before the person confirms. */
export const DELETED_ON_CLOSING: readonly string[] = wordsList([
  msg`Your drafts, with everything typed in them and their uploaded documents.`,
  msg`Your e-mail address, phone number, postal address, date of birth and district on the account.`,
  msg`Your password: nobody can sign in to the account again.`,
]);
