/**
 * The documents the registry issues (issue 9 stage 6; src/domain/schemas/documents.ts): each stored
 * in the `issuedDocuments` collection with a verify code nobody can guess (45 random bits from Web
 * Crypto and a check character, drawn again while taken). The lifecycle's steps call
 * {@link issueDocument} (the registrar's certificate, the certificate of marriage; issue 10 the letters
 * and copies); GET /verify/{code} and GET /applications/{id}/documents read them back
 * (mocks/handlers/documents.ts).
 */
import {
  DOCUMENT_CODE_RANDOM_LENGTH,
  DOCUMENT_TITLES,
  documentCodeFromNumber,
  issuedDocumentSchema,
  normaliseDocumentCode,
  type DocumentField,
  type DocumentKind,
  type IssuedDocument,
} from '../src/domain/schemas/documents';
import { nowIso } from './clock';
import { db } from './db';
import { randomBits } from './random';

/** What an issuer says about a new document; the registry adds the code, title and status. */
export interface IssueDocumentInput {
  kind: DocumentKind;
  /** The document's own number, e.g. the register entry "RM-2026-000001". */
  number: string;
  /** The application it is issued on, or null. */
  applicationId: string | null;
  /** That application's reference, or null. */
  reference: string | null;
  /** The issuing office, as printed, e.g. "Registrar, Kampala". */
  issuedBy: string;
  /** What the document shows, in order (dates dd-mm-yyyy). */
  fields: DocumentField[];
  /** When it was issued, ISO 8601; the mock clock's now by default. */
  issuedAt?: string;
  /** A fixed code (the demo seed only, so the README can print it); drawn at random otherwise. */
  code?: string;
}

/** A fresh code no document holds yet: 45 random bits and a check character. */
function newCode(): string {
  let code: string;
  do code = documentCodeFromNumber(randomBits(DOCUMENT_CODE_RANDOM_LENGTH * 5));
  while (findDocument(code));
  return code;
}

/**
 * The certification stamp in use now (issue 11 "certificate-stamp": at most one stamp is active), whose
 * image every document issued now carries.
 * @returns its id, or null when no stamp is in use (documents are then issued without one).
 */
export function stampInUse(): string | null {
  return db.stamps.findFirst((q) => q.where({ active: true }))?.id ?? null;
}

/** A stored document as the API answers it (the stored fields only). */
function toDocument(record: IssuedDocument): IssuedDocument {
  return issuedDocumentSchema.parse(record);
}

/**
 * Issue a document: store it with a new code, its kind's title, status VALID and the stamp in use
 * ({@link stampInUse}; issue 11), which it keeps whatever later becomes of the stamps.
 * @param input - see {@link IssueDocumentInput}.
 * @returns the document as stored.
 * @throws Error when a fixed `code` is not a code or is taken (a mistake in a seed).
 */
export async function issueDocument(input: IssueDocumentInput): Promise<IssuedDocument> {
  let code = newCode();
  if (input.code !== undefined) {
    const fixed = normaliseDocumentCode(input.code);
    if (fixed === null || fixed !== input.code || findDocument(fixed))
      throw new Error(`Cannot issue a document with the code ${input.code}`);
    code = fixed;
  }
  const document = issuedDocumentSchema.parse({
    code,
    kind: input.kind,
    number: input.number,
    title: DOCUMENT_TITLES[input.kind],
    applicationId: input.applicationId,
    reference: input.reference,
    issuedAt: input.issuedAt ?? nowIso(),
    issuedBy: input.issuedBy,
    fields: input.fields,
    status: 'VALID',
    stampId: stampInUse(),
  });
  return toDocument(await db.issuedDocuments.create(document));
}

/**
 * The documents issued on an application, oldest first.
 * @param applicationId - the application's id.
 * @returns [] when none.
 */
export function documentsOfApplication(applicationId: string): IssuedDocument[] {
  return db.issuedDocuments
    .findMany((q) => q.where({ applicationId }))
    .map(toDocument)
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number));
}

/**
 * The document with a code.
 * @param code - the code as the registry writes it ("K7QM4-R9XHX"); typed forms are not read here
 *   (use `normaliseDocumentCode` first).
 * @returns the document, or undefined when none has it.
 */
export function findDocument(code: string): IssuedDocument | undefined {
  const record = db.issuedDocuments.findFirst((q) => q.where({ code }));
  return record ? toDocument(record) : undefined;
}

/**
 * Revoke a document (the registry withdrew it): the verify page then says so.
 * @param code - the document's code.
 * @returns the document after the change, or undefined when none has the code.
 */
export async function revokeDocument(code: string): Promise<IssuedDocument | undefined> {
  const record = db.issuedDocuments.findFirst((q) => q.where({ code }));
  if (!record) return undefined;
  const updated = await db.issuedDocuments.update(record, {
    data(draft) {
      draft.status = 'REVOKED';
    },
  });
  return updated ? toDocument(updated) : undefined;
}
