/**
 * Where nginx is, for the deploy tests (tests/deploy; docs/decisions/013-deploy-headers.md), and the
 * addresses those tests serve the builds on.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** nginx serving the mock build (dist-mock/) with the recipe; API origin 'self' (MSW answers /api). */
export const NGINX_MOCK_ORIGIN = 'http://127.0.0.1:4319';

/** nginx serving a production build (dist-deploy/) whose API is {@link FAKE_API_ORIGIN}. */
export const NGINX_PRODUCTION_ORIGIN = 'http://127.0.0.1:4320';

/**
 * The API origin of that production build: nothing answers there; the tests answer its calls
 * with Playwright routes, after the browser has applied the page's connect-src.
 */
export const FAKE_API_ORIGIN = 'https://api.registry.example';

/** Why the deploy tests cannot run, said when they are skipped or fail. */
export const NGINX_MISSING =
  'nginx is not installed, so the portal cannot be served with the deploy recipe (deploy/nginx). ' +
  'Install it (Debian/Ubuntu: sudo apt-get install -y nginx; .ci/run does this) or set NGINX_PATH.';

/**
 * The nginx executable: $NGINX_PATH, else `nginx` on the PATH, else the usual sbin directories
 * (often not on a normal user's PATH).
 * @returns its path, or undefined when none is installed.
 */
export function findNginx(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'nginx'));
  const candidates = [
    process.env.NGINX_PATH,
    ...onPath,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/bin/nginx',
    '/opt/homebrew/bin/nginx',
  ];
  return candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
}
