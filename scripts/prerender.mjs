#!/usr/bin/env node
/**
 * Pre-render the public pages into a build (issue 12; docs/decisions/026-pre-rendered-public-pages.md):
 * builds src/ui/app/server-render.tsx for Node in the build's mode, renders each of its
 * PRERENDERED_PATHS signed out, and writes each page as the build's index.html with the page inside
 * #root (marked data-prerendered), its title, and links to the stylesheets of the chunks whose classes
 * the page uses (the entry's own stylesheet is linked already), so the page is styled before any script
 * runs and loads no other, at <outDir>/_pages/<path>/index.html. index.html
 * itself stays the empty shell every other address is answered with. nginx (deploy/nginx) and
 * vite preview (vite.config.ts) answer a pre-rendered address with its page.
 *
 * Usage: node scripts/prerender.mjs <outDir> [--mode mock]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.argv[2] ?? 'dist');
const modeAt = process.argv.indexOf('--mode');
const mode = modeAt > 0 ? process.argv[modeAt + 1] : 'production';
/** The placeholder the build writes where the CSP nonce goes (vite.config.ts html.cspNonce). */
const NONCE = 'PORTAL_CSP_NONCE';
const ssrDir = join(root, 'node_modules', '.prerender', mode);

rmSync(ssrDir, { recursive: true, force: true });
execFileSync('npx', ['vite', 'build', '--ssr', 'src/ui/app/server-render.tsx', '--outDir', ssrDir, '--mode', mode, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(join(ssrDir, 'server-render.js')).href);

/** Every stylesheet of the build's chunks, but the entry's (index.html links that one), with the classes it styles. */
function chunkStylesheets() {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [...files]
    .filter((file) => !entryCss.has(file))
    .sort()
    .map((file) => ({ file, classes: new Set([...readFileSync(join(outDir, file), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])) }));
}

/**
 * The stylesheets a rendered page needs: those that style a class the page uses (CSS modules' class
 * names are unique to their file), so the page is styled before any script runs, and no other.
 */
function stylesheetsOf(html, sheets) {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return sheets.filter((sheet) => [...sheet.classes].some((c) => used.has(c))).map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet.file}">`);
}

const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
const sheets = chunkStylesheets();
let linked = 0;
if (!shell.includes('<div id="root"></div>')) throw new Error(`${outDir}/index.html has no empty #root`);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
for (const path of PRERENDERED_PATHS) {
  const page = await renderPage(path, NONCE);
  // A page must be whole and script-free: no boundary left pending, no inline script (the CSP forbids them).
  if (/<script|<!--\$[?!]-->/.test(page.html)) throw new Error(`${path}: the pre-rendered page is not complete or has an inline script`);
  const stylesheets = stylesheetsOf(page.html, sheets);
  linked += stylesheets.length;
  const html = shell
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
    .replace('</head>', `${stylesheets.join('')}</head>`);
  const dir = join(outDir, '_pages', path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Pre-rendered ${PRERENDERED_PATHS.length} public pages into ${outDir}/_pages, linking ${linked} stylesheets of their chunks`);
