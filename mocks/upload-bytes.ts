/**
 * The bytes of uploaded documents, kept in memory only (never in localStorage: a few photos would
 * fill it), so `GET /uploads/{id}` can answer the file while the page is open. After a reload the
 * metadata survives (mocks/db.ts `uploads`) but the bytes are gone; the oldest files are dropped
 * first when more than {@link UPLOAD_MEMORY_BUDGET_BYTES} are held.
 */

/** Most bytes held in memory at once (50 MB): ten files of the 5 MB maximum. */
export const UPLOAD_MEMORY_BUDGET_BYTES = 50 * 1024 * 1024;

/** A file's content and type. */
export interface StoredBytes {
  bytes: ArrayBuffer;
  /** MIME type. */
  type: string;
}

const files = new Map<string, StoredBytes>();
let total = 0;

/**
 * Keep a file's bytes, dropping the oldest files beyond the budget.
 * @param id - the upload's id.
 * @param file - its bytes and MIME type.
 */
export function keepUploadBytes(id: string, file: StoredBytes): void {
  forgetUploadBytes(id);
  files.set(id, file);
  total += file.bytes.byteLength;
  for (const [oldest, stored] of files) {
    if (total <= UPLOAD_MEMORY_BUDGET_BYTES || oldest === id) break;
    files.delete(oldest);
    total -= stored.bytes.byteLength;
  }
}

/**
 * A file's bytes, when still in memory.
 * @param id - the upload's id.
 */
export function uploadBytes(id: string): StoredBytes | undefined {
  return files.get(id);
}

/**
 * Drop one file's bytes.
 * @param id - the upload's id.
 */
export function forgetUploadBytes(id: string): void {
  const stored = files.get(id);
  if (!stored) return;
  files.delete(id);
  total -= stored.bytes.byteLength;
}

/** Drop every file's bytes (reseed). */
export function clearUploadBytes(): void {
  files.clear();
  total = 0;
}
