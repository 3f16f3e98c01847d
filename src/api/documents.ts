/**
 * Issued documents (issue 9 stage 6; src/domain/schemas/documents.ts): the public check of a
 * document's code, and the documents issued on an application.
 */
import type { DocumentVerification, IssuedDocument } from '../domain/schemas/documents';
import { call } from './client';

/**
 * GET /verify/{code} (public, no sign-in): the document a code belongs to, as it was issued, without
 * the application it was issued on.
 * @param code - the code as the registry writes it ("K7QM4-R9XHX"; read `normaliseDocumentCode` first).
 * @returns the document, whose `status` says VALID or REVOKED.
 * @throws ApiError 404 when no document has the code, 400 when it cannot be a code, 429 after too many look-ups.
 */
export function fetchDocumentVerification(code: string): Promise<DocumentVerification> {
  return call('verifyDocument', { path: { code } });
}

/**
 * GET /applications/{id}/documents: the documents issued on an application, oldest first, for whoever
 * may see the application (its applicant; the staff who review it).
 * @param id - the application's id.
 * @returns [] when none has been issued.
 * @throws ApiError 404 when the application is not the caller's to see, 403 for a role without access.
 */
export function fetchApplicationDocuments(id: string): Promise<IssuedDocument[]> {
  return call('listIssuedDocuments', { path: { id } });
}
