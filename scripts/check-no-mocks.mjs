#!/usr/bin/env node
/**
 * Proves a production build contains no mock code (issue: "A production build contains no mock
 * code"): scans every emitted file of a build (dist/, or the directory given) for the mock API's fingerprints.
 * Run after `npm run build` (`npm run check:no-mocks` does both). In `npm test` the browser tests run it on the
 * production build they test (tests/mock-server/production-build.spec.ts), instead of a build of its own.
 *
 *   node scripts/check-no-mocks.mjs [<build directory>]
 *
 * Exit code 1 when one is found.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const FINGERPRINTS = ['mockServiceWorker', '__mock/', 'setupWorker', 'Mock outbox', 'msw/data'];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const found = [];
for (const file of files(dist)) {
  if (file.endsWith('mockServiceWorker.js')) {
    found.push(`${file}: the service worker file itself`);
    continue;
  }
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const fp of FINGERPRINTS) if (text.includes(fp)) found.push(`${file}: contains "${fp}"`);
}
if (found.length) {
  console.error(`Mock code found in the production build:\n${found.join('\n')}`);
  process.exit(1);
}
console.log('check-no-mocks: the production build contains no mock code');
