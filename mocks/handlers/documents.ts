/**
 * Issued documents (issue 9 stage 6; src/domain/schemas/documents.ts; mocks/documents.ts):
 *
 * - GET /verify/{code} (no sign-in) → `{ data: DocumentVerification }`: the document as it was
 *   issued (code, kind, number, title, reference, issue date, office, the fields it shows, VALID or
 *   REVOKED), without the application it was issued on. The code is read as typed (any case, O for 0,
 *   I or L for 1, spaces and dashes anywhere).
 *   - 400 `VALIDATION` with the code's message when it cannot be a code (wrong shape, or its check
 *     character shows a typing mistake): the registry is not searched.
 *   - 404 `NOT_FOUND` when no document has it.
 *   - 429 `TOO_MANY_ATTEMPTS` (with `Retry-After`) after 60 look-ups a minute from one client, as
 *     public tracking (mocks/throttle.ts): with 2^45 codes, walking them is hopeless and slow.
 * - GET /applications/{id}/documents (signed in) → `{ data: IssuedDocument[] }`, oldest first: for
 *   whoever may see the application (`visibleApplication`: its applicant; staff who review it, in
 *   their district; 404 for another person, 403 for a role without access).
 */
import { http } from 'msw';
import { DOCUMENT_CODE_MESSAGES, documentVerificationSchema, parseDocumentCode } from '#src/domain/schemas/documents';
import { waitInWords } from '#src/domain/wait-time';
import { apiUrl } from '../base-url';
import { documentsOfApplication, findDocument } from '../documents';
import { MOCK_ERROR_CODES, tooOftenMessage } from '../messages';
import { clientOf, takeAttempt, THROTTLE_RULES } from '../throttle';
import { visibleApplication } from './applications';
import { fail, handle, ok, requireUser, tooMany } from './shared';

/** Handlers of issued documents. */
export const documentsHandlers = [
  http.get(
    apiUrl('/verify/:code'),
    handle(async ({ request, params }) => {
      const refused = await takeAttempt(`verify-client:${clientOf(request)}`, THROTTLE_RULES.verifyClient);
      if (refused) return tooMany(refused, tooOftenMessage('You have checked too many codes', waitInWords(refused.retryAfterSeconds)));
      const raw = params?.code;
      const parsed = parseDocumentCode(typeof raw === 'string' ? raw : '');
      if (!parsed.ok) {
        const message = DOCUMENT_CODE_MESSAGES[parsed.problem];
        return fail(400, message, { code: MOCK_ERROR_CODES.validation, errors: { code: message } });
      }
      const document = findDocument(parsed.code);
      if (!document) return fail(404, DOCUMENT_CODE_MESSAGES.notFound, { code: MOCK_ERROR_CODES.notFound });
      return ok(documentVerificationSchema.parse(document));
    }),
  ),

  http.get(
    apiUrl('/applications/:id/documents'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const id = typeof params?.id === 'string' ? params.id : '';
      const { record } = visibleApplication(user, id);
      return ok(documentsOfApplication(record.id));
    }),
  ),
];
