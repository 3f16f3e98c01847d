/**
 * A downloaded document carries the registry's configured public address (issue 30 item 12), not the
 * address the page was opened on: its QR code's link and the printed verify address both use
 * `VITE_PUBLIC_ORIGIN`.
 */
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node';
import { pdfLinks } from '../../../tests/support/pdf-links';
import { pdfText } from '../../../tests/support/pdf-text';
import { DEFAULT_PUBLIC_ORIGIN } from '#src/domain/public-origin';
import type { DocumentVerification } from '#src/domain/schemas/documents';
import * as saving from '../components/save-file/save-file';
import { documentsOrigin, downloadDocument } from './download-document';

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
  fields: [{ label: 'First party', value: 'Brian Okello' }],
};

const PUBLIC_ORIGIN = 'https://marriage.registry.example';

// The layout engine (yoga, WebAssembly) first tries to fetch its inlined binary; refused, it decodes it itself.
beforeEach(() => server.use(http.get(/octet-stream;base64,/, () => HttpResponse.error())));
afterEach(() => vi.unstubAllEnvs());

/** Download the certificate and read the PDF saved: its links and text. */
async function downloaded(): Promise<{ links: string[]; text: string }> {
  const save = vi.spyOn(saving, 'saveFile').mockImplementation(() => undefined);
  await downloadDocument(CERTIFICATE);
  const blob = save.mock.calls[0]?.[0];
  if (!blob) throw new Error('nothing was saved');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { links: pdfLinks(bytes), text: pdfText(bytes).replace(/\s+/g, ' ') };
}

describe('a downloaded document', () => {
  it("holds the registry's public address, not the address the page was opened on", async () => {
    vi.stubEnv('VITE_PUBLIC_ORIGIN', `${PUBLIC_ORIGIN}/`);
    expect(window.location.origin).not.toBe(PUBLIC_ORIGIN);
    const { links, text } = await downloaded();
    expect(links).toEqual([`${PUBLIC_ORIGIN}/verify/K7QM4-R9XHX`]);
    expect(text).toContain(`Check this document at ${PUBLIC_ORIGIN}/verify and enter the code`);
    expect(text).not.toContain(window.location.origin);
  });

  it('uses the demo address when the setting is not given', () => {
    vi.stubEnv('VITE_PUBLIC_ORIGIN', '');
    expect(documentsOrigin()).toBe(DEFAULT_PUBLIC_ORIGIN);
  });
});
