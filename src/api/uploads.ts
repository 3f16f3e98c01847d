/**
 * Document uploads (DOMAIN.md §5: PDF, JPEG or PNG, at most 5 MB).
 */
import type { DocumentRef } from '../domain/schemas/uploads';
import { call, download } from './client';

/**
 * POST /uploads (multipart/form-data, field `file`).
 * @param file - the file; check it first with `uploadProblem` (src/domain/schemas/uploads.ts).
 * @returns the stored document's reference.
 * @throws ApiError 400 wrong type or too large.
 */
export function uploadDocument(file: File): Promise<DocumentRef> {
  const form = new FormData();
  form.append('file', file);
  return call('uploadDocument', { body: form, headers: { 'Content-Type': 'multipart/form-data' } });
}

/**
 * GET /uploads/{id}: the document's bytes (its uploader, or staff who may read its application).
 * @param id - the document's id (DocumentRef `id`).
 * @returns the file as a Blob with its MIME type.
 * @throws ApiError 404 unknown or not the caller's to read; 401/403 as every call.
 */
export async function fetchDocument(id: string): Promise<Blob> {
  return download('getUpload', '*/*', { path: { id } });
}
