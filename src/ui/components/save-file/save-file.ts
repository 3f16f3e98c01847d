/**
 * Save a file the browser holds (a Blob) under a name: a `blob:` URL and a download link, clicked
 * once. Works under the deploy recipe's Content-Security-Policy (docs/decisions/013): a download is
 * not a load the policy governs, and no script or frame is made.
 */

/** How long the `blob:` URL stays valid after the click, in ms (the browser has started the download by then). */
export const SAVE_FILE_REVOKE_MS = 10_000;

/**
 * Save a Blob as a file.
 * @param blob - the bytes.
 * @param name - the file name, e.g. "register-of-marriages.csv".
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_FILE_REVOKE_MS);
}
