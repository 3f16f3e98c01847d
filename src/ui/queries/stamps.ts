/**
 * The certification stamps' images (issue 11 "certificate-stamp") as the ui reaches them: `stampImageAddress(id)`
 * is the address an `<img>` shows (public, no header needed; src/api/stamps.ts `stampImageUrl`), and
 * `readStampImage(id)` the image's bytes a PDF draws (GET /stamps/{id}/image; `fetchStampImage`, which throws
 * ApiError 404 for an unknown stamp). Not cached by TanStack Query (an `<img>` caches itself; a PDF reads the
 * image once), and re-exported as they are, so the documents' PDF code loads no query library and no wrapper.
 */
export { stampImageUrl as stampImageAddress, fetchStampImage as readStampImage } from '#src/api/stamps';
