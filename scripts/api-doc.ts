/**
 * `npm run api:doc`: write the registry API's contract, docs/api/openapi.json, from the operations'
 * declarations and the zod schemas (src/api/contract/openapi.ts), with the examples the conformance kit
 * recorded from the mock API's demo data (docs/api/examples.json). docs/decisions/033-api-contract.md.
 *
 * Built for Node by Vite (package.json `api:doc`), as the standalone mock API is, so the schemas'
 * module graph is the portal's. A test (src/api/contract/contract.test.ts) fails when the committed
 * document is not what this writes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument, type ExamplesFile } from '../src/api/contract/openapi';
import { documentText, EXAMPLES_PATH, OPENAPI_PATH } from '../src/api/contract/files';

const root = process.cwd();
const examplesFile = resolve(root, EXAMPLES_PATH);
const examples: ExamplesFile = existsSync(examplesFile) ? (JSON.parse(readFileSync(examplesFile, 'utf8')) as ExamplesFile) : {};
const target = resolve(root, OPENAPI_PATH);
mkdirSync(dirname(target), { recursive: true });
const document = buildOpenApiDocument(examples);
writeFileSync(target, documentText(document));
const operations = Object.values(document.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(
  `Wrote ${OPENAPI_PATH}: OpenAPI ${document.openapi as string}, ${operations} operations, ${Object.keys(examples).length} with recorded examples.`,
);
