#!/usr/bin/env node
/**
 * Writes a gzip copy (`<file>.gz`, level 9) beside every text file of a build's assets/ folder, for nginx's
 * `gzip_static` (deploy/nginx; issue 33 item 3; docs/decisions/045-offline-and-caching.md): the hashed bundles are
 * compressed once, at the smallest size, instead of on every response at level 6.
 *
 *   node scripts/precompress.mjs dist
 *
 * Only assets/: the HTML pages get a fresh CSP nonce per response (nginx's sub_filter), which cannot rewrite a
 * compressed file, so they stay compressed on the fly. No brotli: Debian's nginx has it only as a separate module
 * package (libnginx-mod-http-brotli-static) that .ci/run does not install (decision 045).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The types nginx compresses (deploy/nginx gzip_types), by extension. */
const TEXT = /\.(js|mjs|css|json|svg|txt|html)$/;
/** Below this, compression gains nothing worth a file (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/**
 * Precompress a build's assets.
 * @param {string} outDir - the build directory.
 * @returns {{ files: number, before: number, after: number }} how many files were written and their bytes.
 */
export function precompress(outDir) {
  const dir = join(outDir, 'assets');
  let files = 0;
  let before = 0;
  let after = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!TEXT.test(name) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${path}.gz`, gz);
    files += 1;
    before += content.length;
    after += gz.length;
  }
  return { files, before, after };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const { files, before, after } = precompress(outDir);
  process.stdout.write(
    `Precompressed ${files} files in ${outDir}/assets: ${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB gzip\n`,
  );
}
