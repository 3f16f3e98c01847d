#!/usr/bin/env node
/**
 * Pre-render the public pages into a build (issue 12; docs/decisions/026-pre-rendered-public-pages.md):
 * builds src/ui/app/server-render.tsx for Node in the build's mode, renders each of its
 * PRERENDERED_PATHS signed out, in each of PRERENDERED_LOCALES, and writes each page as the build's index.html with the
 * page inside #root (marked data-prerendered with the address it is the page of, and data-prerendered-language with its
 * language), its title and `<html lang>`, and links to the stylesheets of the chunks whose classes
 * the page uses (the entry's own stylesheet is linked already), so the page is styled before any script
 * runs and loads no other, at <outDir>/_pages/<path>/index.html in English and index.<code>.html in another language
 * (scripts/page-languages.mjs, which also says which one answers a request). index.html
 * itself stays the empty shell every other address is answered with. nginx (deploy/nginx) and
 * vite preview (vite.config.ts) answer a pre-rendered address with its page.
 *
 * Usage: node scripts/prerender.mjs <outDir> [--mode mock]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { pageFileName } from './page-languages.mjs';
import { pruneCustomProperties } from './critical-css.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.argv[2] ?? 'dist');
const modeAt = process.argv.indexOf('--mode');
const mode = modeAt > 0 ? process.argv[modeAt + 1] : 'production';
/** The placeholder the build writes where the CSP nonce goes (vite.config.ts html.cspNonce). */
const NONCE = 'PORTAL_CSP_NONCE';
const ssrDir = join(root, 'node_modules', '.prerender', mode);

rmSync(ssrDir, { recursive: true, force: true });
execFileSync('npx', ['vite', 'build', '--ssr', 'src/ui/app/server-render.tsx', '--outDir', ssrDir, '--mode', mode, '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
const { renderPage, PRERENDERED_PATHS, PRERENDERED_SHELLS, PRERENDERED_LOCALES } = await import(
  pathToFileURL(join(ssrDir, 'server-render.js')).href
);

/** Every stylesheet of the build's chunks, but the entry's (index.html links that one), with the classes it styles. */
function chunkStylesheets() {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [...files]
    .filter((file) => !entryCss.has(file))
    .sort()
    .map((file) => ({
      file,
      classes: new Set([...readFileSync(join(outDir, file), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
    }));
}

/**
 * The stylesheets a rendered page needs: those that style a class the page uses (CSS modules' class
 * names are unique to their file), so the page is styled before any script runs, and no other.
 */
function stylesheetsOf(html, sheets) {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return sheets
    .filter((sheet) => [...sheet.classes].some((c) => used.has(c)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet.file}">`);
}

/**
 * The CSS a page needs before its first paint goes into the page (Beasties: the rules that match its
 * elements, with the nonce placeholder nginx fills); the stylesheets themselves are only named, without
 * holding up that paint, and applied by the entry script for the pages the portal goes on to show
 * ({@link deferStylesheets}; docs/decisions/027-app-after-first-paint.md).
 */
const beasties = new Beasties({
  path: outDir,
  publicPath: '/',
  preload: 'body',
  nonce: NONCE,
  fonts: false,
  logLevel: 'warn',
  // Mantine's own <style> elements are left as they are.
  reduceInlineStyles: false,
  // Mantine's light colour scheme (index.html's <html data-mantine-color-scheme="light">), whose selector
  // list Beasties does not match (it also names `:host(…)`).
  allowRules: [
    /^:root\[data-mantine-color-scheme=light\]/,
    // A form sent before the app runs shows that it is being sent (src/ui/shared/early-forms.ts): no element has
    // the attribute when the page is rendered, so Beasties would drop the rule.
    /data-early-submit/,
  ],
});
let inlinedBytes = 0;
/** The theme variables taken out of the pages' critical CSS, as none of their elements reads them. */
let unreadVariables = 0;

/**
 * The stylesheets Beasties moved to the end of <body>, kept instead in a `<template data-deferred-stylesheets>` in
 * <head>, whose content the browser neither fetches nor applies: the entry script applies them
 * (src/ui/app/deferred-stylesheets.ts), before the theme's <style> in <body> (after it, Mantine's default variables
 * would override the theme's), and only with the app, so a person reading on a connection paid by the megabyte does
 * not pay for them either (docs/decisions/054-the-app-when-reached-for.md).
 */
function deferStylesheets(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"[^>]*>/g)];
  if (links.length === 0) throw new Error('Beasties left no stylesheet to defer');
  let out = html;
  for (const [tag] of links) out = out.replace(tag, '');
  const sheets = links.map(([, href]) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return out.replace('</head>', `<template data-deferred-stylesheets>${sheets.join('')}</template></head>`);
}

const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
const sheets = chunkStylesheets();
let linked = 0;
let written = 0;
if (!shell.includes('<div id="root"></div>')) throw new Error(`${outDir}/index.html has no empty #root`);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Each page, marked with the address it is the page of; a shell with `shell:` and the addresses it answers
// (bootstrap.tsx hydrates only a page whose mark is the address shown, so never a shell).
const pages = [
  ...PRERENDERED_PATHS.map((path) => ({ path, mark: path, generic: false })),
  ...PRERENDERED_SHELLS.map(({ path, pattern, generic }) => ({ path, mark: `shell:${pattern}`, generic: generic === true })),
];
for (const { path, mark, generic } of pages) {
  for (const locale of PRERENDERED_LOCALES) {
    const page = await renderPage(path, NONCE, { generic, locale });
    // A page must be whole and script-free: no boundary left pending, no inline script (the CSP forbids them).
    if (/<script|<!--\$[?!]-->/.test(page.html)) throw new Error(`${path}: the pre-rendered page is not complete or has an inline script`);
    const stylesheets = stylesheetsOf(page.html, sheets);
    linked += stylesheets.length;
    if (!shell.includes('<html lang="en-UG"')) throw new Error(`${outDir}/index.html has no <html lang="en-UG">`);
    const whole = shell
      .replace('<html lang="en-UG"', `<html lang="${page.lang}"`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${mark}" data-prerendered-language="${locale}">${page.html}</div>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
      .replace('</head>', `${stylesheets.join('')}</head>`);
    // Beasties marks the element it judged (the whole document here); the mark has no use after it.
    // Without the theme variables nothing on the page reads (scripts/critical-css.mjs).
    const { html, removed } = pruneCustomProperties(
      deferStylesheets((await beasties.process(whole)).replace(' data-beasties-container', '')),
    );
    unreadVariables += removed;
    const critical = html.match(/<style nonce="PORTAL_CSP_NONCE">([^<]*)<\/style>/);
    if (!critical) throw new Error(`${path}: no critical CSS was inlined`);
    inlinedBytes += critical[1].length;
    const dir = join(outDir, '_pages', path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, pageFileName(locale)), html);
    written += 1;
  }
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `Pre-rendered ${pages.length} public pages in ${PRERENDERED_LOCALES.join(', ')} into ${outDir}/_pages (${written} files), linking ${linked} stylesheets of their chunks, with ${Math.round(inlinedBytes / written / 1024)} kB of critical CSS each on average (${Math.round(unreadVariables / written)} unread theme variables taken out of each)`,
);
