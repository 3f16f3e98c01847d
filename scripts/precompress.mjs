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
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);

/** The types nginx compresses (deploy/nginx gzip_types), by extension. */
const TEXT = /\.(js|mjs|css|json|svg|txt|html)$/;
/** Below this, compression gains nothing worth a file (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/**
 * Precompress a build's assets. The files are compressed side by side on libuv's thread pool (node's async zlib), so a
 * machine with more than one core spends the time of the largest files, not of all of them one after another (brotli at
 * quality 11 takes about 5 s for the whole build on one core).
 * @param {string} outDir - the build directory.
 * @returns {Promise<{ files: number, before: number, after: number, afterBrotli: number }>} how many text files were
 *   compressed, their bytes, and the bytes of their gzip and their brotli copies.
 */
export async function precompress(outDir) {
  const dir = join(outDir, 'assets');
  const names = readdirSync(dir).filter((name) => TEXT.test(name) && statSync(join(dir, name)).size >= MIN_BYTES);
  const sizes = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const content = await readFile(path);
      const [gz, br] = await Promise.all([
        gzip(content, { level: constants.Z_BEST_COMPRESSION }),
        brotliCompress(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
      return { before: content.length, after: gz.length, afterBrotli: br.length };
    }),
  );
  const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
  return { files: sizes.length, before: sum('before'), after: sum('after'), afterBrotli: sum('afterBrotli') };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const { files, before, after, afterBrotli } = await precompress(outDir);
  const kB = (bytes) => Math.round(bytes / 1024);
  process.stdout.write(
    `Precompressed ${files} files in ${outDir}/assets: ${kB(before)} kB → ${kB(after)} kB gzip, ${kB(afterBrotli)} kB brotli\n`,
  );
}
