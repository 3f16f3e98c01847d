/**
 * Public tracking (SPEC.md §2 /tracking/{id}; docs/decisions/005-application-lifecycle.md).
 *
 * GET /tracking/{reference} (no sign-in) → `{ reference, serviceType, status, timeline: [{ at,
 * status }] }`, each timeline status the `to` of a transition. Nothing else: no names, NINs, phones,
 * addresses, comments or officers. 400 a malformed reference, 404 an unknown one.
 */
import { http } from 'msw';
import { trackingViewSchema, type TrackingView } from '../../src/domain/schemas/applications';
import { applicationReferenceField } from '../../src/domain/schemas/tracking';
import { findApplicationByReference } from '../application-store';
import { apiUrl } from '../base-url';
import type { ApplicationFields } from '../db';
import { expireIfDue } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { fail, fieldErrors, handle, ok } from './shared';

/**
 * The public view of an application: service, status and the dated statuses of its timeline.
 * @param record - the application.
 */
export function toTrackingView(record: ApplicationFields): TrackingView {
  return trackingViewSchema.parse({
    reference: record.reference,
    serviceType: record.serviceType,
    status: record.status,
    timeline: record.timeline.map((entry) => ({ at: entry.at, status: entry.to })),
  });
}

/** Handlers of public tracking. */
export const trackingHandlers = [
  http.get(
    apiUrl('/tracking/:reference'),
    handle(async ({ params }) => {
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
      if (!found) {
        return fail(404, MOCK_MESSAGES.trackingNotFound, { code: MOCK_ERROR_CODES.notFound });
      }
      return ok(toTrackingView((await expireIfDue(found)).record));
    }),
  ),
];
