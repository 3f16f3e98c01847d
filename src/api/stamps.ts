/**
 * The certification stamps' images (issue 11 "certificate-stamp"): the image printed on the documents
 * the registry issues. The stamps themselves are kept through the settings calls (src/api/settings.ts).
 */
import { API_BASE_URL, download } from './client';

/**
 * The address of a stamp's image, relative to the API base (for the client's own calls).
 * @param id - the stamp's id (an issued document's `stampId`).
 */
export function stampImagePath(id: string): string {
  return `/stamps/${encodeURIComponent(id)}/image`;
}

/**
 * The address of a stamp's image for an `<img>` (public, no header needed): same origin as the portal
 * when the API is (the deploy's `img-src 'self'`, docs/decisions/013-deploy-headers.md).
 * @param id - the stamp's id.
 * @returns e.g. "/api/stamps/stamp_1/image".
 */
export function stampImageUrl(id: string): string {
  return `${API_BASE_URL.replace(/\/+$/, '')}${stampImagePath(id)}`;
}

/**
 * GET /stamps/{id}/image (public, no sign-in): a stamp's image, in use or not (a document keeps the
 * stamp it was issued with).
 * @param id - the stamp's id.
 * @returns the image as a Blob with its MIME type (image/png or image/jpeg).
 * @throws ApiError 404 when no stamp has the id or its image is gone; a network error when offline.
 */
export async function fetchStampImage(id: string): Promise<Blob> {
  return download('getStampImage', 'image/png, image/jpeg', { path: { id } });
}
