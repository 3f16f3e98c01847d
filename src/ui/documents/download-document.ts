/**
 * Download an issued document as a PDF (issue 9 stage 6). The PDF module (@react-pdf/renderer, about
 * 450 kB gzip) is imported only here, on the first download, so no page carries it (decision 004).
 */
import type { DocumentVerification } from '../../domain/schemas/documents';
import { saveFile } from '../components/save-file/save-file';

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
 * Render a document to PDF in the browser and save it.
 * @param document - the issued document; its QR code holds `${window.location.origin}/verify/${code}`.
 * @throws Error when the PDF module cannot be loaded (offline) or the rendering fails.
 */
export async function downloadDocument(document: DocumentVerification): Promise<void> {
  const { renderDocumentPdf } = await import('./document-pdf');
  const blob = await renderDocumentPdf(document, window.location.origin);
  saveFile(blob, documentFileName(document));
}
