/**
 * Document uploads (DOMAIN.md §5: PDF, JPEG or PNG, at most 5 MB).
 */
import type { DocumentRef } from '../domain/schemas/uploads';
import { request } from './client';

/**
 * POST /uploads (multipart/form-data, field `file`).
 * @param file - the file; check it first with `uploadProblem` (src/domain/schemas/uploads.ts).
 * @returns the stored document's reference.
 * @throws ApiError 400 wrong type or too large.
 */
export function uploadDocument(file: File): Promise<DocumentRef> {
  const form = new FormData();
  form.append('file', file);
  return request({ method: 'POST', url: '/uploads', data: form, headers: { 'Content-Type': 'multipart/form-data' } });
}
