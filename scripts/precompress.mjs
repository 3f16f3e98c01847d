#!/usr/bin/env node
/**
 * Writes a gzip copy (`<file>.gz`, level 9) and a brotli copy (`<file>.br`, quality 11) beside every text file of a
 * build's assets/ folder, for nginx's `gzip_static` and, where nginx has the module, `brotli_static` (deploy/nginx;
 * issue 33 item 3; docs/decisions/045-offline-and-caching.md, 052-http2-and-brotli.md): the hashed bundles are
 * compressed once, at the smallest size, instead of on every response at level 6.
 *
 *   node scripts/precompress.mjs dist
 *
 * Only assets/: the HTML pages get a fresh CSP nonce per response (nginx's sub_filter), which cannot rewrite a
 * compressed file, so they stay compressed on the fly, with gzip.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The types nginx compresses (deploy/nginx gzip_types), by extension. */
const TEXT = /\.(js|mjs|css|json|svg|txt|html)$/;
/** Below this, compression gains nothing worth a file (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/**
 * Precompress a build's assets.
 * @param {string} outDir - the build directory.
 * @returns {{ files: number, before: number, after: number, afterBrotli: number }} how many text files were
 *   compressed, their bytes, and the bytes of their gzip and their brotli copies.
 */
export function precompress(outDir) {
  const dir = join(outDir, 'assets');
  let files = 0;
  let before = 0;
  let after = 0;
  let afterBrotli = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!TEXT.test(name) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${path}.gz`, gz);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    files += 1;
    before += content.length;
    after += gz.length;
    afterBrotli += br.length;
  }
  return { files, before, after, afterBrotli };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const { files, before, after, afterBrotli } = precompress(outDir);
  const kB = (bytes) => Math.round(bytes / 1024);
  process.stdout.write(
    `Precompressed ${files} files in ${outDir}/assets: ${kB(before)} kB → ${kB(after)} kB gzip, ${kB(afterBrotli)} kB brotli\n`,
  );
}
