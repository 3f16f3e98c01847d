/**
 * Uploaded documents (DOMAIN.md §5 "Uploads: PDF, JPEG or PNG, at most 5 MB each, checked by type and
 * size in the browser and the mock API").
 */
import { z } from 'zod';

/** Accepted MIME types. */
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Largest accepted file, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The `accept` attribute of file inputs. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * Why a file cannot be uploaded, in words for the person, or null when it can.
 * @param file - name, MIME type and size in bytes.
 */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} must be a PDF, JPEG or PNG`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} must be smaller than 5 MB`;
  return null;
}

/** A stored document, as the API answers POST /uploads and as applications refer to it. */
export const documentRefSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  type: z.enum(UPLOAD_TYPES),
  /** Size in bytes. */
  size: z.number().int().positive().max(UPLOAD_MAX_BYTES),
});
/** A stored document. */
export type DocumentRef = z.infer<typeof documentRefSchema>;

function isDocumentRef(value: unknown): value is DocumentRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.size === 'number' &&
    typeof v.type === 'string' &&
    (UPLOAD_TYPES as readonly string[]).includes(v.type)
  );
}

/**
 * Every uploaded document referred to anywhere in the answers (the `documents` of PUT
 * /applications/{id}: the list the API checks and shows officers), each once, in the order met.
 * @param data - the answers.
 * @returns the document references.
 */
export function documentsIn(data: unknown): DocumentRef[] {
  const found = new Map<string, DocumentRef>();
  const walk = (value: unknown) => {
    if (isDocumentRef(value)) {
      if (!found.has(value.id)) found.set(value.id, { id: value.id, name: value.name, type: value.type, size: value.size });
      return;
    }
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(data);
  return [...found.values()];
}
