/**
 * Divorce returns' register check (docs/decisions/014; issue 8):
 * - GET /applications/{id}/dissolution-check (registry officers who review, or the district kadhi of the
 *   return's district) → `{ state, entry }`: whether the marriage the divorce return names is in the
 *   register of marriages and still subsists (src/domain/services/divorce-returns/dissolution-check.ts).
 *   409 for an application that is not a divorce return.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { checkDissolution } from '#src/domain/services/divorce-returns/dissolution-check';
import { dissolutionOf } from '#src/domain/services/divorce-returns/divorce-returns.rule';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { isStaff } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { visibleApplication } from './applications';
import { fail, handle, ok, requireUser } from './shared';

/** Handlers of the divorce returns' register check. */
export const divorceReturnsHandlers = [
  http.get(
    apiUrl('/applications/:id/dissolution-check'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const entry = visibleApplication(user, typeof params?.id === 'string' ? params.id : '');
      if (!(isStaff(user) && may(user, 'applications.review')) && !may(user, 'returns.kadhi')) {
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      }
      if (entry.record.serviceType !== 'DIVORCE_RETURNS') {
        return fail(409, 'Only a divorce return names a marriage to dissolve.', { code: MOCK_ERROR_CODES.illegalTransition });
      }
      const draft = dissolutionOf(entry.record.data);
      return ok(draft ? checkDissolution(db.marriageRegister.all(), draft) : { state: 'NOT_FOUND', entry: null });
    }),
  ),
];
