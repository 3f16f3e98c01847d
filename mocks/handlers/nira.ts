/**
 * Identity verification with the national register (SPEC.md §3 "Identity verification payload: nin",
 * §7 POST /nira/verify; docs/decisions/002-api-contract.md).
 */
import { http } from 'msw';
import { niraPersonSchema, niraVerifySchema } from '../../src/domain/schemas/identity';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { fail, handle, ok, readPayload, requireUser } from './shared';

/** Handlers of the NIRA calls. */
export const niraHandlers = [
  /**
   * POST /nira/verify (bearer) {nin} → the NIRA person (names, date of birth yyyy-mm-dd, sex,
   * nationality). The NIN is trimmed and upper-cased (SPEC.md §5). 401 without a signed-in caller;
   * 400 malformed NIN (`errors.nin`); 404 not in the register.
   */
  http.post(
    apiUrl('/nira/verify'),
    handle(async ({ request }) => {
      await requireUser(request);
      const { nin } = await readPayload(request, niraVerifySchema);
      const person = db.niraPeople.findFirst((q) => q.where({ nin }));
      if (!person) {
        return fail(404, MOCK_MESSAGES.ninNotFound, {
          code: MOCK_ERROR_CODES.ninNotFound,
          errors: { nin: MOCK_MESSAGES.ninNotFound },
        });
      }
      return ok(niraPersonSchema.parse(person));
    }),
  ),
];
