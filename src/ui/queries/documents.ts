/**
 * Server state of documents outside an application's page: the public verification of an issued document by
 * its code (GET /verify/{code}) and the bytes of an uploaded file read back for a preview (GET
 * /uploads/{id}). The documents issued for an application are in src/ui/queries/applications.ts.
 */
import { fetchDocumentVerification } from '#src/api/documents';
import { fetchDocument } from '#src/api/uploads';
import { toApiError } from '../shared/api-error';
import { useAppQuery } from '../shared/query-client';

/** The keys of document queries. */
export const documentKeys = {
  /** The verification of one document code. */
  verification: (code: string) => ['verify-document', code] as const,
  /** The bytes of one upload (they never change: an upload is never overwritten). */
  uploadBytes: (uploadId: string) => ['uploads', uploadId, 'bytes'] as const,
};

/**
 * The verification of a document code; waits while it is ''. Retried once, and only when the API failed (5xx).
 * @param code - a well-formed code, or ''.
 */
export function useDocumentVerification(code: string) {
  return useAppQuery({
    queryKey: documentKeys.verification(code),
    queryFn: () => fetchDocumentVerification(code),
    enabled: code !== '',
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
}

/**
 * An uploaded file's bytes, read once (never stale).
 * @param uploadId - the upload's id (its DocumentRef `id`).
 */
export function useUploadBytes(uploadId: string) {
  return useAppQuery({ queryKey: documentKeys.uploadBytes(uploadId), queryFn: () => fetchDocument(uploadId), staleTime: Infinity });
}
