/**
 * The PDF of an issued document: rendered by @react-pdf/renderer as the browser would, an A4 page
 * whose text carries the heading, the title and number, every field, the code and the verify address.
 */
import { pdf } from '@react-pdf/renderer';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node';
import { pdfLinks } from '../../../tests/support/pdf-links';
import { pdfText } from '../../../tests/support/pdf-text';
import type { DocumentVerification } from '#src/domain/schemas/documents';
import QRCode from 'qrcode';
import { STAMP_PNG_DATA_URL } from '../../../tests/support/stamp-png';
import { documentPdfElement, documentPdfLayout, qrDrawing, SPECIMEN_CODE_LINE } from './document-pdf';
import { documentFileName } from './download-document';
import { specimenDocument } from './specimen-document';

const CERTIFICATE: DocumentVerification = {
  code: 'K7QM4-R9XHX',
  kind: 'MARRIAGE_CERTIFICATE',
  number: 'RM-2026-000001',
  title: 'Certificate of marriage',
  reference: 'CR-2026-7KQ4-9XH3',
  issuedAt: '2026-02-16T09:00:00.000Z',
  issuedBy: 'Registrar, Kampala',
  status: 'VALID',
  stampId: null,
  fields: [
    { label: 'First party', value: 'Brian Okello' },
    { label: 'Second party', value: 'Joan Akello' },
    { label: 'Date of marriage', value: '14-02-2026' },
    { label: 'Witnesses', value: 'Moses Ssebunya and Ruth Namutebi' },
  ],
};

const ORIGIN = 'https://marriage.registry.example';

// The layout engine (yoga, WebAssembly) first tries to fetch its inlined binary (here from a
// relative address); refused, it decodes the binary itself, as it does under the deploy policy.
beforeEach(() => server.use(http.get(/octet-stream;base64,/, () => HttpResponse.error())));

describe('the PDF of an issued document', () => {
  it('lays out the heading, title, number, fields, issue and the verify address', () => {
    const layout = documentPdfLayout(CERTIFICATE, `${ORIGIN}/`);
    expect(layout).toMatchObject({
      heading: ['Republic of Uganda', 'Marriage Registry'],
      title: 'Certificate of marriage',
      numberLine: 'No. RM-2026-000001',
      issuedLine: 'Date of issue: 16-02-2026',
      signatureCaption: 'Registrar, Kampala',
      verifyUrl: `${ORIGIN}/verify/K7QM4-R9XHX`,
      code: 'K7QM4-R9XHX',
      instruction: `Check this document at ${ORIGIN}/verify and enter the code`,
    });
    expect(layout.rows).toEqual(CERTIFICATE.fields);
  });

  it('renders an A4 PDF whose text says what the document says, with its code and verify address', async () => {
    const blob = await pdf(documentPdfElement(CERTIFICATE, ORIGIN)).toBlob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(bytes);
    for (const words of [
      'REPUBLIC OF UGANDA',
      'Marriage Registry',
      'Certificate of marriage',
      'No. RM-2026-000001',
      'This certifies that the marriage below is entered in the register of marriages.',
      'Brian Okello',
      'Moses Ssebunya and Ruth Namutebi',
      'Date of issue: 16-02-2026',
      'K7QM4-R9XHX',
      `Check this document at ${ORIGIN}/verify and enter the code`,
    ]) {
      expect(text.replace(/\s+/g, ' '), words).toContain(words);
    }
    // The QR code is drawn as vector squares: no image to decode; on screen it links to the address it holds.
    expect(raw).not.toContain('/Subtype /Image');
    expect(pdfLinks(bytes)).toEqual([`${ORIGIN}/verify/K7QM4-R9XHX`]);
  });

  it('draws the QR code of the verify address module by module', () => {
    const url = `${ORIGIN}/verify/K7QM4-R9XHX`;
    const drawing = qrDrawing(url);
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(drawing.size).toBe(modules.size);
    expect(drawing.path.match(/M/g)).toHaveLength(modules.data.filter(Boolean).length);
    // The top-left finder pattern's corner is dark.
    expect(drawing.path.startsWith('M0 0h1v1h-1z')).toBe(true);
  });

  it('carries the stamp it was issued with over the signature when given one (issue 11), and none otherwise', async () => {
    const stamped = { ...CERTIFICATE, stampId: 'stamp_1' };
    expect(documentPdfLayout(stamped, ORIGIN, { stampImage: STAMP_PNG_DATA_URL })).toMatchObject({
      stampImage: STAMP_PNG_DATA_URL,
      specimen: false,
      code: 'K7QM4-R9XHX',
    });
    // No image (none in use when issued, or it could not be fetched): the document as before stamps.
    expect(documentPdfLayout(stamped, ORIGIN).stampImage).toBeNull();

    const raw = async (options: Parameters<typeof documentPdfElement>[2]) =>
      Buffer.from(await (await pdf(documentPdfElement(stamped, ORIGIN, options)).toBlob()).arrayBuffer());
    const withStamp = await raw({ stampImage: STAMP_PNG_DATA_URL });
    // The 64 × 64 px PNG is embedded once, as an image drawn on the page.
    expect(withStamp.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(1);
    expect(withStamp.toString('latin1')).toMatch(/\/Width 64\b/);
    expect(pdfText(new Uint8Array(withStamp)).replace(/\s+/g, ' ')).toContain('K7QM4-R9XHX');
    const without = await raw({ stampImage: null });
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('lays out a specimen with SPECIMEN across it, no verify code and no QR code', async () => {
    const specimen = specimenDocument('stamp_1', '2026-11-25T09:00:00.000Z');
    const layout = documentPdfLayout(specimen, ORIGIN, { stampImage: STAMP_PNG_DATA_URL, specimen: true });
    expect(layout).toMatchObject({
      specimen: true,
      verifyUrl: null,
      code: SPECIMEN_CODE_LINE,
      title: 'Certificate of Marriage — specimen',
      stampImage: STAMP_PNG_DATA_URL,
    });
    const bytes = new Uint8Array(
      await (await pdf(documentPdfElement(specimen, ORIGIN, { stampImage: STAMP_PNG_DATA_URL, specimen: true })).toBlob()).arrayBuffer(),
    );
    // The dashes are WinAnsi's en dash (0x96) and em dash (0x97), which pdfText reads as Latin-1.
    const text = pdfText(bytes)
      .replace(/\u0096/g, '–')
      .replace(/\u0097/g, '—')
      .replace(/\s+/g, ' ');
    for (const words of ['SPECIMEN', 'SPECIMEN – not a document', 'SPECIMEN — First Party', 'Date of issue: 25-11-2026'])
      expect(text, words).toContain(words);
    expect(text).not.toContain('/verify/');
    expect(pdfLinks(bytes)).toEqual([]);
  });

  it('is saved under its title and number', () => {
    expect(documentFileName(CERTIFICATE)).toBe('certificate-of-marriage-RM-2026-000001.pdf');
    expect(documentFileName({ title: "Registrar's certificate", number: 'RC 12/2026' })).toBe('registrars-certificate-RC-12-2026.pdf');
  });
});
