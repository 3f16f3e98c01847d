/**
 * The specimen certificate of the certificate-stamp settings page (issue 11): how documents look with
 * the stamp in use, as HTML on the page and as a PDF (src/ui/documents/document-pdf.tsx with
 * `specimen: true`). Every line says it is a specimen; it has no verify code and is never stored.
 * Kept apart from the PDF module so the page shows it without loading the PDF library. Its words are a certificate's
 * and stay in English, as the documents' do (issue 32 item 2).
 */
import type { DocumentVerification } from '#src/domain/schemas/documents';

/** The specimen's title, as printed. */
export const SPECIMEN_TITLE = 'Certificate of Marriage — specimen';

/**
 * The specimen certificate of marriage. Its `code` is not a verify code (no document has it, and it is
 * never printed: the PDF's code line says "SPECIMEN – not a document").
 * @param stampId - the stamp it shows (the one in use), or null.
 * @param issuedAt - its date of issue, ISO 8601 (today).
 */
export function specimenDocument(stampId: string | null, issuedAt: string): DocumentVerification {
  return {
    code: 'SPECIMEN',
    kind: 'MARRIAGE_CERTIFICATE',
    number: 'SPECIMEN',
    title: SPECIMEN_TITLE,
    reference: null,
    issuedAt,
    issuedBy: 'Registrar, Kampala (specimen)',
    fields: [
      { label: 'First party', value: 'SPECIMEN — First Party' },
      { label: 'Second party', value: 'SPECIMEN — Second Party' },
      { label: 'Date of marriage', value: 'dd-mm-yyyy (specimen)' },
      { label: 'Place of marriage', value: 'SPECIMEN — not a real place' },
      { label: 'Form of marriage', value: 'Civil (specimen)' },
    ],
    status: 'VALID',
    stampId,
  };
}
