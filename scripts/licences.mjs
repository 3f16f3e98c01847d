#!/usr/bin/env node
/**
 * Licence review of the installed dependencies (npm run licences), the check behind
 * docs/decisions/009-dependency-review.md. Reads the `license` field of every package's own
 * package.json under node_modules (run `npm ci` first) and prints the packages grouped by licence.
 *
 * Scopes (`--scope <name>`, default `production`):
 * - `production`: the `dependencies` of package.json and everything they pull in (what the
 *   production build can contain, as `npm ls --omit=dev --all` lists it);
 * - `mock`: production plus msw and @msw/data with their trees (their code ships in the mock build,
 *   `npm run build:mock`, which is deployed for demos);
 * - `all`: every installed package, development tools included.
 * A package is reached through its `dependencies`, its installed `optionalDependencies` and its
 * non-optional `peerDependencies`, resolved the way Node resolves them (nearest node_modules up).
 * Optional peers are left out, so the production count is two below `npm ls --omit=dev --all`'s:
 * @types/react and @standard-schema/spec, type declarations that no build contains.
 *
 * A licence passes when its SPDX expression can be satisfied by the permissive licences in
 * PERMISSIVE (for `A OR B`, one side suffices; for `A AND B`, both must pass). Anything else
 * (copyleft such as GPL, LGPL, MPL, EPL; Creative Commons; a missing, non-SPDX or UNLICENSED
 * field) is flagged. A flagged package listed in REVIEWED (with the reason decision 009 accepted
 * it) is reported but does not fail the run; any other flagged package does.
 *
 * Options: `--scope production|mock|all`, `--list` (print every package, not only the counts).
 * Exit code: 0 when nothing unreviewed is flagged, 1 otherwise, 2 on a usage error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** SPDX identifiers we accept without review: permissive, no copyleft, no field-of-use limits. */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
  'Zlib',
]);

/**
 * Flagged packages that decision 009 reviewed and accepted, by package name: the licence seen then
 * (a different licence later is flagged again) and why it is acceptable.
 */
const REVIEWED = {
  'axe-core': { licence: 'MPL-2.0', why: 'test tool only (accessibility scans, injected by tests/support/e2e.ts); never in a build' },
  lightningcss: { licence: 'MPL-2.0', why: "Vite's CSS minifier; runs at build time, none of its code is in the output" },
  'lightningcss-linux-x64-gnu': { licence: 'MPL-2.0', why: 'the native binary of lightningcss (build time only)' },
  'caniuse-lite': { licence: 'CC-BY-4.0', why: 'browser-support data read by lint tooling at development time; not shipped' },
  elkjs: {
    licence: 'EPL-2.0 OR GPL-3.0-or-later',
    why: "taken under EPL-2.0 (docs/decisions/029-flow-visualizer.md): the flow visualizer's layout engine, unmodified, in a Web Worker chunk of its own that only the mock build (and a production build made with VITE_FLOW_VISUALIZER=true) contains; EPL-2.0's copyleft covers changes to elkjs's own files, none made; its licence text travels in third-party-licences.txt and its source is public (github.com/kieler/elkjs)",
  },
  'parse-cache-control': {
    licence: 'BSD',
    why: 'non-SPDX "BSD" of a Lighthouse dependency (benchmark tool only); its LICENSE is BSD-3-Clause',
  },
};

const SCOPES = ['production', 'mock', 'all'];
const MOCK_BUILD_EXTRAS = ['msw', '@msw/data'];

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const scopeIndex = args.indexOf('--scope');
const scope = scopeIndex === -1 ? 'production' : args[scopeIndex + 1];
if (!SCOPES.includes(scope)) {
  console.error(`Unknown scope "${scope}". Use one of: ${SCOPES.join(', ')}.`);
  process.exit(2);
}
const listAll = args.includes('--list');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const rootManifest = readJson(join(root, 'package.json'));
if (!existsSync(join(root, 'node_modules'))) {
  console.error('No node_modules: run `npm ci` first.');
  process.exit(2);
}

/** The directory of package `name` as Node resolves it from `fromDir`, or undefined. */
function resolvePackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === dirname(dir)) return undefined;
  }
}

/** Every package reachable from `names` (resolved from the project root), keyed by directory. */
function collect(names) {
  const found = new Map();
  const queue = names.map((name) => ({ name, from: root, required: true }));
  while (queue.length) {
    const { name, from, required } = queue.shift();
    const dir = resolvePackageDir(name, from);
    if (!dir) {
      if (required) throw new Error(`${name} is not installed (needed from ${from}): run \`npm ci\``);
      continue;
    }
    if (found.has(dir)) continue;
    const manifest = readJson(join(dir, 'package.json'));
    found.set(dir, manifest);
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, from: dir, required: true });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, required: false });
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      if (!optionalPeers[dep]?.optional) queue.push({ name: dep, from: dir, required: false });
    }
  }
  return found;
}

/** The licence as written: SPDX string, or the legacy `{ type }` / `licenses: [...]` forms. */
function licenceOf(manifest) {
  const field = manifest.license ?? manifest.licenses;
  if (!field) return 'UNKNOWN';
  if (typeof field === 'string') return field.trim();
  const entries = Array.isArray(field) ? field : [field];
  return entries.map((entry) => (typeof entry === 'string' ? entry : (entry.type ?? 'UNKNOWN'))).join(' OR ');
}

/**
 * Whether an SPDX expression can be satisfied with PERMISSIVE licences. Parentheses are flattened,
 * which is exact for the expressions met so far (`(MIT OR CC0-1.0)`); `+` suffixes are ignored.
 */
function isPermissive(expression) {
  const flat = expression.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.split(/ OR /i).some((alternative) => alternative.split(/ AND /i).every((id) => PERMISSIVE.has(id.trim().replace(/\+$/, ''))));
}

const roots =
  scope === 'all'
    ? [...Object.keys(rootManifest.dependencies ?? {}), ...Object.keys(rootManifest.devDependencies ?? {})]
    : [...Object.keys(rootManifest.dependencies ?? {}), ...(scope === 'mock' ? MOCK_BUILD_EXTRAS : [])];
const packages = [...collect(roots).values()];

const byLicence = new Map();
const flagged = [];
for (const manifest of packages) {
  const licence = licenceOf(manifest);
  const id = `${manifest.name}@${manifest.version}`;
  if (!byLicence.has(licence)) byLicence.set(licence, []);
  byLicence.get(licence).push(id);
  if (!isPermissive(licence)) {
    const review = REVIEWED[manifest.name];
    flagged.push({ id, licence, review: review?.licence === licence ? review : undefined });
  }
}

console.log(`Licences of the ${scope} dependency tree: ${packages.length} packages (docs/decisions/009-dependency-review.md)\n`);
const groups = [...byLicence.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
const width = Math.max(...groups.map(([licence]) => licence.length));
for (const [licence, ids] of groups) {
  const mark = isPermissive(licence) ? ' ' : '!';
  console.log(`${mark} ${licence.padEnd(width)}  ${String(ids.length).padStart(4)}`);
  if (listAll || !isPermissive(licence)) for (const id of ids.sort()) console.log(`    ${id}`);
}

const unreviewed = flagged.filter((entry) => !entry.review);
if (flagged.length) {
  console.log('\nFlagged (not in the permissive list):');
  for (const { id, licence, review } of flagged) {
    console.log(`  ${id} (${licence}): ${review ? `reviewed: ${review.why}` : 'NOT REVIEWED'}`);
  }
}
if (unreviewed.length) {
  console.error(
    `\n${unreviewed.length} package(s) carry a licence nobody has reviewed. Read the licence, decide whether the` +
      ' package may be used and how (see decision 009), and record the decision in REVIEWED in scripts/licences.mjs.',
  );
  process.exit(1);
}
console.log('\nNo unreviewed licence.');
