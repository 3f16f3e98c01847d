/**
 * The registry's public address (issue 30 item 12): the origin every issued document's QR code and
 * printed verify address use, e.g. `https://marriage.registry.example`. It is a setting of the build
 * (`VITE_PUBLIC_ORIGIN`), never the address the browser happened to use when the PDF was made: a
 * document downloaded from a staff host, a preview or an IP address must still send whoever scans it
 * to the registry's public verify page.
 */

/**
 * Used when `VITE_PUBLIC_ORIGIN` is not set: the address `npm start` serves the portal on, so the
 * demo's documents verify on the demo. A production build warns when it is left at this
 * (vite.config.ts).
 */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:5173';

/**
 * The public origin a setting names.
 * @param value - the setting: an absolute http(s) address of the portal's root, e.g.
 *   `https://marriage.registry.example` or `https://marriage.registry.example/` (a path, query or
 *   fragment is refused: documents add `/verify/{code}` to the origin); empty or undefined for
 *   {@link DEFAULT_PUBLIC_ORIGIN}.
 * @returns the origin, without a trailing slash, e.g. `https://marriage.registry.example`.
 * @throws Error naming the setting when the value is not such an address.
 */
export function parsePublicOrigin(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_PUBLIC_ORIGIN must be the portal's public address, such as https://marriage.registry.example, not "${text}"`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw new Error(`VITE_PUBLIC_ORIGIN must be an http(s) origin with no path, such as https://marriage.registry.example, not "${text}"`);
  }
  return url.origin;
}
