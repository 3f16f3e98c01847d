/** POST /uploads and GET /uploads/{id}: PDF, JPEG or PNG up to 5 MB (DOMAIN.md §5), bytes in memory only. */
import { describe, expect, it } from 'vitest';
import { documentRefSchema, UPLOAD_MAX_BYTES } from '#src/domain/schemas/uploads';
import { API_BASE } from '../base-url';
import { db } from '../db';
import { MOCK_ERROR_CODES } from '../messages';
import { resetMockApi } from '../control';
import { demoPdf } from '../demo-pdf';
import { call, signIn, tokenCache, upload, type ErrorAnswer } from '../test-helpers';

const AMINA = 'amina.nakato@example.ug';
const PDF = new TextEncoder().encode('%PDF-1.7\n% invented test document\n');

describe('POST /uploads', () => {
  it('stores a PDF, JPEG or PNG and answers its DocumentRef; the uploader reads the bytes back', async () => {
    const { token } = await signIn(AMINA);
    const pdf = await upload<{ data: unknown }>({ name: 'lc1-letter.pdf', type: 'application/pdf', content: PDF }, token);
    expect(pdf.status).toBe(201);
    const ref = documentRefSchema.parse(pdf.body.data);
    expect(ref).toMatchObject({ name: 'lc1-letter.pdf', type: 'application/pdf', size: PDF.byteLength });
    expect(db.uploads.findFirst((q) => q.where({ id: ref.id }))?.ownerId).toBe('usr-amina-nakato');

    for (const [name, type] of [
      ['photo.jpg', 'image/jpeg'],
      ['photo.png', 'image/png'],
    ] as const) {
      const answer = await upload<{ data: { type: string } }>({ name, type, content: 1024 }, token);
      expect(answer.status).toBe(201);
      expect(answer.body.data.type).toBe(type);
    }

    const response = await fetch(`${API_BASE}/uploads/${ref.id}`, { headers: { Authorization: token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('takes the type from the extension when the browser sends none', async () => {
    const { token } = await signIn(AMINA);
    const answer = await upload<{ data: { type: string } }>({ name: 'scan.PDF', type: '', content: PDF }, token);
    expect(answer.status).toBe(201);
    expect(answer.body.data.type).toBe('application/pdf');
  });

  it.each([
    [
      'a Word document',
      { name: 'letter.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: 100 },
      'letter.docx must be a PDF, JPEG or PNG',
    ],
    ['a file over 5 MB', { name: 'big.png', type: 'image/png', content: UPLOAD_MAX_BYTES + 1 }, 'big.png must be smaller than 5 MB'],
  ])('refuses %s with 400 and errors.file', async (_label, file, message) => {
    const { token } = await signIn(AMINA);
    const answer = await upload<ErrorAnswer>(file, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, code: MOCK_ERROR_CODES.uploadRejected, errors: { file: message } });
    expect(db.uploads.count()).toBe(0);
  });

  it('refuses an empty file with 400 and errors.file', async () => {
    const { token } = await signIn(AMINA);
    const answer = await upload<ErrorAnswer>({ name: 'empty.pdf', type: 'application/pdf', content: 0 }, token);
    expect(answer.status).toBe(400);
    // A browser sends the empty part and the answer is "empty.pdf is empty"; happy-dom's multipart
    // parser (Vitest) drops empty parts, so here the file is missing altogether.
    expect(answer.body.errors?.file).toMatch(/^(empty\.pdf is empty|Choose a file to upload)$/);
  });

  it('accepts exactly 5 MB', async () => {
    const { token } = await signIn(AMINA);
    expect((await upload({ name: 'max.pdf', type: 'application/pdf', content: UPLOAD_MAX_BYTES }, token)).status).toBe(201);
  });

  it('refuses a request without a file, or not multipart', async () => {
    const { token } = await signIn(AMINA);
    const form = new FormData();
    form.append('other', 'x');
    const missing = await fetch(`${API_BASE}/uploads`, { method: 'POST', headers: { Authorization: token }, body: form });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorAnswer).errors?.file).toBe('Choose a file to upload');
    const json = await call<ErrorAnswer>('/uploads', { method: 'POST', body: { file: 'x' }, authorization: token });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
  });

  it('answers 401 without a session', async () => {
    expect((await upload({ name: 'a.pdf', type: 'application/pdf', content: PDF })).status).toBe(401);
  });
});

describe('GET /uploads/{id}', () => {
  it('answers its uploader; hides a file on no application from staff and other applicants; forgets the bytes on reset', async () => {
    const { token } = await signIn(AMINA);
    const { body } = await upload<{ data: { id: string } }>({ name: 'id.png', type: 'image/png', content: 10 }, token);
    const id = body.data.id;
    expect((await fetch(`${API_BASE}/uploads/${id}`, { headers: { Authorization: token } })).status).toBe(200);
    // Staff read a file only through a submitted application they may read (mocks/security.test.ts).
    const registrar = (await signIn('registrar@registry.example.ug')).token;
    expect((await fetch(`${API_BASE}/uploads/${id}`, { headers: { Authorization: registrar } })).status).toBe(404);
    const clerk = (await signIn('clerk@stpauls.example.ug')).token;
    expect((await call(`/uploads/${id}`, { authorization: clerk })).status).toBe(404);
    expect((await call('/uploads/doc_unknown', { authorization: token })).status).toBe(404);

    await resetMockApi();
    const again = (await signIn(AMINA)).token;
    expect((await call(`/uploads/${id}`, { authorization: again })).status).toBe(404);
  });
});

describe('the documents of seeded demo applications', () => {
  it('open for reviewers as a PDF that says it is a demo document, and for nobody else', async () => {
    const { token } = tokenCache();
    const open = async (email: string) =>
      fetch(`${API_BASE}/uploads/doc-seed-3-land-title`, { headers: { Authorization: await token(email) } });
    const registrar = await open('registrar@registry.example.ug');
    expect(registrar.status).toBe(200);
    expect(registrar.headers.get('Content-Type')).toBe('application/pdf');
    expect(await registrar.text()).toContain('(Demo document) Tj');
    expect((await open('amina.nakato@example.ug')).status).toBe(404);
    expect((await open('finance@registry.example.ug')).status).toBe(404);
  });

  it('is a well-formed PDF whose cross-reference table points at its objects', () => {
    const text = new TextDecoder().decode(demoPdf(['Demo document', 'Line (two)']));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Line \\(two\\)) Tj');
  });
});
