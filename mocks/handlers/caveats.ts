/**
 * Lodging a caveat against a published notice (issue 9; docs/decisions/016-notice-stage.md):
 * - POST /notices/{noticeNumber}/caveats (signed in) with `lodgeCaveatSchema` → 201 `{ noticeNumber, caveatId }`.
 *   The lifecycle machine decides: anyone signed in but the couple (403 "You cannot lodge a caveat against your
 *   own notice."), only while the notice is published or caveated (409 once the certificate issued or the notice
 *   ended). 404 for an unknown notice number. 400 at `evidence.N` for a document the caller did not upload (its
 *   evidence opens for registry staff: nobody shows them another person's file through a caveat). The couple is
 *   told (mocks/application-messages.ts, through the transition's timeline entry).
 */
import { http } from 'msw';
import { lodgeCaveatSchema } from '#src/domain/schemas/notice';
import { apiUrl } from '../base-url';
import { actorFor, expireIfDue, transition } from '../lifecycle';
import { db } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { findByNoticeNumber, newCaveat } from '../notice-stage';
import { fail, handle, ok, readPayload, requireUser } from './shared';

/** Handlers of the caveat calls. */
export const caveatsHandlers = [
  http.post(
    apiUrl('/notices/:noticeNumber/caveats'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const noticeNumber = typeof params?.noticeNumber === 'string' ? params.noticeNumber : '';
      const found = findByNoticeNumber(noticeNumber);
      if (!found) return fail(404, 'No notice of marriage has this number.', { code: MOCK_ERROR_CODES.notFound });
      const entry = await expireIfDue(found);
      const body = await readPayload(request, lodgeCaveatSchema);
      const actor = actorFor(user, entry.record);
      const foreign = body.evidence.findIndex((d) => db.uploads.findFirst((q) => q.where({ id: d.id }))?.ownerId !== user.userId);
      if (foreign >= 0) {
        return fail(400, MOCK_MESSAGES.validation, {
          code: MOCK_ERROR_CODES.validation,
          errors: { [`evidence.${foreign}`]: MOCK_MESSAGES.notYourDocument },
        });
      }
      const caveat = newCaveat(user, actor.name, body);
      await transition(entry, { type: 'application.lodgeCaveat' }, actor, {
        change: (draft) => {
          draft.notice?.caveats.push(caveat);
        },
      });
      return ok({ noticeNumber: entry.record.notice?.noticeNumber ?? noticeNumber, caveatId: caveat.id }, 201);
    }),
  ),
];
