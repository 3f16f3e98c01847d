/**
 * The API's reference in the mock build (issue 28 §5): the portal with the in-browser mock API (`npm start`,
 * `npm run build:mock`) also serves the contract and Redoc's reference of it at /api-reference/, so the Mock
 * outbox panel can link to them without the standalone mock API running. Redoc's standalone bundle comes
 * from node_modules (no CDN). No other build has them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { referencePage } from '../mocks/server/reference-page.ts';

/** Where the reference is served in the mock build. */
export const API_REFERENCE_PATH = '/api-reference/';

/**
 * The plugin: a dev-server route and, in the mock build, three files under api-reference/.
 * @param mode - Vite's mode; only "mock" gets the reference.
 * @param root - the project's root.
 */
export function apiReference(mode: string, root: string): Plugin {
  const files = (): Record<string, { type: string; body: string | Buffer }> => ({
    'index.html': { type: 'text/html; charset=utf-8', body: referencePage('openapi.json', 'redoc.standalone.js') },
    'openapi.json': { type: 'application/json', body: readFileSync(join(root, 'docs/api/openapi.json')) },
    'redoc.standalone.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')),
    },
  });
  return {
    name: 'api-reference',
    configureServer(server) {
      if (mode !== 'mock') return;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(API_REFERENCE_PATH)) return next();
        const file = files()[path.slice(API_REFERENCE_PATH.length) || 'index.html'];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.body);
      });
    },
    generateBundle() {
      if (mode !== 'mock') return;
      for (const [name, file] of Object.entries(files()))
        this.emitFile({ type: 'asset', fileName: `api-reference/${name}`, source: file.body });
    },
  };
}
