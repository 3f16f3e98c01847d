/**
 * Identity verification with the national register (SPEC.md §3 "Identity verification payload: nin",
 * §7 POST /nira/verify; docs/decisions/002-api-contract.md).
 */
import { http } from 'msw';
import { niraPersonSchema, niraVerifySchema } from '#src/domain/schemas/identity';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { recordAccess } from '../access-log';
import { MOCK_ERROR_CODES, MOCK_MESSAGES, tooOftenMessage } from '../messages';
import { may } from '#src/domain/access';
import { waitInWords } from '#src/domain/wait-time';
import { takeAttempt, THROTTLE_RULES } from '../throttle';
import { fail, handle, ok, readPayload, requirePermission, requireUser, tooMany } from './shared';

/** Handlers of the NIRA calls. */
export const niraHandlers = [
  /**
   * POST /nira/verify (bearer) {nin} → the NIRA person (names, date of birth yyyy-mm-dd, sex,
   * nationality). The NIN is trimmed and upper-cased (SPEC.md §5). 401 without a signed-in caller;
   * 403 for finance officers and administrators (no personal data: docs/decisions/008); 400
   * malformed NIN (`errors.nin`); 404 not in the register; 429 after 60 look-ups an hour. A staff member's
   * look-up that finds a person is written in the access log (a person's record: mocks/access-log.ts).
   */
  http.post(
    apiUrl('/nira/verify'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'nira.verify'));
      const { nin } = await readPayload(request, niraVerifySchema);
      const refused = await takeAttempt(`nin-lookup:${user.userId}`, THROTTLE_RULES.ninLookup);
      if (refused) return tooMany(refused, tooOftenMessage('You have looked up too many NINs', waitInWords(refused.retryAfterSeconds)));
      const person = db.niraPeople.findFirst((q) => q.where({ nin }));
      if (!person) {
        return fail(404, MOCK_MESSAGES.ninNotFound, {
          code: MOCK_ERROR_CODES.ninNotFound,
          errors: { nin: MOCK_MESSAGES.ninNotFound },
        });
      }
      // Registry staff looking a person up is written in the access log (issue 31 §3); an applicant's look-ups are not.
      await recordAccess(user, { kind: 'PERSON', nin });
      return ok(niraPersonSchema.parse(person));
    }),
  ),
];
