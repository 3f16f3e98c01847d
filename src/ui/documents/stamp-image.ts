/**
 * The image of a document's certification stamp, for its PDF (issue 11 "certificate-stamp"): fetched
 * from GET /stamps/{id}/image (public) and read as a data URL, which react-pdf's `Image` draws.
 */
import { readStampImage } from '../queries/stamps';

/**
 * Read a Blob as a data URL.
 * @param blob - e.g. a PNG.
 * @returns "data:image/png;base64,…".
 * @throws Error when the browser cannot read it.
 */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The image could not be read')));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The image of a stamp as a data URL, ready for the PDF.
 * @param stampId - the document's `stampId`, or null (a document issued without a stamp).
 * @returns the data URL, or null when there is no stamp or its image cannot be fetched: the PDF is then
 *   still produced, without the stamp, rather than not at all (the document is valid without it; its
 *   verify code is what proves it). Never throws.
 */
export async function loadStampImage(stampId: string | null | undefined): Promise<string | null> {
  if (!stampId) return null;
  try {
    const blob = await readStampImage(stampId);
    if (blob.type !== 'image/png' && blob.type !== 'image/jpeg') return null;
    return await blobToDataUrl(blob);
  } catch {
    return null;
  }
}
