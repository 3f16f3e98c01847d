/**
 * The registry's public address the browser tests' mock build was made with (issue 30 item 12): what
 * every issued document's QR code and printed verify address hold, whatever address the tests open the
 * portal on.
 */
import { loadEnv } from 'vite';
import { parsePublicOrigin } from '#src/domain/public-origin';

/** `VITE_PUBLIC_ORIGIN` as `npm run build:mock` reads it (the .env files, then the environment). */
export const MOCK_BUILD_PUBLIC_ORIGIN = parsePublicOrigin(loadEnv('mock', process.cwd(), 'VITE_').VITE_PUBLIC_ORIGIN);

/**
 * A document's verify address, checked to be on the registry's public address, as a path to open on
 * the portal under test (which may run elsewhere).
 * @param address - e.g. the QR code's link, "http://localhost:5173/verify/W3D8N-2C4T4".
 * @returns e.g. "/verify/W3D8N-2C4T4".
 * @throws Error when the address is not on {@link MOCK_BUILD_PUBLIC_ORIGIN}.
 */
export function verifyPathOf(address: string | undefined): string {
  const url = new URL(address ?? '');
  if (url.origin !== MOCK_BUILD_PUBLIC_ORIGIN)
    throw new Error(`${address} is not on the registry's public address ${MOCK_BUILD_PUBLIC_ORIGIN}`);
  return url.pathname;
}
