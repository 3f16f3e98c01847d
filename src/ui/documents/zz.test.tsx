import { writeFileSync } from 'node:fs';
import { renderToBuffer } from '@react-pdf/renderer';
import { documentPdfElement } from './document-pdf';
it('renders', async () => {
  const doc = { code: 'W3D8N-2C4T4', kind: (process.env.KIND ?? 'MARRIAGE_CERTIFICATE') as 'MARRIAGE_CERTIFICATE', number: 'RM-2026-000001', title: 'Certificate of marriage', reference: 'MR-2026-7KQ4-9XH3', issuedAt: '2026-03-14T10:00:00.000Z', issuedBy: 'Registrar, Kampala', status: 'VALID' as const,
    fields: [{ label: 'First party', value: 'Brian Okello Mugerwa' }, { label: 'Second party', value: 'Joan Akello' }, { label: 'Date of marriage', value: '14-02-2026' }, { label: 'Place of marriage', value: "St Paul's Cathedral, Namirembe" }, { label: 'District', value: 'Kampala' }, { label: 'Form of marriage', value: 'Church (public place of worship)' }, { label: 'Celebrated by', value: 'Rev. Canon Samuel Kato' }, { label: 'Witnesses', value: 'Moses Ssebunya and Ruth Namutebi' }, { label: 'Entered in the register', value: '16-02-2026' }] };
  const buf = await renderToBuffer(await documentPdfElement(doc, 'http://localhost:5173'));
  writeFileSync('/tmp/doc.pdf', buf);
});
