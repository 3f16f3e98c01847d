/**
 * The web addresses a PDF links to (its `/URI` link annotations), read without a PDF library: the
 * portal's PDFs (@react-pdf/renderer) write annotations as plain, uncompressed objects.
 * @param bytes - the PDF file.
 * @returns the addresses, in file order.
 */
export function pdfLinks(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\/URI\s*\(((?:\\.|[^\\)])*)\)/g)].map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'));
}
