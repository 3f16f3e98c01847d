/**
 * The documents of the seeded and generated demo applications (mocks/seed/) were never uploaded: the
 * mock answers them with a one-page PDF that says plainly it is an invented demo document, so every
 * document a demo shows can be opened (issue 6) and nobody mistakes it for a real one.
 */

/**
 * Whether a document id is one the seeds invented (`doc-seed-…`, `doc-generated-…`, and the civil
 * marriage fixture's `doc_fixture_…` of mocks/seed/civil-marriage-fixture.ts).
 * @param id - a document id.
 */
export function isDemoDocumentId(id: string): boolean {
  return /^doc-(seed|generated)-[a-z0-9-]+$/.test(id) || /^doc_fixture_[a-z0-9_]+$/.test(id);
}

/**
 * A valid one-page PDF (A4) with a few lines of text.
 * @param lines - the text, one line each (ASCII; other characters are replaced by "?").
 * @returns the PDF's bytes.
 */
export function demoPdf(lines: readonly string[]): ArrayBuffer {
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body).buffer as ArrayBuffer;
}
