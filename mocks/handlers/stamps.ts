/**
 * The certification stamps' images (issue 11 "certificate-stamp"; the stamps are kept at
 * /backoffice/settings/certificate-stamp, mocks/handlers/settings.ts):
 *
 * - GET /stamps/{id}/image (public, no sign-in: the stamp is printed on every document the registry
 *   issues, and anyone holding a document's code downloads its PDF from the verify page) → the image's
 *   bytes with its MIME type (PNG or JPEG), for any stamp, in use or not: a document keeps the stamp it
 *   was issued with.
 *   - 404 `NOT_FOUND` when no stamp has the id, or when its image's bytes are no longer held (the mock
 *     keeps them in memory and IndexedDB only: mocks/upload-bytes.ts).
 */
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { MOCK_ERROR_CODES } from '../messages';
import { loadUploadBytes } from '../upload-bytes';
import { fail, handle } from './shared';

/** The message of an unknown stamp (or one whose image is gone). */
export const STAMP_NOT_FOUND_MESSAGE = 'There is no such stamp';

/** Handlers of the stamps' images. */
export const stampsHandlers = [
  http.get(
    apiUrl('/stamps/:id/image'),
    handle(async ({ params }) => {
      const id = typeof params?.id === 'string' ? params.id : '';
      const stamp = id ? db.stamps.findFirst((q) => q.where({ id })) : undefined;
      if (!stamp) return fail(404, STAMP_NOT_FOUND_MESSAGE, { code: MOCK_ERROR_CODES.notFound });
      const stored = await loadUploadBytes(stamp.image.id);
      if (!stored) return fail(404, STAMP_NOT_FOUND_MESSAGE, { code: MOCK_ERROR_CODES.notFound });
      return new HttpResponse(stored.bytes, {
        status: 200,
        headers: {
          'Content-Type': stored.type,
          'Content-Length': String(stored.bytes.byteLength),
          // A stamp's image never changes (a new image is a new stamp), so it may be kept a while.
          'Cache-Control': 'public, max-age=3600',
        },
      });
    }),
  ),
];
