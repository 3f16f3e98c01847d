/**
 * Download an issued document as a PDF (issue 9 stage 6). The PDF module (@react-pdf/renderer, about
 * 450 kB gzip) is imported only here, on the first download, so no page carries it (decision 004).
 */
import { parsePublicOrigin } from '#src/domain/public-origin';
import type { DocumentVerification } from '#src/domain/schemas/documents';
import { saveFile } from '../components/save-file/save-file';
import { specimenDocument } from './specimen-document';
import { loadStampImage } from './stamp-image';

/**
 * The file name of a document's PDF: its title and number, e.g. "certificate-of-marriage-RM-2026-000001.pdf".
 * @param document - the issued document.
 */
export function documentFileName(document: Pick<DocumentVerification, 'title' | 'number'>): string {
  const words = (text: string) =>
    text
      .replace(/['’]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${words(document.title).toLowerCase()}-${words(document.number)}.pdf`;
}

/**
 * The registry's public address documents carry: the build's `VITE_PUBLIC_ORIGIN` (checked when the
 * portal is built: vite.config.ts), never the address this page was opened on (issue 30 item 12).
 * @returns e.g. "https://marriage.registry.example".
 */
export function documentsOrigin(): string {
  return parsePublicOrigin(import.meta.env.VITE_PUBLIC_ORIGIN);
}

/**
 * Render a document to PDF in the browser and save it, with the stamp it was issued with (issue 11).
 * @param document - the issued document; its QR code holds `${documentsOrigin()}/verify/${code}`, and the
 *   page prints that verify address.
 *   When it has a `stampId`, the stamp's image is fetched first (GET /stamps/{id}/image); if it cannot
 *   be fetched, the PDF is still made, without the stamp.
 * @throws Error when the PDF module cannot be loaded (offline) or the rendering fails.
 */
export async function downloadDocument(document: DocumentVerification): Promise<void> {
  const [{ renderDocumentPdf }, stampImage] = await Promise.all([import('./document-pdf'), loadStampImage(document.stampId)]);
  const blob = await renderDocumentPdf(document, documentsOrigin(), { stampImage });
  saveFile(blob, documentFileName(document));
}

/** The file name of the specimen PDF (issue 11). */
export const SPECIMEN_FILE_NAME = 'specimen-certificate-of-marriage.pdf';

/**
 * Render the specimen certificate (issue 11 "certificate-stamp" preview) to PDF and save it: the real
 * document layout, with the stamp in use over the signature, SPECIMEN across the page and no verify code.
 * @param stampId - the stamp in use, or null (the specimen then has no stamp, as documents would not).
 * @param issuedAt - the date of issue shown, ISO 8601 (today).
 * @throws Error when the PDF module cannot be loaded (offline) or the rendering fails; a stamp image
 *   that cannot be fetched is left out instead.
 */
export async function downloadSpecimen(stampId: string | null, issuedAt: string): Promise<void> {
  const [{ renderDocumentPdf }, stampImage] = await Promise.all([import('./document-pdf'), loadStampImage(stampId)]);
  const blob = await renderDocumentPdf(specimenDocument(stampId, issuedAt), documentsOrigin(), { stampImage, specimen: true });
  saveFile(blob, SPECIMEN_FILE_NAME);
}
