/**
 * Document uploads (DOMAIN.md §5 "Uploads: PDF, JPEG or PNG, at most 5 MB each, checked by type and
 * size in the browser and the mock API"; docs/decisions/005-application-lifecycle.md).
 *
 * - POST /uploads (bearer, an applicant's account: 403 for staff; multipart/form-data, field `file`)
 *   → 201 DocumentRef `{ id, name, type, size }`; 413 over 5 MB plus the form's overhead. 400 with `errors.file` when the file is missing, not a PDF, JPEG or PNG, empty or larger
 *   than 5 MB (`uploadProblem`, the browser's own check).
 * - GET /uploads/{id} (bearer) → the file itself, for its uploader, and for the officers who may read
 *   an application it is attached to, or whose notice has a caveat it is evidence of (issue 7 §3;
 *   docs/decisions/008-role-access.md: reviewers, a district's office in its district, never on a draft;
 *   not finance or administrators; docs/decisions/016: never the couple). Anyone else
 *   gets 404, as if it did not exist. The mock keeps the bytes in memory and in the browser's
 *   IndexedDB (mocks/upload-bytes.ts), so they survive a reload; `UPLOAD_GONE` when the bytes are
 *   gone (another browser, cleared site data). The seeded applications' documents (never uploaded)
 *   answer those officers with a PDF saying it is a demo document (mocks/demo-pdf.ts). An officer's read is
 *   written in the access log (mocks/access-log.ts; issue 31 §3).
 */
import { http, HttpResponse } from 'msw';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadProblem, type DocumentRef } from '#src/domain/schemas/uploads';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import { db } from '../db';
import { demoPdf, isDemoDocumentId } from '../demo-pdf';
import { may } from '#src/domain/access';
import { indexedApplications } from '../application-store';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { newId } from '../random';
import { keepUploadBytes, loadUploadBytes } from '../upload-bytes';
import type { ApplicationFields, UserRecord } from '../db';
import { recordAccess } from '../access-log';
import { isStaff } from '../lifecycle';
import { visibleApplication } from './applications';
import { fail, handle, ok, requirePermission, requireUser } from './shared';

/**
 * POST /uploads takes multipart/form-data up to the largest file plus 64 kB of form overhead; a
 * larger body answers 413 before it is read as a form.
 */
const UPLOAD_CALL = { body: 'multipart', maxBodyBytes: UPLOAD_MAX_BYTES + 64 * 1024 } as const;

/** Longest stored file name (documentRefSchema). */
const NAME_MAX = 255;

/** MIME types by file extension, for files sent without a type. */
const TYPE_BY_EXTENSION: Readonly<Record<string, (typeof UPLOAD_TYPES)[number]>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * A file's MIME type: the one it was sent with, or, when it was sent without one (or as
 * application/octet-stream), the one its extension names.
 * @param name - the file name.
 * @param type - the type it was sent with.
 */
export function typeOfUpload(name: string, type: string): string {
  if (type && type !== 'application/octet-stream') return type;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? type;
}

/** A file name cut to 255 characters, keeping its extension. */
function storedName(name: string): string {
  const trimmed = name.trim() || 'document';
  if (trimmed.length <= NAME_MAX) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, NAME_MAX - extension.length) + extension;
}

/**
 * The application through which an officer may read a document: one it is attached to that they may read
 * ({@link visibleApplication}: not a draft, their role decides applications, their district), or whose notice has
 * a caveat it is evidence of (registry staff only).
 * @param user - the caller (not the uploader).
 * @param id - the document's id.
 * @returns the application and whether the document is attached to it (false: a caveat's evidence); undefined when none.
 */
function readingThroughApplication(user: UserRecord, id: string): { record: ApplicationFields; attached: boolean } | undefined {
  for (const entry of indexedApplications()) {
    const attached = entry.record.documents.some((d) => d.id === id);
    // A caveat's evidence is for registry staff only, never the couple (docs/decisions/016).
    const evidence = !attached && isStaff(user) && (entry.record.notice?.caveats ?? []).some((c) => c.evidence.some((d) => d.id === id));
    if (!attached && !evidence) continue;
    try {
      visibleApplication(user, entry.record.id);
      return { record: entry.record, attached };
    } catch {
      continue;
    }
  }
  return undefined;
}

/**
 * Whether the upload is the evidence of a dissolution recorded in the register of marriages (issue 30): the
 * officers who read the registers read it too.
 */
function readableThroughRegister(user: UserRecord, id: string): boolean {
  return (
    isStaff(user) &&
    may(user, 'applications.review') &&
    db.registerChanges.findFirst((q) => q.where((c) => c.evidence?.id === id)) !== undefined
  );
}

function rejected(message: string): Response {
  return fail(400, message, { code: MOCK_ERROR_CODES.uploadRejected, errors: { file: message } });
}

/** Handlers of the upload calls. */
export const uploadsHandlers = [
  http.post(
    apiUrl('/uploads'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      // Applicants upload their evidence; officers only read it (docs/decisions/008-role-access.md). The
      // administrator uploads the certification stamps (settings "certificate-stamp"); a registrar the
      // decree or death certificate a dissolution is recorded on (issue 30).
      requirePermission(may(user, 'applications.own') || may(user, 'settings') || may(user, 'register.dissolve'));
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return rejected(MOCK_MESSAGES.uploadNotMultipart);
      }
      const file = form.get('file');
      if (file === null || typeof file === 'string') return rejected(MOCK_MESSAGES.uploadMissing);
      const name = storedName(file.name || 'document');
      const type = typeOfUpload(name, file.type);
      const problem = uploadProblem({ name, type, size: file.size });
      if (problem) return rejected(problem);
      const ref: DocumentRef = { id: newId('doc'), name, type: type as DocumentRef['type'], size: file.size };
      await db.uploads.create({ ...ref, ownerId: user.userId, uploadedAt: nowIso() });
      keepUploadBytes(ref.id, { bytes: await file.arrayBuffer(), type });
      return ok(ref, 201);
    }, UPLOAD_CALL),
  ),

  http.get(
    apiUrl('/uploads/:id'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      const id = typeof params?.id === 'string' ? params.id : '';
      const upload = db.uploads.findFirst((q) => q.where({ id }));
      const mine = upload?.ownerId === user.userId;
      const through = mine ? undefined : readingThroughApplication(user, id);
      if (!mine && !through && !readableThroughRegister(user, id)) {
        return fail(404, MOCK_MESSAGES.uploadNotFound, { code: MOCK_ERROR_CODES.notFound });
      }
      // Staff opening a document is written in the access log, under the application it is attached to (a caveat's
      // evidence under none: the couple never learn of it, docs/decisions/016); the uploader's reads never are (issue 31 §3).
      const attachedTo = through?.attached ? through.record : null;
      const name = upload?.name ?? attachedTo?.documents.find((d) => d.id === id)?.name ?? id;
      const opened = () =>
        recordAccess(user, { kind: 'DOCUMENT', document: { id, name, ownerId: upload?.ownerId ?? null }, application: attachedTo });
      if (!upload && isDemoDocumentId(id)) {
        await opened();
        const bytes = demoPdf([
          'Demo document',
          'This document was invented for the demonstration of the portal.',
          'It belongs to a seeded application whose applicant does not exist.',
          `Document ${id}`,
        ]);
        return new HttpResponse(bytes, {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': `inline; filename="${id}.pdf"`,
          },
        });
      }
      if (!upload) return fail(404, MOCK_MESSAGES.uploadNotFound, { code: MOCK_ERROR_CODES.notFound });
      const stored = await loadUploadBytes(id);
      if (!stored) return fail(404, MOCK_MESSAGES.uploadGone, { code: MOCK_ERROR_CODES.uploadGone });
      await opened();
      return new HttpResponse(stored.bytes, {
        status: 200,
        headers: {
          'Content-Type': stored.type,
          'Content-Length': String(stored.bytes.byteLength),
          'Content-Disposition': `inline; filename="${upload.name.replace(/["\\\r\n]/g, '_')}"`,
        },
      });
    }),
  ),
];
