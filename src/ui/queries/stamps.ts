/**
 * The certification stamps' images (issue 11 "certificate-stamp") as the ui reaches them: the address an
 * `<img>` shows and the bytes a PDF draws. Not cached by TanStack Query (an `<img>` caches itself; a PDF reads
 * the image once), so this module loads no query library: the documents' PDF code imports it freely.
 */
import { fetchStampImage, stampImageUrl } from '#src/api/stamps';

/**
 * The address of a stamp's image for an `<img>` (public, no header needed).
 * @param id - the stamp's id (an issued document's `stampId`).
 * @returns e.g. "/api/stamps/stamp_1/image".
 */
export function stampImageAddress(id: string): string {
  return stampImageUrl(id);
}

/**
 * A stamp's image (GET /stamps/{id}/image, public).
 * @param id - the stamp's id.
 * @returns the image as a Blob with its MIME type.
 * @throws ApiError 404 when no stamp has the id; a network error when offline.
 */
export function readStampImage(id: string): Promise<Blob> {
  return fetchStampImage(id);
}
