/**
 * Public tracking (SPEC.md §2 /tracking/{id}; docs/decisions/005-application-lifecycle.md,
 * docs/decisions/011-references.md).
 *
 * GET /tracking/{reference} (no sign-in) → `{ reference, serviceType, status, noticeStage, timeline: [{ at,
 * status, noticeStage }] }`, each timeline status the `to` of a transition, each `noticeStage` the civil notice's
 * stage (the lifecycle machine's `noticeStageOf` / `noticeStageOfEntry`) or null outside it (issue 30). Nothing else: no names, NINs, phones,
 * addresses, comments or officers. The reference is read as a person types it (any case, spaces or no
 * dashes, O for 0, I or L for 1).
 * - 400 `VALIDATION` with the reference's message when it cannot be a reference (wrong shape, or its
 *   check character says it was mistyped).
 * - 404 `NOT_FOUND` when no application has it, or the application was never submitted: a draft is its
 *   applicant's own and answers exactly as an unknown reference (same status, message and code, decided
 *   on the same path before anything else is read), so tracking cannot tell that a draft exists.
 * - 429 `TOO_MANY_ATTEMPTS` (with `Retry-After`) after 60 look-ups a minute from one client
 *   (mocks/throttle.ts), so walking references is slow as well as hopeless.
 */
import { http } from 'msw';
import { trackingViewSchema, type TrackingView } from '#src/domain/schemas/applications';
import { applicationReferenceField } from '#src/domain/schemas/tracking';
import { noticeStageOf, noticeStageOfEntry } from '#src/lifecycle/application.machine';
import { findApplicationByReference } from '../application-store';
import { apiUrl } from '../base-url';
import type { ApplicationFields } from '../db';
import { expireIfDue } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES, tooOftenMessage } from '../messages';
import { waitInWords } from '#src/domain/wait-time';
import { clientOf, takeAttempt, THROTTLE_RULES } from '../throttle';
import { fail, fieldErrors, handle, ok, tooMany } from './shared';

/**
 * The public view of an application: service, status and the dated statuses of its timeline.
 * @param record - the application.
 */
export function toTrackingView(record: ApplicationFields): TrackingView {
  return trackingViewSchema.parse({
    reference: record.reference,
    serviceType: record.serviceType,
    status: record.status,
    noticeStage: noticeStageOf(record.lifecycle),
    timeline: record.timeline.map((entry) => ({ at: entry.at, status: entry.to, noticeStage: noticeStageOfEntry(entry) })),
  });
}

/**
 * Does public tracking answer for this application? Only once it was submitted (the declaration made,
 * `submittedAt` set): from Payment_Confirmation on, and still after an unpaid invoice expired and took
 * it back to Draft (it was public then, and its history says why). A draft never submitted is the
 * applicant's own (decision 011).
 * @param record - the application.
 */
export function isPubliclyTracked(record: Pick<ApplicationFields, 'submittedAt'>): boolean {
  return record.submittedAt !== null;
}

/** Handlers of public tracking. */
export const trackingHandlers = [
  http.get(
    apiUrl('/tracking/:reference'),
    handle(async ({ request, params }) => {
      const refused = await takeAttempt(`tracking-client:${clientOf(request)}`, THROTTLE_RULES.trackingClient);
      if (refused)
        return tooMany(refused, tooOftenMessage('You have looked up too many references', waitInWords(refused.retryAfterSeconds)));
      const raw = params?.reference;
      const parsed = applicationReferenceField.safeParse(typeof raw === 'string' ? raw : '');
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error.issues);
        return fail(400, errors.form ?? MOCK_MESSAGES.trackingNotFound, {
          code: MOCK_ERROR_CODES.validation,
          errors: { reference: errors.form ?? MOCK_MESSAGES.trackingNotFound },
        });
      }
      const found = findApplicationByReference(parsed.data);
      if (!found || !isPubliclyTracked(found.record)) {
        return fail(404, MOCK_MESSAGES.trackingNotFound, { code: MOCK_ERROR_CODES.notFound });
      }
      return ok(toTrackingView((await expireIfDue(found)).record));
    }),
  ),
];
