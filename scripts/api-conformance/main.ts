/**
 * `npm run api:conformance -- --base <url> [--config <file>] [--document <file>] [--record <file>] [--json <file>]`:
 * check a running registry API against the contract (docs/api/conformance.md). Prints a table of
 * operations × outcomes and one summary line; exits 1 when anything does not conform, 2 on bad arguments.
 *
 * - `--base`: the API's base URL, e.g. https://registry.example.go.ug/api (required).
 * - `--config`: the configuration (test accounts, people, controls); default the mock API's,
 *   scripts/api-conformance/mock.config.json.
 * - `--document`: the contract; default docs/api/openapi.json.
 * - `--record`: write the first answer of each operation and status here (docs/api/examples.json: the
 *   examples of the document, recorded from the mock API's demo data; then run `npm run api:doc`).
 * - `--json`: write the whole report here.
 *
 * Built for Node by Vite (package.json `api:conformance`), as the standalone mock API is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { conformanceConfigSchema } from './config';
import { reportText, runConformance, summaryLine } from './kit';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    config: { type: 'string', default: 'scripts/api-conformance/mock.config.json' },
    document: { type: 'string', default: 'docs/api/openapi.json' },
    record: { type: 'string' },
    json: { type: 'string' },
  },
});

if (!values.base) {
  console.error("Give the API's base URL: npm run api:conformance -- --base http://localhost:8787/api");
  process.exit(2);
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(resolve(file), 'utf8'));
const parsed = conformanceConfigSchema.safeParse(readJson(values.config));
if (!parsed.success) {
  console.error(
    `${values.config} is not a conformance configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}

console.log(`Checking ${values.base} against ${values.document} …`);
const report = await runConformance({
  base: values.base,
  config: parsed.data,
  document: readJson(values.document) as Record<string, unknown>,
});
console.log(reportText(report));

if (values.record) {
  const sorted = Object.fromEntries(Object.entries(report.examples).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(resolve(values.record), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(
    `Recorded examples of ${Object.keys(sorted).length} operations in ${values.record}: run \`npm run api:doc\` to put them in the document.`,
  );
}
if (values.json) writeFileSync(resolve(values.json), `${JSON.stringify(report, null, 2)}\n`);
process.exit(summaryLine(report).startsWith('CONFORMS') ? 0 : 1);
