/**
 * Issued documents through the mock API: GET /verify/{code} (public; 200 without the application,
 * 404 unknown, 400 mistyped, throttled like tracking) and GET /applications/{id}/documents (whoever
 * may see the application), on the seeded certificate of marriage of St Paul's first return.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_CODE_MESSAGES, documentCodeFromNumber, type IssuedDocument } from '#src/domain/schemas/documents';
import { freezeClock } from '../clock';
import { db } from '../db';
import { documentsOfApplication, findDocument, issueDocument, revokeDocument } from '../documents';
import { MOCK_ERROR_CODES } from '../messages';
import { DEMO_CERTIFICATE_CODE } from '../seed/documents';
import { THROTTLE_RULES } from '../throttle';
import { call, tokenCache, type ErrorAnswer } from '../test-helpers';

const CLERK = 'clerk@stpauls.example.ug';

beforeEach(() => {
  freezeClock();
});

/** The seeded certificate and the register entry it certifies. */
function seeded(): IssuedDocument {
  const document = findDocument(DEMO_CERTIFICATE_CODE);
  expect(document, 'the demo certificate is seeded').toBeDefined();
  return document!;
}

describe('the demo certificate', () => {
  it('certifies the first church marriage of the register, numbered with its entry number', () => {
    const document = seeded();
    const entry = db.marriageRegister.findFirst((q) => q.where({ entryNumber: document.number }));
    expect(entry?.regime).toBe('CHURCH');
    expect(document).toMatchObject({
      kind: 'MARRIAGE_CERTIFICATE',
      title: 'Certificate of marriage',
      applicationId: entry?.applicationId,
      reference: entry?.applicationReference,
      issuedBy: 'Registrar, Kampala',
      status: 'VALID',
    });
    expect(document.fields.find((f) => f.label === 'First party')?.value).toBe(entry?.partyOne.name);
    expect(document.fields.find((f) => f.label === 'Witnesses')?.value).toMatch(/ and /);
  });
});

describe('GET /verify/{code}', () => {
  it('answers the document as issued, without the application it was issued on, to anyone', async () => {
    const document = seeded();
    const typed = DEMO_CERTIFICATE_CODE.toLowerCase().replace('-', ' ');
    const answer = await call<{ data: Record<string, unknown> }>(`/verify/${encodeURIComponent(typed)}`);
    expect(answer.status).toBe(200);
    const { applicationId: _dropped, ...shown } = document;
    expect(answer.body.data).toEqual(shown);
    expect(answer.body.data).not.toHaveProperty('applicationId');
  });

  it('says when no document has the code, and when the code has a typing mistake', async () => {
    const unknown = await call<ErrorAnswer>(`/verify/${documentCodeFromNumber(42)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: DOCUMENT_CODE_MESSAGES.notFound, code: MOCK_ERROR_CODES.notFound });

    const typo = `${DEMO_CERTIFICATE_CODE.slice(0, -1)}${DEMO_CERTIFICATE_CODE.endsWith('0') ? '1' : '0'}`;
    const mistyped = await call<ErrorAnswer>(`/verify/${typo}`);
    expect(mistyped.status).toBe(400);
    expect(mistyped.body).toMatchObject({
      message: DOCUMENT_CODE_MESSAGES.check,
      code: MOCK_ERROR_CODES.validation,
      errors: { code: DOCUMENT_CODE_MESSAGES.check },
    });

    const short = await call<ErrorAnswer>('/verify/ABC');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(DOCUMENT_CODE_MESSAGES.shape);
  });

  it('says a revoked document is revoked', async () => {
    await revokeDocument(DEMO_CERTIFICATE_CODE);
    const answer = await call<{ data: IssuedDocument }>(`/verify/${DEMO_CERTIFICATE_CODE}`);
    expect(answer.body.data.status).toBe('REVOKED');
  });

  it('refuses a client after 60 look-ups a minute, as public tracking does', async () => {
    const { limit } = THROTTLE_RULES.verifyClient;
    for (let i = 0; i < limit; i += 1) {
      const answer = await call(`/verify/${documentCodeFromNumber(1000 + i)}`, { client: '203.0.113.9' });
      expect(answer.status).toBe(404);
    }
    const refused = await call<ErrorAnswer>(`/verify/${DEMO_CERTIFICATE_CODE}`, { client: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another client is not held back.
    expect((await call(`/verify/${DEMO_CERTIFICATE_CODE}`, { client: '203.0.113.10' })).status).toBe(200);
  });
});

describe('GET /applications/{id}/documents', () => {
  it('answers the documents to the applicant and the staff who review it, not to another person', async () => {
    const tokens = tokenCache();
    const document = seeded();
    const path = `/applications/${document.applicationId}/documents`;
    for (const email of [CLERK, 'registrar@registry.example.ug']) {
      const answer = await call<{ data: IssuedDocument[] }>(path, { authorization: await tokens.token(email) });
      expect(answer.status, email).toBe(200);
      expect(answer.body.data.map((d) => d.code)).toEqual([DEMO_CERTIFICATE_CODE]);
    }
    const other = await call<ErrorAnswer>(path, { authorization: await tokens.token('amina.nakato@example.ug') });
    expect(other.status).toBe(404);
    const finance = await call<ErrorAnswer>(path, { authorization: await tokens.token('finance@registry.example.ug') });
    expect(finance.status).toBe(403);
    expect((await call(path)).status).toBe(401);
  });

  it('lists an application with no documents as empty, and several oldest first', async () => {
    const token = await tokenCache().token(CLERK);
    const application = db.applications.findFirst((q) => q.where({ applicantId: 'usr-stpauls-clerk', status: 'Approved' }))!;
    const none = db.applications
      .findMany((q) => q.where({ applicantId: 'usr-stpauls-clerk' }))
      .find((a) => documentsOfApplication(a.id).length === 0)!;
    expect((await call<{ data: unknown[] }>(`/applications/${none.id}/documents`, { authorization: token })).body.data).toEqual([]);

    const later = await issueDocument({
      kind: 'REGISTRARS_CERTIFICATE',
      number: 'RC-2',
      applicationId: application.id,
      reference: application.reference,
      issuedBy: 'Registrar, Kampala',
      fields: [],
      issuedAt: '2030-01-02T00:00:00.000Z',
    });
    const earlier = await issueDocument({
      kind: 'REGISTRARS_CERTIFICATE',
      number: 'RC-1',
      applicationId: application.id,
      reference: application.reference,
      issuedBy: 'Registrar, Kampala',
      fields: [],
      issuedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(later.code).not.toBe(earlier.code);
    expect(later).toMatchObject({ title: "Registrar's certificate", status: 'VALID' });
    const listed = documentsOfApplication(application.id).map((d) => d.number);
    expect(listed.indexOf('RC-1')).toBeLessThan(listed.indexOf('RC-2'));
    await expect(
      issueDocument({
        kind: 'MARRIAGE_CERTIFICATE',
        number: 'X',
        applicationId: null,
        reference: null,
        issuedBy: 'Registrar, Kampala',
        fields: [],
        code: DEMO_CERTIFICATE_CODE,
      }),
    ).rejects.toThrow();
  });
});

describe('README', () => {
  it('prints the demo certificate code', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(`/verify/${DEMO_CERTIFICATE_CODE}`);
  });
});
