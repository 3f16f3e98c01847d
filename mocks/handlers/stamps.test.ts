/**
 * The certification stamps (issue 11 "certificate-stamp") through the mock API: a stamp the
 * administrator makes is printed on the documents issued afterwards, while a document already issued
 * keeps its stamp; a second stamp sets the first aside; GET /stamps/{id}/image answers the image to
 * anyone (404 for an unknown stamp); a GIF or a PDF is refused as a stamp.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import type { SettingsChange, SettingsItem } from '#src/domain/settings/settings-resources';
import { stampPngBytes } from '../../tests/support/stamp-png';
import { API_BASE } from '../base-url';
import { findDocument, issueDocument } from '../documents';
import { MOCK_ERROR_CODES } from '../messages';
import { DEMO_CERTIFICATE_CODE } from '../seed/documents';
import { call, post, tokenCache, upload, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const ADMIN = 'admin@registry.example.ug';

beforeEach(() => tokens.forget());

/** Upload an image as the administrator. */
async function uploadImage(name: string, type: string, content: Uint8Array | number = stampPngBytes()): Promise<DocumentRef> {
  const answer = await upload<{ data: DocumentRef }>({ name, type, content }, await tokens.token(ADMIN));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** Make a stamp as the administrator does on the settings page. */
async function makeStamp(name: string): Promise<SettingsItem> {
  const image = await uploadImage(`${name.toLowerCase().replace(/\W+/g, '-')}.png`, 'image/png');
  const made = await post<{ data: SettingsItem }>('/settings/certificate-stamp', { name, image }, await tokens.token(ADMIN));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

/** Issue a receipt as any issuer does (all go through `issueDocument`). */
function issue(number: string): Promise<IssuedDocument> {
  return issueDocument({
    kind: 'RECEIPT',
    number,
    applicationId: null,
    reference: null,
    issuedBy: 'Registrar, Kampala',
    fields: [{ label: 'Amount', value: 'UGX 10,000' }],
  });
}

describe('the stamp in use on issued documents', () => {
  it('prints a new stamp on documents issued afterwards; earlier ones keep theirs; a second stamp sets the first aside', async () => {
    const before = await issue('RC-STAMP-0');
    expect(before.stampId).toBeNull();

    const first = await makeStamp('Registrar General’s seal, 2026');
    expect(first).toMatchObject({ active: true, image: { type: 'image/png' } });
    const withFirst = await issue('RC-STAMP-1');
    expect(withFirst.stampId).toBe(first.id);

    const second = await makeStamp('Registrar General’s seal, 2027');
    const stamps = await call<{ data: SettingsItem[] }>('/settings/certificate-stamp?includeInactive=true', {
      authorization: await tokens.token(ADMIN),
    });
    expect(stamps.body.data.filter((s) => s.active).map((s) => s.id)).toEqual([second.id]);
    expect(stamps.body.data.find((s) => s.id === first.id)).toMatchObject({ active: false });
    const history = await call<{ data: SettingsChange[] }>(`/settings/certificate-stamp/changes?itemId=${first.id}`, {
      authorization: await tokens.token(ADMIN),
    });
    expect(history.body.data.map((c) => [c.field, c.oldValue, c.newValue])).toContainEqual(['Active', 'Yes', 'No']);

    const withSecond = await issue('RC-STAMP-2');
    expect(withSecond.stampId).toBe(second.id);
    // Documents keep the stamp they were issued with, as stored and as the public verify call answers.
    expect(findDocument(before.code)?.stampId).toBeNull();
    expect(findDocument(withFirst.code)?.stampId).toBe(first.id);
    const verified = await call<{ data: IssuedDocument }>(`/verify/${withFirst.code}`);
    expect(verified.body.data.stampId).toBe(first.id);

    // Stopping the stamp in use: documents are issued without one until another is in use.
    expect((await post(`/settings/certificate-stamp/${second.id}/deactivate`, {}, await tokens.token(ADMIN))).status).toBe(200);
    expect((await issue('RC-STAMP-3')).stampId).toBeNull();
    expect(findDocument(withSecond.code)?.stampId).toBe(second.id);
  });

  it('reads documents stored before stamps existed as issued without one', () => {
    expect(findDocument(DEMO_CERTIFICATE_CODE)?.stampId).toBeNull();
  });
});

describe('GET /stamps/{id}/image', () => {
  it('answers the image’s bytes to anyone, signed in or not, for a stamp in use or set aside; 404 for an unknown stamp', async () => {
    const first = await makeStamp('Seal A');
    await makeStamp('Seal B');
    const response = await fetch(`${API_BASE}/stamps/${first.id}/image`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(stampPngBytes());

    const unknown = await call<ErrorAnswer>('/stamps/stamp_unknown/image');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(MOCK_ERROR_CODES.notFound);
  });
});

describe('a stamp’s image', () => {
  it('never changes once the stamp is made, so documents issued with it keep their look', async () => {
    const admin = await tokens.token(ADMIN);
    const stamp = await makeStamp('Seal of 2026');
    const other = await uploadImage('other.png', 'image/png');
    const changed = await call<{ data: SettingsItem }>(`/settings/certificate-stamp/${stamp.id}`, {
      method: 'PUT',
      body: { name: 'Seal of 2026 (Kampala)', image: other },
      authorization: admin,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Seal of 2026 (Kampala)', image: stamp.image });
  });

  it('is refused by the API when a GIF (at the upload) or a PDF (at the stamp)', async () => {
    const admin = await tokens.token(ADMIN);
    const gif = await upload<ErrorAnswer>({ name: 'seal.gif', type: 'image/gif', content: new TextEncoder().encode('GIF89a') }, admin);
    expect(gif.status).toBe(400);
    expect(gif.body.errors?.file).toBe('seal.gif must be a PDF, JPEG or PNG');

    const pdf = await uploadImage('seal.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const refused = await post<ErrorAnswer>('/settings/certificate-stamp', { name: 'A PDF seal', image: pdf }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ image: 'The stamp must be a PNG or JPEG image' });
    // A PDF passed off as a PNG is refused too: the API reads the stored upload's type.
    const disguised = await post<ErrorAnswer>(
      '/settings/certificate-stamp',
      { name: 'A PDF seal', image: { ...pdf, type: 'image/png' } },
      admin,
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.errors).toEqual({ image: 'The stamp must be a PNG or JPEG image' });
    const list = await call<{ data: SettingsItem[] }>('/settings/certificate-stamp?includeInactive=true', { authorization: admin });
    expect(list.body.data).toEqual([]);
  });
});
