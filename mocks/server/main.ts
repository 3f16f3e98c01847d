/**
 * The standalone mock API (`npm run mock:server`; issue 13; docs/decisions/028-standalone-mock-api.md):
 * the same msw handlers as the browser and Vitest, over HTTP at `http://localhost:<MOCK_PORT>/api`.
 *
 * - `MOCK_PORT`: the port (default 8787; 0 for any free one, named in the first line printed).
 *   `MOCK_HOST`: the interface (default localhost; 0.0.0.0 to let a phone on the network call it).
 * - `MOCK_DATA_FILE`: where the data is kept (default .mock-data/registry.json); it is loaded at start,
 *   seeded with the demo scenario when empty, and every change is on disk (written and synced) before
 *   the call that made it is answered.
 * - `--reset`: start afresh from the demo scenario (the file is replaced).
 * - `<base>/openapi.json` and `<base>/docs`: the API's contract and its reference page (issue 28).
 *
 * Built for Node by Vite (package.json `mock:server`), so the handlers' `import.meta.env` and module
 * graph are the browser's.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { setStorageBackend } from '../storage-backend';
import { createFileStore } from './file-store';
import { createMockApiServer } from './http-server';

const port = Number(process.env.MOCK_PORT ?? 8787);
const host = process.env.MOCK_HOST ?? 'localhost';
const file = resolve(process.env.MOCK_DATA_FILE ?? '.mock-data/registry.json');
const quiet = process.argv.includes('--quiet');

// 0 asks the system for a free port (the kill test's servers); the line below says which.
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MOCK_PORT must be a port number, not ${process.env.MOCK_PORT}`);
if (process.argv.includes('--reset')) rmSync(file, { force: true });

// Before the database is loaded: its collections take their persistence when they are created.
const store = createFileStore(file);
setStorageBackend(store.backend);
const [{ ready }, { handlers }, { API_BASE }] = await Promise.all([import('../database'), import('../handlers'), import('../base-url')]);
await ready;
await store.flush();

const server = createMockApiServer({
  handlers,
  beforeAnswer: store.commit,
  onAnswer: quiet ? undefined : ({ method, path, status, ms }) => console.log(`${method} ${path} ${status} ${ms} ms`),
  // The API's contract and its reference page (docs/decisions/033-api-contract.md).
  reference: {
    base: API_BASE,
    documentFile: resolve('docs/api/openapi.json'),
    redocFile: createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
  },
});
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(`Mock registry API on http://${host}:${listening}${API_BASE}, data in ${file}`);
  console.log(
    `Its contract: http://${host}:${listening}${API_BASE}/openapi.json, read as a reference at http://${host}:${listening}${API_BASE}/docs`,
  );
  console.log(
    `Sign in: curl -s -X POST http://${host}:${listening}${API_BASE}/users/auth/login -H 'Content-Type: application/json' -d '{"phoneOrEmail":"amina.nakato@example.ug","password":"Registry#2026"}'`,
  );
});

/** Stop, once what has changed is on disk, on Ctrl-C or a service manager's stop. */
function stop(): void {
  server.close();
  // Keep-alive connections would hold the close back.
  server.closeAllConnections();
  store.commit().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[mock server] the data file could not be written', error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
